"""The two header lines every board image shares: title, then a swatch and a subtitle.

One drawing for every game, so players read every image the same way.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering import palette, sprites, text
from rendering.square_layout import HEADER_PAD_X, SUBTITLE_FONT, TITLE_FONT


def draw_header(
    image: Image.Image,
    *,
    height: int,
    width: int,
    title: str,
    subtitle: str,
    to_move_colour: str | None,
    right_text: str = "",
) -> None:
    """Draw into the top ``height`` pixels of ``image`` (``width`` wide).

    ``right_text`` (a match score, say) sits right-aligned on the title line,
    and the title is shortened to leave room for it.
    """
    draw = ImageDraw.Draw(image)
    title_y = height * 0.32
    subtitle_y = height * 0.74
    max_width = width - 2 * HEADER_PAD_X
    title_width: float = max_width
    if right_text:
        right = text.fit(text.drawable(right_text), SUBTITLE_FONT, max_width / 2)
        draw.text(
            (width - HEADER_PAD_X, title_y),
            right,
            font=text.font(SUBTITLE_FONT),
            fill=palette.TEXT_MUTED,
            anchor="rm",
        )
        title_width = max_width - text.font(SUBTITLE_FONT).getlength(right) - HEADER_PAD_X
    if title:
        fitted = text.fit(text.drawable(title), TITLE_FONT, title_width)
        draw.text(
            (HEADER_PAD_X, title_y),
            fitted,
            font=text.font(TITLE_FONT),
            fill=palette.TEXT,
            anchor="lm",
        )
    x = HEADER_PAD_X
    if to_move_colour is not None:
        swatch = sprites.stone(SUBTITLE_FONT * 0.42, to_move_colour)
        image.paste(swatch, (x, round(subtitle_y) - swatch.height // 2), swatch)
        x += swatch.width + SUBTITLE_FONT // 3
    if subtitle:
        fitted = text.fit(text.drawable(subtitle), SUBTITLE_FONT, max_width - x)
        draw.text(
            (x, subtitle_y),
            fitted,
            font=text.font(SUBTITLE_FONT),
            fill=palette.TEXT_MUTED,
            anchor="lm",
        )
