"""Pinch's moves: a placement or the pie swap, one shared ``Place`` object per point.

Moves are frozen values whose ``str`` is the canonical notation (§1.4);
points are (x, y), 0-based from a1.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from rules.grid import Place as Place  # shared with the other square-grid game
from rules.pinch.geometry import geometry


@dataclass(frozen=True, slots=True)
class Swap:
    """The pie move: the second player takes Black (§3.9)."""

    def __str__(self) -> str:
        return "swap"


SWAP: Final = Swap()
PinchMove = Place | Swap


@cache
def place_moves(size: int) -> tuple[Place, ...]:
    """One shared Place object per point, indexed by bit index, so move lists allocate little."""
    geo = geometry(size)
    table: list[Place] = [Place(0, 0)] * ((size + 2) * geo.stride + 1)
    for _, index in geo.cells:
        x, y = geo.point(index)
        table[index] = Place(x, y)
    return tuple(table)
