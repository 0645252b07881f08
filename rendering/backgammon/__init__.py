"""Backgammon boards (Plakoto): 24 points, a bar, trays, dice and the last move's path.

`scene` says what an image shows and checks it; `board` draws it; `layout`
places everything to the pixel, `background` draws and caches what never
changes between moves, `pieces` holds the backgammon-only sprites (dice,
slabs, ghosts, arrows) and `fixed_palette` derives the PNG palette. The game's
face, which turns a `PlakotoView` into a `BackgammonScene`, lives here too:
`plakoto`. It imports the family's modules, never this package, and it does not
import it, so drawing a board needs no game.
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
