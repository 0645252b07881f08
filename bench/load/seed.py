"""The games of ``python -m bench load``: what is stored, and what the workers play next.

Every game is Pinch 11x11, a game function of its id alone, so the seeding and each
worker process agree without talking: its players, how many plies it was seeded with
(2 to 6), whether it has a clock (every even id, the default correspondence clock,
running for the seat to move), and the order its cells are filled in (a shuffle of
the board seeded by the id). A cell once taken stays taken in Pinch (pinches convert
stones, they never lift them), so the next cell in that order is always a legal move:
a worker picks its move with no replay of its own, and the service does all the work.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import datetime
from functools import lru_cache
from typing import Final

from rules.pinch import PINCH
from service.time.clockwork import hand_over, new_clock
from service.time.controls import DEFAULT
from storage.bulk import SeedGame

GAME: Final = "pinch"
OPTIONS: Final[dict[str, object]] = {"size": 11}
USERS: Final = 200
GUILD: Final = 1
CHANNEL: Final = 2
CELLS: Final = tuple(str(move) for move in PINCH.legal_moves(PINCH.initial(OPTIONS)))


def players(game_id: int) -> tuple[int, int]:
    return 1 + game_id % USERS, 1 + (game_id + 1) % USERS


def seeded_plies(game_id: int) -> int:
    return 2 + game_id % 5


def has_clock(game_id: int) -> bool:
    return game_id % 2 == 0


@lru_cache(maxsize=4096)
def order(game_id: int) -> tuple[str, ...]:
    """The cells of game ``game_id`` in the order they are played: ply ``n`` is ``[n]``."""
    cells = list(CELLS)
    random.Random(game_id).shuffle(cells)
    return tuple(cells)


def seed_games(count: int, now: datetime) -> Iterator[SeedGame]:
    """Games 1 to ``count`` as stored before the run, created and last moved ``now``."""
    for game_id in range(1, count + 1):
        plies = seeded_plies(game_id)
        cells = order(game_id)[:plies]
        clock = None
        if has_clock(game_id):
            fresh = new_clock(game_id, DEFAULT, None, now)
            clock = hand_over(fresh, plies % 2, now, ply=plies, frozen=False)
        yield SeedGame(
            id=game_id,
            guild_id=GUILD,
            channel_id=CHANNEL,
            game=GAME,
            options=OPTIONS,
            players=players(game_id),
            moves=tuple((ply % 2, cell) for ply, cell in enumerate(cells)),
            to_move=plies % 2,
            created_at=now,
            clock=clock,
        )
