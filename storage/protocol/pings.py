"""The ping slice of the store: when each user last pinged each other user with a request."""

from datetime import datetime, timedelta
from typing import Protocol


class PingStore(Protocol):
    """The ping cooldown: one request per period from one user to another.

    Kept in the database, so every process on it (and the next one after a restart)
    holds the same cooldown. ``claim_ping`` is a compare-and-set: of several callers
    claiming one pair's slot at once, exactly one gets it, and the others learn when
    the standing ping was made. A claim whose request was not sent after all is given
    back with ``release_ping``; an answer from the target lifts the cooldown at once
    (``clear_ping``).
    """

    async def claim_ping(
        self, user_id: int, target_id: int, now: datetime, period: timedelta
    ) -> datetime | None: ...

    async def release_ping(self, user_id: int, target_id: int, pinged_at: datetime) -> None: ...

    async def clear_ping(self, user_id: int, target_id: int) -> None: ...
