"""Which game channels everyone in their server can read: what a server's web list shows.

A server's list of games on the web (``SpectatorDesk.server``) is reached from any
game's page, so it must not show games of channels only some members can read
(issue 35, item 12). Only the adapter sees Discord's permissions; it tells this desk
what it sees of a game's channel when the game starts, when that channel's
permissions (or @everyone's) change, and when it connects, which also covers the
games started before channels were recorded. A channel never seen counts as private.
"""

from __future__ import annotations

from service.context import ServiceContext


class VisibilityDesk:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def channel_seen(
        self, guild_id: int, channel_id: int, *, home_id: int, everyone_reads: bool
    ) -> None:
        """Games in ``channel_id`` live where ``home_id``'s permissions decide (the
        channel, or the parent of a thread), which everyone can read or not."""
        await self._ctx.store.see_channel(
            guild_id=guild_id,
            channel_id=channel_id,
            home_id=home_id,
            everyone_reads=everyone_reads,
            seen_at=self._ctx.clock(),
        )

    async def home_changed(self, home_id: int, *, everyone_reads: bool) -> None:
        """``home_id``'s permissions changed (or it was deleted: nobody reads it)."""
        await self._ctx.store.see_home(
            home_id, everyone_reads=everyone_reads, seen_at=self._ctx.clock()
        )

    async def game_channels(self, guild_id: int) -> list[int]:
        """The channels this server's games were started in, for the adapter to look at."""
        return await self._ctx.store.game_channels(guild_id)
