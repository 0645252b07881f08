"""``GAMES``: every engine by name or alias, case-insensitive."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rules.errors import UnknownGame
from rules.protocol import Game

AnyGame = Game[Any, Any, Any]
"""A game chosen at run time: its state, move and view types are not known statically."""


class GameRegistry:
    """A read-only lookup; unknown names raise ``UnknownGame`` listing what exists."""

    def __init__(self, *games: AnyGame) -> None:
        self._games = games
        self._by_name: dict[str, AnyGame] = {}
        for game in games:
            for key in (game.name, *game.aliases):
                self._by_name[key.lower()] = game

    def __getitem__(self, name: str) -> AnyGame:
        try:
            return self._by_name[name.strip().lower()]
        except KeyError:
            known = ", ".join(self.names())
            raise UnknownGame(
                f"There is no game called {name!r}; known games: {known}.",
                "unknown-game",
                name=repr(name),
                known=known,
            ) from None

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.strip().lower() in self._by_name

    def __iter__(self) -> Iterator[AnyGame]:
        return iter(self._games)

    def names(self) -> list[str]:
        return [game.name for game in self._games]
