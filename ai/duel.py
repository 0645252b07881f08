"""Matches between two players, for measuring the levels' strength.

Game ``i`` seats player ``a`` at seat ``i % 2``, so each side starts half the
games, and games ``2k`` and ``2k + 1`` roll the same dice, so each side gets
the other's luck too. Every game draws its random moves and search seeds from
its own ``Random``, seeded from the run's seed and the game's index, and its
dice from one seeded by the pair, so a run is reproducible whatever the number
of parallel jobs.
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from random import Random
from time import perf_counter
from typing import Any, Final, Protocol

from ai.chance import ChanceSampler
from ai.pool import process_context
from rules import GAMES
from rules.base import Seat

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


class Contestant(Protocol):
    """A side of a duel: ``ai.players.Player``, or an outside opponent such as
    ``bench.reference_uct``'s (it must pickle, for ``--jobs``)."""

    @property
    def text(self) -> str: ...

    def choose(
        self, game_name: str, state: Any, seat: Seat, seed: int, time_scale: float = 1.0
    ) -> Any: ...


@dataclass(frozen=True, slots=True)
class Duel:
    game: str
    options: dict[str, Any]
    a: Contestant
    b: Contestant
    seed: int
    time_scale: float = 1.0
    """Every level's budgets times this (``--time-scale``): the same search, less time."""

    def play(self, index: int) -> GameResult:
        """Game number ``index`` of the match. Games ``2k`` and ``2k + 1`` swap the seats
        and share their dice (a generator of their own for chance), so luck is balanced
        as well as the first move."""
        game = GAMES[self.game]
        rng = Random(f"{self.seed}:{index}")
        chance = ChanceSampler(
            game.chance_outcomes, Random(f"{self.seed}:{index // 2}:dice").random
        )
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
            move = players[seat].choose(
                self.game, state, seat, rng.getrandbits(63), self.time_scale
            )
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
        "time_scale": duel.time_scale,
    }


def _mean(total: float, count: int) -> float:
    return round(total / count, 6) if count else 0.0
