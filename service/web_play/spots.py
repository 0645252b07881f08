"""Where each place of a player's board picture lies, in the picture's own pixels.

The player's page lets them click on their board (``service.web_play.board``): a
click on a point, a square, a stack or a backgammon point must land on the place
the renderer drew there. So the shapes here come from the very scene the picture is
drawn from (``service.boards.scenes``: its size, its header, Plakoto's numbering
from the mover's side) and from the same layout functions the renderer places
pieces with (``rendering.<family>.layout``), never from a second idea of the board.
Places are named as the notation names them (``e5``, ``i9``, ``24``, ``off``,
``c1``), so a word of a move finds its shape by name.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from rendering.backgammon.layout import PITCH, backgammon_layout
from rendering.hex.layout import hex_layout
from rendering.hex.points import board_points, point_name
from rendering.kit.caption import caption_height
from rendering.plateau import layout as plateau_layout
from rendering.square.layout import square_layout
from rules.grid import FILES
from rules.plateau.geometry import NAMES as PLATEAU_NAMES
from service.boards.scenes.les import les_scene
from service.boards.scenes.pinch import pinch_scene
from service.boards.scenes.plakoto import plakoto_scene
from service.boards.scenes.pletore import pletore_scene

Shape = tuple[tuple[int, int], ...]
"""A polygon's corners in the picture's pixels, in drawing order."""

SQUARE_SHARE: Final = 0.9
"""How much of the spacing a grid point's square takes: neighbours keep a gap."""


@dataclass(frozen=True, slots=True)
class Picture:
    """The picture's size and every place's shape on it, by the notation's name."""

    width: int
    height: int
    shapes: Mapping[str, Shape]


def rect(left: float, top: float, right: float, bottom: float) -> Shape:
    """A rectangle's four corners, clockwise from the top left, in whole pixels."""
    box = (round(left), round(top), round(right), round(bottom))
    return ((box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3]))


def centre(shape: Shape) -> tuple[float, float]:
    """The middle of a shape's corners (a rectangle's or a regular hexagon's centre)."""
    return (
        sum(x for x, _ in shape) / len(shape),
        sum(y for _, y in shape) / len(shape),
    )


def _square_grid(scene: Any) -> Picture:
    """Pinch and Pletore: a square around each intersection, named ``a1`` bottom left."""
    layout = square_layout(scene.size, scene.has_header)
    half = SQUARE_SHARE * layout.cell / 2
    shapes = {}
    for file in range(scene.size):
        for rank in range(scene.size):
            x, y = layout.x(file), layout.y(rank)
            shapes[f"{FILES[file]}{rank + 1}"] = rect(x - half, y - half, x + half, y + half)
    return Picture(layout.width, layout.height, shapes)


def _pinch(view: Any, title: str, names: tuple[str, str], seat: int) -> Picture:
    return _square_grid(pinch_scene(view, title=title, names=names))


def _pletore(view: Any, title: str, names: tuple[str, str], seat: int) -> Picture:
    return _square_grid(pletore_scene(view, title=title, names=names))


def _les(view: Any, title: str, names: tuple[str, str], seat: int) -> Picture:
    """Each point's lattice cell: a pointy-top hexagon, the cells tiling the board."""
    scene = les_scene(view, title=title, names=names)
    layout = hex_layout(scene.side, scene.has_header)
    radius = layout.spacing / math.sqrt(3)
    corners = [
        (math.cos(math.radians(30 + 60 * k)), math.sin(math.radians(30 + 60 * k))) for k in range(6)
    ]
    shapes = {}
    for point in board_points(scene.side):
        x, y = layout.xy(point)
        shapes[point_name(point)] = tuple(
            (round(x + radius * dx), round(y + radius * dy)) for dx, dy in corners
        )
    height = layout.height + caption_height(scene.caption, layout.width)
    return Picture(layout.width, height, shapes)


def _plakoto(view: Any, title: str, names: tuple[str, str], seat: int) -> Picture:
    """Each point's whole half column (where its checkers stack), named in ``seat``'s own
    numbering whichever side the picture is numbered from; ``off`` is the tray that
    seat bears off to."""
    scene = plakoto_scene(view, title=title, names=names)
    layout = backgammon_layout(scene.has_header)
    _, top, _, bottom = layout.board_box()
    own = scene.viewer == view.colours[seat]
    shapes = {}
    for number in range(1, 25):
        index = number - 1 if own else 24 - number
        x = layout.point_x(index)
        if layout.is_top(index):
            box = rect(x - PITCH / 2, top, x + PITCH / 2, top + layout.half_height)
        else:
            box = rect(x - PITCH / 2, bottom - layout.half_height, x + PITCH / 2, bottom)
        shapes[str(number)] = box
    home = 0 if own else 23
    shapes["off"] = rect(*layout.tray_box(layout.is_top(home)))
    return Picture(layout.width, layout.height, shapes)


def _plateau(view: Any, title: str, names: tuple[str, str], seat: int) -> Picture:
    """Each square whole (a stack stands in its left part, its height beside it); the
    picture grows by the tender box while one stands, below the board."""
    shapes = {
        name: rect(*plateau_layout.square_box(square)) for square, name in enumerate(PLATEAU_NAMES)
    }
    tender = view.tender is not None
    return Picture(plateau_layout.WIDTH, plateau_layout.height(tender), shapes)


PICTURES: Final[dict[str, Callable[[Any, str, tuple[str, str], int], Picture]]] = {
    "pinch": _pinch,
    "pletore": _pletore,
    "les": _les,
    "plakoto": _plakoto,
    "plateau": _plateau,
}


def picture_of(game: str, view: Any, *, title: str, names: tuple[str, str], seat: int) -> Picture:
    """The places of ``seat``'s picture of ``view`` (a view of ``game``), as
    ``PlayerPages.board`` draws it with the same title and names."""
    return PICTURES[game](view, title, names, seat)
