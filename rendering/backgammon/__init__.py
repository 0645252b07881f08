"""Backgammon boards (Plakoto): 24 points, a bar, trays, dice and the last move's path.

`scene` says what an image shows and checks it; `board` draws it; `layout`
places everything to the pixel, `background` draws and caches what never
changes between moves, `pieces` holds the backgammon-only sprites (dice,
slabs, ghosts, arrows) and `fixed_palette` derives the PNG palette. Turning a
`PlakotoView` into a `BackgammonScene`, with its words, is the service's
(``service.boards.scenes.plakoto``).
"""

from rendering.backgammon.board import draw_backgammon, render_backgammon
from rendering.backgammon.scene import CHECKERS_PER_SIDE, OFF, BackgammonScene, PointStack

__all__ = [
    "CHECKERS_PER_SIDE",
    "OFF",
    "BackgammonScene",
    "PointStack",
    "draw_backgammon",
    "render_backgammon",
]
