"""Drawing a `PlateauScene`: the board's stacks, the last move, the panel, caption and header.

The static parts come from the cached background, and every disc is a
cached sprite, so a render is a copy, a few dozen pastes and a little text.
"""

from __future__ import annotations

from typing import Final

from PIL import Image, ImageDraw

from rendering import palette, text
from rendering.header import draw_header
from rendering.plateau_background import plateau_background
from rendering.plateau_layout import (
    CAPTION,
    CAPTION_FONT,
    CAPTION_TOP,
    DISC_WIDTH,
    MARGIN,
    WIDTH,
    disc_boxes,
    square_box,
)
from rendering.plateau_panel import draw_panel
from rendering.plateau_pieces import disc
from rendering.plateau_scene import PlateauScene
from rendering.square_layout import HEADER_HEIGHT

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
        caption = text.fit(text.drawable(scene.caption), CAPTION_FONT, WIDTH - 2 * MARGIN)
        draw.text(
            (MARGIN, CAPTION_TOP + CAPTION // 2),
            caption,
            font=text.font(CAPTION_FONT),
            fill=palette.TEXT,
            anchor="lm",
        )
    draw_header(
        image,
        height=HEADER_HEIGHT,
        width=WIDTH,
        title=scene.title,
        subtitle=scene.subtitle,
        to_move_colour=scene.to_move_colour,
    )
    return image
