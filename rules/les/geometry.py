"""Bitboard geometry of a Les hexagon with n points per side, built once per size.

Point (row r, line q), both 1-based as in the notation (§1.2), is bit
``r * stride + q`` with ``stride = 2n + 1``. Row 0, row 2n and lines 0 and 2n
are guards that never hold a stone, and so are the rectangle's corners cut off
by the hexagon (``|q - r| > n - 1``); masking with ``board`` removes them. The
six neighbours of a point are then the shifts ±1 (same row), ±stride (lines
kept) and ±(stride + 1) (the third direction), none of which can wrap into the
next row, so the neighbours of a whole set of points — ``spread`` — are six
shifts and a mask: contact and lone points of a position cost a dozen integer
operations, which is what makes random playouts fast.

Ascending bit order is the spec's stable order (rows a.., numbers 1..), so
lists built from bitboards need no sorting.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

MIN_SIZE = 3
MAX_SIZE = 11
ROWS = "abcdefghijklmnopqrstuvwxyz"
"""Row letters from the bottom, none skipped (the centre of n = 9 is ``i9``)."""


@dataclass(frozen=True, slots=True)
class Geometry:
    size: int
    stride: int
    board: int  # every on-board bit
    cells: tuple[int, ...]  # bit index of every point, ascending = rows a.., numbers 1..
    neighbours: tuple[int, ...]  # per bit index: bitboard of its neighbours (0 off the board)
    nbytes: int  # bytes of a bitboard, for ``indices``
    byte_indices: tuple[tuple[tuple[int, ...], ...], ...]  # [byte position][value] -> bits

    @property
    def span(self) -> int:
        """Rows and lines run 1..2n − 1."""
        return 2 * self.size - 1

    def contains(self, row: int, line: int) -> bool:
        """§1.2: on the board iff both are in 1..2n − 1 and ``|q − r| ≤ n − 1``."""
        span = 2 * self.size - 1
        return 1 <= row <= span and 1 <= line <= span and abs(line - row) <= self.size - 1

    def index(self, row: int, line: int) -> int:
        return row * self.stride + line

    def row_line(self, index: int) -> tuple[int, int]:
        row, line = divmod(index, self.stride)
        return row, line

    def name(self, index: int) -> str:
        row, line = divmod(index, self.stride)
        return f"{ROWS[row - 1]}{line}"

    def spread(self, bits: int) -> int:
        """Every point adjacent to some point of ``bits``."""
        s = self.stride
        t = s + 1
        return (bits << 1 | bits >> 1 | bits << s | bits >> s | bits << t | bits >> t) & self.board

    def regions(self, bits: int) -> Iterator[int]:
        """The connected groups of the points ``bits``, each a bitboard, in the stable
        order of their lowest points: a flood fill by ``spread``, the one every hole
        count and area count uses."""
        spread = self.spread
        while bits:
            region = bits & -bits
            while True:
                grown = region | (spread(region) & bits)
                if grown == region:
                    break
                region = grown
            bits &= ~region
            yield region

    def indices(self, bits: int) -> list[int]:
        """Bit indices of a bitboard in stable order, one ``extend`` per non-empty byte."""
        out: list[int] = []
        extend = out.extend
        for table, byte in zip(
            self.byte_indices, bits.to_bytes(self.nbytes, "little"), strict=True
        ):
            if byte:
                extend(table[byte])
        return out

    def names(self, bits: int) -> list[str]:
        return [self.name(index) for index in self.indices(bits)]

    def line_range(self, row: int) -> tuple[int, int]:
        """The numbers row r carries: ``max(1, r − n + 1) .. min(2n − 1, r + n − 1)``."""
        n = self.size
        return max(1, row - n + 1), min(2 * n - 1, row + n - 1)


@cache
def geometry(size: int) -> Geometry:
    n = size
    stride = 2 * n + 1
    total = stride * stride
    cells = tuple(
        r * stride + q for r in range(1, 2 * n) for q in range(1, 2 * n) if abs(q - r) <= n - 1
    )
    board = sum(1 << i for i in cells)
    neighbours = [0] * total
    for i in cells:
        around = 0
        for step in (1, -1, stride, -stride, stride + 1, -stride - 1):
            j = i + step
            if board >> j & 1:
                around |= 1 << j
        neighbours[i] = around
    nbytes = (total + 7) // 8
    byte_indices = tuple(
        tuple(
            tuple(base + bit for bit in range(8) if value >> bit & 1 and board >> (base + bit) & 1)
            for value in range(256)
        )
        for base in range(0, nbytes * 8, 8)
    )
    return Geometry(
        size=n,
        stride=stride,
        board=board,
        cells=cells,
        neighbours=tuple(neighbours),
        nbytes=nbytes,
        byte_indices=byte_indices,
    )
