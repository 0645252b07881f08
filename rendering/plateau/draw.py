"""Drawing a `PlateauScene`: the board's stacks, the last move, the panel, caption and header.

The static parts come from the cached background, and every disc is a
cached sprite, so a render is a copy, a few dozen pastes and a little text.

The last move is drawn in `HIGHLIGHT`, a deep ink blue no face or disc has
(faces are red, blue, orange and grey): a dashed frame on the square it left, a
thin one on each square it stopped on, a thick one on the square it reached,
and an arrow for each hop. The arrows go under the stacks, so they never
hide a face; what shows of them is enough to read the direction.
"""

from __future__ import annotations

import math
from typing import Final

from PIL import Image, ImageDraw

from rendering.kit import palette, text
from rendering.kit.arrow import arrow
from rendering.kit.header import HEADER_HEIGHT, draw_header
from rendering.plateau.background import plateau_background
from rendering.plateau.layout import (
    CAPTION,
    CAPTION_FONT,
    CAPTION_TOP,
    CELL,
    DISC_WIDTH,
    LABEL_FONT,
    MARGIN,
    WIDTH,
    Box,
    count_anchor,
    disc_boxes,
    square_box,
    square_centre,
)
from rendering.plateau.panel import draw_panel
from rendering.plateau.pieces import disc
from rendering.plateau.scene import PlateauScene

HIGHLIGHT: Final[palette.RGB] = (0, 16, 144)
"""The last move's colour: unlike every face colour, both disc colours and the wood, for
every colour vision too (tests/rendering/test_colour_vision.py), and dark, so it stands
out from both squares by lightness alone (over 5:1). The green it replaced melted into the
dark squares for a protanope; so does any light or mid colour near the wood's lightness."""
HIGHLIGHT_WIDTH: Final = 5
"""The destination's frame; a stop's is thinner and the origin's is dashed."""
STOP_WIDTH: Final = 3
HIGHLIGHT_INSET: Final = 1
"""The frame stays clear of the discs and stack heights, which keep 8 px to each side."""
DASH: Final = 16
"""Length of a dash of the origin's frame; the gaps are half that."""
ROUTE_WIDTH: Final = 6
ROUTE_TIP: Final = 7
"""How far into the next square a hop's arrow reaches: into its free margin, under no disc."""
COUNT_TEXT: Final[palette.RGB] = palette.TEXT


def draw_plateau(scene: PlateauScene) -> Image.Image:
    """The RGB image of ``scene``, for callers that compose or encode it themselves."""
    image = plateau_background(scene.private, scene.tender is not None, scene.legend).copy()
    draw = ImageDraw.Draw(image)
    _draw_last_move(image, draw, scene)
    count_face = text.font(LABEL_FONT)
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
        if len(stack) > 1:
            anchor = count_anchor(square, len(stack))
            draw.text(anchor, str(len(stack)), font=count_face, fill=COUNT_TEXT, anchor="mm")
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


def _draw_last_move(image: Image.Image, draw: ImageDraw.ImageDraw, scene: PlateauScene) -> None:
    """Frames on every square the last action touched, and its hops' arrows."""
    route = scene.route or tuple(sorted(scene.highlighted))
    for index, square in enumerate(route):
        box = _inset(square_box(square), HIGHLIGHT_INSET)
        if len(route) > 1 and index == 0:
            _dashed_frame(draw, box, HIGHLIGHT_WIDTH)
        else:
            last = index == len(route) - 1
            width = HIGHLIGHT_WIDTH if last else STOP_WIDTH
            left, top, right, bottom = box
            draw.rectangle((left, top, right - 1, bottom - 1), outline=HIGHLIGHT, width=width)
    for source, target in zip(route, route[1:], strict=False):
        start = square_centre(source)
        end = square_centre(target)
        distance = math.dist(start, end)
        if distance == 0:
            continue
        reach = distance - CELL / 2 + ROUTE_TIP
        tip = (
            start[0] + (end[0] - start[0]) * reach / distance,
            start[1] + (end[1] - start[1]) * reach / distance,
        )
        arrow(image, start, tip, ROUTE_WIDTH, fill=HIGHLIGHT)


def _inset(box: Box, by: int) -> Box:
    left, top, right, bottom = box
    return (left + by, top + by, right - by, bottom - by)


def _dashed_frame(draw: ImageDraw.ImageDraw, box: Box, width: int) -> None:
    """A frame of dashes inside ``box``: where the moved pieces were, like a ghost."""
    left, top, right, bottom = box
    step = DASH + DASH // 2
    for offset in range(0, right - left, step):
        end = min(offset + DASH, right - left)
        draw.rectangle((left + offset, top, left + end - 1, top + width - 1), fill=HIGHLIGHT)
        draw.rectangle((left + offset, bottom - width, left + end - 1, bottom - 1), fill=HIGHLIGHT)
    for offset in range(0, bottom - top, step):
        end = min(offset + DASH, bottom - top)
        draw.rectangle((left, top + offset, left + width - 1, top + end - 1), fill=HIGHLIGHT)
        draw.rectangle((right - width, top + offset, right - 1, top + end - 1), fill=HIGHLIGHT)
