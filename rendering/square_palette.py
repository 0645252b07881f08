"""A fixed 256-colour palette for each square-board background.

PNG-encoding a full-colour 800 x 900 image costs over 10 ms, and adaptive
quantization another 4 ms per image; mapping onto a palette chosen in
advance costs under 1 ms and the palette-mode PNG encodes in about 2 ms at
well under half the size. The palette is derived, once per cached
background, from the background itself plus every piece the renderer can
place (stones, markers, dots, header text) composited the way they appear,
so the antialiased edges keep their in-between shades.
"""

from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from rendering import palette, sprites, text
from rendering.square_background import EdgeColours, square_background
from rendering.square_layout import SUBTITLE_FONT, TITLE_FONT, square_layout

_SAMPLE_TEXT = "Pinch #7 - alice vs bob (Black) to move, ply 12; ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@functools.lru_cache(maxsize=64)
def square_palette(size: int, edge_colours: EdgeColours, with_header: bool) -> Image.Image:
    """A "P" image whose palette suits every render on this background."""
    parts = [
        square_background(size, edge_colours, with_header),
        _pieces_sample(square_layout(size, with_header).stone_radius),
        _header_sample(),
    ]
    reference = Image.new(
        "RGB",
        (max(part.width for part in parts), sum(part.height for part in parts)),
        palette.FRAME,
    )
    top = 0
    for part in parts:
        reference.paste(part, (0, top))
        top += part.height
    quantized = reference.quantize(
        colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    holder = Image.new("P", (1, 1))  # keep only the palette, not a full-size image
    holder.putpalette(quantized.getpalette() or [])
    return holder


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


def _header_sample() -> Image.Image:
    """Both header lines' text and the to-move swatches on the frame colour."""
    swatch_radius = SUBTITLE_FONT * 0.42
    sample = Image.new("RGB", (1200, 3 * TITLE_FONT), palette.FRAME)
    draw = ImageDraw.Draw(sample)
    draw.text(
        (0, 0),
        _SAMPLE_TEXT,
        font=text.font(TITLE_FONT),
        fill=palette.TEXT,
    )
    draw.text(
        (0, 3 * TITLE_FONT // 2),
        _SAMPLE_TEXT.lower(),
        font=text.font(SUBTITLE_FONT),
        fill=palette.TEXT_MUTED,
    )
    for index, colour in enumerate(sorted(palette.STONE_COLOURS)):
        sprites.paste_centred(
            sample,
            sprites.stone(swatch_radius, colour),
            sample.width - (2 * index + 1) * sprites.sprite_side(swatch_radius),
            TITLE_FONT,
        )
    return sample
