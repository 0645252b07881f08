"""Which language each board is drawn in: the presenters' drawings, watched."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from service.presenters import PRESENTERS
from words import Reader


class Drawn:
    """The language of each board a presenter draws, in order."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.locales: list[str] = []
        for presenter in PRESENTERS.values():
            monkeypatch.setattr(presenter, "render", self._recording(presenter.render))

    def _recording(self, render: Callable[..., bytes]) -> Callable[..., bytes]:
        def recorded(view: Any, *, reader: Reader, **rest: Any) -> bytes:
            self.locales.append(reader.locale)
            return render(view, reader=reader, **rest)

        return recorded

    def taken(self) -> list[str]:
        taken, self.locales = self.locales, []
        return taken
