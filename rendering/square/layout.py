"""Where things go on a square-grid board image.

All geometry is derived from the board size alone, so the cached background
and the per-move stones agree to the pixel. Every intersection sits on a
pixel *boundary* and every line and sprite has an even width, which keeps
stones exactly centred on the lines without any sub-pixel drawing.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from rendering.kit.header import HEADER_HEIGHT
from rendering.kit.sprites import even

MIN_SIZE = 4
MAX_SIZE = 19
TARGET_WIDTH = 800
"""About what a phone shows at full width; 9..13 boards land within 760..840 px."""


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

    def band_box(self) -> tuple[int, int, int, int]:
        """Outer rectangle of the edge bands; the bands fill it down to `wood_box`."""
        inset = self.label
        return (inset, self.header + inset, self.width - inset, self.height - inset)


@functools.lru_cache(maxsize=64)
def square_layout(size: int, with_header: bool) -> SquareLayout:
    """Geometry for an n x n board about `TARGET_WIDTH` pixels wide.

    The coordinate strips and edge bands are sized from a first estimate of
    the cell; the cell then takes whatever width is left, in whole pixels.
    """
    estimate = TARGET_WIDTH / (size + 2.4)
    label_font = min(24, max(15, round(0.40 * estimate)))
    label = round(label_font * 1.7)
    band = even(min(14.0, max(10.0, 0.24 * estimate)))
    cell = int((TARGET_WIDTH - 2 * (label + band)) / (size - 1 + 1.3))
    line = even(cell / 40)
    return SquareLayout(
        size=size,
        header=HEADER_HEIGHT if with_header else 0,
        cell=cell,
        label=label,
        band=band,
        wood=round(0.65 * cell),
        line=line,
        border_line=line + 2,
        stone_radius=0.48 * cell,
        label_font=label_font,
    )
