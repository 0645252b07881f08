"""Pletore's moves, one shared object per point, and fast move-list building.

Moves are frozen values whose ``str`` is the canonical notation of §1.3.
Board moves are listed by the hundred every ply, so each size gets one
``Place`` and one ``Flip`` object per point, and per byte of a bitboard a
table from byte value to the moves of its set bits: turning a bitboard of
targets into a list is then one ``extend`` per non-empty byte.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final, TypeVar

from rules.grid import FILES
from rules.grid import Place as Place  # shared with the other square-grid game
from rules.pletore.geometry import geometry
from rules.sides import Side


@dataclass(frozen=True, slots=True)
class Flip:
    """Turn the enemy stone on (x, y) into one of the mover's colour."""

    x: int
    y: int

    def __str__(self) -> str:
        return f"{FILES[self.x]}{self.y + 1}x"


@dataclass(frozen=True, slots=True)
class Pass:
    """Do nothing; two in a row end the game (§3.4)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class TakeButton:
    """Spend the turn taking the button and its half point (§2.3)."""

    def __str__(self) -> str:
        return "button"


@dataclass(frozen=True, slots=True)
class Komi:
    """Seat 0 names the komi: whole points added to White's score (§2.1–2.2)."""

    value: int

    def __str__(self) -> str:
        return f"komi {self.value}"


PASS: Final = Pass()
BUTTON: Final = TakeButton()
PletoreMove = Place | Flip | Pass | TakeButton | Komi | Side
_M = TypeVar("_M", Place, Flip)


@dataclass(frozen=True, slots=True)
class MoveTables:
    places: tuple[Place, ...]  # by bit index (guard bits hold a dummy)
    flips: tuple[Flip, ...]
    place_bytes: tuple[tuple[tuple[Place, ...], ...], ...]  # [byte position][byte value]
    flip_bytes: tuple[tuple[tuple[Flip, ...], ...], ...]
    komis: tuple[Komi, ...]  # every komi move, ascending


@cache
def move_tables(size: int) -> MoveTables:
    geo = geometry(size)
    length = geo.nbytes * 8
    places: list[Place] = [Place(-1, -1)] * length
    flips: list[Flip] = [Flip(-1, -1)] * length
    on_board = [False] * length
    for index in geo.cells:
        x, y = geo.point(index)
        places[index] = Place(x, y)
        flips[index] = Flip(x, y)
        on_board[index] = True

    def per_byte(table: list[_M]) -> tuple[tuple[tuple[_M, ...], ...], ...]:
        rows: list[tuple[tuple[_M, ...], ...]] = []
        for position in range(geo.nbytes):
            base = position * 8
            rows.append(
                tuple(
                    tuple(
                        table[base + bit]
                        for bit in range(8)
                        if value >> bit & 1 and on_board[base + bit]
                    )
                    for value in range(256)
                )
            )
        return tuple(rows)

    limit = size * size
    return MoveTables(
        places=tuple(places),
        flips=tuple(flips),
        place_bytes=per_byte(places),
        flip_bytes=per_byte(flips),
        komis=tuple(Komi(k) for k in range(-limit, limit + 1)),
    )


def board_moves(size: int, place: int, flip: int) -> list[PletoreMove]:
    """The placements and flips of two disjoint bitboards, in a1, b1, … order."""
    tables = move_tables(size)
    nbytes = geometry(size).nbytes
    moves: list[PletoreMove] = []
    extend = moves.extend
    position = 0
    for place_byte, flip_byte, place_row, flip_row in zip(
        place.to_bytes(nbytes, "little"),
        flip.to_bytes(nbytes, "little"),
        tables.place_bytes,
        tables.flip_bytes,
        strict=True,
    ):
        if flip_byte == 0:
            if place_byte:
                extend(place_row[place_byte])
        elif place_byte == 0:
            extend(flip_row[flip_byte])
        else:  # both kinds in one byte: interleave them point by point
            base = position * 8
            for bit in range(8):
                if place_byte >> bit & 1:
                    moves.append(tables.places[base + bit])
                elif flip_byte >> bit & 1:
                    moves.append(tables.flips[base + bit])
        position += 1
    return moves
