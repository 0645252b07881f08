"""A Pletore position as a picture: stones, flips, and territory dots for controlled points.

Takes the public view (Pletore hides nothing, but every game renders its view,
never its state). The header says who is to do what (propose the komi, choose
a side, move), the last move as the other games do (``last: pass`` too), the
komi and the button, with the running score right on the title line.
"""

from __future__ import annotations

from rendering.square import SquareBoardScene, render_square_board
from rules.pletore import PletoreView


def half_points(value: float) -> str:
    """43.5 → "43.5", 44.0 → "44": scores and komi read like the rules write them."""
    return f"{value:g}"


def pletore_subtitle(view: PletoreView, names: tuple[str, str]) -> tuple[str, str | None]:
    """Who is to do what, then what was just done (``last:``, passes included), then the
    komi and the button; the running score goes on the title line (`pletore_score`)."""
    swatch: str | None = None
    if view.outcome is not None:
        winner = view.outcome.winner
        lead = "game over" if winner is None else f"{names[winner]} wins"
        swatch = None if winner is None else view.colours[winner]
    elif view.to_move is None:
        lead = "game over"
    elif view.komi is None:
        lead = f"{names[view.to_move]} to propose the komi"
    elif view.colours[view.to_move] is None:
        lead = f"{names[view.to_move]} to choose a side"
    else:
        swatch = view.colours[view.to_move]
        lead = f"{names[view.to_move]} ({(swatch or '').capitalize()}) to move"
    parts = [lead]
    if view.last_move is not None:
        parts.append(f"last: {view.last_move}")
    if view.komi is not None and view.last_move != f"komi {view.komi}":
        parts.append(f"komi {view.komi}")
    if view.has_button:
        holder = view.button_holder
        parts.append("button free" if holder is None else f"button {holder.capitalize()}")
    return " · ".join(parts), swatch


def pletore_score(view: PletoreView) -> str:
    """The running score, komi and button included: "B 12 - W 10.5"."""
    return f"B {half_points(view.score['black'])} - W {half_points(view.score['white'])}"


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
        score=pletore_score(view),
    )


def render_pletore(view: PletoreView, *, title: str, names: tuple[str, str]) -> bytes:
    return render_square_board(pletore_scene(view, title=title, names=names))
