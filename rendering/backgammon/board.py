"""Drawing a `BackgammonScene`: checkers, trays, dice, the last move's path and the header.

The static board comes from the cached background and every piece is a
cached sprite, so a render is a copy, a few dozen pastes and the arrows.
See `rendering.backgammon.scene` for what each scene field means.
"""

from __future__ import annotations

from typing import Final

from PIL import Image, ImageDraw

from rendering.backgammon.background import TRAY_TEXT, backgammon_background
from rendering.backgammon.fixed_palette import backgammon_palette
from rendering.backgammon.layout import (
    COUNT_FONT,
    DICE_MARGIN,
    DIE_GAP,
    DIE_SIDE,
    LAST_DIE_GAP,
    LAST_DIE_SIDE,
    PIN_SHIFT,
    TRAY_FONT,
    VISIBLE_STACK,
    BackgammonLayout,
    backgammon_layout,
)
from rendering.backgammon.pieces import COUNT_TEXT, draw_arrow, ghost, past_die, slab
from rendering.backgammon.pieces import die as die_face
from rendering.backgammon.scene import OFF, BackgammonScene, PointStack
from rendering.kit import palette, sprites, text
from rendering.kit.header import draw_header
from rendering.kit.png import encode_png

SLAB_HEIGHT: Final = 15
SLAB_PITCH: Final = 17
"""Fifteen slabs of 17 px fill 255 of a tray's 269 px."""


def render_backgammon(scene: BackgammonScene) -> bytes:
    """The PNG image of `scene`; pure and deterministic (same scene, same bytes)."""
    return encode_png(draw_backgammon(scene), backgammon_palette(scene.has_header, scene.numbers))


def draw_backgammon(scene: BackgammonScene) -> Image.Image:
    """The RGB image of `scene`, for callers that compose or encode it themselves."""
    layout = backgammon_layout(scene.has_header)
    image = backgammon_background(scene.has_header, scene.numbers).copy()
    draw = ImageDraw.Draw(image)
    for index, stack in enumerate(scene.points):
        _draw_stack(image, draw, layout, index, stack)
    _draw_trays(image, draw, layout, scene)
    _draw_dice(image, layout, scene)
    _draw_path(image, layout, scene)
    if scene.has_header:
        draw_header(
            image, scene, height=layout.header, width=layout.width, right_text=scene.match_score
        )
    return image


def _stack_slots(stack: PointStack) -> list[float]:
    """Slot positions of the visible pinning/free checkers, bottom first."""
    shift = PIN_SHIFT if stack.pinned else 0.0
    return [slot + shift for slot in range(min(stack.count, VISIBLE_STACK))]


def _draw_stack(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    layout: BackgammonLayout,
    index: int,
    stack: PointStack,
) -> None:
    if stack.owner is None:
        return
    radius = layout.checker_radius
    x = layout.point_x(index)
    if stack.pinned is not None:
        sprites.paste_centred(
            image, sprites.stone(radius, stack.pinned), x, layout.slot_y(index, 0)
        )
    checker = sprites.stone(radius, stack.owner)
    slots = _stack_slots(stack)
    for slot in slots:
        sprites.paste_centred(image, checker, x, layout.slot_y(index, slot))
    if stack.count > VISIBLE_STACK:
        draw.text(
            (x, layout.slot_y(index, slots[-1])),
            str(stack.count),
            font=text.font(COUNT_FONT),
            fill=COUNT_TEXT[stack.owner],
            anchor="mm",
        )


def _draw_trays(
    image: Image.Image, draw: ImageDraw.ImageDraw, layout: BackgammonLayout, scene: BackgammonScene
) -> None:
    """Slabs stacked from the tray's outer end, with the count beside the channel."""
    other = palette.BLACK if scene.viewer == palette.WHITE else palette.WHITE
    off = dict(zip((palette.BLACK, palette.WHITE), scene.borne_off, strict=True))
    for colour, top_row in ((other, True), (scene.viewer, False)):
        left, top, right, bottom = layout.tray_box(top_row)
        piece = slab(right - left - 12, SLAB_HEIGHT, colour)
        for n in range(off[colour]):
            y = top + 6 + n * SLAB_PITCH if top_row else bottom - 6 - SLAB_HEIGHT - n * SLAB_PITCH
            image.paste(piece, (left + 6, y), piece)
        if off[colour]:
            channel = layout.channel_y()
            y = channel - 18 if top_row else channel + 18
            draw.text(
                ((left + right) // 2, y),
                str(off[colour]),
                font=text.font(TRAY_FONT),
                fill=TRAY_TEXT,
                anchor="mm",
            )


def _draw_dice(image: Image.Image, layout: BackgammonLayout, scene: BackgammonScene) -> None:
    """In the middle of the right half, where no arrow passes (hops there stay in a row):
    the last turn's dice small and faded beside the bar, the roll to play centred in what
    is left (in the whole half when there are no last dice)."""
    centre = layout.right_half_centre_x()
    if scene.last_dice:
        colour = scene.last_dice_colour or palette.WHITE
        x = layout.right_half_left_x() + DICE_MARGIN
        y = layout.channel_y() - LAST_DIE_SIDE // 2
        for value in scene.last_dice:
            face = past_die(LAST_DIE_SIDE, value, colour)
            image.paste(face, (x, y), face)
            x += LAST_DIE_SIDE + LAST_DIE_GAP
        free = x - LAST_DIE_GAP + DICE_MARGIN
        centre = (free + layout.board_box()[2]) // 2
    if not scene.dice:
        return
    colour = scene.dice_colour or palette.WHITE
    width = len(scene.dice) * DIE_SIDE + (len(scene.dice) - 1) * DIE_GAP
    x = centre - width // 2
    y = layout.channel_y() - DIE_SIDE // 2
    for value in scene.dice:
        face = die_face(DIE_SIDE, value, colour)
        image.paste(face, (x, y), face)
        x += DIE_SIDE + DIE_GAP


def _draw_path(image: Image.Image, layout: BackgammonLayout, scene: BackgammonScene) -> None:
    """Each hop: ghost at the checker's old slot, arrow to the top checker it became.

    The ghost sits on the origin's next free slot, which is where the checker
    stood before it left (for a checker passing through, where it touched down).
    Arrows are drawn after every checker so no stack hides one.
    """
    radius = layout.checker_radius
    ring = sprites.last_move(radius)
    width = max(4.0, radius * 0.2)
    ringed: set[int] = set()
    for source, target in scene.path:
        start = (layout.point_x(source), layout.slot_y(source, _free_slot(scene.points[source])))
        sprites.paste_centred(image, ghost(radius), *start)
        if target == OFF:
            end = layout.off_target(source)
            tip = _towards(end, start, 0.0)
        else:
            end = (layout.point_x(target), layout.slot_y(target, _top_slot(scene.points[target])))
            tip = _towards(end, start, radius * 0.95)
            if scene.points[target].count and target not in ringed:
                sprites.paste_centred(image, ring, *end)
                ringed.add(target)
        draw_arrow(image, _towards(start, end, radius * 0.8), tip, width)


def _free_slot(stack: PointStack) -> float:
    """The slot above the top checker; on a full point the top one (the channel stays clear)."""
    slots = _stack_slots(stack)
    if not slots:
        return 0.0
    return slots[-1] + 1 if len(slots) < VISIBLE_STACK else slots[-1]


def _top_slot(stack: PointStack) -> float:
    slots = _stack_slots(stack)
    return slots[-1] if slots else 0.0


def _towards(
    point: tuple[float, float], other: tuple[float, float], distance: float
) -> tuple[float, float]:
    """`point` moved `distance` pixels toward `other`."""
    dx, dy = other[0] - point[0], other[1] - point[1]
    length = (dx * dx + dy * dy) ** 0.5
    if length <= distance or length == 0:
        return point
    return (point[0] + dx * distance / length, point[1] + dy * distance / length)
