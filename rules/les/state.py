"""The Les position: two bitboards and what the protocol decided."""

from __future__ import annotations

from dataclasses import dataclass

from rules.base import Seat
from rules.les.moves import LesMove
from rules.sides import ChosenSides


@dataclass(frozen=True, slots=True)
class LesState(ChosenSides):
    """A position plus who plays Black, so a record is self-contained.

    ``ply`` counts log moves: 0 before the setup, 1 before the side choice,
    then Black plays when ``ply`` is even.
    """

    size: int
    black: int  # bitboard of Black's stones (layout in ``geometry``)
    white: int
    black_seat: Seat | None  # None until seat 1 picks a side
    ply: int
    last_move: LesMove | None

    def seat_to_play(self) -> Seat:
        """Whose turn it is by parity alone (Black on even plies), end of game aside."""
        assert self.black_seat is not None
        return self.black_seat if self.ply % 2 == 0 else 1 - self.black_seat
