"""Legibility on a phone: how big a label is once Discord scales the image down.

Discord's phone preview scales an image to about `PHONE_WIDTH` pixels wide,
whatever its size. Whether a coordinate can be read there depends on the
label's height *relative to the image width*, not on its height in pixels.
Each layout therefore picks its label fonts here, from its own image width,
and exposes what it picked (`phone_height`), so the rule is in one place and
tests can check every board size against it.

The measure is the ink height of the digits (`glyph_height`): what the eye
reads as the size of "19" or "e". Capitals and tall lowercase letters
(b, d, f, h, k, l) stand as tall; lowercase letters without ascenders are
about three quarters of it.
"""

from __future__ import annotations

import functools
import io
import math
from typing import Final

from PIL import Image

from rendering.kit import text

PHONE_WIDTH: Final = 400
"""Pixels across that Discord's phone preview scales an image to."""
MIN_GLYPH: Final = 9.0
"""The least height, in phone pixels, of a label's digits: about the size of the
smallest text a phone's own interface uses."""
DIGITS: Final = "0123456789"


@functools.lru_cache(maxsize=64)
def glyph_height(size: int) -> int:
    """Ink height in pixels of the digits at font ``size``."""
    _, top, _, bottom = text.font(size).getbbox(DIGITS, anchor="ls")
    return math.ceil(bottom - top)


def on_phone(pixels: float, image_width: int) -> float:
    """What ``pixels`` of an image ``image_width`` wide measure in the phone preview."""
    return pixels * PHONE_WIDTH / image_width


def phone_height(size: int, image_width: int) -> float:
    """How tall the digits of font ``size`` stand in the phone preview."""
    return on_phone(glyph_height(size), image_width)


@functools.lru_cache(maxsize=64)
def label_font(image_width: int, minimum: float = MIN_GLYPH) -> int:
    """The smallest font size whose digits stand ``minimum`` phone pixels tall on an
    image ``image_width`` wide."""
    size = 6
    while phone_height(size, image_width) < minimum:
        size += 1
    return size


def phone_preview(png: bytes) -> bytes:
    """``png`` as the phone preview shows it: scaled to `PHONE_WIDTH` pixels wide with its
    pixels averaged, for looking at (and testing) what a phone shows."""
    with Image.open(io.BytesIO(png)) as image:
        height = round(image.height * PHONE_WIDTH / image.width)
        small = image.convert("RGB").resize((PHONE_WIDTH, height), Image.Resampling.BOX)
    buffer = io.BytesIO()
    small.save(buffer, format="PNG")
    return buffer.getvalue()
