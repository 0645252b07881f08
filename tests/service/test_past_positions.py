"""Positions of past plies from a game's marks (``service.reviews.checkpoints``, issue 35).

The marks exist so that a past board costs a few lines' replay instead of the whole
game's; what they must never change is the position. So, over seeded random games
of all five kinds, Plakoto's dice and takebacks (several in a row, over the marks)
included: the position at every ply, asked in any order, with marks of any spacing,
thinned and evicted, while the game goes on, is the replay of the log's first lines
from scratch: the same state, history, kept dice, every seat's view. Then the
answers built on them (the web page's board, ``/board ply:``, ``/review``) are the
ones a replay from scratch (``service.reviews.positions.walk``) gives.
"""

from __future__ import annotations

import functools
import random

import pytest

from bot.words import DISCORD
from rules import GAMES
from rules.replay import AnyReplay, Played, Replay
from service import Asked, Service
from service.presenters import PRESENTERS
from service.reviews.checkpoints import PastPositions
from service.reviews.positions import walk
from service.spectators.desk import SpectatorDesk
from service.spectators.positions import public_view
from storage.models import GameRecord
from tests.service.conftest import ALICE
from tests.service.random_logs import GAMES_AND_OPTIONS, more_lines, random_game
from words import ENGLISH, Speech


def english(speech: Speech | str) -> str:
    return speech if isinstance(speech, str) else DISCORD.render(speech, ENGLISH)


STRANGER = 33
SPACINGS = ((1, 1000), (3, 4), (7, 1000))
"""(lines between marks, marks kept): a mark at every line; few marks, so they thin
out as the game grows; marks farther apart than most takeback runs."""


def from_scratch(game: GameRecord, lines: list[str]) -> list[tuple[AnyReplay, Played | None]]:
    """The replay after each ply 0..len(lines), each with the line that led to it."""
    replay: AnyReplay = Replay(GAMES[game.game], game.options)
    positions: list[tuple[AnyReplay, Played | None]] = [(replay.fork(), None)]
    for line in lines:
        played = replay.play(line)
        positions.append((replay.fork(), played))
    return positions


def assert_same(past: AnyReplay, scratch: AnyReplay) -> None:
    assert past.plies == scratch.plies
    assert past.state == scratch.state
    assert past.history == scratch.history  # what later takebacks return to
    assert (past.ended, past.kept, past.shown_chance) == (
        scratch.ended,
        scratch.kept,
        scratch.shown_chance,
    )
    assert (past.to_move, past.outcome) == (scratch.to_move, scratch.outcome)
    for seat in (None, 0, 1):
        assert past.view(seat) == scratch.view(seat)
    assert past.legal_moves() == scratch.legal_moves()
    assert past.chance_outcomes() == scratch.chance_outcomes()  # the kept dice too


async def assert_every_ply(
    service: Service, positions: PastPositions, game: GameRecord, rng: random.Random
) -> None:
    log = await service.ctx.store.moves(game.id)
    expected = from_scratch(game, [m.notation for m in log])
    plies = list(range(game.ply + 1))
    rng.shuffle(plies)
    for ply in plies:
        past = await positions.at(game, ply)
        scratch, played = expected[ply]
        assert_same(past.replay, scratch)
        assert past.played == played and past.logged == (log[ply - 1] if ply else None)
        if past.replay.to_move is not None:  # the caller's own: playing on it spoils nothing
            past.replay.apply(past.replay.legal_moves()[0])


@pytest.mark.parametrize("name", GAMES_AND_OPTIONS)
async def test_a_position_from_the_marks_is_the_position_from_scratch(
    service: Service, name: str
) -> None:
    rng = random.Random(f"marks {name}")
    game = await random_game(service, name, 40, rng)
    assert any(m.notation == "takeback" for m in await service.ctx.store.moves(game.id))
    desks = [PastPositions(service.ctx.store, every=e, max_marks=m) for e, m in SPACINGS]
    for positions in desks:
        await assert_every_ply(service, positions, game, rng)
    game = await more_lines(service, game, 90, rng, finish=name == "plateau")
    for positions in desks:  # the log grew: the marks go on from where they stood
        await assert_every_ply(service, positions, game, rng)


async def test_marks_dropped_for_the_budget_are_made_again_the_same(service: Service) -> None:
    rng = random.Random("budget")
    games = [await random_game(service, name, 60, rng) for name in ("plakoto", "plateau")]
    positions = PastPositions(service.ctx.store, every=4, budget=100)  # about one game
    for _ in range(2):
        for game in games:
            await assert_every_ply(service, positions, game, rng)


@pytest.mark.parametrize("name", GAMES_AND_OPTIONS)
async def test_past_boards_and_review_steps_are_the_ones_from_scratch(
    service: Service, name: str
) -> None:
    rng = random.Random(f"answers {name}")
    game = await random_game(service, name, 50, rng)
    log = await service.ctx.store.moves(game.id)
    names = ("alice", "bob")
    desk = SpectatorDesk(service.ctx)
    key = await desk.game_key(1, game.id)
    shown = await desk.game(1, game.id, key)
    render = functools.partial(PRESENTERS[name].render, reader=ENGLISH)
    asked = sorted(rng.sample(range(game.ply), 6))
    for ply, (scratch, _) in zip(
        asked, (from_scratch(game, [m.notation for m in log])[p] for p in asked), strict=True
    ):
        expected = render(public_view(game, scratch), title=shown.title, names=shown.names)
        assert await desk.board(1, game.id, key, ply) == expected
    for asker, seat in ((STRANGER, None), (ALICE, 0 if name == "plateau" else None)):
        steps = walk(game, log, asked, seat, names)  # the log replayed once, from the start
        for ply, step in zip(asked, steps, strict=True):
            reviewed = await service.reviews.review(
                Asked(game_id=game.id, guild_id=1, asked_by=asker), ply
            )
            assert (reviewed.ply, reviewed.private) == (ply, seat is not None)
            line = english(step.line)
            assert f", ply {ply} of {game.ply}, running: {line}" in english(reviewed.text)
            title = shown.title
            assert reviewed.image.png == render(step.view, title=title, names=names)
            if seat is None:
                board = await service.reviews.board_at(
                    Asked(game_id=game.id, guild_id=1, asked_by=asker), ply
                )
                assert english(board.text).endswith(f", ply {ply} of {game.ply}: {line}")
                assert board.image is not None and board.image.png == reviewed.image.png
