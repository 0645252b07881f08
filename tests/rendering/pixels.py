"""Reading rendered PNGs in tests: decode, sample pixels, compare colours."""

from __future__ import annotations

import io

from PIL import Image

RGB = tuple[int, int, int]
PNG_BUDGET = 80 * 1024


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


def pixel(image: Image.Image, x: float, y: float) -> RGB:
    value = image.getpixel((int(x), int(y)))
    assert isinstance(value, tuple)
    return (value[0], value[1], value[2])


def rgb_pixels(image: Image.Image) -> list[RGB]:
    """Every pixel of an RGB image (portable: `getdata` is deprecated in Pillow 12)."""
    data = image.tobytes()
    return list(zip(data[0::3], data[1::3], data[2::3], strict=True))


def luminance(rgb: RGB) -> float:
    red, green, blue = rgb
    return 0.299 * red + 0.587 * green + 0.114 * blue


def close(actual: RGB, expected: RGB, tolerance: int = 12) -> bool:
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected, strict=True))
