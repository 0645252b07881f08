"""How Les reads to players: the setup, two-stone turns, and the holes that decide it."""

from __future__ import annotations

from typing import Any

from rules.les import LesView
from rules.les.geometry import ROWS, geometry
from rules.les.moves import Point
from rules.replay import AnyReplay
from service.boards.diagrams.les import les_diagram, verdict_said
from service.boards.scenes.les import render_les
from service.presenters.position import PositionWords, stone_rows, stones_words
from words import Command, Msg, Notation, Reader, Speech, Verbatim, lines, msg


def _sizes(values: list[int]) -> Verbatim:
    return Verbatim(", ".join(map(str, values)))


def holes_line(view: LesView) -> Msg:
    """'Black owns 3 holes (sizes 3, 2, 1); White owns 2 holes (sizes 7, 1).'"""
    owned: dict[str, Msg] = {}
    for colour in ("black", "white"):
        sizes = sorted((h.size for h in view.holes if h.owner == colour), reverse=True)
        named = msg(f"moves-colour-{colour}")
        owned[colour] = (
            msg("moves-les-owns", colour=named, count=len(sizes), sizes=_sizes(sizes))
            if sizes
            else msg("moves-les-owns-none", colour=named)
        )
    return msg("moves-les-holes", black=owned["black"], white=owned["white"])


class LesPresenter:
    def describe_options(self, options: dict[str, Any]) -> Msg:
        n = options["size"]
        return msg("moves-les-options", side=n, points=3 * n * (n - 1) + 1)

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        """The challenger places the four starting stones; the opponent picks a side."""
        return True

    def describe_move(self, view: LesView) -> Msg | None:
        move = view.last_move
        if move is None:
            return None
        words = [Verbatim(word) for word in move.split()]
        if move.startswith("setup"):
            return msg(
                "moves-les-setup",
                black_first=words[1],
                white_first=words[2],
                black_second=words[3],
                white_second=words[4],
            )
        if move.startswith("side"):
            return msg("moves-as-written", move=Verbatim(move))
        if len(words) == 2:
            return msg("moves-les-turn", contact=words[0], lone=words[1])
        return msg("moves-les-contact-only", move=Verbatim(move))

    def describe_win(self, view: LesView) -> Msg | None:
        return None if view.outcome is None else msg("moves-les-win")

    def win_details(self, view: LesView) -> Speech | None:
        """Who owns which holes, and the comparison that decided it."""
        if view.outcome is None:
            return None
        return lines(holes_line(view), verdict_said(view))

    def note(self, view: LesView) -> Msg | None:
        if view.outcome is not None:
            return None
        move = Command("move")
        if view.phase == "setup":
            return msg("moves-les-setup-note", move=move, example=Notation("setup d4 d5 b2 b4"))
        if view.phase == "side":
            black, white = Notation("side black"), Notation("side white")
            return msg("moves-les-side-note", move=move, black=black, white=white)
        if not view.lone:
            return msg("moves-les-no-lone-note", example=Notation("f5"))
        if view.ply == 2:
            return msg("moves-les-turn-note", example=Notation("c4 g7"))
        return None

    def recap(self, view: LesView, replay: AnyReplay) -> LesView:
        """The view as the log tells it; Les needs nothing from before the last line."""
        return view

    def offered_moves(self, view: LesView) -> list[str]:
        return ["side black", "side white"] if view.phase == "side" else []

    def position_words(self, view: LesView, names: tuple[str, str]) -> PositionWords:
        """Each colour's stones, row a first, by line within a row."""
        return stones_words(view.stones, str, lambda p: (p.row, p.line))

    def text_rows(self, view: LesView) -> tuple[Msg, ...]:
        """The board read aloud row by row, the top row first, each by line number."""
        shape = geometry(view.size)
        rows = []
        for row in reversed(range(1, 2 * view.size)):
            first, last = shape.line_range(row)
            rows.append((ROWS[row - 1], [Point(row, line) for line in range(first, last + 1)]))
        return stone_rows(view.stones, rows, str, "text-board-row")

    def render(self, view: LesView, *, title: str, names: tuple[str, str], reader: Reader) -> bytes:
        return render_les(view, title=title, names=names, reader=reader)

    def diagram(self, view: LesView, *, names: tuple[str, str], reader: Reader) -> str:
        return les_diagram(view, names=names, reader=reader)
