"""Where things go on a hexagonal (triangular-lattice) board image.

Points are `(row, line)` pairs exactly as the Les spec (§1.2) writes them
(see `rendering.hex.points`): `i9` is `(9, 9)`.

All geometry derives from the side length alone, so the cached background
and the per-move pieces agree to the pixel. The spacing between neighbours
is even and every point sits on a pixel *boundary*: a point's x is a whole
multiple of half the spacing and its y is rounded once, here, so stones,
marks and grid lines all use the same numbers.

Coordinate labels follow the lines they name, because the spec tells players
to read a point by following its row and its line, both straight:

* a row letter sits on the row's own horizontal, just beyond both ends;
* a line number sits on the line's own extension, beyond its lower end and
  its upper end.

On the upper-left and lower-right edges every point ends a row *and* a
line, and the two extensions of neighbouring points meet one lattice step
outside the board, so letters and numbers cannot share a ring there.
Letters take the inner ring and numbers go about one and a half steps out
along their lines; on the top and bottom edges, where no row ends, the
numbers come in close. A reader following a line there passes a letter
before reaching the number, which is harmless: they are looking for a number.

Labels are sized for a phone (`rendering.kit.phone`): the font follows from
the image width, and the spacing is then the largest that fits that width.
On sides 10 and 11 the two-digit numbers of the top (and bottom) row would
then stand almost shoulder to shoulder, one spacing apart; every other one
is moved further out along its own line (`stagger`), so they read as two
staggered rows and each number still sits on its line's extension.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, replace

from PIL import ImageFont

from rendering.hex.points import Point, corners, line_span, row_letter, row_span
from rendering.kit import phone, text
from rendering.kit.header import HEADER_HEIGHT
from rendering.kit.sprites import even

MIN_SIDE = 3
MAX_SIDE = 11
TARGET_WIDTH = 840
"""Every side is at most this wide; the label font follows from it (`rendering.kit.phone`)."""
LABEL_FONT = phone.label_font(TARGET_WIDTH)
"""Coordinates and hole sizes at every side: digits `phone.MIN_GLYPH` tall on a phone."""
MIN_LABEL_GAP = 0.3
"""The least free space between two neighbouring numbers of the top or bottom row, in
label-font sizes; closer than that, they are staggered."""

SQRT3_2 = math.sqrt(3) / 2

ROW_LABEL_DISTANCE = 1.0
"""Row letter's distance from the row's end point, in spacings (clears the wood rim)."""
NEAR_LINE_LABEL_DISTANCE = 0.98
"""Line number's distance from a top- or bottom-row end point, in spacings."""
FAR_LINE_LABEL_CLEARANCE = 1.3
"""How much further out, in label-font sizes, a line number on an oblique edge sits
than a row letter (measured across the edge): a letter's half, a gap, a two-digit
number's half. It is counted in font sizes because the font stops growing on small
boards while the spacing does not."""
WOOD_MARGIN = 0.58
"""How far the wood reaches beyond the outer points, in spacings: just past a stone."""
LABEL_CLEARANCE = 3
"""Pixels kept between a label and the wood."""
OUTER_PAD = 0.3
"""Frame left around the outermost label, in spacings."""


@dataclass(frozen=True, slots=True)
class Label:
    """A coordinate label: its text and the pixel centre it is drawn around."""

    text: str
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class HexLayout:
    """Pixel geometry of one board size; `header` shifts everything down."""

    side: int
    header: int
    width: int
    height: int
    spacing: int
    centre_x: int
    centre_y: int
    stone_radius: float
    line_width: float
    border_width: float
    label_font: int
    hole_font: int
    row_reach: float = ROW_LABEL_DISTANCE
    """Row letters' distance from the row's end point, in spacings: further than
    `ROW_LABEL_DISTANCE` when the font is large for the spacing, to clear the wood."""
    near_reach: float = NEAR_LINE_LABEL_DISTANCE
    """Line numbers' distance from a top- or bottom-row end point, in spacings: further than
    `NEAR_LINE_LABEL_DISTANCE` when the font is large for the spacing, to clear the wood."""
    stagger: float = 0.0
    """How much further out (spacings) the even-numbered lines' numbers sit on the top and
    bottom rows; 0 when the numbers have room side by side."""

    @property
    def phone_label_height(self) -> float:
        """How tall the coordinates' digits stand in the phone preview (`rendering.kit.phone`)."""
        return phone.phone_height(self.label_font, self.width)

    def x(self, point: Point) -> int:
        """Pixel boundary at the point's centre: x = q - r/2 in spacings (spec §1.2)."""
        row, line = point
        return self.centre_x + (2 * line - row - self.side) * self.spacing // 2

    def y(self, point: Point) -> int:
        """Pixel boundary at the point's centre; rows go up, so y shrinks as the row grows."""
        return self.centre_y - _round_symmetric((point[0] - self.side) * SQRT3_2 * self.spacing)

    def xy(self, point: Point) -> tuple[int, int]:
        return self.x(point), self.y(point)

    def wood_polygon(self) -> list[tuple[float, float]]:
        """The wood hexagon, `WOOD_MARGIN` spacings outside the outer points."""
        return self.outline(WOOD_MARGIN)

    def outline(self, margin: float) -> list[tuple[float, float]]:
        """The board's hexagon pushed out by `margin` spacings (0 is the border line).

        A corner moves along its bisector by margin / cos 30 degrees so that
        every edge ends up exactly `margin` spacings outside the points.
        """
        reach = margin * self.spacing / SQRT3_2
        polygon = []
        for corner in corners(self.side):
            x, y = self.xy(corner)
            dx, dy = x - self.centre_x, y - self.centre_y
            length = math.hypot(dx, dy)
            polygon.append((x + dx / length * reach, y + dy / length * reach))
        return polygon

    def cell(self, point: Point) -> list[tuple[float, float]]:
        """The point's share of the board (pixels), for tinting a hole.

        Inside, that is the lattice cell: a pointy-top hexagon with an
        inradius of half the spacing. An edge point's cell is swept outward
        across the margin, so that once clipped to `outline(0.5)` a run of
        shaded edge points ends in a straight edge rather than in teeth.
        """
        x, y = self.xy(point)
        radius = self.spacing / math.sqrt(3)
        hexagon = [(x + radius * dx, y + radius * dy) for dx, dy in _CELL_CORNERS]
        outward = _outward_normals(point, self.side)
        if not outward:
            return hexagon
        if len(outward) == 2:
            outward.append((outward[0][0] + outward[1][0], outward[0][1] + outward[1][1]))
        swept = list(hexagon)
        for nx, ny in outward:
            swept += [(px + nx * self.spacing, py + ny * self.spacing) for px, py in hexagon]
        return _convex_hull(swept)

    def row_labels(self) -> list[tuple[Label, Label]]:
        """(left, right) letter of every row, from a upwards."""
        offset = self.row_reach * self.spacing
        labels = []
        for row in range(1, 2 * self.side):
            first, last = row_span(row, self.side)
            y = self.y((row, first))
            letter = row_letter(row)
            labels.append(
                (
                    Label(letter, self.x((row, first)) - offset, y),
                    Label(letter, self.x((row, last)) + offset, y),
                )
            )
        return labels

    def line_labels(self) -> list[tuple[Label, Label]]:
        """(lower, upper) number of every line, from 1 upwards.

        The lower end lies on the bottom row or the lower-right edge, the
        upper end on the top row or the upper-left edge; each number goes on
        the line's extension (down-right or up-left), close in on the top and
        bottom rows and outside the ring of row letters on the oblique edges.
        """
        top_row = 2 * self.side - 1
        # Across an oblique edge, rows and lines both leave at 30 degrees from
        # the normal, hence the cos 30 = SQRT3_2 converting along-line to across.
        far_reach = (
            self.row_reach + FAR_LINE_LABEL_CLEARANCE * self.label_font / self.spacing / SQRT3_2
        )
        labels = []
        for line in range(1, 2 * self.side):
            low, high = line_span(line, self.side)
            number = str(line)
            near = self.near_reach + (self.stagger if line % 2 == 0 else 0.0)
            lower_reach = near if low == 1 else far_reach
            upper_reach = near if high == top_row else far_reach
            lower_x, lower_y = self.xy((low, line))
            upper_x, upper_y = self.xy((high, line))
            labels.append(
                (
                    Label(
                        number,
                        lower_x + 0.5 * lower_reach * self.spacing,
                        lower_y + SQRT3_2 * lower_reach * self.spacing,
                    ),
                    Label(
                        number,
                        upper_x - 0.5 * upper_reach * self.spacing,
                        upper_y - SQRT3_2 * upper_reach * self.spacing,
                    ),
                )
            )
        return labels

    def all_labels(self) -> list[Label]:
        pairs = self.row_labels() + self.line_labels()
        return [label for pair in pairs for label in pair]


_CELL_CORNERS = [
    (math.cos(math.radians(30 + 60 * k)), math.sin(math.radians(30 + 60 * k))) for k in range(6)
]


def _outward_normals(point: Point, side: int) -> list[tuple[float, float]]:
    """Unit normals (image axes, y down) of the board edges `point` lies on."""
    row, line = point
    last = 2 * side - 1
    normals = []
    if row == 1:
        normals.append((0.0, 1.0))
    if row == last:
        normals.append((0.0, -1.0))
    if line == 1:
        normals.append((-SQRT3_2, 0.5))
    if line == last:
        normals.append((SQRT3_2, -0.5))
    if line - row == side - 1:
        normals.append((SQRT3_2, 0.5))
    if row - line == side - 1:
        normals.append((-SQRT3_2, -0.5))
    return normals


def _convex_hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Andrew's monotone chain; a swept cell has at most 24 vertices, so no library."""
    ordered = sorted(set(points))

    def half(sequence: list[tuple[float, float]]) -> list[tuple[float, float]]:
        chain: list[tuple[float, float]] = []
        for p in sequence:
            while len(chain) >= 2:
                (ax, ay), (bx, by) = chain[-2], chain[-1]
                if (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) > 0:
                    break
                chain.pop()
            chain.append(p)
        return chain

    lower = half(ordered)
    upper = half(list(reversed(ordered)))
    return lower[:-1] + upper[:-1]


def _round_symmetric(value: float) -> int:
    """Round half away from zero, so the image stays symmetric about the centre row."""
    return int(math.copysign(math.floor(abs(value) + 0.5), value))


@functools.lru_cache(maxsize=32)
def hex_layout(side: int, with_header: bool) -> HexLayout:
    """Geometry for a board at most `TARGET_WIDTH` pixels wide.

    The label font is fixed by the width (`LABEL_FONT`); the spacing is the
    largest even one whose image, cut to the labels' measured extent plus a
    margin, still fits that width, so no label is ever clipped whatever the
    font does.
    """
    header = HEADER_HEIGHT if with_header else 0
    spacing = even(TARGET_WIDTH / (2 * side - 1))
    while True:
        layout = _fitted(side, header, spacing)
        if layout.width <= TARGET_WIDTH or spacing <= 2:
            return layout
        spacing -= 2


def _fitted(side: int, header: int, spacing: int) -> HexLayout:
    """The layout at ``spacing``, its image cut to the labels' extent plus `OUTER_PAD`."""
    face = text.font(LABEL_FONT)
    provisional = HexLayout(
        side=side,
        header=header,
        width=0,
        height=0,
        spacing=spacing,
        centre_x=0,
        centre_y=0,
        stone_radius=0.46 * spacing,
        line_width=max(1.25, spacing / 26),
        border_width=max(2.5, spacing / 13),
        label_font=LABEL_FONT,
        hole_font=LABEL_FONT,
        near_reach=_near_reach(spacing),
        stagger=_stagger(side, spacing),
    )
    provisional = replace(provisional, row_reach=_row_reach(provisional))
    half_width = 0.0
    half_height = 0.0
    for label in provisional.all_labels():
        left, top, right, bottom = face.getbbox(label.text, anchor="mm")
        half_width = max(half_width, abs(label.x + left), abs(label.x + right))
        half_height = max(half_height, abs(label.y + top), abs(label.y + bottom))
    pad = OUTER_PAD * spacing
    half_x = math.ceil(half_width + pad)
    half_y = math.ceil(half_height + pad)
    return replace(
        provisional,
        width=2 * half_x,
        height=header + 2 * half_y,
        centre_x=half_x,
        centre_y=header + half_y,
    )


def _row_reach(layout: HexLayout) -> float:
    """`ROW_LABEL_DISTANCE`, or the least distance (to a hundredth of a spacing) at which
    every row letter keeps `LABEL_CLEARANCE` pixels off the wood at both ends."""
    face = text.font(layout.label_font)
    wood = layout.wood_polygon()
    edges = list(zip(wood, wood[1:] + wood[:1], strict=True))
    reach = ROW_LABEL_DISTANCE
    while not all(_clear(face, label, edges) for pair in layout.row_labels() for label in pair):
        reach += 0.01
        layout = replace(layout, row_reach=reach)
    return reach


def _clear(
    face: ImageFont.FreeTypeFont,
    label: Label,
    edges: list[tuple[tuple[float, float], tuple[float, float]]],
) -> bool:
    """Whether the whole label box lies at least `LABEL_CLEARANCE` outside one edge of the
    wood hexagon (convex, its corners in `corners` order): that edge's line separates them."""
    left, top, right, bottom = face.getbbox(label.text, anchor="mm")
    corners = [(label.x + x, label.y + y) for x in (left, right) for y in (top, bottom)]
    for (x1, y1), (x2, y2) in edges:
        length = math.hypot(x2 - x1, y2 - y1)
        outward = ((y1 - y2) / length, (x2 - x1) / length)
        if min((x - x1) * outward[0] + (y - y1) * outward[1] for x, y in corners) >= (
            LABEL_CLEARANCE
        ):
            return True
    return False


def _near_reach(spacing: int) -> float:
    """`NEAR_LINE_LABEL_DISTANCE`, or as far as a number needs to keep its half height and
    `LABEL_CLEARANCE` off the wood (which reaches `WOOD_MARGIN` beyond the points)."""
    _, _, _, below = text.font(LABEL_FONT).getbbox(phone.DIGITS, anchor="mm")
    needed = (WOOD_MARGIN * spacing + below + LABEL_CLEARANCE) / (SQRT3_2 * spacing)
    return max(NEAR_LINE_LABEL_DISTANCE, needed)


def _stagger(side: int, spacing: int) -> float:
    """Spacings to move every other top- and bottom-row number out by, or 0 if they fit.

    The widest number of those rows must leave `MIN_LABEL_GAP` to its neighbour one
    spacing away; if not, the moved ones go out along their lines until a digit's
    height and the same gap separate the two rows (a line climbs SQRT3_2 per spacing).
    """
    face = text.font(LABEL_FONT)
    widest = max(face.getlength(str(line)) for line in range(1, 2 * side))
    gap = MIN_LABEL_GAP * LABEL_FONT
    if widest + gap <= spacing:
        return 0.0
    return (phone.glyph_height(LABEL_FONT) + gap) / (SQRT3_2 * spacing)
