"""Points of a hexagonal board, named and counted exactly as the Les spec (§1.2) does.

A point is `(row, line)`, both 1-based: the row is the letter counted from
the bottom (a = 1), the line is the number, so "i9" is (9, 9). Using the
spec's own numbers and formulas means no off-by-one can hide between engine,
notation and picture. Nothing here knows pixels; `rendering.hex.layout` places
these points on the image.
"""

from __future__ import annotations

import string

Point = tuple[int, int]
"""(row, line), both 1-based as in the spec: "i9" is (9, 9)."""


def on_board(point: Point, side: int) -> bool:
    """The spec's test: 1 <= r, q <= 2n - 1 and |q - r| <= n - 1."""
    row, line = point
    last = 2 * side - 1
    return 1 <= row <= last and 1 <= line <= last and abs(line - row) <= side - 1


def row_span(row: int, side: int) -> tuple[int, int]:
    """First and last line number on `row` (the spec's max/min formula)."""
    return max(1, row - side + 1), min(2 * side - 1, row + side - 1)


def line_span(line: int, side: int) -> tuple[int, int]:
    """Lowest and highest row on `line`; the same formula, by the lattice's symmetry."""
    return max(1, line - side + 1), min(2 * side - 1, line + side - 1)


def board_points(side: int) -> list[Point]:
    """Every point, rows a.. then numbers 1.. (the spec's stable order)."""
    return [
        (row, line)
        for row in range(1, 2 * side)
        for line in range(row_span(row, side)[0], row_span(row, side)[1] + 1)
    ]


def row_letter(row: int) -> str:
    """Rows are consecutive letters from a at the bottom, none skipped (u is row 21)."""
    return string.ascii_lowercase[row - 1]


def point_name(point: Point) -> str:
    """(9, 9) -> "i9", the spec's notation."""
    row, line = point
    return f"{row_letter(row)}{line}"


def point_from_name(name: str) -> Point:
    """The point a name like "i9" stands for: (9, 9); case-insensitive.

    Lets callers and tests write positions the way the spec and the players
    do. It does not check the board size: the scene does that.
    """
    cleaned = name.strip().lower()
    if len(cleaned) < 2 or cleaned[0] not in string.ascii_lowercase or not cleaned[1:].isdigit():
        raise ValueError(f"{name!r} is not a point name like 'i9'")
    return string.ascii_lowercase.index(cleaned[0]) + 1, int(cleaned[1:])


def corners(side: int) -> list[Point]:
    """The six corners, counter-clockwise from the bottom-left (a1 for every size)."""
    last = 2 * side - 1
    return [(1, 1), (1, side), (side, last), (last, last), (last, side), (side, 1)]
