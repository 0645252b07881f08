"""Plateau's hidden information never leaks through the service (issue 6, spec §7).

Seeded random games are played through the real service and database. Every
output that someone other than a piece's owner can read — the public post,
its image, `/board`, `/history`, the other player's DM, log lines at INFO and
above — is checked against the secrets of the game so far: the exact
notation of every opening and onboarding (they name a hidden piece) and the
owner's hand listing. Images are checked to be renders of the right seat's
view, and the views themselves are proven leak-free by the engine tests.
"""

from __future__ import annotations

import logging
import random
import re

import pytest

from bot.words import say
from rules import GAMES
from rules.replay import Replay
from service import Asked, NotAllowed, Service, UserRef
from service.boards.scenes.plateau import render_plateau
from service.challenges.terms import ChallengeTerms
from service.results import GameUpdate
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from words import ENGLISH

PLATEAU = GAMES["plateau"]
NAMES = ("alice", "bob")
TITLE = "Plateau #{} · alice vs bob"


async def new_game(service: Service, game: str = "plateau") -> int:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options={}, first="challenger"),
    )
    started = await service.challenges.accept(BOB, posted.challenge.id)
    return started.game.id


async def truth(service: Service, game_id: int) -> Replay:
    moves = await service.ctx.store.moves(game_id)
    return Replay.of(PLATEAU, {}, [m.notation for m in moves])


def secrets(replay: Replay) -> tuple[set[str], set[str]]:
    """Per seat: the notations that name that seat's hidden pieces, played so far."""
    found: tuple[set[str], set[str]] = (set(), set())
    for played in replay.history:
        if isinstance(played.mover, int) and PLATEAU.names_hidden_piece(played.move):
            found[played.mover].add(str(played.move))
    return found


def leaks(text: str, secret: set[str]) -> list[str]:
    """The secrets written in ``text`` as whole moves (``on xx b2`` is not in ``on xx b2/1``)."""
    return [s for s in secret if re.search(rf"(?<![\w/]){re.escape(s)}(?![\w/])", text)]


async def check_private(
    service: Service, game_id: int, update: GameUpdate, hidden: tuple[set[str], set[str]]
) -> None:
    """A player's DM and `/hand` may repeat their own moves, never the other's hidden ones.
    With nobody asking for DMs, only an opening (a move that can only be entered
    privately) is sent by DM, to the player to move; else the post points to `/hand`."""
    replay = await truth(service, game_id)
    to_move = replay.to_move
    assert isinstance(to_move, int)
    opening = all(PLATEAU.names_hidden_piece(m) for m in replay.legal_moves())
    sent = [v.user_id for v in update.private_views]
    assert sent == ([(ALICE, BOB)[to_move]] if opening else []), (replay.plies, sent)
    if not opening:
        assert f"<@{(ALICE, BOB)[to_move]}>, your hand and hidden faces are one `/hand` away" in (
            said(update.text)
        )
    for seat, user in enumerate((ALICE, BOB)):
        mine = [v for v in update.private_views if v.user_id == user]
        mine.append(await service.games.hand(Asked(game_id=game_id, asked_by=user)))
        for view in mine:
            assert "Your hand" in said(view.text)
            assert not leaks(said(view.text), hidden[1 - seat] - hidden[seat]), said(view.text)


async def play_random_game(
    service: Service, game_id: int, rng: random.Random, caplog: pytest.LogCaptureFixture
) -> None:
    users = (ALICE, BOB)
    for ply in range(90):
        replay = await truth(service, game_id)
        if replay.outcome is not None:
            return
        legal = replay.legal_moves()
        seat = replay.to_move
        assert isinstance(seat, int)
        move = str(rng.choice(legal))
        update = await service.games.move(Asked(game_id=game_id, asked_by=users[seat]), move)
        after = await truth(service, game_id)
        hidden = secrets(after)
        everyone = hidden[0] | hidden[1]
        assert update.mover_reply is not None and move in say(update.mover_reply, ENGLISH)
        if after.outcome is None:
            public_echo = PLATEAU.view(after.state, None).last_move
            assert (
                public_echo
                and public_echo in said(update.text)
                or "no legal move" in said(update.text)
            )
            assert not leaks(said(update.text), everyone), said(update.text)
            await check_private(service, game_id, update, hidden)
            board = await service.games.board(Asked(game_id=game_id))
            assert not leaks(said(board.text), everyone)
        if ply % 15 == 0 or after.outcome is not None:
            title = TITLE.format(game_id)
            public = render_plateau(after.view(None), title=title, names=NAMES)
            assert update.image.png == public
            for seat_, user in enumerate(users):
                mine = await service.games.hand(Asked(game_id=game_id, asked_by=user))
                own = render_plateau(after.view(seat_), title=title, names=NAMES)
                assert mine.image.png == own
                for sent in update.private_views:
                    if sent.user_id == user:
                        assert sent.image.png == own
            record = await service.records.history(Asked(game_id=game_id))
            if after.outcome is None:
                assert not leaks(record.record, everyone), record.record
        for entry in caplog.records:
            if entry.levelno >= logging.INFO:
                assert not leaks(entry.getMessage(), everyone)
    replay = await truth(service, game_id)
    if replay.outcome is None:
        update = await service.games.resign(Asked(game_id=game_id, asked_by=ALICE))
        assert update.finished


async def test_seeded_random_games_leak_nothing(
    service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    rng = random.Random(2026)
    for _ in range(5):
        game_id = await new_game(service)
        await play_random_game(service, game_id, rng, caplog)
        finished = await truth(service, game_id)
        record = await service.records.history(Asked(game_id=game_id))
        moves = [str(p.move) for p in finished.history]
        assert record.record.endswith("\n".join(moves) + "\n"), "the end reveals the full record"


async def test_a_move_naming_a_hidden_piece_is_refused_when_typed_publicly(
    service: Service,
) -> None:
    game_id = await new_game(service)
    with pytest.raises(NotAllowed, match="privately"):
        await service.games.move(
            Asked(game_id=game_id, asked_by=ALICE), "open a1 xx rb", typed_publicly=True
        )
    assert await service.ctx.store.moves(game_id) == []
    update = await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "open a1 xx rb")
    assert "open a1 ?? r?" in said(update.text) and "xx rb" not in said(update.text)
    assert say(update.mover_reply, ENGLISH) == f"Played `open a1 xx rb` in game #{game_id}."


async def test_hand_is_for_the_players_of_a_hidden_game_only(service: Service) -> None:
    game_id = await new_game(service)
    mine = await service.games.hand(Asked(game_id=game_id, asked_by=ALICE))
    assert mine.user_id == ALICE and "Your hand (12): A T RM BM R R B B M M M M" in said(mine.text)
    with pytest.raises(NotAllowed, match="not playing"):  # in the game's server
        await service.games.hand(Asked(game_id=game_id, guild_id=1, asked_by=33))
    pinch = await new_game(service, "pinch")
    with pytest.raises(NotAllowed, match="hides nothing"):
        await service.games.hand(Asked(game_id=pinch, asked_by=ALICE))
