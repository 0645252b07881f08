"""Square-grid board images: a scene goes in, PNG bytes come out.

Used by Pinch (9, 11, 13) and Pletore (4..19); stones sit on intersections.
The renderer knows nothing of any game: the caller (the service, from a
game's `view`) translates a position into a `SquareBoardScene`, in the spirit
of python-chess's `chess.svg.board`. That keeps `rendering` free of rules and
lets one renderer serve every square-grid game.

Scene fields
    size          n for an n x n grid of intersections, 4..19.
    stones        (file, rank) -> "black" | "white"; 0-based, (0, 0) is a1,
                  the bottom-left corner; files run left to right, ranks
                  bottom to top.
    last_move     a red ring on that point (usually the stone just placed;
                  an empty point is allowed too, for games that remove it).
    changed       stones converted or flipped this turn; each gets a small
                  square in the colour it had before, which never reads as
                  the last-move ring and can be combined with it.
    dots          (file, rank) -> colour: small territory dots, empty points
                  only (a dot on a stone is rejected rather than hidden).
    edge_colours  owner of the top, right, bottom and left edge (clockwise
                  from the top, like CSS); an owned edge gets a thick band in
                  the owner's colour, so players see which edges they join.
    title         first header line, e.g. "Pinch #7 · alice vs bob".
    subtitle      second header line, e.g. "alice (Black) to move · ply 12".
    to_move_colour  draws a stone swatch before the subtitle. Prefer it to a
                  "●" in the text: the built-in font has no such glyph.
    score         short text right-aligned on the title line (Pletore's running
                  score), as the backgammon board's match score.

The header (`rendering.kit.header`) is drawn only when one of the three
header fields is set, so a bare board image is a square. Header text the
built-in font cannot draw (accents, symbols) is folded to ASCII by
`rendering.kit.text.drawable`, and overlong lines are cut with an ellipsis.

A scene checks itself when it is built and raises `ValueError` with a
message naming the bad field, so a bug in the caller shows up where the
scene is made, not as a strange picture. Its mappings are copied into
read-only views then, so a validated scene cannot be changed afterwards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from PIL import Image

from rendering.kit import sprites
from rendering.kit.header import check_header, draw_header, shows_header
from rendering.kit.palette import check_colour
from rendering.kit.png import encode_png
from rendering.square.background import EdgeColours, square_background
from rendering.square.fixed_palette import square_palette
from rendering.square.layout import MAX_SIZE, MIN_SIZE, square_layout

Point = tuple[int, int]


@dataclass(frozen=True, slots=True)
class SquareBoardScene:
    """Everything a square-board image shows; see the module docstring."""

    size: int
    stones: Mapping[Point, str]
    last_move: Point | None = None
    changed: frozenset[Point] = frozenset()
    dots: Mapping[Point, str] = field(default_factory=dict)
    edge_colours: EdgeColours = (None, None, None, None)
    title: str = ""
    subtitle: str = ""
    to_move_colour: str | None = None
    score: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "stones", MappingProxyType(dict(self.stones)))
        object.__setattr__(self, "dots", MappingProxyType(dict(self.dots)))
        object.__setattr__(self, "changed", frozenset(self.changed))
        _validate(self)

    @property
    def has_header(self) -> bool:
        return shows_header(self, self.score)


def render_square_board(scene: SquareBoardScene) -> bytes:
    """The PNG image of `scene`; pure and deterministic (same scene, same bytes)."""
    fixed = square_palette(scene.size, scene.edge_colours, scene.has_header)
    return encode_png(draw_square_board(scene), fixed)


def draw_square_board(scene: SquareBoardScene) -> Image.Image:
    """The RGB image of `scene`, for callers that compose or encode it themselves."""
    layout = square_layout(scene.size, scene.has_header)
    image = square_background(scene.size, scene.edge_colours, scene.has_header).copy()
    radius = layout.stone_radius
    for (file, rank), colour in scene.dots.items():
        sprites.paste_centred(image, sprites.dot(radius, colour), layout.x(file), layout.y(rank))
    for (file, rank), colour in scene.stones.items():
        x, y = layout.x(file), layout.y(rank)
        sprites.paste_centred(image, sprites.stone(radius, colour), x, y)
        if (file, rank) in scene.changed:
            sprites.paste_centred(image, sprites.changed(radius, colour), x, y)
    if scene.last_move is not None:
        file, rank = scene.last_move
        sprites.paste_centred(image, sprites.last_move(radius), layout.x(file), layout.y(rank))
    if scene.has_header:
        draw_header(image, scene, height=layout.header, width=layout.width, right_text=scene.score)
    return image


def _validate(scene: SquareBoardScene) -> None:
    size = scene.size
    if type(size) is not int or not MIN_SIZE <= size <= MAX_SIZE:
        raise ValueError(f"board size must be an int from {MIN_SIZE} to {MAX_SIZE}, got {size!r}")
    for point, colour in scene.stones.items():
        _check_point(point, size, "stone")
        check_colour(colour, f"stone at {point}")
    for point in scene.changed:
        _check_point(point, size, "changed point")
        if point not in scene.stones:
            raise ValueError(f"changed point {point} holds no stone; only stones can be converted")
    if scene.last_move is not None:
        _check_point(scene.last_move, size, "last move")
    for point, colour in scene.dots.items():
        _check_point(point, size, "dot")
        check_colour(colour, f"dot at {point}")
        if point in scene.stones:
            raise ValueError(f"dot at {point} is on a stone; territory dots go on empty points")
    if not isinstance(scene.edge_colours, tuple) or len(scene.edge_colours) != 4:
        raise ValueError(
            f"edge_colours must be a 4-tuple (top, right, bottom, left), got {scene.edge_colours!r}"
        )
    for side, owner in zip(("top", "right", "bottom", "left"), scene.edge_colours, strict=True):
        if owner is not None:
            check_colour(owner, f"{side} edge")
    check_header(scene, "score")


def _check_point(point: object, size: int, what: str) -> None:
    if not (isinstance(point, tuple) and len(point) == 2 and all(type(v) is int for v in point)):
        raise ValueError(f"{what} {point!r} is not a (file, rank) pair of ints")
    file, rank = point
    if not (0 <= file < size and 0 <= rank < size):
        raise ValueError(
            f"{what} at {point} is off the {size}x{size} board "
            f"(file and rank indices run from 0 to {size - 1})"
        )
