"""Bitboard geometry of an n×n Pinch board, built once per size.

Point (x, y) is bit ``(y + 1) * stride + x + 1`` with ``stride = n + 1``: a
guard column (x = -1, which is also x = n of the row below) and guard rows
(y = -1, y = n) never hold a stone, so the shifts ±1, ±stride and the
diagonals never wrap around or go negative. The
hot paths (resolve, connection test, move listing) are then a few integer
operations each.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.grid import GuardedGrid


@dataclass(frozen=True, slots=True)
class Geometry(GuardedGrid):
    size: int
    stride: int
    board: int  # every on-board bit
    rank_first: int  # y = 0  (Black's bottom edge)
    rank_last: int  # y = n-1 (Black's top edge)
    file_first: int  # x = 0  (White's left edge)
    file_last: int  # x = n-1 (White's right edge)
    diagonals: tuple[tuple[int, int, int], ...]  # (diagonal offset, shared orthogonal a, b)
    near_mask: tuple[int, ...]  # per bit index: the 8 neighbours, to skip resolves cheaply
    cells: tuple[tuple[int, int], ...]  # (bit, index) of every point in a1, b1, … order


@cache
def geometry(size: int) -> Geometry:
    stride = size + 1
    indices = [(y + 1) * stride + x + 1 for y in range(size) for x in range(size)]
    board = sum(1 << i for i in indices)

    def row(y: int) -> int:
        return sum(1 << ((y + 1) * stride + x + 1) for x in range(size))

    def column(x: int) -> int:
        return sum(1 << ((y + 1) * stride + x + 1) for y in range(size))

    diagonals = tuple((dy * stride + dx, dx, dy * stride) for dx in (1, -1) for dy in (1, -1))
    total = (size + 2) * stride + 1
    near: list[int] = [0] * total
    for i in indices:
        mask = 0
        for d in (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1):
            mask |= 1 << (i + d)
        near[i] = mask & board
    return Geometry(
        size=size,
        stride=stride,
        board=board,
        rank_first=row(0),
        rank_last=row(size - 1),
        file_first=column(0),
        file_last=column(size - 1),
        diagonals=diagonals,
        near_mask=tuple(near),
        cells=tuple((1 << i, i) for i in indices),
    )
