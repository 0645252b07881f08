"""How Plakoto reads to players: turns, dice, games within the match, and the match result."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rendering.backgammon.plakoto import render_plakoto
from rendering.text.plakoto import hops_in, plakoto_diagram
from rules.plakoto import PLAKOTO, PlakotoView
from rules.replay import AnyReplay
from words import Arg, Msg, Reader, Verbatim, msg


def how_said(reason: str) -> Msg:
    """How one game of the match was won (``borne_off``, ``mother``...)."""
    return msg("moves-plakoto-how-" + reason.replace("_", "-"))


class PlakotoPresenter:
    suggest_first_words = False  # autocomplete lists whole turns, filtered by what is typed

    def describe_options(self, options: dict[str, Any]) -> Msg:
        return msg("moves-plakoto-options", points=options["match_length"])

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        return False  # the opening roll decides who starts; `first` picks the seats

    def describe_move(self, view: PlakotoView) -> Msg | None:
        """A turn in its mover's numbers (as typed and logged) and in the other side's: the
        image with the post is numbered for whoever rolls or moves next, usually the other
        side, so the post names the points the way the image does, whichever it is."""
        move = view.last_move
        if move is None:
            return None
        if view.last_colour is None or not view.last_path:
            return msg("moves-as-written", move=Verbatim(move))
        other = "black" if view.last_colour == "white" else "white"
        return msg(
            "moves-plakoto-turn",
            move=Verbatim(move),
            colour=msg(f"moves-colour-{view.last_colour}"),
            hops=Verbatim(hops_in(view.last_path, other)),
            other=msg(f"moves-colour-{other}"),
        )

    def describe_win(self, view: PlakotoView) -> Msg | None:
        if view.outcome is None:
            return None
        score: dict[str, Arg] = {
            "first_score": view.score[0],
            "second_score": view.score[1],
            "length": view.match_length,
        }
        if view.result is None:
            return msg("moves-plakoto-match", **score)
        how = how_said(view.result.reason)
        return msg("moves-plakoto-match-last", how=how, points=view.result.points, **score)

    def win_details(self, view: PlakotoView) -> None:
        return None

    def note(self, view: PlakotoView) -> Msg | None:
        """Said right after a player's turn: a finished game of the match, if any."""
        if view.phase != "next_game" or view.result is None or view.outcome is not None:
            return None
        result = view.result
        said: dict[str, Arg] = {
            "number": view.game,
            "how": how_said(result.reason),
            "first_score": view.score[0],
            "second_score": view.score[1],
            "length": view.match_length,
        }
        if result.winner is None:
            return msg("moves-plakoto-game-drawn", **said)
        colour = msg(f"moves-colour-{view.colours[result.winner]}")
        return msg("moves-plakoto-game-won", colour=colour, points=result.points, **said)

    def recap(self, view: PlakotoView, replay: AnyReplay) -> PlakotoView:
        """The last turn and its dice, which the position forgets once the next roll is
        logged (the service rolls before anyone sees the board): read from the log."""
        return replace(view, last_turn=PLAKOTO.last_turn(replay.history))

    def offered_moves(self, view: PlakotoView) -> list[str]:
        return []

    def render(
        self, view: PlakotoView, *, title: str, names: tuple[str, str], reader: Reader
    ) -> bytes:
        return render_plakoto(view, title=title, names=names, reader=reader)

    def diagram(self, view: PlakotoView, *, names: tuple[str, str], reader: Reader) -> str:
        return plakoto_diagram(view, names=names, reader=reader)
