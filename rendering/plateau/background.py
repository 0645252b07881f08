"""The part of a Plateau image that does not change between moves.

Frame, rim, squares, coordinates and the legend depend only on whether the
image is a seat's private one (its legend also explains hollow faces) and
whether a tender stands (the legend then sits lower), so they are drawn
once per kind, cached and copied for every move.
"""

from __future__ import annotations

import functools
from typing import Final

from PIL import Image, ImageDraw

from rendering.kit import palette, text
from rendering.plateau.layout import (
    DISC_WIDTH,
    FILES,
    FULL_DISC,
    LABEL,
    LABEL_FONT,
    LEGEND_FONT,
    LEGEND_LINE,
    MARGIN,
    RANKS,
    WIDTH,
    file_x,
    height,
    legend_top,
    rank_y,
    rim_box,
    square_box,
)
from rendering.plateau.pieces import disc
from rules.plateau.pieces import BLUE, HIDDEN, RED

RGB = palette.RGB

RIM_COLOUR: Final[RGB] = (112, 74, 40)
SQUARE_LIGHT: Final[RGB] = (230, 196, 132)
SQUARE_DARK: Final[RGB] = (202, 158, 94)
"""Two wood tones, a1 dark as on a chessboard; both disc colours read on either."""

LEGEND_DISC = (DISC_WIDTH * 2 // 3, FULL_DISC - 4)
LEGEND_GAP: Final = 10
LEGEND_ITEM_GAP: Final = 26


def is_dark(square: int) -> bool:
    file, rank = square % FILES, square // FILES
    return (file + rank) % 2 == 0


@functools.lru_cache(maxsize=16)
def plateau_background(private: bool, tender: bool, legend: tuple[str, ...]) -> Image.Image:
    """The static image; callers must `.copy()` it before drawing on it. ``legend``: what
    the legend's samples mean, already written in the reader's words (two lines of
    them, three for a seat's own view)."""
    image = Image.new("RGB", (WIDTH, height(tender)), palette.FRAME)
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = rim_box()
    draw.rectangle((left, top, right - 1, bottom - 1), fill=RIM_COLOUR)
    for square in range(FILES * RANKS):
        s_left, s_top, s_right, s_bottom = square_box(square)
        colour = SQUARE_DARK if is_dark(square) else SQUARE_LIGHT
        draw.rectangle((s_left, s_top, s_right - 1, s_bottom - 1), fill=colour)
    _draw_coordinates(draw)
    _draw_legend(image, draw, private, legend_top(tender), legend)
    return image


def _draw_coordinates(draw: ImageDraw.ImageDraw) -> None:
    """Letters above and below, numbers on both sides, as on the other boards."""
    face = text.font(LABEL_FONT)
    left, top, right, bottom = rim_box()
    for index in range(FILES):
        x, y = file_x(index), rank_y(index)
        letter, number = "abcd"[index], str(index + 1)
        draw.text((x, top - LABEL / 2), letter, font=face, fill=palette.LABEL, anchor="mm")
        draw.text((x, bottom + LABEL / 2), letter, font=face, fill=palette.LABEL, anchor="mm")
        draw.text((left - LABEL / 2, y), number, font=face, fill=palette.LABEL, anchor="mm")
        draw.text((right + LABEL / 2, y), number, font=face, fill=palette.LABEL, anchor="mm")


def _legend_items(private: bool, legend: tuple[str, ...]) -> list[list[tuple[Image.Image, str]]]:
    """Each legend line: sample discs with what they mean."""
    if len(legend) != (3 if private else 2):
        raise ValueError(
            f"a {'private' if private else 'public'} legend has the wrong lines: {legend!r}"
        )
    width, thickness = LEGEND_DISC
    unknown, faces = legend[0], legend[1]
    lines = [
        [
            (disc(width, thickness, palette.WHITE, HIDDEN, HIDDEN), unknown),
            (disc(width, thickness, palette.BLACK, RED, BLUE), faces),
        ]
    ]
    if private:
        lines.append(
            [
                (
                    disc(width, thickness, palette.WHITE, RED, BLUE, False, True),
                    legend[2],
                )
            ]
        )
    return lines


def _draw_legend(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    private: bool,
    top: int,
    legend: tuple[str, ...],
) -> None:
    face = text.font(LEGEND_FONT)
    for line, items in enumerate(_legend_items(private, legend)):
        y = top + line * LEGEND_LINE + LEGEND_LINE // 2
        x = MARGIN
        for sample, meaning in items:
            image.paste(sample, (x, y - sample.height // 2), sample)
            x += sample.width + LEGEND_GAP
            drawn = text.draw_fitted(
                draw,
                (x, y),
                meaning,
                size=LEGEND_FONT,
                max_width=WIDTH - MARGIN - x,
                fill=palette.TEXT_MUTED,
            )
            x += round(face.getlength(drawn)) + LEGEND_ITEM_GAP
