"""Backgammon-board images (Plakoto and any 24-point race game): scene in, PNG out.

Like the square and hex renderers it knows nothing of any game: the caller
turns a view into a `BackgammonScene`, so `rendering` stays free of rules.

Point indices
    `points` has 24 entries indexed by board position *as the viewer sees
    it*: index i is the viewer's point i + 1 (Plakoto spec §1.2: every player
    numbers 24 down to 1 along their own path). The picture is the classic
    one with the viewer's home board bottom right:

        top row, left to right:     12 13 14 15 16 17 | bar | 18 19 20 21 22 23   tray
        bottom row, left to right:  11 10  9  8  7  6 | bar |  5  4  3  2  1  0   tray

    So index 0 (the viewer's 1-point) is bottom right, index 23 (the viewer's
    starting point) top right. The viewer's checkers travel 23 -> 0 and bear
    off into the bottom tray; the other colour travels 0 -> 23 and bears off
    into the top tray. For a spectator, pick one colour as "viewer" (the
    service uses White).

Scene fields
    points        24 `PointStack`s. `count` is the number of checkers of
                  `owner` on the point; `pinned` names the colour of a single
                  enemy checker trapped underneath them (Plakoto §1.3), drawn
                  as the bottom disc, partly covered by the pinners. Up to
                  five checkers are drawn; a taller stack shows its count on
                  the fifth.
    viewer        the colour whose numbering the indices use; its borne-off
                  checkers go in the bottom tray.
    borne_off     (black, white) checkers already borne off, drawn as slabs.
    numbers       the number printed beside each point, default the viewer's
                  1..24 (index + 1); `()` prints none.
    dice          0 to 4 values 1..6 (three or four only for doubles),
                  drawn as faces with pips in the right half's middle.
    dice_colour   whose dice they are: the faces take that colour.
    path          the last move's hops (from index, to index); `OFF` (-1)
                  as the target means borne off into the tray on that side.
                  Each hop is a red arrow from a dashed ghost where the
                  checker stood (the next free slot) to the top checker of
                  the target point, which also gets the red last-move ring.
    match_score   short text right-aligned on the title line, e.g.
                  "Match to 5: 3-2".
    title, subtitle, to_move_colour
                  the header, exactly as on the square boards.

Per colour, checkers on the board (pinned ones included) plus borne-off
ones may not exceed 15. Scenes validate themselves when built and raise
`ValueError` naming the bad field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PIL import Image, ImageDraw

from rendering import palette, sprites, text
from rendering.backgammon_background import backgammon_background
from rendering.backgammon_layout import (
    COUNT_FONT,
    DIE_GAP,
    DIE_SIDE,
    PIN_SHIFT,
    POINTS,
    TRAY_FONT,
    VISIBLE_STACK,
    BackgammonLayout,
    backgammon_layout,
)
from rendering.backgammon_palette import backgammon_palette
from rendering.backgammon_pieces import COUNT_TEXT, draw_arrow, ghost, slab
from rendering.backgammon_pieces import die as die_face
from rendering.header import draw_header
from rendering.png import encode_png

__all__ = [
    "CHECKERS_PER_SIDE",
    "OFF",
    "BackgammonScene",
    "PointStack",
    "draw_backgammon",
    "render_backgammon",
]

OFF: Final = -1
"""Path target for a checker borne off (into the tray on the hop's side)."""
CHECKERS_PER_SIDE: Final = 15
VIEWER_NUMBERS: Final = tuple(range(1, POINTS + 1))
SLAB_HEIGHT: Final = 15
SLAB_PITCH: Final = 17
"""Fifteen slabs of 17 px fill 255 of a tray's 269 px."""


@dataclass(frozen=True, slots=True)
class PointStack:
    """What one point holds: `count` checkers of `owner` over an optional pinned one."""

    owner: str | None = None
    count: int = 0
    pinned: str | None = None


EMPTY: Final = PointStack()


@dataclass(frozen=True, slots=True)
class BackgammonScene:
    """Everything a backgammon-board image shows; see the module docstring."""

    points: tuple[PointStack, ...]
    viewer: str = palette.WHITE
    borne_off: tuple[int, int] = (0, 0)
    numbers: tuple[int, ...] = VIEWER_NUMBERS
    dice: tuple[int, ...] = ()
    dice_colour: str | None = None
    path: tuple[tuple[int, int], ...] = ()
    match_score: str = ""
    title: str = ""
    subtitle: str = ""
    to_move_colour: str | None = None

    def __post_init__(self) -> None:
        for name in ("points", "borne_off", "numbers", "dice", "path"):
            value = getattr(self, name)
            if not isinstance(value, tuple | list):
                raise ValueError(f"{name} must be a tuple, got {value!r}")
            object.__setattr__(self, name, tuple(value))
        object.__setattr__(
            self, "path", tuple(tuple(hop) if isinstance(hop, list) else hop for hop in self.path)
        )
        _validate(self)

    @property
    def has_header(self) -> bool:
        return bool(self.title or self.subtitle or self.to_move_colour or self.match_score)


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
        _draw_header(image, draw, layout, scene)
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
                fill=palette.TEXT,
                anchor="mm",
            )


def _draw_dice(image: Image.Image, layout: BackgammonLayout, scene: BackgammonScene) -> None:
    """In the middle of the right half, where no arrow passes (hops there stay in a row)."""
    if not scene.dice:
        return
    colour = scene.dice_colour or palette.WHITE
    width = len(scene.dice) * DIE_SIDE + (len(scene.dice) - 1) * DIE_GAP
    x = layout.right_half_centre_x() - width // 2
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


def _draw_header(
    image: Image.Image, draw: ImageDraw.ImageDraw, layout: BackgammonLayout, scene: BackgammonScene
) -> None:
    """The shared header, with the match score right-aligned on the title line."""
    draw_header(
        image,
        height=layout.header,
        width=layout.width,
        title=scene.title,
        subtitle=scene.subtitle,
        to_move_colour=scene.to_move_colour,
        right_text=scene.match_score,
    )


# Validation ---------------------------------------------------------------------------


def _validate(scene: BackgammonScene) -> None:
    _check_colour(scene.viewer, "viewer")
    if len(scene.points) != POINTS:
        raise ValueError(f"points must hold {POINTS} PointStacks, got {len(scene.points)}")
    totals = {palette.BLACK: 0, palette.WHITE: 0}
    for index, stack in enumerate(scene.points):
        _check_stack(index, stack)
        if stack.owner is not None:
            totals[stack.owner] += stack.count
        if stack.pinned is not None:
            totals[stack.pinned] += 1
    borne_off = scene.borne_off
    if len(borne_off) != 2 or any(type(n) is not int or n < 0 for n in borne_off):
        raise ValueError(f"borne_off must be (black, white) counts >= 0, got {borne_off!r}")
    for colour, off in zip((palette.BLACK, palette.WHITE), borne_off, strict=True):
        if totals[colour] + off > CHECKERS_PER_SIDE:
            raise ValueError(
                f"points and borne_off hold {totals[colour] + off} {colour} checkers; "
                f"a side has at most {CHECKERS_PER_SIDE}"
            )
    if scene.numbers and (
        len(scene.numbers) != POINTS
        or any(type(n) is not int or not 1 <= n <= POINTS for n in scene.numbers)
    ):
        raise ValueError(
            f"numbers must be empty or {POINTS} ints from 1 to {POINTS}, got {scene.numbers!r}"
        )
    _check_dice(scene)
    for hop in scene.path:
        _check_hop(hop)
    if scene.to_move_colour is not None:
        _check_colour(scene.to_move_colour, "to_move_colour")
    for name in ("match_score", "title", "subtitle"):
        if not isinstance(getattr(scene, name), str):
            raise ValueError(f"{name} must be a str, got {getattr(scene, name)!r}")


def _check_stack(index: int, stack: object) -> None:
    where = f"points[{index}]"
    if not isinstance(stack, PointStack):
        raise ValueError(f"{where} must be a PointStack, got {stack!r}")
    if type(stack.count) is not int or stack.count < 0:
        raise ValueError(f"{where} count must be an int >= 0, got {stack.count!r}")
    if stack.owner is None:
        if stack.count or stack.pinned is not None:
            raise ValueError(f"{where} has no owner but count {stack.count} or a pinned checker")
        return
    _check_colour(stack.owner, f"{where} owner")
    if stack.count == 0:
        raise ValueError(f"{where} owner {stack.owner!r} needs count >= 1")
    if stack.pinned is not None:
        _check_colour(stack.pinned, f"{where} pinned")
        if stack.pinned == stack.owner:
            raise ValueError(
                f"{where} pinned must be the other colour than owner {stack.owner!r}; "
                "only an enemy checker can be trapped"
            )


def _check_dice(scene: BackgammonScene) -> None:
    dice = scene.dice
    if len(dice) > 4 or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
        raise ValueError(f"dice must be 0 to 4 values from 1 to 6, got {dice!r}")
    if len(dice) > 2 and len(set(dice)) != 1:
        raise ValueError(f"dice: three or four dice only come from doubles, got {dice!r}")
    if scene.dice_colour is not None:
        _check_colour(scene.dice_colour, "dice_colour")


def _check_hop(hop: object) -> None:
    if not (isinstance(hop, tuple) and len(hop) == 2 and all(type(v) is int for v in hop)):
        raise ValueError(f"path hop {hop!r} is not a (from, to) pair of point indices")
    source, target = hop
    if not 0 <= source < POINTS:
        raise ValueError(f"path hop {hop} starts off the board (indices 0..{POINTS - 1})")
    if target != OFF and not 0 <= target < POINTS:
        raise ValueError(
            f"path hop {hop} ends off the board (indices 0..{POINTS - 1}, or OFF = {OFF})"
        )
    if source == target:
        raise ValueError(f"path hop {hop} goes nowhere")


def _check_colour(colour: object, what: str) -> None:
    if not isinstance(colour, str) or colour not in palette.STONE_COLOURS:
        raise ValueError(f"{what} has unknown colour {colour!r}; expected 'black' or 'white'")
