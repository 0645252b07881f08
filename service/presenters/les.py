"""How Les reads to players: the setup, two-stone turns, and the holes that decide it."""

from __future__ import annotations

from typing import Any

from rendering.les import render_les
from rendering.text.les import les_diagram
from rules.les import LesView
from rules.replay import AnyReplay


def holes_line(view: LesView) -> str:
    """'Black owns 3 holes (sizes 3, 2, 1); White owns 2 (7, 1).'"""
    parts = []
    for colour in ("black", "white"):
        sizes = sorted((h.size for h in view.holes if h.owner == colour), reverse=True)
        listed = f" (sizes {', '.join(map(str, sizes))})" if sizes else ""
        parts.append(f"{colour.capitalize()} owns {len(sizes)} hole(s){listed}")
    return "; ".join(parts) + "."


class LesPresenter:
    def describe_options(self, options: dict[str, Any]) -> str:
        n = options["size"]
        return f"hexagon of side {n} ({3 * n * (n - 1) + 1} points)"

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        """The challenger places the four starting stones; the opponent picks a side."""
        return True

    def describe_move(self, view: LesView) -> str:
        move = view.last_move or ""
        words = move.split()
        if move.startswith("setup"):
            return f"the setup: Black {words[1]} and {words[3]}, White {words[2]} and {words[4]}"
        if move.startswith("side"):
            return move
        if len(words) == 2:
            return f"{words[0]} (contact) and {words[1]} (lone)"
        return f"{move} (contact; no lone point was left)"

    def describe_win(self, view: LesView) -> str:
        if view.outcome is None:
            return ""
        return f"holes, as no contact point is left.\n{holes_line(view)}\n{view.verdict or ''}"

    def note(self, view: LesView) -> str:
        if view.outcome is not None:
            return ""
        if view.phase == "setup":
            return (
                "Seat 0 places the four starting stones, Black White Black White: "
                "`/move setup d4 d5 b2 b4` — the first two next to each other, the last two "
                "a one-point jump apart on a line. Then the other player picks a side."
            )
        if view.phase == "side":
            return "Pick your side with the buttons or `/move side black`; Black moves first."
        if not view.lone:
            return "No lone point is left: a turn is now a single contact stone, e.g. `/move f5`."
        if view.ply == 2:
            return (
                "A turn is a contact stone (touching both colours) and then a lone stone "
                "(touching nothing): `/move c4 g7`."
            )
        return ""

    def recap(self, view: LesView, replay: AnyReplay) -> LesView:
        """The view as the log tells it; Les needs nothing from before the last line."""
        return view

    def offered_moves(self, view: LesView) -> list[str]:
        return ["side black", "side white"] if view.phase == "side" else []

    def render(self, view: LesView, *, title: str, names: tuple[str, str]) -> bytes:
        return render_les(view, title=title, names=names)

    def diagram(self, view: LesView, *, names: tuple[str, str]) -> str:
        return les_diagram(view, names=names)
