"""Where things go on a backgammon-board image.

One fixed geometry (the board never changes size), laid out left to right as
frame margin, rim, left half (six points), bar, right half (six points), rim,
bear-off trays, rim, frame margin; and top to bottom as header, number strip,
rim, top half, middle channel, bottom half, rim, number strip.

Point indices are the scene's: 0..23 in the viewer's numbering minus one.
Index 0 (the viewer's 1-point) is the bottom-right point, indices run right
to left along the bottom (11 is bottom-left), cross to the top-left (12) and
run left to right along the top (23 is top-right): the classic picture with
the viewer's home board bottom right. Checkers stack from the board edge
toward the middle, one checker diameter per slot, so a stack of five just
fills its point.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from rendering.kit import phone
from rendering.kit.header import HEADER_HEIGHT

POINTS = 24
VISIBLE_STACK = 5
"""Checkers drawn per point; a taller stack shows its count on the fifth."""

PIN_SHIFT = 0.5
"""How far (in checker diameters) a pinning stack sits above its pinned checker:
enough for a clear crescent of the other colour, little enough to stay compact."""

PITCH = 56
"""Width of one point in pixels; checkers nearly fill it."""
MARGIN = 14
RIM = 10
BAR = 40
TRAY = 66
NUMBER_STRIP = 40
CHANNEL = 66
IMAGE_WIDTH = 2 * MARGIN + 3 * RIM + 12 * PITCH + BAR + TRAY
"""836 px: frame, rim, two halves of six points, bar, rim, tray, rim, frame."""
NUMBER_FONT = phone.label_font(IMAGE_WIDTH)
"""Point numbers: digits `phone.MIN_GLYPH` tall in the phone preview."""
COUNT_FONT = NUMBER_FONT
"""The height of a stack taller than five, written on its fifth checker."""
TRAY_FONT = NUMBER_FONT
"""How many checkers a side has borne off."""
DIE_SIDE = 44
DIE_GAP = 12
LAST_DIE_SIDE = 32
"""The last turn's dice: smaller than the roll to play (and faded), so they read as past."""
LAST_DIE_GAP = 6
DICE_MARGIN = 14
"""Between the last turn's dice and the bar, and between them and the roll to play."""


@dataclass(frozen=True, slots=True)
class BackgammonLayout:
    """Pixel geometry of the board; `header` shifts everything down."""

    header: int

    @property
    def checker_radius(self) -> float:
        return 0.48 * PITCH

    @property
    def diameter(self) -> float:
        return 2 * self.checker_radius

    @property
    def half_height(self) -> int:
        """Height of one row of points: exactly five stacked checkers."""
        return round(VISIBLE_STACK * self.diameter)

    @property
    def width(self) -> int:
        return IMAGE_WIDTH

    @property
    def phone_label_height(self) -> float:
        """How tall the point numbers' and counts' digits stand in the phone preview."""
        return phone.phone_height(NUMBER_FONT, self.width)

    @property
    def height(self) -> int:
        return self.header + 2 * NUMBER_STRIP + 2 * RIM + 2 * self.half_height + CHANNEL

    # Boxes are (left, top, right, bottom), right and bottom exclusive.

    def board_box(self) -> tuple[int, int, int, int]:
        """The playing surface (both halves and the bar), inside the rim."""
        left = MARGIN + RIM
        top = self.header + NUMBER_STRIP + RIM
        return (left, top, left + 12 * PITCH + BAR, top + 2 * self.half_height + CHANNEL)

    def rim_box(self) -> tuple[int, int, int, int]:
        """The dark wooden case around the board and the trays."""
        left, top, _, bottom = self.board_box()
        return (left - RIM, top - RIM, self.width - MARGIN, bottom + RIM)

    def bar_box(self) -> tuple[int, int, int, int]:
        left, top, _, bottom = self.board_box()
        bar_left = left + 6 * PITCH
        return (bar_left, top, bar_left + BAR, bottom)

    def tray_box(self, top_row: bool) -> tuple[int, int, int, int]:
        """The tray beside the top row (for the colour bearing off there) or the bottom row."""
        _, top, right, bottom = self.board_box()
        left = right + RIM
        if top_row:
            return (left, top, left + TRAY, top + self.half_height)
        return (left, bottom - self.half_height, left + TRAY, bottom)

    def channel_y(self) -> int:
        """The pixel boundary halfway between the two rows."""
        _, top, _, bottom = self.board_box()
        return (top + bottom) // 2

    def right_half_centre_x(self) -> int:
        _, _, right, _ = self.board_box()
        return right - 3 * PITCH

    def right_half_left_x(self) -> int:
        """The right half's left edge, beside the bar."""
        return self.bar_box()[2]

    def point_x(self, index: int) -> int:
        """Pixel boundary at the middle of point `index` (0..23)."""
        left, _, right, _ = self.board_box()
        if index < 6:
            return right - PITCH // 2 - index * PITCH
        if index < 12:
            return left + PITCH // 2 + (11 - index) * PITCH
        if index < 18:
            return left + PITCH // 2 + (index - 12) * PITCH
        return right - PITCH // 2 - (23 - index) * PITCH

    def is_top(self, index: int) -> bool:
        return index >= 12

    def slot_y(self, index: int, slot: float) -> int:
        """Centre of the checker in `slot` (0 at the board edge) on point `index`."""
        _, top, _, bottom = self.board_box()
        offset = self.diameter * (slot + 0.5)
        return round(top + offset) if self.is_top(index) else round(bottom - offset)

    def point_triangle(self, index: int) -> list[tuple[float, float]]:
        """The point's triangle: base on the board edge, tip a little short of five slots."""
        _, top, _, bottom = self.board_box()
        x = self.point_x(index)
        half = PITCH / 2
        length = self.half_height * 0.94
        if self.is_top(index):
            return [(x - half, top), (x + half, top), (x, top + length)]
        return [(x - half, bottom), (x + half, bottom), (x, bottom - length)]

    def number_y(self, index: int) -> int:
        """Middle of the number strip above (top row) or below (bottom row) the point."""
        left, top, _, bottom = self.rim_box()
        del left
        if self.is_top(index):
            return top - NUMBER_STRIP // 2
        return bottom + NUMBER_STRIP // 2

    def off_target(self, from_index: int) -> tuple[int, int]:
        """Where a bear-off arrow ends: the middle of the tray on the hop's side."""
        left, top, right, bottom = self.tray_box(self.is_top(from_index))
        return ((left + right) // 2, (top + bottom) // 2)

    def text_free_box(self) -> tuple[int, int, int, int]:
        """The board without numbers, header or tray counts: compared strictly by goldens."""
        left, top, _, bottom = self.board_box()
        return (left, top, self.bar_box()[0], bottom)


@functools.lru_cache(maxsize=2)
def backgammon_layout(with_header: bool) -> BackgammonLayout:
    """Geometry with or without the header; `IMAGE_WIDTH` wide."""
    return BackgammonLayout(header=HEADER_HEIGHT if with_header else 0)
