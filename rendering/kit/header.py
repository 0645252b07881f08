"""The two header lines every board image shares: title, then a swatch and a subtitle.

One drawing for every game, so players read every image the same way. Every
scene carries the same three header fields (`HeaderText`); the rules for
them live here too (when a header is drawn, what a valid field is, which
colours it needs in a palette), so no family restates them.
"""

from __future__ import annotations

from typing import Protocol

from PIL import Image, ImageDraw

from rendering.kit import palette, sprites, text

HEADER_HEIGHT = 104
TITLE_FONT = 34
SUBTITLE_FONT = 28
HEADER_PAD_X = 22

SAMPLE_TEXT = (
    "Plakoto #7 - alice vs bob (Black) to move, ply 12; Match to 5: 3-2 ABCDEFGHIJKLMNOPQRSTUVWXYZ"
)


class HeaderText(Protocol):
    """The header fields of a scene; a frozen dataclass with these fields satisfies it.

    ``to_move_colour`` draws a stone swatch before the subtitle. Prefer it to
    a "●" in the text: the built-in font has no such glyph.
    """

    @property
    def title(self) -> str: ...

    @property
    def subtitle(self) -> str: ...

    @property
    def to_move_colour(self) -> str | None: ...


def shows_header(fields: HeaderText, right_text: str = "") -> bool:
    """A header is drawn only when one of its fields is set, so a bare board keeps its shape."""
    return bool(fields.title or fields.subtitle or fields.to_move_colour or right_text)


def check_header(fields: HeaderText, *more_text: str) -> None:
    """Raise `ValueError` naming a bad header field; ``more_text`` names further str fields
    of the scene (a match score, say), checked before the title."""
    if fields.to_move_colour is not None:
        palette.check_colour(fields.to_move_colour, "to_move_colour")
    for name in (*more_text, "title", "subtitle"):
        value = getattr(fields, name)
        if not isinstance(value, str):
            raise ValueError(f"{name} must be a str, got {value!r}")


def draw_header(
    image: Image.Image,
    fields: HeaderText,
    *,
    height: int,
    width: int,
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
        right = text.draw_fitted(
            draw,
            (width - HEADER_PAD_X, title_y),
            right_text,
            size=SUBTITLE_FONT,
            max_width=max_width / 2,
            fill=palette.TEXT_MUTED,
            anchor="rm",
        )
        title_width = max_width - text.font(SUBTITLE_FONT).getlength(right) - HEADER_PAD_X
    if fields.title:
        text.draw_fitted(
            draw,
            (HEADER_PAD_X, title_y),
            fields.title,
            size=TITLE_FONT,
            max_width=title_width,
            fill=palette.TEXT,
        )
    x = HEADER_PAD_X
    if fields.to_move_colour is not None:
        swatch = sprites.stone(SUBTITLE_FONT * 0.42, fields.to_move_colour)
        image.paste(swatch, (x, round(subtitle_y) - swatch.height // 2), swatch)
        x += swatch.width + SUBTITLE_FONT // 3
    if fields.subtitle:
        text.draw_fitted(
            draw,
            (x, subtitle_y),
            fields.subtitle,
            size=SUBTITLE_FONT,
            max_width=max_width - x,
            fill=palette.TEXT_MUTED,
        )


def header_sample() -> Image.Image:
    """Both header lines' text and the to-move swatches on the frame colour: the header's
    share of every family's fixed palette (`rendering.kit.png.palette_from`)."""
    swatch_radius = SUBTITLE_FONT * 0.42
    sample = Image.new("RGB", (1200, 3 * TITLE_FONT), palette.FRAME)
    draw = ImageDraw.Draw(sample)
    draw.text((0, 0), SAMPLE_TEXT, font=text.font(TITLE_FONT), fill=palette.TEXT)
    draw.text(
        (0, 3 * TITLE_FONT // 2),
        SAMPLE_TEXT.lower(),
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
