"""How Pinch reads to players: "e5, converting d5 and e4", "connecting ranks 1 and 9"."""

from __future__ import annotations

from typing import Any

from rendering.pinch import render_pinch
from rendering.text.pinch import pinch_diagram
from rules.pinch import PinchView
from rules.replay import AnyReplay

FILES = "abcdefghijklmnopqrstuvwxyz"


def join_words(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


class PinchPresenter:
    def describe_options(self, options: dict[str, Any]) -> str:
        size = options["size"]
        return f"{size}×{size}"

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        return False  # the challenge's `first` decides

    def describe_move(self, view: PinchView) -> str:
        if view.last_move == "swap":
            return "swap, taking Black"
        converted = view.converted_names()
        text = f"{view.last_move}"
        if converted:
            text += ", converting " + join_words(converted)
        return text

    def describe_win(self, view: PinchView) -> str:
        winner = view.outcome.winner if view.outcome else None
        if winner is None:
            return ""
        if view.colours[winner] == "black":
            return f"connecting ranks 1 and {view.size}"
        return f"connecting files a and {FILES[view.size - 1]}"

    def note(self, view: PinchView) -> str:
        """The pie rule is easy to miss: say so when it is available."""
        if view.ply == 1 and view.outcome is None:
            return "The second player may answer with `swap` to take Black (pie rule)."
        return ""

    def recap(self, view: PinchView, replay: AnyReplay) -> PinchView:
        """The view as the log tells it; Pinch needs nothing from before the last line."""
        return view

    def offered_moves(self, view: PinchView) -> list[str]:
        return []

    def render(self, view: PinchView, *, title: str, names: tuple[str, str]) -> bytes:
        return render_pinch(view, title=title, names=names)

    def diagram(self, view: PinchView, *, names: tuple[str, str]) -> str:
        return pinch_diagram(view, names=names)
