"""The analysis slice of the store: the engine's look back at finished games (issue 22).

One analysis per game, made once and kept, so asking again costs no search; and
when each user last asked for a new one, so one user starts at most one every
period. Both are compare-and-set claims decided in the database: of two requests
at once, in any processes, exactly one gets the game (``claim_analysis``) and one
the user's slot (``claim_analysis_slot``); the others learn who holds it.
"""

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol


@dataclass(frozen=True, slots=True)
class AnalysisRecord:
    """A game's analysis: who asked, when it started, its text (None while being made)."""

    game_id: int
    requested_by: int
    started_at: datetime
    text: str | None


class AnalysisStore(Protocol):
    async def get_analysis(self, game_id: int) -> AnalysisRecord | None: ...

    async def claim_analysis(
        self, game_id: int, user_id: int, now: datetime, stale: timedelta
    ) -> AnalysisRecord | None:
        """Start ``game_id``'s analysis for ``user_id``: None if claimed, else the
        standing record (finished, or being made and started less than ``stale`` ago;
        an older unfinished one, left by a process that died, is taken over)."""
        ...

    async def finish_analysis(self, game_id: int, started_at: datetime, text: str) -> None:
        """Keep the text of the analysis claimed at ``started_at``."""
        ...

    async def release_analysis(self, game_id: int, started_at: datetime) -> None:
        """Give back an unfinished claim (its search failed), so it may be asked again."""
        ...

    async def claim_analysis_slot(
        self, user_id: int, now: datetime, period: timedelta
    ) -> datetime | None:
        """One new analysis per ``period`` per user: None if claimed, else when the
        standing one was asked for."""
        ...

    async def release_analysis_slot(self, user_id: int, requested_at: datetime) -> None:
        """Give back the slot claimed at ``requested_at`` (nothing was analysed after all)."""
        ...
