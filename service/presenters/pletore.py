"""How Pletore reads to players: the komi protocol, passes, and the final score breakdown."""

from __future__ import annotations

from typing import Any

from rules.pletore import PletoreView
from rules.replay import AnyReplay
from service.boards.diagrams.pletore import pletore_diagram
from service.boards.scenes.pletore import half_points, render_pletore
from service.presenters.position import PositionWords, square_rows, square_stones
from words import Command, Msg, Notation, Reader, Speech, Strong, Verbatim, lines, msg


def count_for(view: PletoreView, colour: str) -> tuple[int, int]:
    """(stones, controlled empty points) of one colour."""
    stones = sum(1 for owner in view.stones.values() if owner == colour)
    points = sum(1 for owner in view.control.values() if owner == colour)
    return stones, points


class PletorePresenter:
    def describe_options(self, options: dict[str, Any]) -> Msg:
        size = options["size"]
        if options.get("komi_mode") == "fixed":
            komi = Verbatim(half_points(options["komi"]))
            return msg("moves-pletore-options-fixed", size=size, komi=komi)
        return msg("moves-pletore-options-protocol", size=size)

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        """In the komi protocol the challenger proposes (seat 0) and the opponent chooses."""
        return options.get("komi_mode") != "fixed"

    def describe_move(self, view: PletoreView) -> Msg | None:
        move = view.last_move
        if move is None:
            return None
        if move.startswith("komi") and view.komi is not None:
            return msg("moves-pletore-komi", komi=Verbatim(half_points(view.komi)))
        if move == "pass":
            return msg("moves-pletore-pass")
        if move == "button":
            return msg("moves-pletore-button")
        if move.endswith("x"):
            return msg("moves-pletore-flip", move=Verbatim(move), point=Verbatim(move[:-1]))
        return msg("moves-as-written", move=Verbatim(move))

    def describe_win(self, view: PletoreView) -> Msg | None:
        if view.outcome is None or view.outcome.winner is None:
            return None
        black, white = view.score["black"], view.score["white"]
        high, low = max(black, white), min(black, white)
        return msg(
            "moves-pletore-score", high=Verbatim(half_points(high)), low=Verbatim(half_points(low))
        )

    def win_details(self, view: PletoreView) -> Speech | None:
        """Each colour's count: stones, controlled points, komi and button."""
        if view.outcome is None or view.outcome.winner is None:
            return None
        return lines(*(self.tally(view, colour) for colour in ("black", "white")))

    def tally(self, view: PletoreView, colour: str) -> Msg:
        stones, points = count_for(view, colour)
        parts = [
            msg("moves-pletore-stones", count=stones),
            msg("moves-pletore-points", count=points),
        ]
        if colour == "white" and view.komi:
            parts.append(msg("moves-pletore-komi-part", komi=Verbatim(half_points(view.komi))))
        if view.button_holder == colour:
            parts.append(msg("moves-pletore-button-part"))
        added = parts[0]
        for part in parts[1:]:
            added = msg("moves-pletore-plus", left=added, right=part)
        total = Strong(msg("moves-as-written", move=Verbatim(half_points(view.score[colour]))))
        return msg(
            "moves-pletore-tally", colour=msg(f"moves-colour-{colour}"), sum=added, total=total
        )

    def note(self, view: PletoreView) -> Msg | None:
        if view.outcome is not None:
            return None
        if view.komi is None:
            return msg("moves-pletore-propose", move=Command("move"), example=Notation("komi 7"))
        if view.phase == "protocol":
            return msg(
                "moves-pletore-pick-side",
                komi=Verbatim(half_points(view.komi)),
                move=Command("move"),
                black=Notation("side black"),
                white=Notation("side white"),
            )
        if view.last_move == "pass":
            black, white = half_points(view.score["black"]), half_points(view.score["white"])
            return msg("moves-pletore-last-pass", black=Verbatim(black), white=Verbatim(white))
        return None

    def recap(self, view: PletoreView, replay: AnyReplay) -> PletoreView:
        """The view as the log tells it; Pletore needs nothing from before the last line."""
        return view

    def offered_moves(self, view: PletoreView) -> list[str]:
        if view.phase == "protocol" and view.komi is not None:
            return ["side black", "side white"]
        return []

    def position_words(self, view: PletoreView, names: tuple[str, str]) -> PositionWords:
        """Each colour's stones, and the running score once the komi is known."""
        stones = square_stones(view.stones)
        if view.komi is None:
            return stones
        black, white = (Verbatim(half_points(view.score[c])) for c in ("black", "white"))
        score = msg("alt-pletore-score", black=black, white=white)
        return PositionWords((score,), stones.whole, stones.summary)

    def text_rows(self, view: PletoreView) -> tuple[Msg, ...]:
        return square_rows(view.stones, view.size)

    def render(
        self, view: PletoreView, *, title: str, names: tuple[str, str], reader: Reader
    ) -> bytes:
        return render_pletore(view, title=title, names=names, reader=reader)

    def diagram(self, view: PletoreView, *, names: tuple[str, str], reader: Reader) -> str:
        return pletore_diagram(view, names=names, reader=reader)
