"""A fixed 256-colour palette for each hexagonal-board background.

The reason is every board's (see `rendering.kit.png`): mapping
onto a palette chosen in advance costs well under a millisecond, where
adaptive quantization or a full-colour PNG would cost several. The palette
is derived, once per cached background, from the background plus every
piece the renderer can place (stones, last-turn rings, hole shading with
its size labels, header text) composited the way they appear, so the
antialiased edges and the tinted wood and lines keep their in-between
shades.
"""

from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from rendering.hex.background import hex_background
from rendering.hex.layout import hex_layout
from rendering.hex.shading import HOLE_TEXT, shade_cells
from rendering.kit import palette, sprites, text
from rendering.kit.header import header_sample
from rendering.kit.png import palette_from


@functools.lru_cache(maxsize=32)
def hex_palette(side: int, with_header: bool) -> Image.Image:
    """A "P" image whose palette suits every render on this background."""
    layout = hex_layout(side, with_header)
    parts = [
        hex_background(side, with_header),
        _pieces_sample(layout.stone_radius, layout.spacing, layout.hole_font),
        header_sample(),
    ]
    return palette_from(parts)


def _pieces_sample(radius: float, spacing: int, hole_font: int) -> Image.Image:
    """Stones and rings on wood across a grid line, and both shades with a stone and a label."""
    step = max(sprites.sprite_side(radius), spacing)
    colours = sorted(palette.STONE_COLOURS)
    columns = len(colours) * (2 + len(colours))  # stones, then per owner: label + stones
    sample = Image.new("RGB", (step * columns, 2 * step), palette.WOOD)
    draw = ImageDraw.Draw(sample)
    for y in (step // 2, 3 * step // 2):
        draw.line((0, y, sample.width, y), fill=palette.GRID, width=2)
        draw.line((0, y - step, step * columns, y + step), fill=palette.GRID, width=2)
    column = 0
    for colour in colours:
        stone = sprites.stone(radius, colour)
        sprites.paste_centred(sample, stone, step * column + step // 2, step // 2)
        sprites.paste_centred(sample, stone, step * column + step // 2, 3 * step // 2)
        sprites.paste_centred(
            sample, sprites.last_move(radius), step * column + step // 2, 3 * step // 2
        )
        column += 1
    for owner in colours:
        left = step * column
        shade_cells(sample, [_box(left + 3, 3, left + step - 3, 2 * step - 3)], owner)
        draw.text(
            (left + step // 2, step // 2),
            "12",
            font=text.font(hole_font),
            fill=HOLE_TEXT[owner],
            anchor="mm",
        )
        column += 1
        for stone_colour in colours:
            left = step * column
            shade_cells(sample, [_box(left, 0, left + step, step)], owner)
            x = left + step // 2
            sprites.paste_centred(sample, sprites.stone(radius, stone_colour), x, 3 * step // 2)
            sprites.paste_centred(sample, sprites.stone(radius, stone_colour), x, step)
            column += 1
    return sample


def _box(left: float, top: float, right: float, bottom: float) -> list[tuple[float, float]]:
    return [(left, top), (right, top), (right, bottom), (left, bottom)]
