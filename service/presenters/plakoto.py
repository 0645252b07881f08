"""How Plakoto reads to players: turns, dice, games within the match, and the match result."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rendering.plakoto import render_plakoto
from rendering.text.plakoto import hops_in, plakoto_diagram
from rules.plakoto import PLAKOTO, PlakotoView
from rules.replay import AnyReplay

HOW = {
    "borne_off": "bearing off",
    "gammon": "a gammon (the loser bore off nothing)",
    "mother": "pinning the mother checker",
    "both_mothers": "both mothers pinned",
}


class PlakotoPresenter:
    suggest_first_words = False  # autocomplete lists whole turns, filtered by what is typed

    def describe_options(self, options: dict[str, Any]) -> str:
        length = options["match_length"]
        return f"match to {length} point{'s' if length != 1 else ''}"

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        return False  # the opening roll decides who starts; `first` picks the seats

    def describe_move(self, view: PlakotoView) -> str:
        """A turn in its mover's numbers (as typed and logged) and in the other side's: the
        image with the post is numbered for whoever rolls or moves next, usually the other
        side, so the post names the points the way the image does, whichever it is."""
        move = view.last_move or ""
        if view.last_colour is None or not view.last_path:
            return move
        other = "black" if view.last_colour == "white" else "white"
        return (
            f"{move} ({view.last_colour.capitalize()}'s numbers; "
            f"{hops_in(view.last_path, other)} in {other.capitalize()}'s)"
        )

    def describe_win(self, view: PlakotoView) -> str:
        if view.outcome is None:
            return ""
        return f"{view.score[0]}–{view.score[1]} in a match to {view.match_length}" + (
            f" (last game: {HOW.get(view.result.reason, view.result.reason)}, "
            f"{view.result.points} point{'s' if view.result.points != 1 else ''})"
            if view.result
            else ""
        )

    def note(self, view: PlakotoView) -> str:
        """Said right after a player's turn: a finished game of the match, if any."""
        if view.phase != "next_game" or view.result is None or view.outcome is not None:
            return ""
        result = view.result
        how = HOW.get(result.reason, result.reason)
        score = f"match score {view.score[0]}–{view.score[1]} (to {view.match_length})"
        if result.winner is None:
            return f"Game {view.game} is drawn ({how}); {score}. The next game starts now."
        return (
            f"Game {view.game} is won by {view.colours[result.winner].capitalize()} with "
            f"{how}, {result.points} point{'s' if result.points != 1 else ''}; {score}. "
            "The next game starts now."
        )

    def recap(self, view: PlakotoView, replay: AnyReplay) -> PlakotoView:
        """The last turn and its dice, which the position forgets once the next roll is
        logged (the service rolls before anyone sees the board): read from the log."""
        return replace(view, last_turn=PLAKOTO.last_turn(replay.history))

    def offered_moves(self, view: PlakotoView) -> list[str]:
        return []

    def render(self, view: PlakotoView, *, title: str, names: tuple[str, str]) -> bytes:
        return render_plakoto(view, title=title, names=names)

    def diagram(self, view: PlakotoView, *, names: tuple[str, str]) -> str:
        return plakoto_diagram(view, names=names)
