"""Fonts and the text that can safely be drawn with them.

The board images use Pillow's built-in scalable font (Aileron, embedded in
Pillow >= 10.1) so that rendering needs no network and no system fonts. That
font only covers ASCII and a handful of punctuation, though, and Discord
display names routinely contain accents or symbols; drawn as they are they
would come out as empty boxes. `drawable` therefore folds accents away
("José" -> "Jose") and replaces what it cannot fold, so a header always reads
as text.
"""

from __future__ import annotations

import functools
import unicodedata

from PIL import ImageDraw, ImageFont

from rendering.kit.palette import RGB

LOOKALIKES: dict[str, str] = {
    "\u00d7": "x",  # multiplication sign, as in "11×11"
    "\u2013": "-",
    "\u2014": "-",
    "\u2212": "-",
    "\u00df": "ss",
    "\u00e6": "ae",
    "\u00c6": "AE",
    "\u0153": "oe",
    "\u0152": "OE",
    "\u00f8": "o",
    "\u00d8": "O",
    "\u0142": "l",
    "\u0141": "L",
    "\u25cf": "*",  # black circle: callers should prefer the stone swatch
    "\u25cb": "o",
}


@functools.lru_cache(maxsize=32)
def font(size: int) -> ImageFont.FreeTypeFont:
    """The built-in font at `size` pixels; loading it parses the font, so cache it."""
    loaded = ImageFont.load_default(size=size)
    if not isinstance(loaded, ImageFont.FreeTypeFont):  # pragma: no cover - Pillow < 10.1
        raise RuntimeError("Pillow was built without FreeType; board images need it")
    return loaded


@functools.lru_cache(maxsize=1)
def _missing_glyph_mask() -> bytes:
    """The bitmap the font draws for a character it lacks (its .notdef box)."""
    return bytes(font(24).getmask("\uffff"))


@functools.lru_cache(maxsize=4096)
def _has_glyph(char: str) -> bool:
    if char.isspace():
        return True
    return bytes(font(24).getmask(char)) != _missing_glyph_mask()


@functools.lru_cache(maxsize=4096)
def _drawable_char(char: str) -> str:
    if unicodedata.category(char) == "Cf":
        return ""  # invisible format characters (a zero-width space) draw as nothing
    if _has_glyph(char):
        return char
    if char in LOOKALIKES:
        return LOOKALIKES[char]
    folded = "".join(
        part
        for part in unicodedata.normalize("NFKD", char)
        if not unicodedata.combining(part) and _has_glyph(part)
    )
    return folded or "?"


def drawable(text: str) -> str:
    """`text` with every character the built-in font lacks folded or replaced."""
    return "".join(_drawable_char(char) for char in text)


def fit(text: str, size: int, max_width: float) -> str:
    """`text` shortened with an ellipsis so that it fits `max_width` pixels.

    Headers carry player names of any length; cutting them keeps the line on
    the image instead of running off its edge.
    """
    face = font(size)
    if face.getlength(text) <= max_width:
        return text

    def shortened(cut: int) -> str:
        return text[:cut].rstrip() + "\u2026"

    # Binary search for the longest prefix that fits: getlength lays out the
    # whole string, so trying every length would cost milliseconds.
    fits, too_long = 0, len(text)
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if face.getlength(shortened(middle)) <= max_width:
            fits = middle
        else:
            too_long = middle
    return shortened(fits)


def draw_fitted(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    line: str,
    *,
    size: int,
    max_width: float,
    fill: RGB,
    anchor: str = "lm",
) -> str:
    """Draw a line of free text (a header, a player's name, a caption) and return what was drawn.

    Free text comes from players, so it goes through `drawable` and `fit`
    on its way to the image: no line shows empty boxes or runs off the edge.
    """
    fitted = fit(drawable(line), size, max_width)
    draw.text(xy, fitted, font=font(size), fill=fill, anchor=anchor)
    return fitted
