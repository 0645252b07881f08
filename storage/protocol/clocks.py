"""The clock slice of the store: one clock per game that has one."""

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol

from storage.models import ClockRecord, NoticeRecord


class ClockStore(Protocol):
    """Game clocks, each written whole and only at its game's current ply.

    ``put_clock`` raises ``StaleMove`` when the game moved on since the clock
    was computed, and writes nothing. Reminders and expiries are
    compare-and-set per ply (``mark_reminded``, ``mark_expired``), so two
    sweeps never act twice. A clock that comes with a move or a new game is
    given to ``GameStore.append_move`` or ``ChallengeStore.accept_challenge_into_game``
    instead, which write it in the same transaction. A pause or a resume hands
    ``put_clock`` the notice it owes the game's thread (``owing``), kept in the same
    transaction, so a refused write owes nothing (`NoticeStore`).
    """

    async def put_clock(
        self, clock: ClockRecord, *, owing: NoticeRecord | None = None
    ) -> NoticeRecord | None: ...

    async def get_clock(self, game_id: int) -> ClockRecord | None: ...

    async def clocks_for_games(self, game_ids: Iterable[int]) -> dict[int, ClockRecord]: ...

    async def clocks_due(self, before: datetime) -> list[ClockRecord]: ...

    async def mark_reminded(self, game_id: int, ply: int) -> bool: ...

    async def mark_expired(self, game_id: int, ply: int) -> bool: ...
