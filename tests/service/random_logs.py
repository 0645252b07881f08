"""Seeded random games written into a real store, for the tests that look back at games.

A game is started through the service (so its first lines, Plakoto's opening roll,
are the service's own); then random lines are logged as the service would log them
(``Store.append_move``, with the seat and whose turn follows): chance's draws from
``Replay.chance_outcomes`` (the kept dice a takeback set aside included), random
legal moves that keep the game going, and, with ``takebacks`` as the chance, a
takeback instead, often several in a row. ``finish``: the last line resigns.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any

from rules.base import CHANCE
from rules.replay import AnyReplay
from service import Service, UserRef
from service.challenges.terms import ChallengeTerms
from storage.models import CHANCE as STORED_CHANCE
from storage.models import GameRecord, GameResult
from tests.service.conftest import ALICE, BOB

GAMES_AND_OPTIONS: dict[str, dict[str, Any]] = {
    "pinch": {"size": 9},
    "pletore": {"size": 9},
    "les": {},
    "plakoto": {"match_length": 3},
    "plateau": {},
}
LOGGED_AT = datetime(2026, 5, 1, tzinfo=UTC)


async def started(service: Service, name: str, options: dict[str, Any]) -> GameRecord:
    """A game of ``name`` between alice (seat 0) and bob in server 1, accepted."""
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=name, options=options, first="challenger"),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game


async def random_game(
    service: Service,
    name: str,
    plies: int,
    rng: random.Random,
    *,
    takebacks: float = 0.15,
    finish: bool = False,
) -> GameRecord:
    """A started game of ``name`` whose log then holds ``plies`` lines (see above)."""
    game = await started(service, name, GAMES_AND_OPTIONS[name])
    return await more_lines(service, game, plies, rng, takebacks=takebacks, finish=finish)


async def more_lines(
    service: Service,
    game: GameRecord,
    plies: int,
    rng: random.Random,
    *,
    takebacks: float = 0.15,
    finish: bool = False,
) -> GameRecord:
    """``game`` (running) with random lines logged until it holds ``plies``."""
    replay = (await service.games.replay_of(game)).fork()
    while replay.plies < plies:
        last = finish and replay.plies == plies - 1
        line = "resign 1" if last else next_line(replay, rng, takebacks)
        mover = replay.to_move
        replay.play(line)
        seat = mover if isinstance(mover, int) else None  # the asker, for a takeback
        game = await log_line(service, game, replay, seat, line)
    return game


def next_line(replay: AnyReplay, rng: random.Random, takebacks: float) -> str:
    """Chance's draw, a takeback (at ``takebacks`` odds), or a random legal move that
    does not end the game (a takeback when every move would)."""
    if replay.to_move is CHANCE:
        outcomes = replay.chance_outcomes()
        return str(rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0])
    can_take_back = any(p.mover is not CHANCE for p in replay.history)
    if can_take_back and rng.random() < takebacks:
        return "takeback"
    moves = replay.legal_moves()
    rng.shuffle(moves)
    for move in moves:
        trial = replay.fork()
        trial.apply(move)
        if trial.outcome is None:
            return str(move)
    return "takeback" if can_take_back else str(moves[0])


async def log_line(
    service: Service, game: GameRecord, replay: AnyReplay, seat: int | None, line: str
) -> GameRecord:
    """Log ``line``, just played on ``replay``, after ``game``'s last line."""
    outcome, to_move = replay.outcome, replay.to_move
    result = None if outcome is None else GameResult(outcome.winner, outcome.termination.value)
    stored = None if to_move is None else to_move if isinstance(to_move, int) else STORED_CHANCE
    appended = await service.ctx.store.append_move(
        game.id,
        expected_ply=game.ply,
        seat=seat,
        notation=line,
        created_at=LOGGED_AT,
        to_move=None if result is not None else stored,
        result=result,
    )
    return appended.game
