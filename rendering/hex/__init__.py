"""Hexagonal (triangular-lattice) boards (Les): stones on the points of a hexagon.

`board` is the renderer (scene in, PNG out); `points` names points as the
spec does, `layout` places them to the pixel, `background` draws and caches
what never changes between moves, `shading` washes a hole in its owner's
colour, and `fixed_palette` derives the PNG palette. Turning a `LesView` into a
`HexBoardScene`, with its words, is the service's (``service.boards.scenes.les``).
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
