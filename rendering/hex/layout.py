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
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from rendering.hex.points import Point, corners, line_span, row_letter, row_span
from rendering.kit import text
from rendering.kit.header import HEADER_HEIGHT
from rendering.kit.sprites import even

MIN_SIDE = 3
MAX_SIDE = 11
TARGET_WIDTH = 860
"""A phone shows about 800 px at full width; size 11 (21 points across) needs the extra."""

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
        offset = ROW_LABEL_DISTANCE * self.spacing
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
            ROW_LABEL_DISTANCE + FAR_LINE_LABEL_CLEARANCE * self.label_font / self.spacing / SQRT3_2
        )
        labels = []
        for line in range(1, 2 * self.side):
            low, high = line_span(line, self.side)
            number = str(line)
            lower_reach = NEAR_LINE_LABEL_DISTANCE if low == 1 else far_reach
            upper_reach = NEAR_LINE_LABEL_DISTANCE if high == top_row else far_reach
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
    """Geometry for a board about `TARGET_WIDTH` pixels wide.

    The spacing is chosen first from the width the middle row and its labels
    need; the image is then cut to the labels' measured extent plus a margin,
    so no label is ever clipped whatever the font does.
    """
    spacing = even(TARGET_WIDTH / (2 * side + 1))
    label_font = min(26, max(14, round(0.42 * spacing)))
    header = HEADER_HEIGHT if with_header else 0
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
        label_font=label_font,
        hole_font=min(30, max(14, round(0.5 * spacing))),
    )
    face = text.font(label_font)
    half_width = 0.0
    half_height = 0.0
    for label in provisional.all_labels():
        left, top, right, bottom = face.getbbox(label.text, anchor="mm")
        half_width = max(half_width, abs(label.x + left), abs(label.x + right))
        half_height = max(half_height, abs(label.y + top), abs(label.y + bottom))
    pad = OUTER_PAD * spacing
    half_x = math.ceil(half_width + pad)
    half_y = math.ceil(half_height + pad)
    return HexLayout(
        side=side,
        header=header,
        width=2 * half_x,
        height=header + 2 * half_y,
        spacing=spacing,
        centre_x=half_x,
        centre_y=header + half_y,
        stone_radius=provisional.stone_radius,
        line_width=provisional.line_width,
        border_width=provisional.border_width,
        label_font=label_font,
        hole_font=provisional.hole_font,
    )
