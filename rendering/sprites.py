"""Small antialiased pieces (stones, markers, dots) pasted onto the board.

Pillow draws circles without antialiasing. Drawing each piece once at four
times the size and shrinking it gives smooth edges, and caching the result per
cell size makes the per-move cost one alpha paste per piece instead of any
per-pixel work. Every sprite is square with an even side, so pasting it at
`centre - side // 2` centres it exactly on an intersection.
"""

from __future__ import annotations

import functools
import math

from PIL import Image, ImageDraw

from rendering import palette

_SUPERSAMPLE = 4


def sprite_side(radius: float) -> int:
    """Even side length that holds a circle of `radius` plus a pixel of fringe."""
    return 2 * math.ceil(radius + 1)


def _canvas(side: int) -> tuple[Image.Image, ImageDraw.ImageDraw, float]:
    big = Image.new("RGBA", (side * _SUPERSAMPLE, side * _SUPERSAMPLE), (0, 0, 0, 0))
    return big, ImageDraw.Draw(big), side * _SUPERSAMPLE / 2


def _shrink(big: Image.Image, side: int) -> Image.Image:
    return big.resize((side, side), Image.Resampling.BOX)


def _circle_box(centre: float, radius: float) -> tuple[float, float, float, float]:
    return (centre - radius, centre - radius, centre + radius, centre + radius)


@functools.lru_cache(maxsize=64)
def stone(radius: float, colour: str) -> Image.Image:
    """A stone with a rim: black on black stones, dark grey on white ones."""
    side = sprite_side(radius)
    big, draw, centre = _canvas(side)
    outline = round(min(3.0, max(1.0, radius / 14)) * _SUPERSAMPLE)
    draw.ellipse(
        _circle_box(centre, radius * _SUPERSAMPLE),
        fill=palette.STONE_FILL[colour],
        outline=palette.STONE_OUTLINE[colour],
        width=outline,
    )
    return _shrink(big, side)


@functools.lru_cache(maxsize=64)
def last_move(radius: float) -> Image.Image:
    """A thick red ring inside a stone: red stands out on both colours and on wood."""
    side = sprite_side(radius)
    big, draw, centre = _canvas(side)
    ring = radius * 0.52 * _SUPERSAMPLE
    draw.ellipse(
        _circle_box(centre, ring),
        outline=palette.LAST_MOVE,
        width=max(2 * _SUPERSAMPLE, round(radius * 0.17 * _SUPERSAMPLE)),
    )
    return _shrink(big, side)


@functools.lru_cache(maxsize=64)
def changed(radius: float, stone_colour: str) -> Image.Image:
    """A small square in the stone's former colour; a square never reads as the ring."""
    side = sprite_side(radius)
    big, draw, centre = _canvas(side)
    half = radius * 0.24 * _SUPERSAMPLE
    draw.rectangle(
        (centre - half, centre - half, centre + half, centre + half),
        fill=palette.CHANGED_ON[stone_colour],
    )
    return _shrink(big, side)


@functools.lru_cache(maxsize=64)
def dot(radius: float, colour: str) -> Image.Image:
    """A territory dot for an empty point, rimmed like a stone so white shows on wood."""
    side = sprite_side(radius)
    big, draw, centre = _canvas(side)
    draw.ellipse(
        _circle_box(centre, radius * 0.36 * _SUPERSAMPLE),
        fill=palette.STONE_FILL[colour],
        outline=palette.STONE_OUTLINE[colour],
        width=round(min(2.5, max(1.0, radius / 16)) * _SUPERSAMPLE),
    )
    return _shrink(big, side)


@functools.lru_cache(maxsize=16)
def star_point(radius: float) -> Image.Image:
    """A hoshi dot in the grid colour; `radius` is the dot's own radius."""
    side = sprite_side(radius)
    big, draw, centre = _canvas(side)
    draw.ellipse(_circle_box(centre, radius * _SUPERSAMPLE), fill=palette.GRID)
    return _shrink(big, side)


def paste_centred(target: Image.Image, piece: Image.Image, x: int, y: int) -> None:
    """Alpha-paste `piece` so its centre lands on the pixel boundary (x, y)."""
    half = piece.width // 2
    target.paste(piece, (x - half, y - half), piece)
