"""A fixed 256-colour palette for each square-board background.

PNG-encoding a full-colour 800 x 900 image costs over 10 ms, and adaptive
quantization another 4 ms per image; mapping onto a palette chosen in
advance costs under 1 ms and the palette-mode PNG encodes in about 2 ms at
well under half the size (see `rendering.kit.png`). The palette is derived,
once per cached background, from the background itself plus every piece the
renderer can place (stones, markers, dots, header text) composited the way
they appear, so the antialiased edges keep their in-between shades.
"""

from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from rendering.kit import palette, sprites
from rendering.kit.header import header_sample
from rendering.kit.png import palette_from
from rendering.square.background import EdgeColours, square_background
from rendering.square.layout import square_layout


@functools.lru_cache(maxsize=64)
def square_palette(size: int, edge_colours: EdgeColours, with_header: bool) -> Image.Image:
    """A "P" image whose palette suits every render on this background."""
    parts = [
        square_background(size, edge_colours, with_header),
        _pieces_sample(square_layout(size, with_header).stone_radius),
        header_sample(),
    ]
    return palette_from(parts)


def _pieces_sample(radius: float) -> Image.Image:
    """Every piece as it lands on the board: on wood, across a grid line, with markers."""
    step = sprites.sprite_side(radius)
    combinations: list[list[Image.Image]] = [[sprites.last_move(radius)]]
    for colour in sorted(palette.STONE_COLOURS):
        stone = sprites.stone(radius, colour)
        combinations += [
            [stone],
            [stone, sprites.changed(radius, colour)],
            [stone, sprites.last_move(radius)],
            [sprites.dot(radius, colour)],
        ]
    sample = Image.new("RGB", (step * len(combinations), step), palette.WOOD)
    ImageDraw.Draw(sample).rectangle((0, step // 2 - 1, sample.width, step // 2), fill=palette.GRID)
    for index, pieces in enumerate(combinations):
        for piece in pieces:
            sprites.paste_centred(sample, piece, step * index + step // 2, step // 2)
    return sample
