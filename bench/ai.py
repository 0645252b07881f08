"""MCTS iterations per second for every game, as ``python -m bench ai`` prints them.

Two positions per game, with its default options, from one seeded uniformly
random game: its first decision (the start; after the opening roll in
Plakoto) and the middle one, nearer a typical search than either end. A
decision is a seat to move with more than one legal move.
"""

from __future__ import annotations

import random
from typing import Any

from ai import Level, choose_move, observe
from ai.knowledge import knowledge_for
from rules import GAMES
from rules.base import CHANCE


def decisions(game_name: str, options: dict[str, Any] | None = None, seed: int = 1) -> list[Any]:
    """Every position of a seeded random game where the mover had a choice: the
    positions the search benchmarks think from."""
    game = GAMES[game_name]
    rng = random.Random(seed)
    state = game.initial(options or {})
    chosen = []
    while (mover := game.to_move(state)) is not None:
        if mover is CHANCE:
            outcomes = game.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            moves = game.legal_moves(state)
            if len(moves) > 1:
                chosen.append(state)
            move = rng.choice(moves)
        state = game.apply(state, move)
    return chosen


def start_and_middle(game_name: str, seed: int = 1) -> tuple[Any, Any]:
    """The first and the middle decision of a seeded random game."""
    found = decisions(game_name, seed=seed)
    return found[0], found[len(found) // 2]


def iterations_per_second(game_name: str, state: Any, seconds: float, informed: bool) -> float:
    """Iterations of a search that only the clock stops, from ``state``."""
    game = GAMES[game_name]
    seat = game.to_move(state)
    assert isinstance(seat, int), "a seat must be to move"
    result = choose_move(
        observe(game_name, state, seat), Level(0, 10**12, seconds), 1, informed=informed
    )
    return result.iterations / result.seconds


def report(seconds: float, informed: bool) -> list[str]:
    """One line per game: iterations per second at the start and in the middle."""
    lines = []
    for game in GAMES:
        knowledge = type(knowledge_for(game.name, informed=informed)).__name__
        first, mid = start_and_middle(game.name)
        start = iterations_per_second(game.name, first, seconds / 2, informed)
        middle = iterations_per_second(game.name, mid, seconds / 2, informed)
        options = ", ".join(f"{k}={v}" for k, v in game.options_of(game.initial()).items())
        lines.append(
            f"{game.name:8} MCTS {start:8.0f} it/s at the start, {middle:8.0f} it/s mid-game   "
            f"(default options: {options or 'none'}; knowledge: {knowledge})"
        )
    return lines
