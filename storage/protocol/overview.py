"""The overview slice of the store: a server's games at a glance (``/postboard status``)."""

from datetime import datetime
from typing import Protocol

from storage.overview import ServerOverview


class OverviewStore(Protocol):
    async def server_overview(
        self,
        guild_id: int,
        *,
        soon: datetime,
        idle_before: datetime,
        owed_before: datetime,
        since: datetime,
        limit: int,
    ) -> ServerOverview:
        """``guild_id``'s running games and their troubles: games whose deadline comes
        before ``soon`` (or passed), games without a move since ``idle_before``, mail
        about its games, posts owed since before ``owed_before``, mail given up on
        since ``since``; lists of at most ``limit``."""
        ...
