"""Board images: pure functions from a plain scene to PNG bytes.

Only the stdlib, Pillow and `rules` may be imported here (see
docs/design.md), and no language: every word a board shows comes in its scene,
already written. Renderers take scene objects rather than game states so that
one renderer serves every game with the same board shape.

`kit` holds what every board shares; each board family is a subpackage
(`square`, `hex`, `backgammon`, `plateau`) that imports the kit and never
another family; `animation` makes a GIF of pictures and `standings` draws a
table. Each game's view becomes its family's scene, in the reader's words, in
``service.boards.scenes``.
"""

from rendering.backgammon import BackgammonScene, PointStack, draw_backgammon, render_backgammon
from rendering.hex import HexBoardScene, draw_hex_board, render_hex_board
from rendering.square import SquareBoardScene, draw_square_board, render_square_board

__all__ = [
    "BackgammonScene",
    "PointStack",
    "draw_backgammon",
    "render_backgammon",
    "HexBoardScene",
    "SquareBoardScene",
    "draw_hex_board",
    "draw_square_board",
    "render_hex_board",
    "render_square_board",
]
