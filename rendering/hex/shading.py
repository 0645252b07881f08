"""Tinting empty points in their owner's colour, as one smooth region per hole.

Each point's share of the board is its lattice cell: a pointy-top hexagon
with an inradius of half the spacing. Tinting whole cells, rather than
putting a dot on each point as the square boards do, makes a hole read as
one region at a glance, which is what Les's result is about. Adjacent cells
must merge without seams, so all the cells of one owner are filled into a
single mask, drawn at four times the size and shrunk (an antialiased sprite
per cell would leave a faint line wherever two half-covered edges meet).
The tint is a translucent wash, so the triangle lines still show through.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from typing import Final

from PIL import Image, ImageChops, ImageDraw

from rendering.kit import palette
from rendering.kit.supersample import SUPERSAMPLE, canvas, shrink

SHADE_FILL: Final[dict[str, palette.RGB]] = {
    palette.BLACK: (24, 24, 26),
    palette.WHITE: (255, 255, 252),
}
SHADE_OPACITY: Final[dict[str, float]] = {palette.BLACK: 0.55, palette.WHITE: 0.68}
"""Strong enough to tell the owners apart at a glance, light enough to keep lines visible."""
HOLE_TEXT: Final[dict[str, palette.RGB]] = {
    palette.BLACK: palette.STONE_FILL[palette.WHITE],
    palette.WHITE: palette.TEXT,
}
"""Hole sizes are written light on Black's dark wash and dark on White's light one."""


def shaded_colour(owner: str) -> palette.RGB:
    """The colour plain wood takes under `owner`'s wash (what tests look for)."""
    opacity = SHADE_OPACITY[owner]
    return (
        round(palette.WOOD[0] * (1 - opacity) + SHADE_FILL[owner][0] * opacity),
        round(palette.WOOD[1] * (1 - opacity) + SHADE_FILL[owner][1] * opacity),
        round(palette.WOOD[2] * (1 - opacity) + SHADE_FILL[owner][2] * opacity),
    )


@functools.lru_cache(maxsize=32)
def label_badge(width: int, height: int, owner: str) -> Image.Image:
    """A disc (or, for a wider label, a pill) of the washed wood colour that a hole's size
    is written on.

    The label sits on a point, where three lines cross; the badge hides them
    so the digits stay legible, and it matches the wash so it reads as part
    of the hole rather than as a stone.
    """
    big, draw = canvas(width, height)
    draw.rounded_rectangle(
        (0, 0, width * SUPERSAMPLE - 1, height * SUPERSAMPLE - 1),
        radius=height * SUPERSAMPLE / 2,
        fill=shaded_colour(owner),
    )
    return shrink(big)


def shade_cells(
    image: Image.Image,
    cells: Iterable[Sequence[tuple[float, float]]],
    owner: str,
    clip: Sequence[tuple[float, float]] | None = None,
) -> None:
    """Wash the union of `cells` (polygons in pixels) in `owner`'s tint.

    `clip` is a polygon the wash must stay inside; the renderer passes the
    board's hexagon half a spacing out, where the cells would end if the
    lattice went on, and edge cells reach past it (see `HexLayout.cell`).
    """
    polygons = [list(cell) for cell in cells]
    if not polygons:
        return
    xs = [x for polygon in polygons for x, _ in polygon]
    ys = [y for polygon in polygons for _, y in polygon]
    left = max(0, math.floor(min(xs)) - 1)
    top = max(0, math.floor(min(ys)) - 1)
    right = min(image.width, math.ceil(max(xs)) + 1)
    bottom = min(image.height, math.ceil(max(ys)) + 1)
    scale = SUPERSAMPLE
    mask = Image.new("L", ((right - left) * scale, (bottom - top) * scale), 0)
    draw = ImageDraw.Draw(mask)
    opacity = round(255 * SHADE_OPACITY[owner])
    for polygon in polygons:
        # The outline closes the hairline gaps the rasteriser can leave between
        # two cells that share an edge.
        draw.polygon(
            [((x - left) * scale, (y - top) * scale) for x, y in polygon],
            fill=opacity,
            outline=opacity,
        )
    if clip is not None:
        inside = Image.new("L", mask.size, 0)
        ImageDraw.Draw(inside).polygon(
            [((x - left) * scale, (y - top) * scale) for x, y in clip], fill=255
        )
        mask = ImageChops.darker(mask, inside)
    wash = mask.resize((right - left, bottom - top), Image.Resampling.BOX)
    image.paste(SHADE_FILL[owner], (left, top, right, bottom), wash)
