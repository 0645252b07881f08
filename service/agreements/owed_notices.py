"""The notices about a game whose line in its thread no process has posted yet (issue 33).

A decline, an agreed pause or a resume changes no position, so the move log owes no post
for it: the Discord outbox of the process that made it says it in the game's thread. A
process with no Discord (a web-only ``postboard run`` beside the bot's, on one database)
has none, and a process killed between the change and its post never says it either. So
each is stored owing its line in the change's own transaction (``decline_offer``,
``put_clock``), the channel that posts it says so (``posted``), and a process that runs
Discord posts those still owed after the grace a live process needs, as a logged line's
post is (``GameDesk.owed_posts``): each claimed for a lease, so of several processes one
posts it. One whose game ended since is dropped unposted: the game's end is its news, and
its thread is archived.
"""

from __future__ import annotations

from service.agreements.settled import Settled, told
from service.context import ServiceContext
from service.games.desk import OWED_POSTS_PER_SWEEP, POST_GRACE, POST_LEASE
from storage import errors as storage_errors


class OwedNotices:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def due(self) -> list[Settled]:
        """The notices owed for ``POST_GRACE``, oldest first, each as it read when it was
        made (``Settled.owed`` set). The channel calls ``posted`` once each is made; one
        it could not make is handed out again when its lease ends."""
        now = self._ctx.clock()
        owed = await self._ctx.store.claim_owed_notices(
            now - POST_GRACE, now, now + POST_LEASE, OWED_POSTS_PER_SWEEP
        )
        notices: list[Settled] = []
        for notice in owed:
            try:
                game = await self._ctx.store.get_game(notice.game_id)
            except storage_errors.NotFound:
                continue  # its game is gone (a server's purge), and the notice with it
            if game.status != "active":
                await self._ctx.store.notice_posted(notice.id)
                continue
            notices.append(await told(self._ctx, game, notice))
        return notices

    async def posted(self, settled: Settled) -> None:
        """The channel said ``settled`` in the game's thread: its notice, if one was owed,
        is owed no more."""
        if settled.owed is not None:
            await self._ctx.store.notice_posted(settled.owed)
