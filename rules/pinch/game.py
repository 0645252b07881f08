"""The Pinch engine (``shared/rules/pinch.md``, 2019 flip rules).

The state is two bitboards plus a little bookkeeping; ``apply`` resolves the
chain reaction of §3.4 with a work list and tests the mover's connection with
a bitboard flood fill from the placed stone (every stone that changes colour
in a turn is orthogonally joined to it, so that one group is all that can
have just connected).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any, Final

from rules.base import OptionSpec, Outcome, Seat, Termination, resolve_options
from rules.errors import IllegalMove, InvalidNotation
from rules.grid import FILES
from rules.pinch.geometry import Geometry, geometry

BLACK: Final = "black"
WHITE: Final = "white"
SIZES: Final = (9, 11, 13)


@dataclass(frozen=True, slots=True)
class Place:
    """Place a stone of the mover's colour on (x, y), 0-based from a1."""

    x: int
    y: int

    def __str__(self) -> str:
        return f"{FILES[self.x]}{self.y + 1}"


@dataclass(frozen=True, slots=True)
class Swap:
    """The pie move: the second player takes Black (§3.9)."""

    def __str__(self) -> str:
        return "swap"


SWAP: Final = Swap()
PinchMove = Place | Swap


@dataclass(frozen=True, slots=True)
class PinchState:
    size: int
    black: int
    white: int
    ply: int  # moves played so far; seat ``ply % 2`` is to move
    swapped: bool  # seat 1 took Black with ``swap``
    winner: Seat | None
    last_move: PinchMove | None
    converted: int  # bitboard of the stones the last move converted

    def colour_of(self, seat: Seat) -> str:
        """Seat 0 is Black unless the second player swapped."""
        return BLACK if (seat == 0) != self.swapped else WHITE

    def seat_of(self, colour: str) -> Seat:
        return 0 if self.colour_of(0) == colour else 1


@cache
def place_moves(size: int) -> tuple[Place, ...]:
    """One shared Place object per point, indexed by bit index, so move lists allocate little."""
    geo = geometry(size)
    table: list[Place] = [Place(0, 0)] * ((size + 2) * geo.stride + 1)
    for _, index in geo.cells:
        x, y = geo.point(index)
        table[index] = Place(x, y)
    return tuple(table)


_POINT = re.compile(r"([a-z])([0-9]{1,3})", re.ASCII)


class PinchGame:
    """The ``rules.GAMES`` entry for Pinch."""

    name: Final = "pinch"
    aliases: Final = ()
    option_specs: Final = (OptionSpec("size", int, 11, SIZES, "board size (points per side)"),)

    # --- setup -------------------------------------------------------------

    def initial(self, options: Mapping[str, object] | None = None) -> PinchState:
        size = resolve_options(self.option_specs, options)["size"]
        geometry(size)  # build the tables now, not in the first move
        return PinchState(size, 0, 0, 0, False, None, None, 0)

    def options_of(self, state: PinchState) -> dict[str, Any]:
        return {"size": state.size}

    # --- protocol ------------------------------------------------------------

    def to_move(self, state: PinchState) -> Seat | None:
        return None if state.winner is not None else state.ply & 1

    def legal_moves(self, state: PinchState) -> list[PinchMove]:
        if state.winner is not None:
            return []
        occupied = state.black | state.white
        table = place_moves(state.size)
        moves: list[PinchMove] = [
            table[index] for bit, index in geometry(state.size).cells if not occupied & bit
        ]
        if state.ply == 1:
            moves.append(SWAP)
        return moves

    def apply(self, state: PinchState, move: PinchMove) -> PinchState:
        if state.winner is not None:
            raise IllegalMove("The game is over; no more moves can be played.")
        if type(move) is Swap:
            if state.ply != 1:
                raise IllegalMove("swap is only possible as the second move of the game.")
            return PinchState(state.size, state.black, state.white, 2, True, None, SWAP, 0)
        if type(move) is not Place:
            raise IllegalMove(f"{move!r} is not a Pinch move.")
        geo = geometry(state.size)
        x, y = move.x, move.y
        if not (0 <= x < geo.size and 0 <= y < geo.size):
            raise IllegalMove(f"{move} is not on the {geo.size}×{geo.size} board.")
        index = (y + 1) * geo.stride + x + 1
        bit = 1 << index
        if (state.black | state.white) & bit:
            raise IllegalMove(f"{move} is already occupied.")
        seat = state.ply & 1
        black_moves = (seat == 0) != state.swapped
        mine, theirs = (state.black, state.white) if black_moves else (state.white, state.black)
        mine |= bit
        converted = 0
        if mine & geo.near_mask[index] and theirs & geo.near_mask[index]:
            mine, theirs, converted = _resolve(geo, mine, theirs, index)
        if black_moves:
            won = _connects(geo, mine, bit, geo.rank_first, geo.rank_last)
            black, white = mine, theirs
        else:
            won = _connects(geo, mine, bit, geo.file_first, geo.file_last)
            black, white = theirs, mine
        return PinchState(
            state.size,
            black,
            white,
            state.ply + 1,
            state.swapped,
            seat if won else None,
            move,
            converted,
        )

    def outcome(self, state: PinchState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(state.winner, Termination.CONNECTION)

    def chance_outcomes(self, state: PinchState) -> list[tuple[Any, Fraction]]:
        return []  # Pinch has no chance.

    # --- notation ------------------------------------------------------------

    def parse_move(self, state: PinchState, text: str) -> PinchMove:
        """Read chat notation (§1.4, §3.11) and check it against the position."""
        word = text.strip().lower()
        if state.winner is not None:
            raise IllegalMove("The game is over; no more moves can be played.")
        if word == "swap":
            if state.ply != 1:
                raise IllegalMove("swap is only possible as the second move of the game.")
            return SWAP
        match = _POINT.fullmatch(word)
        if match is None:
            raise InvalidNotation(
                f"Not a Pinch move: {text.strip()!r} — moves look like e5 or swap."
            )
        size = state.size
        x, rank = FILES.index(match.group(1)), int(match.group(2))
        if not (x < size and 1 <= rank <= size):
            raise IllegalMove(
                f"{word} is not on the {size}×{size} board "
                f"(files a–{FILES[size - 1]}, ranks 1–{size})."
            )
        geo = geometry(size)
        index = geo.index(x, rank - 1)
        if (state.black | state.white) >> index & 1:
            raise IllegalMove(f"{word} is already occupied.")
        return place_moves(size)[index]

    # --- views ---------------------------------------------------------------

    def view(self, state: PinchState, seat: Seat | None) -> PinchView:
        """Pinch has no hidden information: every seat sees the whole board."""
        geo = geometry(state.size)
        stones: dict[tuple[int, int], str] = {}
        for bit, index in geo.cells:
            if state.black & bit:
                stones[geo.point(index)] = BLACK
            elif state.white & bit:
                stones[geo.point(index)] = WHITE
        converted = tuple(
            sorted(geo.point(index) for bit, index in geo.cells if state.converted & bit)
        )
        last = state.last_move
        return PinchView(
            size=state.size,
            stones=stones,
            ply=state.ply,
            to_move=self.to_move(state),
            colours=(state.colour_of(0), state.colour_of(1)),
            last_move=None if last is None else str(last),
            last_point=(last.x, last.y) if isinstance(last, Place) else None,
            converted=converted,
            outcome=self.outcome(state),
        )

    def view_text(self, view: PinchView) -> str:
        return view.text()


@dataclass(frozen=True, slots=True)
class PinchView:
    """Everything a player or spectator may see; what rendering and messages use."""

    size: int
    stones: Mapping[tuple[int, int], str]
    ply: int
    to_move: Seat | None
    colours: tuple[str, str]  # colour of seat 0, seat 1
    last_move: str | None
    last_point: tuple[int, int] | None
    converted: tuple[tuple[int, int], ...]  # points converted by the last move, sorted
    outcome: Outcome | None

    def converted_names(self) -> list[str]:
        return [f"{FILES[x]}{y + 1}" for x, y in self.converted]

    def text(self) -> str:
        """The board as in the spec's diagrams: X Black, O White, ranks top to bottom."""
        lines = [
            f"size {self.size}, ply {self.ply}, seat 0 {self.colours[0]}, "
            f"seat 1 {self.colours[1]}, to move "
            + ("-" if self.to_move is None else str(self.to_move))
        ]
        width = len(str(self.size))
        for y in reversed(range(self.size)):
            row = " ".join(
                {BLACK: "X", WHITE: "O"}.get(self.stones.get((x, y), ""), ".")
                for x in range(self.size)
            )
            lines.append(f"{y + 1:>{width}}  {row}")
        lines.append(" " * (width + 2) + " ".join(FILES[: self.size]))
        return "\n".join(lines)


def _resolve(geo: Geometry, mine: int, theirs: int, start: int) -> tuple[int, int, int]:
    """The chain reaction of §3.4: every fresh stone pairs with diagonal friends."""
    converted = 0
    todo = [start]
    diagonals = geo.diagonals
    while todo:
        fresh = todo.pop()
        for diagonal, side_a, side_b in diagonals:
            if mine >> (fresh + diagonal) & 1:
                for enemy in (fresh + side_a, fresh + side_b):
                    if theirs >> enemy & 1:
                        flip = 1 << enemy
                        theirs ^= flip
                        mine |= flip
                        converted |= flip
                        todo.append(enemy)
    return mine, theirs, converted


def _connects(geo: Geometry, mine: int, seed: int, edge_a: int, edge_b: int) -> bool:
    """Does the orthogonal group holding ``seed`` touch both edges? (§3.7)"""
    if not (mine & edge_a and mine & edge_b):
        return False
    stride = geo.stride
    group = seed
    while True:
        grown = (group | group << 1 | group >> 1 | group << stride | group >> stride) & mine
        if grown == group:
            return bool(group & edge_a and group & edge_b)
        group = grown


PINCH: Final = PinchGame()
