"""Antialiasing by supersampling, the one way every board draws smooth shapes.

Pillow draws circles, polygons and diagonal lines without antialiasing.
Drawing them at `SUPERSAMPLE` times the size and shrinking with a box filter
gives smooth edges; doing it once per cached sprite or background keeps the
cost out of the per-move render. One factor for every family, so edges look
alike on every board.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

SUPERSAMPLE = 4


def canvas(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent RGBA canvas `SUPERSAMPLE` times ``width`` x ``height``, to draw a piece on."""
    big = Image.new("RGBA", (width * SUPERSAMPLE, height * SUPERSAMPLE), (0, 0, 0, 0))
    return big, ImageDraw.Draw(big)


def shrink(big: Image.Image) -> Image.Image:
    """``big`` (drawn at `SUPERSAMPLE` times the size) back at full size, edges averaged."""
    return big.resize((big.width // SUPERSAMPLE, big.height // SUPERSAMPLE), Image.Resampling.BOX)
