"""The part of a hexagonal-board image that does not change between moves.

Wood, the hexagon outline, the triangle lines and the coordinates depend
only on the side length and whether there is a header, so they are drawn
once, cached, and copied for every move; that copy is most of why a render
fits its time budget. Two thirds of the lines are diagonal, which Pillow
draws without antialiasing, so the wood and the lines are drawn at four
times the size and shrunk once here; the labels are drawn afterwards at
full size, where the font's own hinting keeps them crisp.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PIL import Image, ImageDraw

from rendering.hex.layout import HexLayout, hex_layout
from rendering.hex.points import corners, line_span, row_span
from rendering.kit import palette, text
from rendering.kit.supersample import SUPERSAMPLE

_Scale = Callable[[float, float], tuple[float, float]]

WOOD_RIM = (150, 112, 52)
"""A darker wood tone around the hexagon, so its edge reads on the light frame."""


@functools.lru_cache(maxsize=16)
def hex_background(side: int, with_header: bool) -> Image.Image:
    """The static board image; callers must `.copy()` it before drawing on it.

    An entry is about 2 MB; sixteen cover every size with and without a header.
    """
    layout = hex_layout(side, with_header)
    scale = SUPERSAMPLE
    top = layout.header
    big = Image.new("RGB", (layout.width * scale, (layout.height - top) * scale), palette.FRAME)
    draw = ImageDraw.Draw(big)

    def scaled(x: float, y: float) -> tuple[float, float]:
        return x * scale, (y - top) * scale

    draw.polygon(
        [scaled(x, y) for x, y in layout.wood_polygon()],
        fill=palette.WOOD,
        outline=WOOD_RIM,
        width=scale,
    )
    _draw_lines(draw, layout, scaled)
    board = big.resize((layout.width, layout.height - top), Image.Resampling.BOX)
    image = Image.new("RGB", (layout.width, layout.height), palette.FRAME)
    image.paste(board, (0, top))
    _draw_labels(ImageDraw.Draw(image), layout)
    return image


def _draw_lines(draw: ImageDraw.ImageDraw, layout: HexLayout, scaled: _Scale) -> None:
    """Rows, lines and the third direction; the outermost of each (the hexagon) thicker.

    Each segment joins the two end points of one straight lattice line, so
    it passes through every point in between up to the rounding of y.
    """
    side = layout.side
    last = 2 * side - 1
    thin = round(layout.line_width * SUPERSAMPLE)
    thick = round(layout.border_width * SUPERSAMPLE)
    segments: list[tuple[tuple[int, int], tuple[int, int], bool]] = []
    for index in range(1, last + 1):
        first, final = row_span(index, side)
        segments.append(((index, first), (index, final), index in (1, last)))
        low, high = line_span(index, side)
        segments.append(((low, index), (high, index), index in (1, last)))
    for diagonal in range(-(side - 1), side):  # q - r is constant along this direction
        start = (max(1, 1 - diagonal), max(1, 1 - diagonal) + diagonal)
        end = (min(last, last - diagonal), min(last, last - diagonal) + diagonal)
        segments.append((start, end, abs(diagonal) == side - 1))
    for border in (False, True):  # borders last, so their joins are not cut by thin lines
        for start, end, is_border in segments:
            if is_border is border:
                draw.line(
                    [scaled(*layout.xy(start)), scaled(*layout.xy(end))],
                    fill=palette.GRID,
                    width=thick if border else thin,
                )
    polygon = [scaled(*layout.xy(corner)) for corner in corners(side)]
    radius = thick / 2
    for x, y in polygon:  # round the hexagon's corners where two thick lines meet
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=palette.GRID)


def _draw_labels(draw: ImageDraw.ImageDraw, layout: HexLayout) -> None:
    face = text.font(layout.label_font)
    for label in layout.all_labels():
        draw.text((label.x, label.y), label.text, font=face, fill=palette.LABEL, anchor="mm")
