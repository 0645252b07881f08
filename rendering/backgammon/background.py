"""The part of a backgammon-board image that does not change between moves.

Case, wood, the 24 triangles, the bar, the empty trays and the point numbers
depend only on whether there is a header and which numbering is printed, so
they are drawn once, cached and copied for every move; that copy is most of
why a render fits its time budget. The triangles are diagonal, which Pillow
draws without antialiasing, so the board is drawn at four times the size and
shrunk once here; the numbers are drawn afterwards at full size, where the
font's own hinting keeps them crisp.
"""

from __future__ import annotations

import functools
from typing import Final

from PIL import Image, ImageDraw

from rendering.backgammon.layout import NUMBER_FONT, POINTS, backgammon_layout
from rendering.kit import palette, text
from rendering.kit.supersample import SUPERSAMPLE

RGB = palette.RGB

CASE: Final[RGB] = (112, 74, 40)
"""Dark wood for the rim, the bar and the trays' surround: frames the playing surface."""
TRAY_TEXT: Final[RGB] = (255, 248, 232)
"""The borne-off counts, written on the case between the trays: light on the dark wood
(over 6:1, WCAG AA), where the dark header text would not read."""
BAR: Final[RGB] = (132, 90, 50)
TRAY: Final[RGB] = (92, 60, 32)
"""Trays are darker than the board so both checker colours' slabs stand out in them."""
POINT_DARK: Final[RGB] = (150, 88, 52)
POINT_LIGHT: Final[RGB] = (246, 234, 204)
"""Alternating points: mid brown and ivory. Neither is near black or white, so
both checker colours (each with its rim) read on both, and the red path arrows
keep their light halo's contrast."""
POINT_OUTLINE: Final[RGB] = (120, 80, 44)


@functools.lru_cache(maxsize=8)
def backgammon_background(with_header: bool, numbers: tuple[int, ...]) -> Image.Image:
    """The static board image; callers must `.copy()` it before drawing on it.

    `numbers[i]` is printed beside point index i (an empty tuple prints none).
    An entry is about 2 MB; eight cover both viewers with and without a header.
    """
    layout = backgammon_layout(with_header)
    scale = SUPERSAMPLE
    top = layout.header
    big = Image.new("RGB", (layout.width * scale, (layout.height - top) * scale), palette.FRAME)
    draw = ImageDraw.Draw(big)

    def box(bounds: tuple[int, int, int, int]) -> tuple[float, float, float, float]:
        left, upper, right, lower = bounds
        return (left * scale, (upper - top) * scale, right * scale - 1, (lower - top) * scale - 1)

    draw.rounded_rectangle(box(layout.rim_box()), radius=3 * scale, fill=CASE)
    draw.rectangle(box(layout.board_box()), fill=palette.WOOD)
    for index in range(POINTS):
        colour = POINT_DARK if index % 2 == 0 else POINT_LIGHT
        draw.polygon(
            [(x * scale, (y - top) * scale) for x, y in layout.point_triangle(index)],
            fill=colour,
            outline=POINT_OUTLINE,
            width=scale,
        )
    draw.rectangle(box(layout.bar_box()), fill=BAR)
    for top_row in (True, False):
        draw.rounded_rectangle(box(layout.tray_box(top_row)), radius=2 * scale, fill=TRAY)
    board = big.resize((layout.width, layout.height - top), Image.Resampling.BOX)
    image = Image.new("RGB", (layout.width, layout.height), palette.FRAME)
    image.paste(board, (0, top))
    if numbers:
        _draw_numbers(ImageDraw.Draw(image), numbers, with_header)
    return image


def _draw_numbers(draw: ImageDraw.ImageDraw, numbers: tuple[int, ...], with_header: bool) -> None:
    """One number per point, outside the case: above the top row, below the bottom row."""
    layout = backgammon_layout(with_header)
    face = text.font(NUMBER_FONT)
    for index, number in enumerate(numbers):
        draw.text(
            (layout.point_x(index), layout.number_y(index)),
            str(number),
            font=face,
            fill=palette.LABEL,
            anchor="mm",
        )
