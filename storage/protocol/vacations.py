"""The vacation slice of the store: periods a user's clocks stand still."""

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol

from storage.models import VacationRecord


class VacationStore(Protocol):
    """Vacations, at most one ongoing per user, even across processes.

    ``start_vacation`` raises ``StorageError`` while one is already ongoing.
    """

    async def start_vacation(
        self, user_id: int, guild_id: int | None, started_at: datetime
    ) -> VacationRecord: ...

    async def end_vacation(self, user_id: int, ended_at: datetime) -> VacationRecord | None: ...

    async def vacations_of(self, user_id: int, since: datetime) -> list[VacationRecord]: ...

    async def ongoing_vacation(self, user_id: int) -> VacationRecord | None: ...

    async def ongoing_vacations(self) -> list[VacationRecord]: ...

    async def users_on_vacation(self, user_ids: Iterable[int]) -> set[int]: ...
