"""Black and White, and the side choice Pletore and Les share.

In both games seat 1 picks a colour with ``side black|white`` after seat 0's
opening protocol move, so the move, its words and the seat-to-colour mapping
of their states are written once, here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rules.base import Seat

BLACK: Final = "black"
WHITE: Final = "white"


@dataclass(frozen=True, slots=True)
class Side:
    """Seat 1 picks its colour; seat 0 gets the other, and Black moves first."""

    colour: str  # BLACK or WHITE

    def __str__(self) -> str:
        return f"side {self.colour}"


SIDES: Final = (Side(BLACK), Side(WHITE))
SIDE_WORDS: Final = {"black": SIDES[0], "b": SIDES[0], "white": SIDES[1], "w": SIDES[1]}
"""What a player may type for a colour, in ``side black`` or alone."""


class ChosenSides:
    """Seat-to-colour mapping for a state dataclass with a ``black_seat`` field, which
    is ``None`` until seat 1 has picked a side."""

    __slots__ = ()
    black_seat: Seat | None

    def colour_of(self, seat: Seat) -> str | None:
        """The seat's colour, or None while sides are not chosen."""
        if self.black_seat is None:
            return None
        return BLACK if seat == self.black_seat else WHITE

    def seat_of(self, colour: str) -> Seat | None:
        """The seat playing ``colour``, or None while sides are not chosen."""
        if self.black_seat is None:
            return None
        return self.black_seat if colour == BLACK else 1 - self.black_seat
