"""Lines of text under a board: what decided a game, where the header has no room left.

The header's subtitle is one line that is cut short when names are long, so a
final tally written there could vanish. A caption is a band of the frame below
the board, one line per entry, each optionally after a stone swatch like the
header's. The font is the header's subtitle size, or the phone-legible label
size (`rendering.kit.phone`) if that is larger for the image's width; a line too
long for the width is shortened with an ellipsis (`text.draw_fitted`), never
shrunk. Text and swatches are the header's, so every family's fixed palette
(which samples the header) already holds their shades.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rendering.kit import palette, phone, sprites, text
from rendering.kit.header import HEADER_PAD_X, SUBTITLE_FONT

CAPTION_PAD = 12
"""Frame above the first line and below the last."""
LINE_SPACING = 1.5
"""A line's height, in font sizes."""


@dataclass(frozen=True, slots=True)
class CaptionLine:
    """One line under the board: ``text``, after a stone swatch of colour ``swatch``."""

    text: str
    swatch: str | None = None


def caption_font(width: int) -> int:
    """The caption's font size on an image ``width`` wide."""
    return max(SUBTITLE_FONT, phone.label_font(width))


def caption_height(lines: Sequence[CaptionLine], width: int) -> int:
    """Pixels the caption adds below the board (0 without lines)."""
    if not lines:
        return 0
    return 2 * CAPTION_PAD + len(lines) * round(caption_font(width) * LINE_SPACING)


def check_caption(lines: object, name: str = "caption") -> None:
    """Raise `ValueError` naming a bad caption."""
    if not isinstance(lines, tuple):
        raise ValueError(f"{name} must be a tuple of CaptionLine, got {lines!r}")
    for index, line in enumerate(lines):
        if not isinstance(line, CaptionLine) or not isinstance(line.text, str):
            raise ValueError(f"{name}[{index}] must be a CaptionLine with text, got {line!r}")
        if line.swatch is not None:
            palette.check_colour(line.swatch, f"{name}[{index}] swatch")


def line_centres(top: int, lines: Sequence[CaptionLine], width: int) -> list[int]:
    """The y of each line's middle, for a caption starting at ``top``."""
    step = round(caption_font(width) * LINE_SPACING)
    return [top + CAPTION_PAD + index * step + step // 2 for index in range(len(lines))]


def with_caption(image: Image.Image, lines: Sequence[CaptionLine]) -> Image.Image:
    """``image`` with the caption's band added below it (``image`` itself without lines)."""
    if not lines:
        return image
    width = image.width
    size = caption_font(width)
    framed = Image.new("RGB", (width, image.height + caption_height(lines, width)), palette.FRAME)
    framed.paste(image, (0, 0))
    draw = ImageDraw.Draw(framed)
    for line, y in zip(lines, line_centres(image.height, lines, width), strict=True):
        x = HEADER_PAD_X
        if line.swatch is not None:
            swatch = sprites.stone(size * 0.42, line.swatch)
            framed.paste(swatch, (x, y - swatch.height // 2), swatch)
            x += swatch.width + size // 3
        text.draw_fitted(
            draw,
            (x, y),
            line.text,
            size=size,
            max_width=width - HEADER_PAD_X - x,
            fill=palette.TEXT,
        )
    return framed
