"""Where things go on a square-grid board image.

All geometry is derived from the board size alone, so the cached background
and the per-move stones agree to the pixel. Every intersection sits on a
pixel *boundary* and every line and sprite has an even width, which keeps
stones exactly centred on the lines without any sub-pixel drawing.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from rendering.kit import phone
from rendering.kit.header import HEADER_HEIGHT
from rendering.kit.sprites import even

MIN_SIZE = 4
MAX_SIZE = 19
TARGET_WIDTH = 800
"""Every size is at most this wide (19x19 lands at 790 px, 9x9 at 792 px): the label
font follows from it, and an image no wider keeps the labels at least that legible."""
LABEL_FONT = phone.label_font(TARGET_WIDTH)
"""Coordinates at every size: digits `phone.MIN_GLYPH` tall in the phone preview. The
ratio to the image width is what a phone shows, so a 19x19 board needs the same font
as a 4x4 one."""
LABEL_STRIP = 1.5
"""Width of the coordinate strips, in label-font sizes: room for "19" and a margin."""


@dataclass(frozen=True, slots=True)
class SquareLayout:
    """Pixel geometry of one board size; `header` shifts everything down."""

    size: int
    header: int
    cell: int
    label: int
    band: int
    wood: int
    line: int
    border_line: int
    stone_radius: float
    label_font: int

    @property
    def width(self) -> int:
        return 2 * self.frame_inset + (self.size - 1) * self.cell

    @property
    def height(self) -> int:
        return self.header + self.width

    @property
    def frame_inset(self) -> int:
        """Distance from the image edge (below the header) to the outermost grid line."""
        return self.label + self.band + self.wood

    def x(self, file: int) -> int:
        """Pixel boundary at the centre of the vertical line of `file`."""
        return self.frame_inset + file * self.cell

    def y(self, rank: int) -> int:
        """Pixel boundary at the centre of the horizontal line of `rank` (rank 0 at the bottom)."""
        return self.header + self.frame_inset + (self.size - 1 - rank) * self.cell

    def wood_box(self) -> tuple[int, int, int, int]:
        """The board area (left, top, right, bottom), exclusive right/bottom."""
        inset = self.label + self.band
        return (inset, self.header + inset, self.width - inset, self.height - inset)

    @property
    def phone_label_height(self) -> float:
        """How tall the coordinates' digits stand in the phone preview (`rendering.kit.phone`)."""
        return phone.phone_height(self.label_font, self.width)

    def band_box(self) -> tuple[int, int, int, int]:
        """Outer rectangle of the edge bands; the bands fill it down to `wood_box`."""
        inset = self.label
        return (inset, self.header + inset, self.width - inset, self.height - inset)


@functools.lru_cache(maxsize=64)
def square_layout(size: int, with_header: bool) -> SquareLayout:
    """Geometry for an n x n board at most `TARGET_WIDTH` pixels wide.

    The coordinate strips follow from the label font and the edge bands from
    a first estimate of the cell; the cell then takes whatever width is left,
    in whole pixels, and the wood margin is rounded down so that the image
    never exceeds the width the label font was chosen for.
    """
    estimate = TARGET_WIDTH / (size + 2.4)
    label = round(LABEL_FONT * LABEL_STRIP)
    band = even(min(14.0, max(10.0, 0.24 * estimate)))
    cell = int((TARGET_WIDTH - 2 * (label + band)) / (size - 1 + 1.3))
    line = even(cell / 40)
    return SquareLayout(
        size=size,
        header=HEADER_HEIGHT if with_header else 0,
        cell=cell,
        label=label,
        band=band,
        wood=int(0.65 * cell),
        line=line,
        border_line=line + 2,
        stone_radius=0.48 * cell,
        label_font=LABEL_FONT,
    )
