"""The players' pages followed live: one reading of each followed game per poll.

A player's page is told when anything either player's page shows changes (a move,
an offer, the clock, the end), by the game's version (``PlayerPages.version``: two
reads, no replay), read every ``poll_seconds`` once for however many pages follow
the game, in any process: the pages learn of changes from the database, as the
spectators' do (``web.live``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field

log = logging.getLogger("postboard.web")

HEARTBEAT_SECONDS = 15.0


@dataclass(slots=True, eq=False)
class _Followed:
    version: str | None = None
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    viewers: int = 0
    poller: asyncio.Task[None] | None = None


class PlayLive:
    def __init__(
        self, version: Callable[[int], Awaitable[str]], *, poll_seconds: float = 1.0
    ) -> None:
        self._version = version
        self._poll = poll_seconds
        self._games: dict[int, _Followed] = {}
        self._closing = False

    async def follow(self, game_id: int, seen: str) -> AsyncIterator[str | None]:
        """The game's version each time it changes from ``seen``, and None after every
        ``HEARTBEAT_SECONDS`` of quiet, until the server stops."""
        followed = self._games.setdefault(game_id, _Followed())
        followed.viewers += 1
        if followed.poller is None:
            followed.version = seen if followed.version is None else followed.version
            followed.poller = asyncio.create_task(self._keep_reading(game_id, followed))
        try:
            while not self._closing:
                now = followed.version
                if now is not None and now != seen:
                    seen = now
                    yield now
                    continue
                try:
                    await asyncio.wait_for(followed.changed.wait(), HEARTBEAT_SECONDS)
                except TimeoutError:
                    yield None
        finally:
            followed.viewers -= 1
            if followed.viewers == 0:
                if followed.poller is not None:
                    followed.poller.cancel()
                self._games.pop(game_id, None)

    async def _keep_reading(self, game_id: int, followed: _Followed) -> None:
        failing = False
        while True:
            await asyncio.sleep(self._poll)
            try:
                version = await self._version(game_id)
            except Exception:
                if not failing:
                    log.warning(
                        "could not read game %s for its players' pages", game_id, exc_info=True
                    )
                failing = True
                continue
            failing = False
            if version != followed.version:
                followed.version = version
                followed.changed.set()
                followed.changed = asyncio.Event()

    async def close(self) -> None:
        """End every live stream and stop reading."""
        self._closing = True
        pollers = []
        for followed in self._games.values():
            followed.changed.set()
            if followed.poller is not None:
                followed.poller.cancel()
                pollers.append(followed.poller)
        for poller in pollers:
            with contextlib.suppress(asyncio.CancelledError):
                await poller
