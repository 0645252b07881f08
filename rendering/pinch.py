"""A Pinch position as a picture: the square renderer with Pinch's edges and marks.

Takes the engine's public view (never the state), so the image can only show
what the view shows.
"""

from __future__ import annotations

from rendering.square import SquareBoardScene, render_square_board
from rules.pinch import PinchView


def pinch_scene(view: PinchView, *, title: str, names: tuple[str, str]) -> SquareBoardScene:
    """Black owns top and bottom (ranks 1 and n), White left and right (§1.3)."""
    if view.outcome is not None and view.outcome.winner is not None:
        winner = view.outcome.winner
        subtitle = f"{names[winner]} ({view.colours[winner].capitalize()}) wins · ply {view.ply}"
        swatch: str | None = view.colours[winner]
    elif view.outcome is not None:
        subtitle, swatch = f"game over · ply {view.ply}", None
    else:
        seat = view.to_move if view.to_move is not None else 0
        colour = view.colours[seat]
        subtitle = f"{names[seat]} ({colour.capitalize()}) to move · ply {view.ply}"
        swatch = colour
    if view.last_move is not None:
        subtitle += f" · last: {view.last_move}"
    return SquareBoardScene(
        size=view.size,
        stones=view.stones,
        last_move=view.last_point,
        changed=frozenset(view.converted),
        edge_colours=("black", "white", "black", "white"),
        title=title,
        subtitle=subtitle,
        to_move_colour=swatch,
    )


def render_pinch(view: PinchView, *, title: str, names: tuple[str, str]) -> bytes:
    return render_square_board(pinch_scene(view, title=title, names=names))
