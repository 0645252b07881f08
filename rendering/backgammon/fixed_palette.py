"""A fixed 256-colour palette for the backgammon background.

The reason is every board's (see `rendering.kit.png`): mapping
onto a palette chosen in advance costs well under a millisecond, where
adaptive quantization or a full-colour PNG would cost several. The palette
is derived, once per cached background, from the background plus every
piece the renderer can place (checkers on both point colours and on wood,
pinned checkers, counts, slabs, dice, the borne-off counts on the case, the
last turn's faded dice on wood, ghosts and arrows with their halo, header
text) composited the way they appear, so antialiased edges keep their
in-between shades.
"""

from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from rendering.backgammon.background import (
    CASE,
    POINT_DARK,
    POINT_LIGHT,
    TRAY,
    TRAY_TEXT,
    backgammon_background,
)
from rendering.backgammon.layout import (
    COUNT_FONT,
    DIE_SIDE,
    LAST_DIE_SIDE,
    TRAY_FONT,
    backgammon_layout,
)
from rendering.backgammon.pieces import COUNT_TEXT, die, draw_arrow, ghost, past_die, slab
from rendering.kit import palette, sprites, text
from rendering.kit.header import header_sample
from rendering.kit.png import palette_from


@functools.lru_cache(maxsize=8)
def backgammon_palette(with_header: bool, numbers: tuple[int, ...]) -> Image.Image:
    """A "P" image whose palette suits every render on this background."""
    parts = [
        backgammon_background(with_header, numbers),
        _pieces_sample(backgammon_layout(with_header).checker_radius),
        header_sample(),
    ]
    return palette_from(parts)


def _pieces_sample(radius: float) -> Image.Image:
    """Checkers, pins, counts and arrows on each surface they can land on; dice and slabs."""
    step = sprites.sprite_side(radius) + 4
    colours = sorted(palette.STONE_COLOURS)
    surfaces = [POINT_DARK, POINT_LIGHT, palette.WOOD]
    columns = 2 * len(colours) + 1
    sample = Image.new("RGB", (step * columns, step * 2 * len(surfaces)), palette.WOOD)
    draw = ImageDraw.Draw(sample)
    for row, surface in enumerate(surfaces):
        top = row * 2 * step
        draw.rectangle((0, top, sample.width, top + 2 * step - 1), fill=surface)
        for column, colour in enumerate(colours):
            other = colours[1 - column]
            x = column * 2 * step + step
            sprites.paste_centred(sample, sprites.stone(radius, other), x - step // 2, top + step)
            sprites.paste_centred(sample, sprites.stone(radius, colour), x, top + step)
            sprites.paste_centred(sample, sprites.last_move(radius), x, top + step)
            draw.text(
                (x + step // 2, top + step // 2),
                "15",
                font=text.font(COUNT_FONT),
                fill=COUNT_TEXT[colour],
                anchor="mm",
            )
            sprites.paste_centred(sample, ghost(radius), x - step // 2, top + step // 2)
        left = (2 * len(colours)) * step
        draw_arrow(sample, (left, top + 4), (left + step - 4, top + 2 * step - 4), radius * 0.2)
        draw_arrow(sample, (8, top + 8), (sample.width - 8, top + 12), radius * 0.2)
    trays = Image.new("RGB", (sample.width, step), TRAY)
    x = 4
    for colour in colours:
        piece = slab(54, 15, colour)
        trays.paste(piece, (x, 4), piece)
        trays.paste(piece, (x, 21), piece)
        x += 60
        for value in range(1, 7):
            face = die(DIE_SIDE, value, colour)
            trays.paste(face, (x, 4), face)
            x += DIE_SIDE + 2
    counts = Image.new("RGB", (sample.width, step), CASE)
    ImageDraw.Draw(counts).text(
        (4, step // 2), "0123456789", font=text.font(TRAY_FONT), fill=TRAY_TEXT, anchor="lm"
    )
    past = Image.new("RGB", (sample.width, LAST_DIE_SIDE + 8), palette.WOOD)
    x = 4
    for colour in colours:
        for value in range(1, 7):
            face = past_die(LAST_DIE_SIDE, value, colour)
            past.paste(face, (x, 4), face)
            x += LAST_DIE_SIDE + 2
    combined = Image.new("RGB", (sample.width, sample.height + 2 * step + past.height))
    combined.paste(sample, (0, 0))
    combined.paste(trays, (0, sample.height))
    combined.paste(counts, (0, sample.height + step))
    combined.paste(past, (0, sample.height + 2 * step))
    return combined
