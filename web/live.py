"""What this process last read of each game, and the viewers following it live.

Moves may land in any process sharing the database, so nothing here waits for an
in-process notice: a game someone follows is read from the store every
``poll_seconds`` (one reading per game, however many follow it), and every page
request is served from a reading at most ``fresh_seconds`` old, taken once however
many requests arrive together. A page is thus at most a poll behind the store, and
200 viewers cost the database one read of their game a second. When a game changes,
its viewers are told over ``spread_seconds`` (each at a random moment), so their
pages do not all ask for the new board in the same millisecond.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import random
from collections import OrderedDict
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from service.spectators.desk import SpectatorDesk
from service.spectators.shown import SpectatorGame

log = logging.getLogger("postboard.web")

HEARTBEAT_SECONDS = 15.0  # an idle event stream says so, so proxies keep it open
KEPT_GAMES = 1024


@dataclass(slots=True, eq=False)
class _Watched:
    game: SpectatorGame | None = None
    read_at: float = float("-inf")
    reading: asyncio.Task[SpectatorGame] | None = None
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    viewers: int = 0
    poller: asyncio.Task[None] | None = None

    def serves(self, guild_id: int, key: str) -> bool:
        """The reading is of this server's game and ``key`` is its (checked) key."""
        game = self.game
        return (
            game is not None
            and game.guild_id == guild_id
            and hmac.compare_digest(game.key.encode(), key.encode())
        )


class Current:
    def __init__(
        self,
        desk: SpectatorDesk,
        *,
        fresh_seconds: float = 1.0,
        poll_seconds: float = 1.0,
        spread_seconds: float = 0.5,
    ) -> None:
        self._desk = desk
        self._fresh = fresh_seconds
        self._poll = poll_seconds
        self._spread = spread_seconds
        self._jitter = random.Random()
        self._games: OrderedDict[int, _Watched] = OrderedDict()
        self._closing = False

    def _watched(self, game_id: int) -> _Watched:
        watched = self._games.get(game_id)
        if watched is None:
            watched = self._games[game_id] = _Watched()
            for old_id in list(self._games)[: max(0, len(self._games) - KEPT_GAMES)]:
                if self._games[old_id].viewers == 0:
                    del self._games[old_id]
        else:
            self._games.move_to_end(game_id)
        return watched

    async def game(
        self, guild_id: int, game_id: int, key: str, *, max_age: float | None = None
    ) -> SpectatorGame:
        """The game as last read, if recent enough; else read now (once for all callers).
        ``service.NotFound`` for a wrong key, another server's game or none."""
        watched = self._watched(game_id)
        age = asyncio.get_running_loop().time() - watched.read_at
        if age < (self._fresh if max_age is None else max_age) and watched.serves(guild_id, key):
            assert watched.game is not None
            return watched.game
        if watched.reading is not None:
            with contextlib.suppress(Exception):
                await asyncio.shield(watched.reading)
            if watched.serves(guild_id, key):
                assert watched.game is not None
                return watched.game
        return await self._read(watched, guild_id, game_id, key)

    async def _read(
        self, watched: _Watched, guild_id: int, game_id: int, key: str
    ) -> SpectatorGame:
        reading = asyncio.create_task(self._desk.game(guild_id, game_id, key))
        reading.add_done_callback(_retrieved)  # a reader that went away leaves no warning
        watched.reading = reading
        try:
            game = await asyncio.shield(reading)
        finally:
            if watched.reading is reading:
                watched.reading = None
        previous = watched.game
        watched.game = game
        watched.read_at = asyncio.get_running_loop().time()
        if previous is not None and previous.version != game.version:
            watched.changed.set()
            watched.changed = asyncio.Event()
        return game

    async def follow(self, game: SpectatorGame) -> AsyncIterator[SpectatorGame | None]:
        """The game each time it changes from what ``game`` showed, and None after every
        ``HEARTBEAT_SECONDS`` of quiet, until the server stops."""
        watched = self._watched(game.id)
        watched.viewers += 1
        if watched.poller is None:
            watched.poller = asyncio.create_task(self._keep_reading(watched, game))
        seen = game.version
        try:
            while not self._closing:
                now = watched.game
                if (
                    now is not None
                    and now.version != seen
                    and watched.serves(game.guild_id, game.key)
                ):
                    if self._spread > 0:  # not every viewer's page asks at the same instant
                        await asyncio.sleep(self._jitter.uniform(0, self._spread))
                        now = watched.game or now
                    seen = now.version
                    yield now
                    continue
                try:
                    await asyncio.wait_for(watched.changed.wait(), HEARTBEAT_SECONDS)
                except TimeoutError:
                    yield None
        finally:
            watched.viewers -= 1
            if watched.viewers == 0 and watched.poller is not None:
                watched.poller.cancel()
                watched.poller = None

    async def _keep_reading(self, watched: _Watched, game: SpectatorGame) -> None:
        """Read a followed game every poll; a failed read (the database away) is retried."""
        failing = False
        while True:
            await asyncio.sleep(self._poll)
            try:
                await self.game(game.guild_id, game.id, game.key, max_age=self._poll / 2)
            except Exception:
                if not failing:
                    log.warning("could not read game %s for its viewers", game.id, exc_info=True)
                failing = True
            else:
                failing = False

    async def close(self) -> None:
        """End every live stream and stop reading."""
        self._closing = True
        pollers = []
        for watched in self._games.values():
            watched.changed.set()
            if watched.poller is not None:
                watched.poller.cancel()
                pollers.append(watched.poller)
        for poller in pollers:
            with contextlib.suppress(asyncio.CancelledError):
                await poller


def _retrieved(task: asyncio.Task[SpectatorGame]) -> None:
    if not task.cancelled():
        task.exception()
