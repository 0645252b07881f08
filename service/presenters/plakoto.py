"""How Plakoto reads to players: turns, dice, games within the match, and the match result."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.plakoto import PLAKOTO, PlakotoView
from rules.replay import AnyReplay
from service.boards.diagrams.plakoto import hops_in, plakoto_diagram
from service.boards.scenes.plakoto import render_plakoto
from service.presenters.position import PositionWords, colour_word, items
from words import Arg, Msg, Reader, Verbatim, msg


def how_said(reason: str) -> Msg:
    """How one game of the match was won (``borne_off``, ``mother``...)."""
    return msg("moves-plakoto-how-" + reason.replace("_", "-"))


def _pips(colour: str, point: int) -> int:
    """How far a checker of ``colour`` on ``point`` (White's numbering) has to go."""
    return point if colour == "white" else 25 - point


def _pinned_by_last(view: PlakotoView) -> list[Msg]:
    """The checkers the last turn pinned: a hop that ended on a point where the mover
    now sits on the other colour's lone checker."""
    last = view.last_turn
    if last is None:
        return []
    pinned = []
    landed = {end for _, end in last.path}
    for stack in view.stacks:
        if stack.point in landed and stack.top == last.colour and stack.pinned is not None:
            said = msg(
                "alt-plakoto-pinned-now",
                colour=colour_word(last.colour),
                pinned=colour_word(stack.pinned),
                point=stack.point,
            )
            pinned.append(said)
    return pinned


def _points_of(view: PlakotoView, colour: str) -> tuple[list[Msg], int]:
    """``colour``'s points, White's 24 down to 1, and how many checkers stand on them."""
    points: list[Msg] = []
    count = 0
    for stack in view.stacks:
        if stack.top == colour:
            count += stack.count
            said = {"point": stack.point, "count": stack.count}
            if stack.pinned is None:
                points.append(msg("alt-plakoto-point", **said))
            else:
                pinned = colour_word(stack.pinned)
                points.append(msg("alt-plakoto-point-pinning", pinned=pinned, **said))
        elif stack.pinned == colour:
            count += 1
            points.append(msg("alt-plakoto-point-pinned", point=stack.point))
    return points, count


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

    def position_words(self, view: PlakotoView, names: tuple[str, str]) -> PositionWords:
        """The match score, the dice, the race (pip counts) and what the last turn pinned;
        then each colour's checkers, point by point in White's numbering from 24 down."""
        standing: list[Msg] = [
            msg(
                "alt-plakoto-match",
                length=view.match_length,
                first=Verbatim(names[0]),
                first_score=view.score[0],
                second=Verbatim(names[1]),
                second_score=view.score[1],
            )
        ]
        last = view.last_turn
        if last is not None and last.dice is not None:
            rolled = Verbatim(f"{last.dice[0]}-{last.dice[1]}")
            standing.append(msg("alt-plakoto-rolled", colour=colour_word(last.colour), dice=rolled))
        if view.dice is not None and view.side is not None:
            dice = Verbatim(f"{view.dice[0]}-{view.dice[1]}")
            standing.append(msg("alt-plakoto-dice", colour=colour_word(view.side), dice=dice))
        standing += _pinned_by_last(view)
        pips = {"white": 0, "black": 0}
        for stack in view.stacks:
            pips[stack.top] += stack.count * _pips(stack.top, stack.point)
            if stack.pinned is not None:
                pips[stack.pinned] += _pips(stack.pinned, stack.point)
        standing.append(msg("alt-plakoto-race", white=pips["white"], black=pips["black"]))
        standing.append(msg("alt-plakoto-off", white=view.off[0], black=view.off[1]))
        whole, summary = [], []
        for colour in ("white", "black"):
            points, count = _points_of(view, colour)
            if points:
                word = colour_word(colour)
                whole.append(msg("alt-plakoto-checkers", colour=word, points=items(points)))
                summary.append(msg("alt-plakoto-on-board", colour=word, count=count))
        return PositionWords(tuple(standing), tuple(whole), tuple(summary))

    def text_rows(self, view: PlakotoView) -> tuple[Msg, ...]:
        """The points read aloud from White's 24 down to 1: how many checkers of which
        colour, and a pinned one beneath; then the bar-less board's borne-off counts are
        in the standing already."""
        said = []
        for stack in view.stacks:
            colour = colour_word(stack.top)
            if stack.pinned is None:
                said.append(
                    msg("text-board-point", point=stack.point, count=stack.count, colour=colour)
                )
            else:
                said.append(
                    msg(
                        "text-board-point-pinning",
                        point=stack.point,
                        count=stack.count,
                        colour=colour,
                        pinned=colour_word(stack.pinned),
                    )
                )
        return tuple(said) or (msg("alt-board-empty"),)

    def render(
        self, view: PlakotoView, *, title: str, names: tuple[str, str], reader: Reader
    ) -> bytes:
        return render_plakoto(view, title=title, names=names, reader=reader)

    def diagram(self, view: PlakotoView, *, names: tuple[str, str], reader: Reader) -> str:
        return plakoto_diagram(view, names=names, reader=reader)
