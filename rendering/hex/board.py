"""Hexagonal (triangular-lattice) board images: a scene goes in, PNG bytes come out.

Used by Les (sides 7, 9, 11; 3..11 allowed, 4 in the spec's examples):
a hexagon of points with n points per side, stones on the points. Like the
square renderer, it knows nothing of any game: the caller turns a view into
a `HexBoardScene`.

Points
    A point is `(row, line)`, both 1-based, exactly the spec's axial pair
    (r, q) (Les spec §1.2): the row is the letter counted from the bottom
    (a = 1, so `i` = 9), the line is the number. So "i9" is (9, 9), "a1" is
    (1, 1) (the bottom-left corner) and "q17" is (17, 17) on side 9. A pair
    is on the board iff 1 <= r, q <= 2n - 1 and |q - r| <= n - 1.
    `point_from_name("i9")` and `point_name((9, 9))` (`rendering.hex.points`)
    convert; using the spec's own numbers means no off-by-one can hide
    between engine, notation and picture. The point is drawn at
    x = q - r/2, y = r * sqrt(3)/2 spacings, as the spec says.

Scene fields
    side          n, points per side of the hexagon, 3..11.
    stones        point -> "black" | "white".
    last_turn     the stones of the last turn (Les places two): each gets the
                  red ring the square boards use for the last move. Every
                  point must hold a stone; a ring on an empty point would be
                  a caller bug.
    shaded        point -> owner colour: empty points of an owned hole at
                  the end of the game, washed in the owner's colour.
    labels        point -> short text (1..3 characters), normally a hole's
                  size written on one of its points; only on shaded points,
                  since the text colour is chosen to read on the owner's wash.
    title, subtitle, to_move_colour
                  the header (`rendering.kit.header`), as on every board.
    caption       lines under the board (`rendering.kit.caption`), each with an
                  optional stone swatch: Les's final tally and the tie-break
                  that decided it. The image grows by their height.

Every row letter is printed at both ends of its row and every line number
at both ends of its line, each on the extension of the row or line it names
(see `rendering.hex.layout` for why numbers sit further out on the oblique
edges). Scenes validate themselves when built and raise `ValueError` naming
the bad field; their mappings are copied into read-only views.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from PIL import Image, ImageDraw

from rendering.hex.background import hex_background
from rendering.hex.fixed_palette import hex_palette
from rendering.hex.layout import MAX_SIDE, MIN_SIDE, HexLayout, hex_layout
from rendering.hex.points import Point, on_board, point_name
from rendering.hex.shading import HOLE_TEXT, label_badge, shade_cells
from rendering.kit import palette, phone, sprites, text
from rendering.kit.caption import CaptionLine, check_caption, with_caption
from rendering.kit.header import check_header, draw_header, shows_header
from rendering.kit.palette import check_colour
from rendering.kit.png import encode_png
from rendering.kit.sprites import even

MAX_LABEL_LENGTH = 3
"""Hole sizes reach 331 on side 11; longer text would spill over the neighbours."""


@dataclass(frozen=True, slots=True)
class HexBoardScene:
    """Everything a hexagonal-board image shows; see the module docstring."""

    side: int
    stones: Mapping[Point, str]
    last_turn: frozenset[Point] = frozenset()
    shaded: Mapping[Point, str] = field(default_factory=dict)
    labels: Mapping[Point, str] = field(default_factory=dict)
    title: str = ""
    subtitle: str = ""
    to_move_colour: str | None = None
    caption: tuple[CaptionLine, ...] = ()

    def __post_init__(self) -> None:
        for name in ("stones", "shaded", "labels"):
            value = getattr(self, name)
            if not isinstance(value, Mapping):
                raise ValueError(f"{name} must be a mapping of points, got {value!r}")
            object.__setattr__(self, name, MappingProxyType(dict(value)))
        if not isinstance(self.last_turn, set | frozenset | list | tuple):
            raise ValueError(f"last_turn must be a set of points, got {self.last_turn!r}")
        object.__setattr__(self, "last_turn", frozenset(self.last_turn))
        if isinstance(self.caption, list):
            object.__setattr__(self, "caption", tuple(self.caption))
        _validate(self)

    @property
    def has_header(self) -> bool:
        return shows_header(self)


def render_hex_board(scene: HexBoardScene) -> bytes:
    """The PNG image of `scene`; pure and deterministic (same scene, same bytes)."""
    return encode_png(draw_hex_board(scene), hex_palette(scene.side, scene.has_header))


def draw_hex_board(scene: HexBoardScene) -> Image.Image:
    """The RGB image of `scene`, for callers that compose or encode it themselves."""
    layout = hex_layout(scene.side, scene.has_header)
    image = hex_background(scene.side, scene.has_header).copy()
    cell_edge = layout.outline(0.5)
    for owner in sorted(palette.STONE_COLOURS):
        cells = [layout.cell(point) for point, colour in scene.shaded.items() if colour == owner]
        shade_cells(image, cells, owner, clip=cell_edge)
    radius = layout.stone_radius
    for point, colour in scene.stones.items():
        sprites.paste_centred(image, sprites.stone(radius, colour), *layout.xy(point))
    ring = sprites.last_move(radius)
    for point in scene.last_turn:
        sprites.paste_centred(image, ring, *layout.xy(point))
    for point, label in scene.labels.items():
        _draw_hole_label(image, layout, point, text.drawable(label), scene.shaded[point])
    if scene.has_header:
        draw_header(image, scene, height=layout.header, width=layout.width)
    return with_caption(image, scene.caption)


def _draw_hole_label(
    image: Image.Image, layout: HexLayout, point: Point, label: str, owner: str
) -> None:
    """The size on a badge that hides the crossing lines, drawn after the stones so nothing
    covers it. The font is the coordinates' phone-legible one and never shrinks; for two
    or three digits the badge widens instead (the Les face writes it on a point whose row
    neighbours are in the hole, so it covers no stone)."""
    size = layout.hole_font
    face = text.font(size)
    height = even(max(phone.glyph_height(size) + 0.6 * size, 0.8 * layout.spacing))
    width = max(height, even(face.getlength(label) + 0.6 * size))
    badge = label_badge(width, height, owner)
    x, y = layout.xy(point)
    image.paste(badge, (x - width // 2, y - height // 2), badge)
    ImageDraw.Draw(image).text((x, y), label, font=face, fill=HOLE_TEXT[owner], anchor="mm")


def _validate(scene: HexBoardScene) -> None:
    side = scene.side
    if type(side) is not int or not MIN_SIDE <= side <= MAX_SIDE:
        raise ValueError(f"side must be an int from {MIN_SIDE} to {MAX_SIDE}, got {side!r}")
    for point, colour in scene.stones.items():
        _check_point(point, side, "stone")
        check_colour(colour, f"stone at {_show(point)}")
    for point in scene.last_turn:
        _check_point(point, side, "last_turn point")
        if point not in scene.stones:
            raise ValueError(
                f"last_turn point {_show(point)} holds no stone; only placed stones are marked"
            )
    for point, colour in scene.shaded.items():
        _check_point(point, side, "shaded point")
        check_colour(colour, f"shaded point {_show(point)}")
        if point in scene.stones:
            raise ValueError(
                f"shaded point {_show(point)} holds a stone; only empty points are shaded"
            )
    for point, label in scene.labels.items():
        _check_point(point, side, "label")
        if point not in scene.shaded:
            raise ValueError(
                f"label at {_show(point)} is not on a shaded point; "
                "labels name a hole and go on one of its points"
            )
        if not isinstance(label, str) or not 1 <= len(label.strip()) <= MAX_LABEL_LENGTH:
            raise ValueError(
                f"label at {_show(point)} must be 1 to {MAX_LABEL_LENGTH} characters, got {label!r}"
            )
    check_header(scene)
    check_caption(scene.caption)


def _show(point: Point) -> str:
    """`(9, 9) 'i9'`: the pair the caller passed plus the name a player would use."""
    return f"{point} {point_name(point)!r}"


def _check_point(point: object, side: int, what: str) -> None:
    if not (isinstance(point, tuple) and len(point) == 2 and all(type(v) is int for v in point)):
        raise ValueError(f"{what} {point!r} is not a (row, line) pair of ints")
    row, line = point
    if not on_board((row, line), side):
        last = 2 * side - 1
        raise ValueError(
            f"{what} at {point} is off the side-{side} board "
            f"(rows and lines run from 1 to {last}, with |line - row| <= {side - 1})"
        )
