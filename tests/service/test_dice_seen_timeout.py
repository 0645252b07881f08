"""Plakoto's dice cannot be vetoed by the clock (issue 35, item 11): a player who has been
shown dice of their own may not `/abort`, and letting their time run out instead loses,
counted for the ratings like any loss on time, whether the sweep ends it or the
opponent claims it. Before that (no dice of their own yet), as for every game, running
out of time before a first move aborts."""

from __future__ import annotations

import pytest

from bot.words import say
from rules import GAMES
from rules.replay import Replay
from service import Asked, NotAllowed, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.games.starts import has_begun, seen_own_dice
from storage.models import GameRecord
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import later
from words import ENGLISH


async def plakoto(service: Service, **challenge: object) -> GameRecord:
    """A rated one-game Plakoto match between alice and bob, its dice rolled: the player
    to move has been shown theirs."""
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(
            game="plakoto", options={"match_length": 1}, first="challenger", **challenge
        ),
    )
    started = await service.challenges.accept(BOB, posted.challenge.id)
    return await service.ctx.store.get_game(started.game.id)


async def check_lost_on_time(service: Service, game_id: int, late: int) -> None:
    record = await service.ctx.store.get_game(game_id)
    assert (record.status, record.termination) == ("finished", "timeout")
    assert record.winner == 1 - record.players.index(late)
    assert [m.notation for m in await service.ctx.store.moves(game_id)][-1].startswith("timeout")
    for player in (ALICE, BOB):
        rating = await service.ratings.rating(player, "plakoto")
        assert rating is not None, "the loss counts for both players' ratings"


async def test_the_starter_shown_their_dice_loses_when_the_clock_runs_out(
    service: Service,
) -> None:
    game = await plakoto(service)
    late = game.players[game.to_move]
    with pytest.raises(NotAllowed, match="shown your own dice"):
        await service.agreements.abort(Asked(game_id=game.id, guild_id=1, asked_by=late))
    later(service, days=3, seconds=1)
    [ended] = [n for n in await service.clocks.sweep() if n.update is not None]
    assert ended.update is not None and ended.update.finished
    assert "counts for nobody" not in said(ended.update.text) and "wins" in said(ended.update.text)
    await check_lost_on_time(service, game.id, late)


async def test_the_second_player_shown_their_dice_loses_too(service: Service) -> None:
    game = await plakoto(service)
    starter = game.players[game.to_move]
    replay = await service.games.replay_of(game)
    await service.games.move(Asked(game_id=game.id, asked_by=starter), str(replay.legal_moves()[0]))
    late = BOB if starter == ALICE else ALICE  # shown their first roll, never moved
    later(service, days=3, seconds=1)
    [ended] = [n for n in await service.clocks.sweep() if n.update is not None]
    assert ended.update is not None and "wins" in said(ended.update.text)
    await check_lost_on_time(service, game.id, late)


async def test_a_claim_against_a_player_shown_their_dice_wins(service: Service) -> None:
    game = await plakoto(service, clock="1d+1d/2d", timeout="claim")
    late = game.players[game.to_move]
    other = BOB if late == ALICE else ALICE
    later(service, days=1, minutes=1)
    [notice] = [n for n in await service.clocks.sweep() if "time is up" in said(n.text)]
    assert "`/claim` the win" in said(notice.text) and "call the game off" not in said(notice.text)
    update = await service.games.claim(Asked(game_id=game.id, asked_by=other))
    assert (
        update.finished
        and "wins" in said(update.text)
        and "counts for nobody" not in said(update.text)
    )
    await check_lost_on_time(service, game.id, late)


def test_abort_and_timeout_ask_the_same_question() -> None:
    """One rule: shown their own dice, a player has begun the game, moved or not."""
    game = GAMES["plakoto"]
    opened = Replay.of(game, {"match_length": 1}, ["open 4-1"])
    assert not seen_own_dice(opened, 0) and not has_begun(opened, 0)
    rolled = Replay.of(game, {"match_length": 1}, ["open 4-1", "roll 6-4"])
    assert seen_own_dice(rolled, 0) and has_begun(rolled, 0)
    assert not seen_own_dice(rolled, 1) and not has_begun(rolled, 1)
    pinch = Replay.of(GAMES["pinch"], {"size": 9}, ["e5"])
    assert has_begun(pinch, 0) and not has_begun(pinch, 1), "no dice: a move of one's own"


async def test_a_move_after_the_deadline_from_a_player_shown_their_dice_loses(
    service: Service,
) -> None:
    game = await plakoto(service)
    late = game.players[game.to_move]
    replay = await service.games.replay_of(game)
    later(service, days=3, seconds=1)
    update = await service.games.move(
        Asked(game_id=game.id, asked_by=late), str(replay.legal_moves()[0])
    )
    assert update.mover_reply is not None
    assert "the game is lost on time" in say(update.mover_reply, ENGLISH)
    await check_lost_on_time(service, game.id, late)
