"""The ping cooldown: how often one person may ping the same other person with a new
request (a challenge, a rematch, an offer, a resume)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from math import ceil

from service.context import ServiceContext
from service.errors import NotAllowed
from words import Player, msg

PING_COOLDOWN = timedelta(seconds=30)
"""How soon one person may ping the same other person again with a new request (a
challenge, a rematch, a draw, takeback or pause offer, a resume) while the last one is
unanswered: long enough to stop a burst of notifications, short enough never to get in
the way of an honest second ask. An answer (accept, decline) lifts it at once."""


class PingCooldown:
    """The ping cooldown, kept in the database (``PingStore``) so that every process on
    it, and the next after a restart, refuses the same burst; nothing is held here."""

    def __init__(self, ctx: ServiceContext, period: timedelta = PING_COOLDOWN) -> None:
        self._ctx = ctx
        self.period = period

    @asynccontextmanager
    async def ping(self, user_id: int, target_id: int) -> AsyncIterator[None]:
        """Around sending a request from ``user_id`` to ``target_id``: refuse, saying how
        long to wait, if the last one was too lately; else the slot is taken, and given
        back if the block raises (the request was refused, nothing was sent)."""
        now = self._ctx.clock()
        last = await self._ctx.store.claim_ping(user_id, target_id, now, self.period)
        if last is not None:
            elapsed = max(now - last, timedelta(0))
            wait = max(1, ceil((self.period - elapsed).total_seconds()))
            names = await self._ctx.store.user_names([target_id])
            raise NotAllowed(
                msg(
                    "ping-cooldown",
                    player=Player(target_id, names.get(target_id, "")),
                    ago=int(elapsed.total_seconds()),
                    wait=wait,
                    period=int(self.period.total_seconds()),
                )
            )
        try:
            yield
        except BaseException:
            await self._ctx.store.release_ping(user_id, target_id, now)
            raise

    async def answered(self, user_id: int, target_id: int) -> None:
        """``target_id`` answered what ``user_id`` asked: a new ask is no longer a burst."""
        await self._ctx.store.clear_ping(user_id, target_id)
