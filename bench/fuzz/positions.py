"""The positions move texts are parsed in, and the tokens their legal moves are written with.

Seeded random playouts (chance rolled by its probabilities) from a few small starts,
so that the ends of games are reached too; the same seed gives the same positions.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from typing import Any, Final

from rules import GAMES
from rules.base import CHANCE
from rules.registry import AnyGame

_TOKEN = re.compile(r"[a-z]+|\d+|[^\sa-z\d]")


def playout_positions(
    game: AnyGame, options: Mapping[str, object], seed: int, plies: int
) -> list[Any]:
    """The states of one seeded random playout (chance rolled by its probabilities),
    from the start to the end or ``plies`` moves, whichever comes first."""
    rng = random.Random(seed)
    state = game.initial(options)
    states = [state]
    for _ in range(plies):
        mover = game.to_move(state)
        if mover is None:
            break
        if mover is CHANCE:
            outcomes = game.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move)
        states.append(state)
    return states


FUZZ_OPTIONS: Final[dict[str, tuple[dict[str, object], ...]]] = {
    "pinch": ({"size": 9}, {}, {"size": 13}),
    "pletore": ({"size": 5}, {"size": 9}, {"komi": 7, "size": 7}),
    "les": ({"size": 3}, {"size": 5}, {}),
    "plakoto": ({"match_length": 1}, {"match_length": 3, "white_seat": 1}),
    "plateau": ({},),
}
"""Start positions the playouts run from: small boards reach the ends of games."""


def positions(name: str, count: int, seed: int = 0) -> list[Any]:
    """``count`` states of ``name`` (starts, middles and ends), from seeded playouts."""
    game = GAMES[name]
    pool: list[Any] = []
    playout = 0
    while len(pool) < count * 4 and playout < 50:
        options = FUZZ_OPTIONS[name][playout % len(FUZZ_OPTIONS[name])]
        pool.extend(playout_positions(game, options, seed * 1000 + playout, 400))
        playout += 1
    rng = random.Random(seed)
    picked = [pool[0], pool[-1]] + rng.sample(pool, min(len(pool), count))
    return picked[:count]


def move_tokens(game: AnyGame, state: Any, limit: int = 300) -> tuple[str, ...]:
    """Whole legal moves, and the words and squares they are written with."""
    if game.to_move(state) is CHANCE:
        moves = [str(m) for m, _ in game.chance_outcomes(state)]
    elif game.to_move(state) is None:
        moves = []
    else:
        moves = [str(m) for m in game.legal_moves(state)[:limit]]
    parts = {part for move in moves for part in move.split()}
    pieces = {piece for move in moves for piece in _TOKEN.findall(move)}
    return tuple(sorted(set(moves) | parts | pieces))
