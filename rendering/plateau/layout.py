"""Where things go on a Plateau image.

One fixed geometry (the board is always 4 x 4), top to bottom: the shared
header; the board (coordinates, rim, squares) with the side panel to its
right; a caption line for the last move; the legend. Squares are numbered
like the view's: ``file + 4 * rank`` with ``a1`` = 0 in the lower left, seen
from Black's side (spec §2.1).

A stack is a column of discs seen from the side, bottom piece lowest. Its
discs all get the same thickness, the largest that lets the whole stack fit
between the square's top and bottom padding, so even the tallest possible
stack (all 24 pieces) stays inside its square.
"""

from __future__ import annotations

from typing import Final

from rendering.kit.header import HEADER_HEIGHT

Box = tuple[int, int, int, int]
"""(left, top, right, bottom), right and bottom exclusive."""

FILES: Final = 4
RANKS: Final = 4
SQUARES: Final = FILES * RANKS

MARGIN: Final = 16
TOP_PAD: Final = 8
LABEL: Final = 26
"""The coordinate strip on each side of the board."""
RIM: Final = 8
CELL: Final = 108
GAP: Final = 20
PANEL_WIDTH: Final = 320
CAPTION: Final = 34
LEGEND_LINE: Final = 26
LEGEND_LINES: Final = 2
BOTTOM_PAD: Final = 10

LABEL_FONT: Final = 20
CAPTION_FONT: Final = 20
LEGEND_FONT: Final = 16

DISC_WIDTH: Final = 84
STACK_PAD: Final = 8
"""Free space between a stack and its square's top and bottom edges."""
MAX_DISC: Final = 20
"""Thickness of a disc in a low stack: four discs fill most of a square."""
MAX_PIECES: Final = 24
"""Both sets on one square: the tallest stack the layout has to fit."""

BOARD_LEFT: Final = MARGIN + LABEL + RIM
BOARD_TOP: Final = HEADER_HEIGHT + TOP_PAD + LABEL + RIM
BOARD_SIDE: Final = FILES * CELL
BLOCK_SIDE: Final = BOARD_SIDE + 2 * (LABEL + RIM)
"""The board with its rim and coordinate strips."""

WIDTH: Final = MARGIN + BLOCK_SIDE + GAP + PANEL_WIDTH + MARGIN
CAPTION_TOP: Final = HEADER_HEIGHT + TOP_PAD + BLOCK_SIDE
LEGEND_TOP: Final = CAPTION_TOP + CAPTION
HEIGHT: Final = LEGEND_TOP + LEGEND_LINES * LEGEND_LINE + BOTTOM_PAD


def board_box() -> Box:
    """The sixteen squares, without the rim: no text is ever drawn inside it."""
    return (BOARD_LEFT, BOARD_TOP, BOARD_LEFT + BOARD_SIDE, BOARD_TOP + BOARD_SIDE)


def rim_box() -> Box:
    left, top, right, bottom = board_box()
    return (left - RIM, top - RIM, right + RIM, bottom + RIM)


def panel_box() -> Box:
    """The side panel: players, hands, prisoners and the tender, beside the board."""
    left = MARGIN + BLOCK_SIDE + GAP
    top = HEADER_HEIGHT + TOP_PAD
    return (left, top, left + PANEL_WIDTH, top + BLOCK_SIDE)


def file_x(file: int) -> int:
    """Middle of the column of ``file`` (0 = a)."""
    return BOARD_LEFT + file * CELL + CELL // 2


def rank_y(rank: int) -> int:
    """Middle of the row of ``rank`` (0 = rank 1, at the bottom)."""
    return BOARD_TOP + (RANKS - 1 - rank) * CELL + CELL // 2


def square_box(square: int) -> Box:
    file, rank = square % FILES, square // FILES
    left = BOARD_LEFT + file * CELL
    top = BOARD_TOP + (RANKS - 1 - rank) * CELL
    return (left, top, left + CELL, top + CELL)


def disc_thickness(count: int) -> int:
    """Thickness of every disc in a stack of ``count``: as thick as fits, at most `MAX_DISC`."""
    return min(MAX_DISC, (CELL - 2 * STACK_PAD) // max(1, count))


def disc_boxes(square: int, count: int) -> list[Box]:
    """The box of each disc of a stack on ``square``, bottom piece first."""
    left, _, right, bottom = square_box(square)
    thickness = disc_thickness(count)
    disc_left = (left + right - DISC_WIDTH) // 2
    base = bottom - STACK_PAD
    return [
        (
            disc_left,
            base - (index + 1) * thickness,
            disc_left + DISC_WIDTH,
            base - index * thickness,
        )
        for index in range(count)
    ]


def face_boxes(width: int, thickness: int) -> tuple[Box, Box]:
    """Where a disc of that size shows its up face (wide) and its underside (small), relative
    to the disc's own top-left corner.

    Side by side rather than one above the other, so that both stay readable
    when a tall stack squeezes a disc down to a few pixels.
    """
    inset = 1 + thickness // 8
    top, bottom = inset, thickness - inset
    up = (round(width * 0.10), top, round(width * 0.64), bottom)
    under = (round(width * 0.72), top, round(width * 0.90), bottom)
    return up, under
