"""Small antialiased pieces (stones, markers, dots) pasted onto the board.

Each piece is drawn once, supersampled (`rendering.kit.supersample`), and
cached per cell size, so the per-move cost is one alpha paste per piece
instead of any per-pixel work. Every sprite is square with an even side, so
pasting it at `centre - side // 2` centres it exactly on an intersection;
layouts keep their lines and cells even (`even`) for the same reason.
"""

from __future__ import annotations

import functools
import math

from PIL import Image, ImageDraw

from rendering.kit import palette
from rendering.kit.supersample import SUPERSAMPLE, canvas, shrink


def sprite_side(radius: float) -> int:
    """Even side length that holds a circle of `radius` plus a pixel of fringe."""
    return 2 * math.ceil(radius + 1)


def even(value: float) -> int:
    """`value` rounded to an even number of pixels, at least 2.

    A line or cell of even width has its middle on a pixel boundary, where
    the even-sided sprites centre; no sub-pixel drawing is ever needed.
    """
    return max(2, 2 * round(value / 2))


def round_canvas(radius: float) -> tuple[Image.Image, ImageDraw.ImageDraw, float]:
    """A supersampled canvas for a round piece of `radius`, and its centre (supersampled)."""
    side = sprite_side(radius)
    big, draw = canvas(side, side)
    return big, draw, side * SUPERSAMPLE / 2


def _circle_box(centre: float, radius: float) -> tuple[float, float, float, float]:
    return (centre - radius, centre - radius, centre + radius, centre + radius)


@functools.lru_cache(maxsize=64)
def stone(radius: float, colour: str) -> Image.Image:
    """A stone with a rim: black on black stones, dark grey on white ones."""
    big, draw, centre = round_canvas(radius)
    outline = round(min(3.0, max(1.0, radius / 14)) * SUPERSAMPLE)
    draw.ellipse(
        _circle_box(centre, radius * SUPERSAMPLE),
        fill=palette.STONE_FILL[colour],
        outline=palette.STONE_OUTLINE[colour],
        width=outline,
    )
    return shrink(big)


@functools.lru_cache(maxsize=64)
def last_move(radius: float) -> Image.Image:
    """A thick red ring inside a stone: red stands out on both colours and on wood.

    A quarter of the stone's radius thick, so that it is still about two pixels
    wide when a phone shrinks a 19x19 board to 400 px; it leaves the middle
    free for the converted-stone square, which it never touches.
    """
    big, draw, centre = round_canvas(radius)
    ring = radius * 0.62 * SUPERSAMPLE
    draw.ellipse(
        _circle_box(centre, ring),
        outline=palette.LAST_MOVE,
        width=max(2 * SUPERSAMPLE, round(radius * 0.24 * SUPERSAMPLE)),
    )
    return shrink(big)


@functools.lru_cache(maxsize=64)
def changed(radius: float, stone_colour: str) -> Image.Image:
    """A small square in the stone's former colour; a square never reads as the ring."""
    big, draw, centre = round_canvas(radius)
    half = radius * 0.24 * SUPERSAMPLE
    draw.rectangle(
        (centre - half, centre - half, centre + half, centre + half),
        fill=palette.CHANGED_ON[stone_colour],
    )
    return shrink(big)


@functools.lru_cache(maxsize=64)
def dot(radius: float, colour: str) -> Image.Image:
    """A territory dot for an empty point, rimmed like a stone so white shows on wood."""
    big, draw, centre = round_canvas(radius)
    draw.ellipse(
        _circle_box(centre, radius * 0.36 * SUPERSAMPLE),
        fill=palette.STONE_FILL[colour],
        outline=palette.STONE_OUTLINE[colour],
        width=round(min(2.5, max(1.0, radius / 16)) * SUPERSAMPLE),
    )
    return shrink(big)


@functools.lru_cache(maxsize=16)
def star_point(radius: float) -> Image.Image:
    """A hoshi dot in the grid colour; `radius` is the dot's own radius."""
    big, draw, centre = round_canvas(radius)
    draw.ellipse(_circle_box(centre, radius * SUPERSAMPLE), fill=palette.GRID)
    return shrink(big)


def paste_centred(target: Image.Image, piece: Image.Image, x: int, y: int) -> None:
    """Alpha-paste `piece` so its centre lands on the pixel boundary (x, y)."""
    half = piece.width // 2
    target.paste(piece, (x - half, y - half), piece)
