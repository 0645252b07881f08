"""A fixed 256-colour palette for Plateau images.

The reason is every board's (see `rendering.kit.png`): mapping
onto a palette chosen in advance costs well under a millisecond, where
adaptive quantization or a full-colour PNG would cost several. It is derived
once per background from the background, every disc the board can show
(each owner, face pair and secret mark, thick and thin, on both square
colours, with the last-move frame and arrow), every loose piece, stack
heights, and the header and panel text, so antialiased edges keep their
in-between shades.
"""

from __future__ import annotations

import functools
import itertools

from PIL import Image, ImageDraw

from rendering.kit import palette, sprites, text
from rendering.kit.arrow import arrow
from rendering.kit.header import header_sample
from rendering.kit.png import palette_from
from rendering.plateau.background import SQUARE_DARK, SQUARE_LIGHT, plateau_background
from rendering.plateau.draw import COUNT_TEXT, HIGHLIGHT, HIGHLIGHT_WIDTH, ROUTE_WIDTH
from rendering.plateau.layout import (
    COUNT_WIDTH,
    DISC_WIDTH,
    FULL_DISC,
    LABEL_FONT,
    LINE_FONT,
    NAME_FONT,
    PIECE_PITCH,
    PIECE_RADIUS,
    THIN_DISC,
    disc_thicknesses,
)
from rendering.plateau.pieces import disc, loose_piece
from rules.plateau.pieces import FACES, HIDDEN, TYPES

_SHOWN = (*FACES, HIDDEN)
_SAMPLE_THICKNESS = (FULL_DISC, disc_thicknesses(8)[0], THIN_DISC)


SAMPLE_LEGEND = {
    True: (
        "face you have not seen",
        "red face up; small patch: underside",
        "hollow patch: a face of yours your opponent has not seen",
    ),
    False: ("face not revealed", "red face up; small patch: underside"),
}
"""Legend text to sample the anti-aliased shades of the legend's letters from; nobody
reads it (the scene brings the reader's words)."""


@functools.lru_cache(maxsize=2)
def plateau_palette(private: bool) -> Image.Image:
    """A "P" image whose palette suits every render on this background."""
    background = plateau_background(private, False, SAMPLE_LEGEND[private])
    return palette_from([background, _discs_sample(), _loose_sample(), header_sample()])


def _discs_sample() -> Image.Image:
    """Every disc, on both square colours, stacked as on the board, framed as a last move."""
    variants = [
        (colour, up, down, up_secret, down_secret)
        for colour in sorted(palette.STONE_COLOURS)
        for up, down in itertools.product(_SHOWN, _SHOWN)
        for up_secret, down_secret in itertools.product((False, True), repeat=2)
        if not (up_secret and up == HIDDEN) and not (down_secret and down == HIDDEN)
    ]
    column = DISC_WIDTH + 16 + COUNT_WIDTH
    height = sum(_SAMPLE_THICKNESS)
    rows = 2 * len(variants) // 8 + 2
    sample = Image.new("RGB", (8 * column, rows * (height + 8)), SQUARE_LIGHT)
    draw = ImageDraw.Draw(sample)
    for index, variant in enumerate(variants * 2):
        row, col = divmod(index, 8)
        left, top = col * column, row * (height + 8)
        square = SQUARE_DARK if index >= len(variants) else SQUARE_LIGHT
        draw.rectangle((left, top, left + column - 1, top + height + 7), fill=square)
        draw.rectangle(
            (left, top, left + column - 1, top + height + 7),
            outline=HIGHLIGHT,
            width=HIGHLIGHT_WIDTH,
        )
        y = top + 4
        for thickness in _SAMPLE_THICKNESS:
            sprite = disc(DISC_WIDTH, thickness, *variant)
            sample.paste(sprite, (left + 8, y), sprite)
            y += thickness
        if index % 8 == 0:
            arrow(
                sample,
                (left + 4, top + 4),
                (left + column - 4, top + height),
                ROUTE_WIDTH,
                fill=HIGHLIGHT,
            )
        draw.text(
            (left + column - COUNT_WIDTH // 2, top + height // 2),
            "12",
            font=text.font(LABEL_FONT),
            fill=COUNT_TEXT,
            anchor="mm",
        )
    return sample


def _loose_sample() -> Image.Image:
    """Loose pieces of both colours, and the panel's text sizes, on the frame colour."""
    row = 2 * PIECE_RADIUS + 4
    sample = Image.new("RGB", (len(TYPES) * PIECE_PITCH * 2, 3 * row), palette.FRAME)
    for index, (colour, kind) in enumerate(itertools.product(sorted(palette.STONE_COLOURS), TYPES)):
        piece = loose_piece(PIECE_RADIUS, colour, kind)
        sample.paste(piece, (index * PIECE_PITCH, 2), piece)
    draw = ImageDraw.Draw(sample)
    draw.text((0, row), "alice hand 7 A T RM", font=text.font(NAME_FONT), fill=palette.TEXT)
    draw.text(
        (0, 2 * row), "prisoners 0123456789", font=text.font(LINE_FONT), fill=palette.TEXT_MUTED
    )
    sprites.paste_centred(
        sample, sprites.stone(NAME_FONT * 0.42, palette.BLACK), sample.width - 20, row
    )
    return sample
