"""A `PlateauScene` as PNG bytes: drawn (`draw`), then encoded with the fixed palette of its
kind of view (`fixed_palette`), as the other families' ``render_*`` functions do."""

from __future__ import annotations

from rendering.kit.png import encode_png
from rendering.plateau.draw import draw_plateau
from rendering.plateau.fixed_palette import plateau_palette
from rendering.plateau.scene import PlateauScene


def render_plateau_board(scene: PlateauScene) -> bytes:
    """The PNG image of ``scene``; pure and deterministic (same scene, same bytes)."""
    return encode_png(draw_plateau(scene), plateau_palette(scene.private))
