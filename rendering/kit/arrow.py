"""An antialiased arrow, optionally haloed: the last move's path on the movement boards.

Arrows differ for every move, so they cannot be cached sprites. Each is
drawn as a greyscale mask supersampled over its own bounding box only (a hop
spans a few hundred pixels, so this costs well under a millisecond) and the
colour is pasted through the mask.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from rendering.kit.palette import RGB
from rendering.kit.supersample import SUPERSAMPLE

HALO_GROWTH = 4
"""How much wider (pixels) the halo's shaft is than the arrow's."""


def arrow(
    image: Image.Image,
    start: tuple[float, float],
    end: tuple[float, float],
    width: float,
    *,
    fill: RGB,
    halo: RGB | None = None,
) -> None:
    """An arrow of shaft ``width`` from `start` to the tip at `end`, in ``fill``; with a
    ``halo`` colour, a rim of it around the whole arrow keeps it visible on any ground."""
    scale = SUPERSAMPLE
    length = math.dist(start, end)
    if length < 1:
        return
    head = width * 2.6
    pad = math.ceil(head + width)
    left = math.floor(min(start[0], end[0])) - pad
    top = math.floor(min(start[1], end[1])) - pad
    right = math.ceil(max(start[0], end[0])) + pad
    bottom = math.ceil(max(start[1], end[1])) + pad
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length

    def local(x: float, y: float) -> tuple[float, float]:
        return ((x - left) * scale, (y - top) * scale)

    base = (end[0] - ux * head, end[1] - uy * head)
    wing = head * 0.62
    triangle = [
        local(*end),
        local(base[0] - uy * wing, base[1] + ux * wing),
        local(base[0] + uy * wing, base[1] - ux * wing),
    ]
    size = ((right - left) * scale, (bottom - top) * scale)
    box = (left, top, right, bottom)
    target = (right - left, bottom - top)
    if halo is not None:
        mask = Image.new("L", size, 0)
        draw = ImageDraw.Draw(mask)
        draw.line(
            [local(*start), local(*base)], fill=255, width=round((width + HALO_GROWTH) * scale)
        )
        # The halo's head: the same triangle pushed out by 2 pixels on every side.
        centroid_x = sum(x for x, _ in triangle) / 3
        centroid_y = sum(y for _, y in triangle) / 3
        factor = 1 + 2.0 * 3 / head
        draw.polygon(
            [
                (centroid_x + (x - centroid_x) * factor, centroid_y + (y - centroid_y) * factor)
                for x, y in triangle
            ],
            fill=255,
        )
        image.paste(halo, box, mask.resize(target, Image.Resampling.BOX))
    mask = Image.new("L", size, 0)
    draw = ImageDraw.Draw(mask)
    draw.line([local(*start), local(*base)], fill=255, width=round(width * scale))
    draw.polygon(triangle, fill=255)
    image.paste(fill, box, mask.resize(target, Image.Resampling.BOX))
