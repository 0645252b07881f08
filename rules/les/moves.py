"""Les's moves, one shared object per point and per (contact, lone) pair.

Moves are frozen values whose ``str`` is the canonical notation of §1.3;
points are (row, line) as typed, so a move means the same on every board
size. A full turn is one ``Turn`` (contact placement, then the lone one), and
early in a game there are thousands of them every ply, so each size keeps one
``Turn`` per pair of points, built a row at a time the first time a point is a
contact point; listing the turns of a position is then ``map`` over a list of
lone-point indices, with no allocation per move.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from functools import cache

from rules.les.geometry import ROWS, geometry
from rules.sides import Side


@dataclass(frozen=True, slots=True)
class Point:
    """A point by its row (a = 1, from the bottom) and its line number (§1.2)."""

    row: int
    line: int

    def __str__(self) -> str:
        return f"{ROWS[self.row - 1]}{self.line}"


@dataclass(frozen=True, slots=True)
class Setup:
    """Seat 0's four starting stones, in the order B1 W1 B2 W2 (§2)."""

    black1: Point
    white1: Point
    black2: Point
    white2: Point

    @property
    def points(self) -> tuple[Point, Point, Point, Point]:
        return (self.black1, self.white1, self.black2, self.white2)

    def __str__(self) -> str:
        return "setup " + " ".join(str(p) for p in self.points)


@dataclass(frozen=True, slots=True)
class Turn:
    """A whole turn: the contact placement, then the lone one (``None`` once none is left)."""

    contact: Point
    lone: Point | None = None

    @property
    def points(self) -> tuple[Point, ...]:
        return (self.contact,) if self.lone is None else (self.contact, self.lone)

    def __str__(self) -> str:
        return str(self.contact) if self.lone is None else f"{self.contact} {self.lone}"


LesMove = Setup | Side | Turn


class MoveTables:
    """Shared move objects of one board size, indexed by bit index."""

    __slots__ = ("points", "singles", "_rows", "size")

    def __init__(self, size: int) -> None:
        geo = geometry(size)
        length = geo.stride * geo.stride
        self.size = size
        points: list[Point] = [Point(0, 0)] * length
        for index in geo.cells:
            points[index] = Point(*geo.row_line(index))
        self.points: tuple[Point, ...] = tuple(points)
        self.singles: tuple[Turn, ...] = tuple(Turn(p) for p in points)
        self._rows: list[tuple[Turn, ...] | None] = [None] * length

    def row(self, contact: int) -> tuple[Turn, ...]:
        """Every ``Turn(contact, y)`` indexed by y's bit index (off-board entries unused)."""
        row = self._rows[contact]
        if row is None:
            first = self.points[contact]
            row = tuple(Turn(first, p) for p in self.points)
            self._rows[contact] = row
        return row


@cache
def move_tables(size: int) -> MoveTables:
    return MoveTables(size)


def turns(size: int, contact: int, lone: int) -> list[LesMove]:
    """Every full turn of a position from its contact and lone bitboards, in stable order.

    A turn's lone placement is a lone point of the board *with the contact
    stone on it*, i.e. ``lone`` minus the neighbours of the contact point; when
    that leaves nothing, the turn is the contact stone alone (§3.2).
    """
    geo = geometry(size)
    tables = move_tables(size)
    contacts = geo.indices(contact)
    if not lone:
        singles = tables.singles
        return [singles[x] for x in contacts]  # the late phase: one stone a turn
    lones = geo.indices(lone)
    neighbours = geo.neighbours
    moves: list[LesMove] = []
    extend = moves.extend
    for x in contacts:
        cut = lone & neighbours[x]
        if not cut:
            extend(map(tables.row(x).__getitem__, lones))
        elif cut == lone:
            moves.append(tables.singles[x])
        else:  # skip the few lone points the contact stone touches
            getter = tables.row(x).__getitem__
            start = 0
            while cut:
                low = cut & -cut
                cut ^= low
                stop = bisect_left(lones, low.bit_length() - 1)
                extend(map(getter, lones[start:stop]))
                start = stop + 1
            extend(map(getter, lones[start:]))
    return moves


@cache
def setup_sample(size: int) -> tuple[Setup, ...]:
    """A deterministic menu of valid setups, for random playouts and the AI (§0.2).

    Every one-point jump (B2, W2) of the board, in stable order and the six
    directions, with (B1, W1) the reflection through the centre of B2 and of
    the jump's middle point (adjacent, since reflection keeps adjacency);
    jumps whose reflection collides with them are left out. The full set is
    too large to list (1 284 264 setups for n = 9); ``parse_move`` accepts
    every valid setup.
    """
    geo = geometry(size)
    mirror = 2 * size
    out: list[Setup] = []
    for index in geo.cells:
        r, q = geo.row_line(index)
        for dr, dq in ((0, 2), (2, 2), (2, 0), (0, -2), (-2, -2), (-2, 0)):
            if not geo.contains(r + dr, q + dq):
                continue
            b2, w2 = Point(r, q), Point(r + dr, q + dq)
            middle = Point(r + dr // 2, q + dq // 2)
            b1, w1 = Point(mirror - r, mirror - q), Point(mirror - middle.row, mirror - middle.line)
            if {b1, w1} & {b2, w2, middle}:
                continue
            out.append(Setup(b1, w1, b2, w2))
    return tuple(out)
