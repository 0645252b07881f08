"""What a player's routes share: the site (desk, other channels, limits), its limits and
caches, and who the request is (their reader, their game, their session)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from aiohttp import web

from service import NotFound
from service.running.outbox import Notification
from service.web_play.desk import Done, PlayDesk
from service.web_play.sessions import PlaySession
from web.language import reader_of
from web.limits import Limiter, Rate
from web.play.live import PlayLive
from words import Reader, msg

log = logging.getLogger("postboard.web")

COOKIE = "pb_play"
PLAY_ROUTE = "/play/{game}"
MAX_ID = 2**63 - 1
MAX_PLY_DIGITS = 6
MAX_PREFIX = 300
ACTIONS_PER_SESSION = Rate(per_second=0.5, burst=20.0)
"""A player's POSTs: twenty at once (a few moves and offers, a double click), then one
every two seconds, faster than anyone plays a move."""
EXCHANGES_PER_ADDRESS = Rate(per_second=0.1, burst=10.0)
"""Links exchanged from one address: ten at once, then one every ten seconds (each is a
session written; no player opens their page that often)."""
BOARD_CACHE = "private, no-cache"
"""Revalidated every time (the ETag spares the bytes): one address, two seats' boards,
and two players may share a browser; the server answers the session's seat alone."""
PAGE_CACHE = "private, no-cache"

Tell = Callable[[Notification], Awaitable[None]]


@dataclass
class PlaySite:
    """What the player's routes run on: the desk, the other channels (``tell``; None
    when nothing else runs here), the limits, and whom to believe about HTTPS."""

    desk: PlayDesk
    tell: Tell | None = None
    actions: Limiter = field(
        default_factory=lambda: Limiter(
            any_request=ACTIONS_PER_SESSION, costly_request=ACTIONS_PER_SESSION
        )
    )
    exchanges: Limiter = field(
        default_factory=lambda: Limiter(
            any_request=EXCHANGES_PER_ADDRESS, costly_request=EXCHANGES_PER_ADDRESS
        )
    )
    proxies: Limiter = field(default_factory=Limiter)
    """Whose ``X-Forwarded-*`` headers are believed (the site's limiter, which knows)."""
    live: PlayLive | None = None
    """The followed games (made by ``add_routes`` when not given)."""
    _telling: set[asyncio.Task[None]] = field(default_factory=set)

    def told(self, done: Done) -> None:
        """Hand what changed to the other channels, without keeping the player waiting."""
        if self.tell is None or done.told is None:
            return
        task = asyncio.create_task(self._tell(done.told))
        self._telling.add(task)
        task.add_done_callback(self._telling.discard)

    async def _tell(self, notification: Notification) -> None:
        assert self.tell is not None
        try:
            await self.tell(notification)
        except Exception:
            log.exception("web: telling the other channels of a move from a page failed")

    async def close(self) -> None:
        if self.live is not None:
            await self.live.close()
        if self._telling:
            await asyncio.gather(*self._telling, return_exceptions=True)


SITE = web.AppKey("play", PlaySite)


def reader(request: web.Request) -> Reader:
    return reader_of(request.headers.get("Accept-Language"))


def game_id_of(request: web.Request) -> int:
    raw = request.match_info["game"]
    if raw.isascii() and raw.isdecimal() and len(raw) <= 19 and int(raw) <= MAX_ID:
        return int(raw)
    raise NotFound(msg("web-no-such-page"))


async def session_of(request: web.Request) -> PlaySession:
    """The request's session for the game in its address; ``PageRefused`` otherwise."""
    game_id = game_id_of(request)
    return await request.app[SITE].desk.session(request.cookies.get(COOKIE), game_id)
