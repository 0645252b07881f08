"""How Pletore reads to players: the komi protocol, passes, and the final score breakdown."""

from __future__ import annotations

from typing import Any

from rendering.pletore import half_points, render_pletore
from rendering.text.pletore import pletore_diagram
from rules.pletore import PletoreView
from rules.replay import AnyReplay


def count_for(view: PletoreView, colour: str) -> tuple[int, int]:
    """(stones, controlled empty points) of one colour."""
    stones = sum(1 for owner in view.stones.values() if owner == colour)
    points = sum(1 for owner in view.control.values() if owner == colour)
    return stones, points


class PletorePresenter:
    def describe_options(self, options: dict[str, Any]) -> str:
        size = options["size"]
        if options.get("komi_mode") == "fixed":
            return f"{size}×{size}, fixed komi {options['komi']} for White"
        return f"{size}×{size}, komi proposed by seat 0, side chosen by seat 1"

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        """In the komi protocol the challenger proposes (seat 0) and the opponent chooses."""
        return options.get("komi_mode") != "fixed"

    def describe_move(self, view: PletoreView) -> str:
        move = view.last_move or ""
        if move.startswith("komi"):
            return f"a komi of {view.komi} for White"
        if move.startswith("side"):
            return move
        if move == "pass":
            return "a pass"
        if move == "button":
            return "the button (+½ at the end)"
        if move.endswith("x"):
            return f"{move}, flipping the stone on {move[:-1]}"
        return move

    def describe_win(self, view: PletoreView) -> str:
        if view.outcome is None or view.outcome.winner is None:
            return ""
        black, white = view.score["black"], view.score["white"]
        high, low = max(black, white), min(black, white)
        return f"{half_points(high)} to {half_points(low)}\n" + self.breakdown(view)

    def breakdown(self, view: PletoreView) -> str:
        lines = []
        for colour in ("black", "white"):
            stones, points = count_for(view, colour)
            parts = [f"{stones} stones", f"{points} controlled points"]
            if colour == "white" and view.komi:
                parts.append(f"komi {view.komi}")
            if view.button_holder == colour:
                parts.append("button ½")
            total = half_points(view.score[colour])
            lines.append(f"{colour.capitalize()}: " + " + ".join(parts) + f" = **{total}**")
        return "\n".join(lines)

    def note(self, view: PletoreView) -> str:
        if view.outcome is not None:
            return ""
        if view.komi is None:
            return (
                "Seat 0 proposes the komi (points added to White's score): `/move komi 7`. "
                "Then the other player picks a side."
            )
        if view.phase == "protocol":
            return (
                f"Komi is {view.komi}. Pick your side with the buttons or `/move side black` "
                "/ `/move side white`; Black moves first."
            )
        if view.last_move == "pass":
            black, white = half_points(view.score["black"]), half_points(view.score["white"])
            return f"One more pass ends the game with the score Black {black} – White {white}."
        return ""

    def recap(self, view: PletoreView, replay: AnyReplay) -> PletoreView:
        """The view as the log tells it; Pletore needs nothing from before the last line."""
        return view

    def offered_moves(self, view: PletoreView) -> list[str]:
        if view.phase == "protocol" and view.komi is not None:
            return ["side black", "side white"]
        return []

    def render(self, view: PletoreView, *, title: str, names: tuple[str, str]) -> bytes:
        return render_pletore(view, title=title, names=names)

    def diagram(self, view: PletoreView, *, names: tuple[str, str]) -> str:
        return pletore_diagram(view, names=names)
