"""Backgammon-only pieces: dice, borne-off slabs, path arrows and ghosts.

Checkers themselves are `rendering.kit.sprites.stone`, so the backgammon
image shares the Go boards' stones. Like those sprites, every fixed piece is
supersampled (`rendering.kit.supersample`), shrunk and cached, so a render
only alpha-pastes. Arrows differ for every move (`rendering.kit.arrow`).
"""

from __future__ import annotations

import functools
import math
from typing import Final

from PIL import Image

from rendering.kit import palette, sprites
from rendering.kit.arrow import arrow
from rendering.kit.supersample import SUPERSAMPLE, canvas, shrink

RGB = palette.RGB

DIE_FILL: Final[dict[str, RGB]] = {"black": (36, 36, 40), "white": (250, 249, 244)}
DIE_PIP: Final[dict[str, RGB]] = {"black": (246, 245, 240), "white": (24, 24, 26)}
DIE_OUTLINE: Final[RGB] = (40, 36, 32)
ARROW: Final[RGB] = palette.LAST_MOVE
ARROW_HALO: Final[RGB] = (255, 248, 232)
"""A light halo keeps the red arrow visible on brown points and black checkers."""
COUNT_TEXT: Final[dict[str, RGB]] = {"black": (246, 245, 240), "white": (24, 24, 26)}
"""Stack counts are written in the opposite colour of the checker they sit on."""

_PIPS: Final[dict[int, tuple[tuple[int, int], ...]]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
"""Pip positions on a 3 x 3 grid (-1, 0, 1), as printed on real dice."""


@functools.lru_cache(maxsize=32)
def die(side: int, value: int, colour: str) -> Image.Image:
    """A rounded die face in its owner's colour with dark or light pips."""
    scale = SUPERSAMPLE
    big, draw = canvas(side, side)
    draw.rounded_rectangle(
        (scale // 2, scale // 2, side * scale - scale // 2 - 1, side * scale - scale // 2 - 1),
        radius=side * scale * 0.18,
        fill=DIE_FILL[colour],
        outline=DIE_OUTLINE,
        width=max(scale, round(side * scale / 26)),
    )
    centre = side * scale / 2
    spacing = side * scale * 0.26
    pip = side * scale * 0.09
    for column, row in _PIPS[value]:
        x, y = centre + column * spacing, centre + row * spacing
        draw.ellipse((x - pip, y - pip, x + pip, y + pip), fill=DIE_PIP[colour])
    return shrink(big)


PAST_ALPHA: Final = 0.6
"""How opaque the last turn's dice are: faded, so the roll to play stands out."""


@functools.lru_cache(maxsize=32)
def past_die(side: int, value: int, colour: str) -> Image.Image:
    """A die face of the last turn: `die`, faded into the board."""
    face = die(side, value, colour).copy()
    face.putalpha(face.getchannel("A").point(lambda alpha: round(alpha * PAST_ALPHA)))
    return face


@functools.lru_cache(maxsize=8)
def slab(width: int, height: int, colour: str) -> Image.Image:
    """A borne-off checker seen edge-on: a rimmed bar, as it lies in a real tray."""
    scale = SUPERSAMPLE
    big, draw = canvas(width, height)
    draw.rounded_rectangle(
        (0, 0, width * scale - 1, height * scale - 1),
        radius=height * scale * 0.35,
        fill=palette.STONE_FILL[colour],
        outline=palette.STONE_OUTLINE[colour],
        width=scale,
    )
    return shrink(big)


GHOST_HALO: Final = 1.5
"""Pixels of `ARROW_HALO` each side of a ghost's dashes."""


@functools.lru_cache(maxsize=8)
def ghost(radius: float) -> Image.Image:
    """A dashed red ring where a moved checker stood: the arrow's tail, clearly not a checker.

    Each dash is rimmed in the arrows' light halo: red and the brown points differ almost
    only in hue, and for a protanope the bare red dashes vanished on a dark point.
    """
    scale = SUPERSAMPLE
    big, draw, centre = sprites.round_canvas(radius)
    ring = radius * 0.82 * scale
    width = max(2 * scale, round(radius * 0.12 * scale))
    rim = round(GHOST_HALO * scale)
    # The rim's arc lies on the same middle line as the dash, its ends pushed out as far.
    spread = math.degrees(rim / ring)
    for fill, grow, stretch in ((ARROW_HALO, rim, spread), (ARROW, 0, 0.0)):
        reach = ring + grow / 2
        box = (centre - reach, centre - reach, centre + reach, centre + reach)
        for start in range(0, 360, 30):
            draw.arc(box, start - stretch, start + 18 + stretch, fill=fill, width=width + grow)
    return shrink(big)


def draw_arrow(
    image: Image.Image,
    start: tuple[float, float],
    end: tuple[float, float],
    width: float,
) -> None:
    """A red arrow with a light halo from `start` to the tip at `end`, antialiased."""
    arrow(image, start, end, width, fill=ARROW, halo=ARROW_HALO)
