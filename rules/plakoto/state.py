"""The Plakoto match state: one board, the dice, and the match around it.

Each point is one int in White's numbering (spec §1.2's recommendation), read
as a stack seen from White: ``k`` = k White checkers, ``16 + k`` = k White
checkers on a pinned Black one, ``-k`` and ``-(16 + k)`` the same for Black,
0 empty. §1.3 guarantees no other shape exists, so one int per point is the
whole truth and a state stays a few small tuples.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rules.base import Seat
from rules.plakoto.moves import PlakotoMove

WHITE: Final = 0
BLACK: Final = 1
COLOURS: Final = ("white", "black")
PIN: Final = 16

# phases
OPENING: Final = 0  # chance: ``open A-B`` (a new match, or after a drawn game)
ROLL: Final = 1  # chance: ``roll a-b`` for ``side``
NEW_GAME: Final = 2  # chance: the previous game's winner rolls; the board is reset first
MOVE: Final = 3  # ``side`` plays a turn with ``dice``
OVER: Final = 4  # the match is decided

START: Final = (-15,) + (0,) * 22 + (15,)
"""White's 15 on W24, Black's 15 on B24 = W1."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a finished game ended: ``winner`` a seat or None (drawn), its points and kind."""

    winner: Seat | None
    points: int
    reason: str  # "borne_off", "gammon", "mother", "both_mothers"


@dataclass(frozen=True, slots=True)
class PlakotoState:
    """A whole match: the current (or just finished) game's board plus the score.

    ``side`` is the colour to roll or move; ``last`` is the last move with the
    colour that played it (the dice have no colour: ``None``), so a view can
    show its path; ``result`` is the most recently finished game.
    """

    match_length: int
    white_seat: Seat
    board: tuple[int, ...]  # 24 point codes, index i = White's point i + 1
    off: tuple[int, int]  # borne off: (White, Black)
    phase: int
    side: int  # WHITE or BLACK
    dice: tuple[int, int] | None  # (higher, lower) while a turn is to be played
    score: tuple[int, int]  # match points per seat
    game: int  # number of the game on the board, from 1
    last: PlakotoMove | None = None
    last_side: int | None = None
    result: GameResult | None = None

    def colour_of(self, seat: Seat) -> str:
        return COLOURS[0] if seat == self.white_seat else COLOURS[1]

    def seat_of_side(self, side: int) -> Seat:
        return self.white_seat if side == WHITE else 1 - self.white_seat

    def side_of_seat(self, seat: Seat) -> int:
        return WHITE if seat == self.white_seat else BLACK


def mover_view(board: tuple[int, ...], side: int) -> list[int]:
    """Point codes in the mover's numbering, mover positive (index 0 unused)."""
    if side == WHITE:
        return [0, *board]
    return [0, *(-x for x in reversed(board))]


def absolute(v: list[int], side: int) -> tuple[int, ...]:
    """The inverse of ``mover_view``."""
    if side == WHITE:
        return tuple(v[1:])
    return tuple(-x for x in reversed(v[1:]))


def after(v: list[int], cnt: tuple[int, ...]) -> list[int]:
    """The mover's point codes once its counts became ``cnt`` (opponent stacks never change)."""
    out = list(v)
    for p in range(1, 25):
        x = v[p]
        c = cnt[p]
        if x == -1 or x > PIN:  # a lone opponent checker, free or under the mover
            out[p] = PIN + c if c else -1
        elif x >= 0:
            out[p] = c
    return out
