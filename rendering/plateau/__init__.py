"""Plateau: a 4 x 4 board of stacked two-faced discs, a caption, the players' panel and a legend.

`scene` is what a picture shows, in plain values and words already written (the
service's ``service.boards.scenes.plateau`` makes one from a view); `check` rejects
a malformed view before that, `layout` places everything to the pixel, `background`
caches what never changes, `pieces` draws discs, `panel` the hands, prisoners and
tender, `draw` puts them together, `fixed_palette` derives the PNG palette and
`board` encodes the picture.
"""

from rendering.plateau.board import render_plateau_board
from rendering.plateau.draw import draw_plateau
from rendering.plateau.scene import PlateauScene

__all__ = ["PlateauScene", "draw_plateau", "render_plateau_board"]
