"""A Pletore position as a picture: stones, flips, and territory dots for controlled points.

Takes the public view (Pletore hides nothing, but every game renders its view,
never its state). Komi, the button and the running score go in the header.
"""

from __future__ import annotations

from rendering.square import SquareBoardScene, render_square_board
from rules.pletore import PletoreView


def half_points(value: float) -> str:
    """43.5 → "43.5", 44.0 → "44": scores and komi read like the rules write them."""
    return f"{value:g}"


def pletore_subtitle(view: PletoreView, names: tuple[str, str]) -> tuple[str, str | None]:
    score = view.score
    parts = [f"B {half_points(score['black'])} W {half_points(score['white'])}"]
    parts.append("komi ?" if view.komi is None else f"komi {view.komi}")
    if view.has_button:
        holder = view.button_holder
        parts.append("button free" if holder is None else f"button {holder.capitalize()}")
    if view.outcome is not None:
        winner = view.outcome.winner
        lead = "game over" if winner is None else f"{names[winner]} wins"
        swatch = None if winner is None else view.colours[winner]
    elif view.to_move is None:
        lead, swatch = "game over", None
    else:
        colour = view.colours[view.to_move]
        role = colour.capitalize() if colour else "to choose"
        lead, swatch = f"{names[view.to_move]} ({role}) to move", colour
    return f"{lead} · " + " · ".join(parts), swatch


def pletore_scene(view: PletoreView, *, title: str, names: tuple[str, str]) -> SquareBoardScene:
    subtitle, swatch = pletore_subtitle(view, names)
    return SquareBoardScene(
        size=view.size,
        stones=view.stones,
        last_move=view.last_point,
        changed=frozenset(view.flipped),
        dots=view.control,
        title=f"{title} · ply {view.ply}",
        subtitle=subtitle,
        to_move_colour=swatch,
    )


def render_pletore(view: PletoreView, *, title: str, names: tuple[str, str]) -> bytes:
    return render_square_board(pletore_scene(view, title=title, names=names))
