"""Plateau: a 4 x 4 board of stacked two-faced discs, a caption, the players' panel and a legend.

One game, one board, so the family and the game's face are the same package:
`render` turns a `PlateauView` into a `PlateauScene` (`scene`) and draws it;
`check` rejects a malformed view, `layout` places everything to the pixel,
`background` caches what never changes, `pieces` draws discs, `panel` the
hands, prisoners and tender, `draw` puts them together, and `fixed_palette`
derives the PNG palette.
"""

from rendering.plateau.render import plateau_scene, render_plateau

__all__ = ["plateau_scene", "render_plateau"]
