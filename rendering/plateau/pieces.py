"""Plateau's pieces as sprites: discs in a stack, and loose pieces in the panel.

A disc on the board is seen from the side: a rimmed bar in its owner's
colour carrying a wide patch for the face that is up and, when the viewer
knows it, a small patch for the underside. A face the viewer does not know
is hatched, which no real face ever is. In the owner's own (private) image a
face the opponent has not seen yet is drawn hollow, so the owner can tell at
a glance what is still secret. Loose pieces (hand, prisoners, tenders) are
seen from above, split in two halves showing both of their faces, since a
piece off the board has no up side.

Faces differ in more than hue (issue 31): each marker face carries its letter
(`FACE_LETTER`: R, B, O; a blank face is the plain one), so red and orange, or
red and blue, never have to be told apart by colour alone, and a colour-blind
player reads the face as anyone does. A patch too thin for a legible letter (a
disc squeezed low in a tall stack) keeps its colour only; the top discs, the ones
that move, are always full (`rendering.plateau.layout`).

Like `rendering.kit.sprites`, every piece is supersampled
(`rendering.kit.supersample`), shrunk and cached, so a render only pastes.
"""

from __future__ import annotations

import functools
from typing import Final

from PIL import Image, ImageDraw

from rendering.kit import palette, text
from rendering.kit.supersample import SUPERSAMPLE, canvas, shrink
from rendering.plateau.layout import Box, face_boxes
from rules.plateau.pieces import BLANK, BLUE, HIDDEN, ORANGE, RED, SIDES

RGB = palette.RGB

FACE_FILL: Final[dict[str, RGB]] = {
    BLANK: (150, 143, 130),
    RED: (214, 42, 38),
    BLUE: (40, 98, 208),
    ORANGE: (246, 146, 26),
}
"""Blank is a warm mid grey: it shows on both disc colours and is neither marker."""
HATCH: Final[tuple[RGB, RGB]] = ((68, 68, 74), (204, 202, 196))
"""The two stripes of an unknown face: a pattern, so it can never pass for a flat face."""
DISC_FILL: Final[dict[str, RGB]] = {palette.BLACK: (30, 30, 33), palette.WHITE: (246, 245, 240)}
DISC_OUTLINE: Final[dict[str, RGB]] = {palette.BLACK: (128, 126, 122), palette.WHITE: (58, 56, 52)}
"""Black discs get a grey rim so that two of them stacked still read as two."""
HATCH_PERIOD: Final = 6
"""Pixels from one dark stripe to the next."""
FACE_LETTER: Final[dict[str, str]] = {RED: "R", BLUE: "B", ORANGE: "O"}
"""The letter on each marker face: its notation letter, as a capital, which stands taller
than a lower-case one on a phone. A blank face has none: no letter is its mark."""
LETTER_INK: Final[dict[str, RGB]] = {
    RED: (255, 255, 255),
    BLUE: (255, 255, 255),
    ORANGE: palette.TEXT,
}
"""A face's letter: light on red and blue, dark on orange, each at least 4.5:1 (WCAG AA)."""
HOLLOW_INK: Final[dict[str, RGB]] = {palette.BLACK: (255, 255, 255), palette.WHITE: palette.TEXT}
"""A hollow face's letter stands on its disc's own colour, inside the face's frame."""
HOLLOW_FRAME: Final = 3
"""The frame of a hollow face, in pixels (less on a patch too small for it)."""
LETTER_STROKE: Final = 2
"""Supersampled pixels the letters are thickened by (half a pixel): a semi-bold that
still reads when a phone shrinks the image."""
LETTER_MARGIN: Final = 2.5
"""The least room, in pixels, a letter keeps to each edge of its patch."""
LETTER_SIZES: Final = range(16, 8, -1)
"""Font sizes a letter may take, largest first; a patch too small for the last has none."""


def _scaled(box: Box) -> tuple[int, int, int, int]:
    """A full-size box as the inclusive supersampled rectangle Pillow draws."""
    left, top, right, bottom = box
    s = SUPERSAMPLE
    return (left * s, top * s, right * s - 1, bottom * s - 1)


@functools.lru_cache(maxsize=2048)
def disc(
    width: int,
    thickness: int,
    colour: str,
    up: str,
    down: str,
    up_secret: bool = False,
    down_secret: bool = False,
) -> Image.Image:
    """One disc of a stack, ``width`` x ``thickness`` pixels.

    ``down`` is ``?`` when the underside is unknown: then it has no patch at
    all, as the spec's "small mark for a revealed underside" asks.
    """
    s = SUPERSAMPLE
    big, draw = canvas(width, thickness)
    draw.rounded_rectangle(
        (0, 0, width * s - 1, thickness * s - 1),
        radius=min(thickness * s / 2, 5 * s),
        fill=DISC_FILL[colour],
        outline=DISC_OUTLINE[colour],
        width=s,
    )
    up_box, under_box = face_boxes(width, thickness)
    _face(big, draw, up_box, up, up_secret, colour)
    if down != HIDDEN:
        _face(big, draw, under_box, down, down_secret, colour)
    return shrink(big)


def _face(
    big: Image.Image, draw: ImageDraw.ImageDraw, box: Box, face: str, secret: bool, colour: str
) -> None:
    if face == HIDDEN:
        big.paste(
            _hatch(box[2] - box[0], box[3] - box[1]), (box[0] * SUPERSAMPLE, box[1] * SUPERSAMPLE)
        )
        return
    draw.rectangle(_scaled(box), fill=FACE_FILL[face])
    letter = FACE_LETTER.get(face)
    if not secret:
        if letter is not None:
            _letter(draw, box, letter, LETTER_INK[face], LETTER_MARGIN)
        return
    left, top, right, bottom = box
    frame = max(1, min(HOLLOW_FRAME, min(right - left, bottom - top) // 4))
    hollow = (left + frame, top + frame, right - frame, bottom - frame)
    if hollow[2] > hollow[0] and hollow[3] > hollow[1]:
        draw.rectangle(_scaled(hollow), fill=DISC_FILL[colour])
        if letter is not None:  # the frame already sets it apart: a thinner margin
            _letter(draw, hollow, letter, HOLLOW_INK[colour], 0.5)


def _letter(draw: ImageDraw.ImageDraw, box: Box, letter: str, ink: RGB, margin: float) -> None:
    """``letter`` in the middle of ``box`` (on the supersampled canvas), at the largest size
    that keeps ``margin`` to every edge; nothing when even the smallest does not fit."""
    left, top, right, bottom = box
    size = letter_size(right - left, bottom - top, margin)
    if size is None:
        return
    s = SUPERSAMPLE
    face = text.font(size * s)
    ink_left, ink_top, ink_right, ink_bottom = face.getbbox(letter, anchor="ls")
    x = (left + right) * s / 2 - (ink_left + ink_right) / 2
    y = (top + bottom) * s / 2 - (ink_top + ink_bottom) / 2
    draw.text(
        (x, y),
        letter,
        font=face,
        fill=ink,
        anchor="ls",
        stroke_width=LETTER_STROKE,
        stroke_fill=ink,
    )


@functools.lru_cache(maxsize=64)
def letter_size(width: int, height: int, margin: float = LETTER_MARGIN) -> int | None:
    """The font size of a face's letter on a patch ``width`` x ``height`` pixels: the largest
    of `LETTER_SIZES` whose every letter, thickened, keeps ``margin`` to each edge."""
    s = SUPERSAMPLE
    for size in LETTER_SIZES:
        face = text.font(size * s)
        boxes = [face.getbbox(letter, anchor="ls") for letter in FACE_LETTER.values()]
        wide = (max(right - left for left, _, right, _ in boxes) + 2 * LETTER_STROKE) / s
        tall = (max(bottom - top for _, top, _, bottom in boxes) + 2 * LETTER_STROKE) / s
        if wide <= width - 2 * margin and tall <= height - 2 * margin:
            return size
    return None


@functools.lru_cache(maxsize=64)
def _hatch(width: int, height: int) -> Image.Image:
    """Diagonal stripes filling a ``width`` x ``height`` patch, at the supersampled size."""
    s = SUPERSAMPLE
    dark, light = HATCH
    patch = Image.new("RGBA", (width * s, height * s), light)
    draw = ImageDraw.Draw(patch)
    period = HATCH_PERIOD * s
    for start in range(-height * s, width * s + period, period):
        draw.line([(start, height * s), (start + height * s, 0)], fill=dark, width=period // 2)
    return patch


@functools.lru_cache(maxsize=64)
def loose_piece(radius: int, colour: str, kind: str) -> Image.Image:
    """A piece off the board seen from above: its owner's ring around both of its faces,
    side 0 on the left half and side 1 on the right."""
    s = SUPERSAMPLE
    side = 2 * radius + 2
    big, draw = canvas(side, side)
    centre = side * s / 2
    outer = radius * s
    draw.ellipse(
        (centre - outer, centre - outer, centre + outer, centre + outer),
        fill=DISC_FILL[colour],
        outline=DISC_OUTLINE[colour],
        width=s,
    )
    inner = radius * 0.66 * s
    face_box = (centre - inner, centre - inner, centre + inner, centre + inner)
    first, second = SIDES[kind]
    draw.pieslice(face_box, 90, 270, fill=FACE_FILL[first])
    draw.pieslice(face_box, 270, 90, fill=FACE_FILL[second])
    draw.line((centre, centre - inner, centre, centre + inner), fill=DISC_FILL[colour], width=s)
    return shrink(big)
