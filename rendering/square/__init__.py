"""Square-grid boards (Pinch, Pletore): stones on the intersections of an n x n grid.

`board` is the renderer (scene in, PNG out); `layout` places everything to the
pixel, `background` draws and caches what never changes between moves, and
`fixed_palette` derives the PNG palette from that background. The games' faces,
which turn a game's view into a `SquareBoardScene`, live here too: `pinch` and
`pletore`. They import the family's modules, never this package, and it does not
import them, so drawing a board needs no game.
"""

from rendering.square.board import SquareBoardScene, draw_square_board, render_square_board

__all__ = ["SquareBoardScene", "draw_square_board", "render_square_board"]
