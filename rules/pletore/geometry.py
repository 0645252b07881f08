"""Bitboard geometry of an n×n Pletore board, built once per size.

Point (x, y) is bit ``(y + 1) * stride + x + 1`` with ``stride = n + 1``, as
in Pinch: a guard column and guard rows never hold a stone and are never
empty points, so sliding a set of points by ±1 or ±stride can neither wrap
around a row nor go negative. Everything the hot paths need per point (the
four ray masks, the 180° image) is a tuple lookup by bit index.

For sight, Black's and White's stones are packed into one integer (White
shifted ``offset`` bits up) so that one flood fill serves both colours; the
gap between the halves is wider than any shift the fill makes, so the two
halves never leak into each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.grid import GuardedGrid

MIN_SIZE = 4
MAX_SIZE = 19


@dataclass(frozen=True, slots=True)
class Geometry(GuardedGrid):
    size: int
    stride: int
    board: int  # every on-board bit
    cells: tuple[int, ...]  # bit index of every point, a1, b1, … row-major from rank 1
    north: tuple[int, ...]  # per bit index: the points strictly above it in its file
    south: tuple[int, ...]
    east: tuple[int, ...]  # per bit index: the points strictly right of it in its rank
    west: tuple[int, ...]
    rotated: tuple[int, ...]  # per bit index: bit index of the 180° image
    fill_steps: int  # doubling steps a flood fill needs to cross n - 2 empty points
    offset: int  # where White's half starts in a packed integer
    packed_board: int  # ``board`` in both halves
    nbytes: int  # bytes of a board bitboard (for the move-list tables)

    def names(self, bits: int) -> list[str]:
        """Point names of a bitboard in row-major order, for messages and tests."""
        return [self.name(index) for index in self.cells if bits >> index & 1]


@cache
def geometry(size: int) -> Geometry:
    stride = size + 1
    total = (size + 2) * stride + 1  # highest guard bit + 1
    cells = tuple((y + 1) * stride + x + 1 for y in range(size) for x in range(size))
    board = sum(1 << i for i in cells)

    north = [0] * total
    south = [0] * total
    east = [0] * total
    west = [0] * total
    rotated = [0] * total
    for i in cells:
        x, y = i % stride - 1, i // stride - 1
        north[i] = sum(1 << ((yy + 1) * stride + x + 1) for yy in range(y + 1, size))
        south[i] = sum(1 << ((yy + 1) * stride + x + 1) for yy in range(y))
        east[i] = sum(1 << ((y + 1) * stride + xx + 1) for xx in range(x + 1, size))
        west[i] = sum(1 << ((y + 1) * stride + xx + 1) for xx in range(x))
        rotated[i] = (size - y) * stride + size - x  # (n-1-x, n-1-y)

    # A fill with doubling shifts d, 2d, … 2^(k-1)d crosses runs of up to 2^k - 1
    # empty points; sight needs to cross n - 2 of them (stone on one edge,
    # seeing point on the other).
    steps = 1
    while (1 << steps) - 1 < size - 2:
        steps += 1
    widest_shift = (1 << (steps - 1)) * stride
    offset = total + 2 * widest_shift
    return Geometry(
        size=size,
        stride=stride,
        board=board,
        cells=cells,
        north=tuple(north),
        south=tuple(south),
        east=tuple(east),
        west=tuple(west),
        rotated=tuple(rotated),
        fill_steps=steps,
        offset=offset,
        packed_board=board | board << offset,
        nbytes=(total + 7) // 8,
    )
