"""Hexagonal (triangular-lattice) boards (Les): stones on the points of a hexagon.

`board` is the renderer (scene in, PNG out); `points` names points as the
spec does, `layout` places them to the pixel, `background` draws and caches
what never changes between moves, `shading` washes a hole in its owner's
colour, and `fixed_palette` derives the PNG palette. The game's face, which turns
a `LesView` into a `HexBoardScene`, lives here too: `les`. It imports the family's
modules, never this package, and it does not import it, so drawing a board needs
no game.
"""

from rendering.hex.board import HexBoardScene, draw_hex_board, render_hex_board
from rendering.hex.points import Point, point_from_name, point_name
from rendering.kit.caption import CaptionLine

__all__ = [
    "CaptionLine",
    "HexBoardScene",
    "Point",
    "draw_hex_board",
    "point_from_name",
    "point_name",
    "render_hex_board",
]
