"""Per-game wording and pictures: how a move, a win and the options read to players.

The service is generic; what differs between games in *presentation* lives
here, one module per game, registered by engine name.
"""

from __future__ import annotations

from typing import Any, Protocol

from rules.replay import AnyReplay
from service.presenters.les import LesPresenter
from service.presenters.pinch import PinchPresenter
from service.presenters.plakoto import PlakotoPresenter
from service.presenters.plateau import PlateauPresenter
from service.presenters.pletore import PletorePresenter


class Presenter(Protocol):
    def describe_options(self, options: dict[str, Any]) -> str: ...

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool: ...

    def describe_move(self, view: Any) -> str: ...

    def describe_win(self, view: Any) -> str: ...

    def note(self, view: Any) -> str: ...

    def offered_moves(self, view: Any) -> list[str]: ...

    def recap(self, view: Any, replay: AnyReplay) -> Any:
        """``view`` (of ``replay``'s position) with what only the log knows filled in: what
        happened last, when the last line (a roll, say) is not it."""
        ...

    def render(self, view: Any, *, title: str, names: tuple[str, str]) -> bytes: ...

    def diagram(self, view: Any, *, names: tuple[str, str]) -> str: ...


PRESENTERS: dict[str, Presenter] = {
    "pinch": PinchPresenter(),
    "pletore": PletorePresenter(),
    "les": LesPresenter(),
    "plakoto": PlakotoPresenter(),
    "plateau": PlateauPresenter(),
}
