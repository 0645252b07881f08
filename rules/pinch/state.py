"""The Pinch position: two bitboards (layout in ``geometry``) and a little bookkeeping."""

from __future__ import annotations

from dataclasses import dataclass

from rules.base import Seat
from rules.pinch.moves import PinchMove
from rules.sides import BLACK, WHITE


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
