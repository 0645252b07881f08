"""Each server sees only its own games, and a DM only the asker's (the hardening issue, B).

A DM used to count as "any server": /board, /history and /games typed there read
every server's games. ``guild_id`` None with an ``asked_by`` is a DM now; the
service alone, with neither, still finds any game (a button, a sweep).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from service import Asked, NotFound, Service, ServiceError, UserRef
from service.challenges.terms import ChallengeTerms
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import listed

CAROL = 33
HERE, ELSEWHERE = 1, 5


async def game_between(service: Service, guild_id: int, challenger: int, opponent: int) -> int:
    posted = await service.challenges.create(
        guild_id=guild_id,
        channel_id=guild_id * 10,
        challenger=UserRef(challenger),
        opponent=UserRef(opponent),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
    )
    started = await service.challenges.accept(opponent, posted.challenge.id)
    return started.game.id


def desk_of(service: Service, command: str) -> Callable[[Asked], Awaitable[Any]]:
    """The desk call behind /board or /history."""
    return service.games.board if command == "board" else service.records.history


async def refusal(service: Service, command: str, game_id: int, **where: int | None) -> str:
    with pytest.raises(NotFound) as refused:
        await desk_of(service, command)(Asked(game_id=game_id, **where))
    return str(refused.value)


@pytest.mark.parametrize("command", ["board", "history"])
async def test_in_a_dm_only_the_players_see_a_game_and_nobody_learns_it_exists(
    service: Service, command: str
) -> None:
    game = await game_between(service, HERE, ALICE, BOB)
    for player in (ALICE, BOB):
        shown = await desk_of(service, command)(
            Asked(game_id=game, thread_id=None, guild_id=None, asked_by=player)
        )
        assert shown.game.id == game
    stranger = await refusal(service, command, game, guild_id=None, asked_by=CAROL)
    nowhere = await refusal(service, command, 999, guild_id=None, asked_by=CAROL)
    assert stranger == nowhere.replace("#999", f"#{game}"), "the same words, game or no game"
    assert "DM" in stranger and "you play in" in stranger


@pytest.mark.parametrize("command", ["board", "history"])
async def test_in_a_server_only_its_own_games_are_found(service: Service, command: str) -> None:
    game = await game_between(service, HERE, ALICE, BOB)
    for player in (ALICE, CAROL):  # being a player does not carry a game across servers
        refused = await refusal(service, command, game, guild_id=ELSEWHERE, asked_by=player)
        assert refused == f"There is no game #{game}."
    shown = await desk_of(service, command)(
        Asked(game_id=game, thread_id=None, guild_id=HERE, asked_by=CAROL)
    )
    assert shown.game.id == game, "spectators in the game's own server may look"


async def test_a_dm_refuses_every_command_on_a_game_the_asker_does_not_play(
    service: Service,
) -> None:
    game = await game_between(service, HERE, ALICE, BOB)
    with pytest.raises(ServiceError) as refused:
        await service.games.move(Asked(game_id=game, asked_by=CAROL), "e5")
    assert f"#{game}" in str(refused.value) and "not playing" not in str(refused.value)


async def test_games_in_a_server_lists_only_that_servers_games(service: Service) -> None:
    here = await game_between(service, HERE, ALICE, BOB)
    there = await game_between(service, ELSEWHERE, ALICE, CAROL)
    own = listed(await service.games.games_of(ALICE, Asked(asked_by=ALICE, guild_id=HERE)))
    assert f"[#{here}](" in own and f"[#{there}](" not in own and f"<@{CAROL}>" not in own
    seen = listed(await service.games.games_of(ALICE, Asked(asked_by=BOB, guild_id=HERE)))
    assert f"[#{here}](" in seen and f"[#{there}](" not in seen
    seen = listed(await service.games.games_of(ALICE, Asked(asked_by=BOB, guild_id=ELSEWHERE)))
    assert f"[#{there}](" in seen and f"[#{here}](" not in seen
    assert "elsewhere" in own, "alice is told her list is this server's only"
    assert "elsewhere" not in seen, "nor does bob learn that alice plays elsewhere"


async def test_games_in_a_dm_lists_all_my_games_but_of_others_only_those_we_play(
    service: Service,
) -> None:
    ours = await game_between(service, HERE, ALICE, BOB)
    theirs = await game_between(service, ELSEWHERE, ALICE, CAROL)
    mine = listed(await service.games.games_of(ALICE, Asked(asked_by=ALICE, guild_id=None)))
    assert f"[#{ours}](" in mine and f"[#{theirs}](" in mine
    seen = listed(await service.games.games_of(ALICE, Asked(asked_by=BOB, guild_id=None)))
    assert f"[#{ours}](" in seen and f"[#{theirs}](" not in seen and f"<@{CAROL}>" not in seen
    assert "DM" in seen, "the reader is told why the list may be short"
    none = listed(await service.games.games_of(CAROL, Asked(asked_by=BOB, guild_id=None)))
    assert f"[#{theirs}](" not in none and "no running games with" in none
