"""How Pinch reads to players: "e5, converting d5 and e4", "connecting ranks 1 and 9"."""

from __future__ import annotations

from typing import Any

from rules.pinch import PinchView
from rules.replay import AnyReplay
from service.boards.diagrams.pinch import pinch_diagram
from service.boards.scenes.pinch import render_pinch
from service.presenters.position import PositionWords, square_rows, square_stones
from words import Items, Msg, Notation, Reader, Verbatim, msg

FILES = "abcdefghijklmnopqrstuvwxyz"


class PinchPresenter:
    def describe_options(self, options: dict[str, Any]) -> Msg:
        return msg("moves-pinch-options", size=options["size"])

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        return False  # the challenge's `first` decides

    def describe_move(self, view: PinchView) -> Msg | None:
        if view.last_move is None:
            return None
        if view.last_move == "swap":
            return msg("moves-pinch-swap")
        move = Verbatim(view.last_move)
        converted = view.converted_names()
        if not converted:
            return msg("moves-as-written", move=move)
        points = Items(tuple(Verbatim(name) for name in converted))
        return msg("moves-pinch-converting", move=move, converted=points)

    def describe_win(self, view: PinchView) -> Msg | None:
        winner = view.outcome.winner if view.outcome else None
        if winner is None:
            return None
        if view.colours[winner] == "black":
            return msg("moves-pinch-win-ranks", last=Verbatim(str(view.size)))
        return msg("moves-pinch-win-files", last=Verbatim(FILES[view.size - 1]))

    def win_details(self, view: PinchView) -> None:
        return None

    def note(self, view: PinchView) -> Msg | None:
        """The pie rule is easy to miss: say so when it is available."""
        if view.ply == 1 and view.outcome is None:
            return msg("moves-pinch-pie", swap=Notation("swap"))
        return None

    def recap(self, view: PinchView, replay: AnyReplay) -> PinchView:
        """The view as the log tells it; Pinch needs nothing from before the last line."""
        return view

    def offered_moves(self, view: PinchView) -> list[str]:
        return []

    def position_words(self, view: PinchView, names: tuple[str, str]) -> PositionWords:
        """Each colour's stones, rank 1 first, a file after another within a rank."""
        return square_stones(view.stones)

    def text_rows(self, view: PinchView) -> tuple[Msg, ...]:
        return square_rows(view.stones, view.size)

    def render(
        self, view: PinchView, *, title: str, names: tuple[str, str], reader: Reader
    ) -> bytes:
        return render_pinch(view, title=title, names=names, reader=reader)

    def diagram(self, view: PinchView, *, names: tuple[str, str], reader: Reader) -> str:
        return pinch_diagram(view, names=names, reader=reader)
