"""Matches between two players, for measuring the levels' strength.

Game ``i`` seats player ``a`` at seat ``i % 2``, so each side starts half the
games. Every game draws its chance moves, random moves and search seeds
from its own ``Random``, seeded from the run's seed and the game's index, so
a run is reproducible whatever the number of parallel jobs.
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from random import Random
from time import perf_counter
from typing import Any, Final

from ai.chance import ChanceSampler
from ai.players import Player
from ai.pool import process_context
from rules import GAMES

MAX_PLIES: Final = 5_000
"""A game still running after this many plies is stopped and counted as a draw."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """One game from ``a``'s side: its points (1, 0.5 or 0) and the time both sides took."""

    a_points: float
    a_seconds: float
    a_moves: int
    b_seconds: float
    b_moves: int


@dataclass(frozen=True, slots=True)
class Duel:
    game: str
    options: dict[str, Any]
    a: Player
    b: Player
    seed: int

    def play(self, index: int) -> GameResult:
        """Game number ``index`` of the match."""
        game = GAMES[self.game]
        rng = Random(f"{self.seed}:{index}")
        chance = ChanceSampler(game.chance_outcomes, rng.random)
        a_seat = index % 2
        players = (self.a, self.b) if a_seat == 0 else (self.b, self.a)
        seconds = [0.0, 0.0]
        moves = [0, 0]
        state = game.initial(self.options)
        for _ in range(MAX_PLIES):
            seat = game.to_move(state)
            if seat is None:
                break
            if not isinstance(seat, int):  # chance
                state = game.apply(state, chance.draw(state))
                continue
            started = perf_counter()
            move = players[seat].choose(self.game, state, seat, rng.getrandbits(63))
            seconds[seat] += perf_counter() - started
            moves[seat] += 1
            state = game.apply(state, move)
        outcome = game.outcome(state)
        winner = None if outcome is None else outcome.winner
        points = 0.5 if winner is None else 1.0 if winner == a_seat else 0.0
        b_seat = 1 - a_seat
        return GameResult(points, seconds[a_seat], moves[a_seat], seconds[b_seat], moves[b_seat])


def run_duel(duel: Duel, games: int, jobs: int | None = None) -> dict[str, Any]:
    """The match summary printed by ``python -m ai duel`` (``a``'s wins, draws, losses)."""
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1 or games == 1:
        results = [duel.play(index) for index in range(games)]
    else:
        with ProcessPoolExecutor(min(jobs, games), mp_context=process_context()) as executor:
            results = list(executor.map(duel.play, range(games)))
    return {
        "game": duel.game,
        "options": duel.options,
        "a": duel.a.text,
        "b": duel.b.text,
        "games": games,
        "wins": sum(r.a_points == 1.0 for r in results),
        "draws": sum(r.a_points == 0.5 for r in results),
        "losses": sum(r.a_points == 0.0 for r in results),
        "a_seconds_per_move": _mean(
            sum(r.a_seconds for r in results), sum(r.a_moves for r in results)
        ),
        "b_seconds_per_move": _mean(
            sum(r.b_seconds for r in results), sum(r.b_moves for r in results)
        ),
        "seed": duel.seed,
    }


def _mean(total: float, count: int) -> float:
    return round(total / count, 6) if count else 0.0
