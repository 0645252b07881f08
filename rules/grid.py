"""The square grid Pinch and Pletore share: the guarded bit layout and the placement.

Point (x, y), 0-based from a1, is bit ``(y + 1) * stride + x + 1`` with
``stride = n + 1``: a guard column and guard rows never hold a stone, so
shifting a bitboard by ±1, ±stride or a diagonal can neither wrap around a
row nor go negative.
"""

from __future__ import annotations

from dataclasses import dataclass

FILES = "abcdefghijklmnopqrstuvwxyz"
"""File letters, none skipped (both specs: ``a``… with ``i`` included)."""


class GuardedGrid:
    """Index arithmetic for a geometry dataclass that has ``size`` and ``stride``."""

    __slots__ = ()
    size: int
    stride: int

    def index(self, x: int, y: int) -> int:
        return (y + 1) * self.stride + x + 1

    def point(self, index: int) -> tuple[int, int]:
        y, x = divmod(index, self.stride)
        return x - 1, y - 1

    def name(self, index: int) -> str:
        x, y = self.point(index)
        return f"{FILES[x]}{y + 1}"


@dataclass(frozen=True, slots=True)
class Place:
    """Put a stone of the mover's colour on the empty point (x, y), 0-based from a1;
    written ``e5``, file letter then rank."""

    x: int
    y: int

    def __str__(self) -> str:
        return f"{FILES[self.x]}{self.y + 1}"
