"""Per-game wording and pictures: how a move, a win and the options read to players.

The service is generic; what differs between games in *presentation* lives
here, one module per game, registered by engine name. What a presenter says is a
message (``moves-<game>-…`` in the catalogs), never a sentence: each channel writes
it in its reader's language.
"""

from __future__ import annotations

from typing import Any, Protocol

from rules.replay import AnyReplay
from service.presenters.les import LesPresenter
from service.presenters.pinch import PinchPresenter
from service.presenters.plakoto import PlakotoPresenter
from service.presenters.plateau import PlateauPresenter
from service.presenters.pletore import PletorePresenter
from service.presenters.position import PositionWords
from words import Msg, Reader, Speech


class Presenter(Protocol):
    def describe_options(self, options: dict[str, Any]) -> Msg: ...

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool: ...

    def describe_move(self, view: Any) -> Msg | None:
        """The view's last move as players read it; None before any move."""
        ...

    def describe_win(self, view: Any) -> Msg | None:
        """How the rules decided the game ("connecting ranks 1 and 9"); None while it
        runs, or when the rules name no way."""
        ...

    def win_details(self, view: Any) -> Speech | None:
        """What the result line is followed by (a score's breakdown), if anything."""
        ...

    def note(self, view: Any) -> Msg | None:
        """What a player should know about the position now (a protocol step)."""
        ...

    def offered_moves(self, view: Any) -> list[str]: ...

    def recap(self, view: Any, replay: AnyReplay) -> Any:
        """``view`` (of ``replay``'s position) with what only the log knows filled in: what
        happened last, when the last line (a roll, say) is not it."""
        ...

    def position_words(self, view: Any, names: tuple[str, str]) -> PositionWords:
        """The position in words, for the board's alt text (``presenters.position``)."""
        ...

    def text_rows(self, view: Any) -> tuple[Msg, ...]:
        """The board read aloud, row by row or point by point (the text board)."""
        ...

    def render(self, view: Any, *, title: str, names: tuple[str, str], reader: Reader) -> bytes:
        """The board as a PNG image, its words (captions, colours, score) in ``reader``'s
        language: the server's for a public post, the asker's for a private answer."""
        ...

    def diagram(self, view: Any, *, names: tuple[str, str], reader: Reader) -> str: ...


PRESENTERS: dict[str, Presenter] = {
    "pinch": PinchPresenter(),
    "pletore": PletorePresenter(),
    "les": LesPresenter(),
    "plakoto": PlakotoPresenter(),
    "plateau": PlateauPresenter(),
}
