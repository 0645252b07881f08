"""The Pletore position: two bitboards plus everything the protocol decided."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rules.base import Seat
from rules.pletore.moves import PletoreMove
from rules.sides import ChosenSides

CHOOSE: Final = "choose"
FIXED: Final = "fixed"

# ``PletoreState.button``
NO_BUTTON: Final = 0  # K and n differ in parity (or the komi is not known yet)
BUTTON_FREE: Final = 1  # the button exists and nobody has taken it
BUTTON_BLACK: Final = 2  # Black took it
BUTTON_WHITE: Final = 3  # White took it


@dataclass(frozen=True, slots=True)
class PletoreState(ChosenSides):
    """A position plus everything the protocol decided, so a record is self-contained."""

    size: int
    black: int  # bitboard of Black's stones (layout in ``geometry``)
    white: int
    komi: int | None  # None until seat 0 names it
    black_seat: Seat | None  # the seat playing Black; None until seat 1 picks a side
    button: int  # NO_BUTTON, BUTTON_FREE, BUTTON_BLACK or BUTTON_WHITE
    fixed: bool  # komi_mode fixed: no protocol moves in the log
    ply: int  # log moves applied, protocol included
    passes: int  # passes in a row at the end of the log; 2 ends the game
    last_move: PletoreMove | None

    @property
    def turn(self) -> int:
        """Board turns played so far; Black moves on even turns (negative during protocol)."""
        return self.ply if self.fixed else self.ply - 2


def button_for(komi: int, size: int) -> int:
    """§2.3: the button exists iff K and n have the same parity."""
    return BUTTON_FREE if (komi - size) % 2 == 0 else NO_BUTTON
