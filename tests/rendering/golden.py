"""Golden-image comparison with a tolerance.

Text is rasterised by whatever FreeType build Pillow was compiled against, so
two correct machines may disagree on antialiased glyph edges, or shift a
glyph by a pixel. The whole image is therefore compared loosely (small mean
difference, under 0.5 % of pixels differing strongly). That alone would let
a single stone change colour unnoticed (one stone is about 0.3 % of an
11 x 11 image), so callers also name a text-free region (the board) that is
compared strictly: only a few dozen pixels there may differ strongly.
`POSTBOARD_UPDATE_GOLDEN=1` rewrites the stored images (the test still
compares, so a broken write fails too).
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

GOLDEN_DIR = Path(__file__).parent / "golden"
STRONG_DIFF = 64
MAX_MEAN_CHANNEL_DIFF = 2.0
MAX_STRONG_FRACTION = 0.005
MAX_STRONG_FRACTION_TEXT_FREE = 0.0002

Box = tuple[int, int, int, int]


def _rgb(png: bytes) -> Image.Image:
    with Image.open(io.BytesIO(png)) as image:
        return image.convert("RGB")


def difference(expected: Image.Image, actual: Image.Image) -> tuple[float, float]:
    """Mean absolute per-channel difference, and the fraction of pixels that
    differ by more than `STRONG_DIFF` in some channel."""
    diff = ImageChops.difference(expected, actual)
    mean = sum(ImageStat.Stat(diff).mean) / 3
    red, green, blue = diff.split()
    worst = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    strong = worst.point(lambda value: 255 if value > STRONG_DIFF else 0).histogram()[255]
    return mean, strong / (diff.width * diff.height)


def assert_matches_golden(png: bytes, name: str, failure_dir: Path, text_free: Box) -> None:
    """Compare `png` with `golden/<name>.png`; on failure keep the actual image."""
    path = GOLDEN_DIR / f"{name}.png"
    if os.environ.get("POSTBOARD_UPDATE_GOLDEN") == "1":
        GOLDEN_DIR.mkdir(exist_ok=True)
        path.write_bytes(png)
    assert path.exists(), f"{path} is missing; run the tests with POSTBOARD_UPDATE_GOLDEN=1"
    expected = _rgb(path.read_bytes())
    actual = _rgb(png)
    kept = failure_dir / f"{name}.actual.png"
    problems = []
    if expected.size != actual.size:
        problems.append(f"image is {actual.size}, golden is {expected.size}")
    else:
        mean, strong = difference(expected, actual)
        if mean >= MAX_MEAN_CHANNEL_DIFF or strong >= MAX_STRONG_FRACTION:
            problems.append(
                f"mean channel difference {mean:.3f} (limit {MAX_MEAN_CHANNEL_DIFF}), "
                f"{strong:.3%} of pixels differ by more than {STRONG_DIFF} "
                f"(limit {MAX_STRONG_FRACTION:.1%})"
            )
        _, strong_board = difference(expected.crop(text_free), actual.crop(text_free))
        if strong_board >= MAX_STRONG_FRACTION_TEXT_FREE:
            problems.append(
                f"{strong_board:.3%} of the text-free region {text_free} differs by more "
                f"than {STRONG_DIFF} (limit {MAX_STRONG_FRACTION_TEXT_FREE:.2%})"
            )
    if problems:
        kept.write_bytes(png)
        raise AssertionError(f"{name}: {'; '.join(problems)}; actual image kept at {kept}")
