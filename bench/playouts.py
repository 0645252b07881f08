"""Random playouts per second through the engine protocol, as an AI would drive it."""

from __future__ import annotations

import random
import time
from typing import Any

from rules import GAMES
from rules.base import CHANCE

MAX_PLIES = 5_000
"""Random Plateau games could in principle shuttle forever (exchanges refill the
hands); none of 5,000 seeded games passed 163 plies, so the cap only guards."""


def playouts_per_second(
    game_name: str, options: dict[str, Any], seconds: float = 3.0, seed: int = 1
) -> tuple[float, float]:
    """Returns (playouts per second, mean plies per playout), uniform random moves.

    Pre-game protocol moves (Pletore's komi and side) are part of the playout,
    chosen uniformly like every other move; dice follow their probabilities.
    """
    game = GAMES[game_name]
    rng = random.Random(seed)
    start_state = game.initial(options)
    legal_moves, apply, to_move = game.legal_moves, game.apply, game.to_move
    games = plies = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state: Any = start_state
        for _ in range(MAX_PLIES):
            mover = to_move(state)
            if mover is None:
                break
            if mover is CHANCE:
                outcomes = game.chance_outcomes(state)
                weights = [float(p) for _, p in outcomes]
                move = rng.choices([m for m, _ in outcomes], weights)[0]
            else:
                move = rng.choice(legal_moves(state))
            state = apply(state, move)
            plies += 1
        games += 1
    elapsed = time.perf_counter() - started
    return games / elapsed, plies / games
