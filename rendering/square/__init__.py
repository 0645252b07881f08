"""Square-grid boards (Pinch, Pletore): stones on the intersections of an n x n grid.

`board` is the renderer (scene in, PNG out); `layout` places everything to the
pixel, `background` draws and caches what never changes between moves, and
`fixed_palette` derives the PNG palette from that background. Turning a Pinch or
Pletore view into a `SquareBoardScene`, with its words, is the service's
(``service.boards.scenes``).
"""

from rendering.square.board import SquareBoardScene, draw_square_board, render_square_board

__all__ = ["SquareBoardScene", "draw_square_board", "render_square_board"]
