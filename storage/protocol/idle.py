"""The idle slice of the store: games without a clock nobody has moved in for days."""

from datetime import datetime, timedelta
from typing import Protocol

from storage.models import GameRecord


class IdleStore(Protocol):
    """Games without a clock wait for their player for ever, unless the server's
    ``abandon_days`` pass: the absent player is reminded first (one reminder per ply,
    marked by compare-and-set, so two sweeps send one), then the other may claim."""

    async def idle_games(
        self, now: datetime, *, default_days: int, lead: timedelta, limit: int
    ) -> list[tuple[GameRecord, int]]:
        """Running games without a clock, a person to move, not on hold and not against
        the computer, idle for their server's days (``default_days`` where it set none)
        less ``lead``, and not reminded at this ply; each with its server's days, the
        longest idle first."""
        ...

    async def mark_idle_reminded(self, game_id: int, ply: int, at: datetime) -> bool:
        """Note the reminder for the game at ``ply``; False if it was noted already, or
        the game has left ``ply`` (or ended) since."""
        ...

    async def idle_reminder(self, game_id: int) -> tuple[int, datetime] | None:
        """The ply the absent player was last reminded at, and when; None: never."""
        ...
