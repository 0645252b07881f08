"""Where things go on a Plateau image.

One fixed geometry (the board is always 4 x 4), laid out for a phone, which
scales the image to about 400 px wide (`rendering.kit.phone`): the board
takes the whole width, and everything else goes underneath. Top to bottom:
the shared header; the board (coordinates, rim, squares); a caption line for
the last move; the two players side by side (Black left, White right); a
standing tender, only while there is one (the image grows by `TENDER_ROOM`);
the legend. Squares are numbered like the view's: ``file + 4 * rank`` with
``a1`` = 0 in the lower left, seen from Black's side (spec §2.1).

A stack is a column of discs seen from the side, bottom piece lowest, in
the left part of its square; its height is written beside its top disc when
it holds more than one piece. A disc is `FULL_DISC` thick, enough for its
faces to read on a phone. A stack too tall for that keeps its top discs
full (the top unit is what moves and what shows) and squeezes the ones
below, down to `THIN_DISC`, so even the tallest possible stack (all 24
pieces) stays inside its square with every disc drawn.
"""

from __future__ import annotations

from typing import Final

from rendering.kit import phone
from rendering.kit.header import HEADER_HEIGHT

Box = tuple[int, int, int, int]
"""(left, top, right, bottom), right and bottom exclusive."""

FILES: Final = 4
RANKS: Final = 4
SQUARES: Final = FILES * RANKS

WIDTH: Final = 720
MARGIN: Final = 16
TOP_PAD: Final = 8
LABEL: Final = 36
"""The coordinate strip on each side of the board."""
RIM: Final = 8
CELL: Final = 150
COLUMN_GAP: Final = 24
"""Between the two players' columns."""
CAPTION: Final = 40
LEGEND_LINE: Final = 28
LEGEND_LINES: Final = 2
BLOCK_GAP: Final = 12
BOTTOM_PAD: Final = 10

LABEL_FONT: Final = phone.label_font(WIDTH)
"""Coordinates and stack heights: digits `phone.MIN_GLYPH` tall in the phone preview."""
CAPTION_FONT: Final = 24
LEGEND_FONT: Final = 18
NAME_FONT: Final = 24
LINE_FONT: Final = 21

NAME_ROW: Final = 36
LINE_ROW: Final = 30
PIECE_RADIUS: Final = 12
PIECE_ROW: Final = 32
PIECE_PITCH: Final = 27
"""Twelve loose pieces (a whole set) fit in one row of a player's column."""
TENDER_PAD: Final = 8

STACK_PAD: Final = 8
"""Free space between a stack and its square's top and bottom edges."""
STACK_LEFT: Final = 8
"""Free space between a stack and its square's left edge."""
DISC_WIDTH: Final = 98
COUNT_WIDTH: Final = CELL - STACK_LEFT - DISC_WIDTH
"""The strip right of a stack where its height is written."""
FULL_DISC: Final = 22
"""A disc whose up face stands `phone.MIN_GLYPH` (and more) tall in the phone preview;
six of them fill a square."""
THIN_DISC: Final = 5
"""The least a squeezed disc keeps: its owner's colour and a sliver of its face."""
MAX_PIECES: Final = 24
"""Both sets on one square: the tallest stack the layout has to fit."""

BOARD_LEFT: Final = MARGIN + LABEL + RIM
BOARD_TOP: Final = HEADER_HEIGHT + TOP_PAD + LABEL + RIM
BOARD_SIDE: Final = FILES * CELL
BLOCK_SIDE: Final = BOARD_SIDE + 2 * (LABEL + RIM)
"""The board with its rim and coordinate strips: the image's width less its margins."""

CAPTION_TOP: Final = HEADER_HEIGHT + TOP_PAD + BLOCK_SIDE
PANEL_TOP: Final = CAPTION_TOP + CAPTION
PLAYER_HEIGHT: Final = NAME_ROW + 2 * (LINE_ROW + PIECE_ROW)
"""A player's column: name, hand line and pieces, prisoner line and pieces."""
TENDER_TOP: Final = PANEL_TOP + PLAYER_HEIGHT + BLOCK_GAP
TENDER_HEIGHT: Final = 2 * TENDER_PAD + 3 * LINE_ROW + PIECE_ROW
"""Headline, the offered pieces, two notes."""
TENDER_ROOM: Final = TENDER_HEIGHT + BLOCK_GAP


def legend_top(tender: bool) -> int:
    return TENDER_TOP + (TENDER_ROOM if tender else 0)


def height(tender: bool) -> int:
    """The image height: a standing tender adds its box above the legend."""
    return legend_top(tender) + LEGEND_LINES * LEGEND_LINE + BOTTOM_PAD


def phone_label_height() -> float:
    """How tall coordinates and stack heights stand in the phone preview."""
    return phone.phone_height(LABEL_FONT, WIDTH)


def board_box() -> Box:
    """The sixteen squares, without the rim: only stack heights are written inside it."""
    return (BOARD_LEFT, BOARD_TOP, BOARD_LEFT + BOARD_SIDE, BOARD_TOP + BOARD_SIDE)


def rim_box() -> Box:
    left, top, right, bottom = board_box()
    return (left - RIM, top - RIM, right + RIM, bottom + RIM)


def player_box(seat: int) -> Box:
    """A player's column under the board: hand and prisoners; Black (seat 0) on the left."""
    width = (BLOCK_SIDE - COLUMN_GAP) // 2
    left = MARGIN + seat * (width + COLUMN_GAP)
    return (left, PANEL_TOP, left + width, PANEL_TOP + PLAYER_HEIGHT)


def tender_box() -> Box:
    return (MARGIN, TENDER_TOP, WIDTH - MARGIN, TENDER_TOP + TENDER_HEIGHT)


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


def square_centre(square: int) -> tuple[int, int]:
    left, top, right, bottom = square_box(square)
    return ((left + right) // 2, (top + bottom) // 2)


def disc_thicknesses(count: int) -> list[int]:
    """Thickness of each disc of a stack of ``count``, bottom piece first.

    `FULL_DISC` each while they fit; beyond that, the most top discs that can
    stay full do, and the rest share what is left (at least `THIN_DISC` each).
    """
    room = CELL - 2 * STACK_PAD
    if count * FULL_DISC <= room:
        return [FULL_DISC] * count
    full = max(0, (room - count * THIN_DISC) // (FULL_DISC - THIN_DISC))
    squeezed = count - full
    return [(room - full * FULL_DISC) // squeezed] * squeezed + [FULL_DISC] * full


def disc_boxes(square: int, count: int) -> list[Box]:
    """The box of each disc of a stack on ``square``, bottom piece first."""
    left, _, _, bottom = square_box(square)
    disc_left = left + STACK_LEFT
    base = bottom - STACK_PAD
    boxes = []
    for thickness in disc_thicknesses(count):
        boxes.append((disc_left, base - thickness, disc_left + DISC_WIDTH, base))
        base -= thickness
    return boxes


def count_anchor(square: int, count: int) -> tuple[int, int]:
    """Where a stack's height is written: beside its top disc, in the strip to its right,
    kept clear of the square's edge (and the last-move frame drawn there)."""
    _, top, right, bottom = disc_boxes(square, count)[-1]
    _, square_top, _, _ = square_box(square)
    middle = max((top + bottom) // 2, square_top + STACK_PAD + LABEL_FONT // 2)
    return (right + COUNT_WIDTH // 2, middle)


def face_boxes(width: int, thickness: int) -> tuple[Box, Box]:
    """Where a disc of that size shows its up face (wide) and its underside (small), relative
    to the disc's own top-left corner.

    Side by side rather than one above the other, so that both stay readable
    when a tall stack squeezes a disc down to a few pixels; a full disc keeps
    only a two-pixel band of its own colour above and below its faces.
    """
    inset = 2 if thickness >= 12 else 1
    top, bottom = inset, thickness - inset
    up = (round(width * 0.10), top, round(width * 0.64), bottom)
    under = (round(width * 0.72), top, round(width * 0.90), bottom)
    return up, under
