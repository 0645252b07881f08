"""The part of a square-board image that does not change between moves.

Frame, edge bands, wood, grid, star points and coordinates depend only on the
board size, the edge owners and whether there is a header, so they are drawn
once, cached, and copied for every move. That copy is most of why a render
fits its time budget.
"""

from __future__ import annotations

import functools
import string

from PIL import Image, ImageDraw

from rendering.kit import palette, sprites, text
from rendering.kit.supersample import SUPERSAMPLE
from rendering.square.layout import SquareLayout, square_layout

EdgeColours = tuple[str | None, str | None, str | None, str | None]
"""Owner of the top, right, bottom and left edge, clockwise from the top."""


def file_letter(file: int) -> str:
    """Files are consecutive letters with none skipped (a..s on 19x19), as both specs say."""
    return string.ascii_lowercase[file]


@functools.lru_cache(maxsize=16)
def square_background(size: int, edge_colours: EdgeColours, with_header: bool) -> Image.Image:
    """The static board image; callers must `.copy()` it before drawing on it.

    Sixteen entries (about 2 MB each) cover every Pinch size with and without
    a header, and the sizes a handful of concurrent Pletore games use.
    """
    layout = square_layout(size, with_header)
    image = Image.new("RGB", (layout.width, layout.height), palette.FRAME)
    _draw_bands(image, layout, edge_colours)
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = layout.wood_box()
    draw.rectangle((left, top, right - 1, bottom - 1), fill=palette.WOOD)
    _draw_grid(draw, layout)
    _draw_star_points(image, layout)
    _draw_coordinates(draw, layout)
    return image


def _draw_bands(image: Image.Image, layout: SquareLayout, edge_colours: EdgeColours) -> None:
    """Each owned edge gets a band in its owner's colour, mitred at the corners.

    The mitres are diagonal, so each band is drawn at four times the size
    within its own bounding box and shrunk; this runs once per cached
    background.
    """
    left, top, right, bottom = layout.band_box()
    inner_left, inner_top, inner_right, inner_bottom = layout.wood_box()
    outer = [(left, top), (right, top), (right, bottom), (left, bottom)]
    inner = [
        (inner_left, inner_top),
        (inner_right, inner_top),
        (inner_right, inner_bottom),
        (inner_left, inner_bottom),
    ]
    scale = SUPERSAMPLE
    rim = max(scale, round(layout.band * scale / 7))
    for side, owner in enumerate(edge_colours):
        if owner is None:
            continue
        corners = [outer[side], outer[(side + 1) % 4], inner[(side + 1) % 4], inner[side]]
        box_left = min(x for x, _ in corners)
        box_top = min(y for _, y in corners)
        width = max(x for x, _ in corners) - box_left
        height = max(y for _, y in corners) - box_top
        big = Image.new("RGBA", (width * scale, height * scale), (0, 0, 0, 0))
        ImageDraw.Draw(big).polygon(
            [((x - box_left) * scale, (y - box_top) * scale) for x, y in corners],
            fill=palette.BAND_FILL[owner],
            outline=palette.BAND_OUTLINE,
            width=rim,
        )
        band = big.resize((width, height), Image.Resampling.BOX)
        image.paste(band, (box_left, box_top), band)


def _draw_grid(draw: ImageDraw.ImageDraw, layout: SquareLayout) -> None:
    first, last = 0, layout.size - 1
    for index in range(layout.size):
        width = layout.border_line if index in (first, last) else layout.line
        half = width // 2
        x = layout.x(index)
        y = layout.y(index)
        border_half = layout.border_line // 2
        draw.rectangle(
            (
                x - half,
                layout.y(last) - border_half,
                x + half - 1,
                layout.y(first) + border_half - 1,
            ),
            fill=palette.GRID,
        )
        draw.rectangle(
            (
                layout.x(first) - border_half,
                y - half,
                layout.x(last) + border_half - 1,
                y + half - 1,
            ),
            fill=palette.GRID,
        )


def star_points(size: int) -> list[tuple[int, int]]:
    """Go-style reference dots: they help read coordinates, and 4x4..6x6 boards get none."""
    if size < 7:
        return []
    edge = 2 if size < 12 else 3
    lines = [edge, size - 1 - edge]
    if size % 2 == 1 and size >= 15:
        lines.insert(1, size // 2)
    points = [(x, y) for x in lines for y in lines]
    if size % 2 == 1 and (size // 2, size // 2) not in points:
        points.append((size // 2, size // 2))
    return points


def _draw_star_points(image: Image.Image, layout: SquareLayout) -> None:
    dot = sprites.star_point(max(2.5, layout.cell * 0.075))
    for file, rank in star_points(layout.size):
        sprites.paste_centred(image, dot, layout.x(file), layout.y(rank))


def _draw_coordinates(draw: ImageDraw.ImageDraw, layout: SquareLayout) -> None:
    """Letters above and below, numbers left and right: readable from either player's side."""
    face = text.font(layout.label_font)
    strip_middle = layout.label / 2
    top = layout.header + strip_middle
    bottom = layout.height - strip_middle
    left = strip_middle
    right = layout.width - strip_middle
    for index in range(layout.size):
        letter = file_letter(index)
        number = str(index + 1)
        x, y = layout.x(index), layout.y(index)
        draw.text((x, top), letter, font=face, fill=palette.LABEL, anchor="mm")
        draw.text((x, bottom), letter, font=face, fill=palette.LABEL, anchor="mm")
        draw.text((left, y), number, font=face, fill=palette.LABEL, anchor="mm")
        draw.text((right, y), number, font=face, fill=palette.LABEL, anchor="mm")
