"""Drawing a `PlateauScene`: the board's stacks, the last move, the panel, caption and header.

The static parts come from the cached background, and every disc is a
cached sprite, so a render is a copy, a few dozen pastes and a little text.
"""

from __future__ import annotations

from typing import Final

from PIL import Image, ImageDraw

from rendering.kit import palette, text
from rendering.kit.header import HEADER_HEIGHT, draw_header
from rendering.plateau.background import plateau_background
from rendering.plateau.layout import (
    CAPTION,
    CAPTION_FONT,
    CAPTION_TOP,
    DISC_WIDTH,
    MARGIN,
    WIDTH,
    disc_boxes,
    square_box,
)
from rendering.plateau.panel import draw_panel
from rendering.plateau.pieces import disc
from rendering.plateau.scene import PlateauScene

HIGHLIGHT: Final = palette.LAST_MOVE
HIGHLIGHT_WIDTH: Final = 4
HIGHLIGHT_INSET: Final = 2
"""The frame stays clear of the discs, which keep 12 px to each side of their square."""


def draw_plateau(scene: PlateauScene) -> Image.Image:
    """The RGB image of ``scene``, for callers that compose or encode it themselves."""
    image = plateau_background(scene.private).copy()
    draw = ImageDraw.Draw(image)
    for square in sorted(scene.highlighted):
        left, top, right, bottom = square_box(square)
        inset = HIGHLIGHT_INSET
        draw.rectangle(
            (left + inset, top + inset, right - 1 - inset, bottom - 1 - inset),
            outline=HIGHLIGHT,
            width=HIGHLIGHT_WIDTH,
        )
    for square, stack in enumerate(scene.stacks):
        for piece, (left, top, _, bottom) in zip(
            stack, disc_boxes(square, len(stack)), strict=True
        ):
            sprite = disc(
                DISC_WIDTH,
                bottom - top,
                piece.colour,
                piece.up,
                piece.down,
                piece.up_secret,
                piece.down_secret,
            )
            image.paste(sprite, (left, top), sprite)
    draw_panel(image, scene)
    if scene.caption:
        text.draw_fitted(
            draw,
            (MARGIN, CAPTION_TOP + CAPTION // 2),
            scene.caption,
            size=CAPTION_FONT,
            max_width=WIDTH - 2 * MARGIN,
            fill=palette.TEXT,
        )
    draw_header(image, scene, height=HEADER_HEIGHT, width=WIDTH)
    return image
