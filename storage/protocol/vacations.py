"""The vacation slice of the store: periods a user's clocks stand still."""

from collections.abc import Iterable
from datetime import datetime
from enum import Enum
from typing import Final, Literal, Protocol

from storage.models import VacationRecord


class AnyServer(Enum):
    """The type of ``ANY_SERVER``."""

    ANY = "any"


ANY_SERVER: Final = AnyServer.ANY
"""A server scope meaning "wherever": every vacation of the user, in any server."""

Server = int | None | Literal[AnyServer.ANY]
"""Which server's vacations a call is about: a guild id, None for a game outside any
server, or ``ANY_SERVER``."""


class VacationStore(Protocol):
    """Vacations, per user and server (``guild_id``).

    A vacation with a server freezes that server's games only and counts against
    that server's allowance. One with no server (``guild_id`` None: rows from
    before vacations were per server) covers every server: it freezes all of the
    user's games and counts against every server's allowance. A vacation *covers*
    server G when its ``guild_id`` is G or None; ``guild_id=`` arguments select the
    vacations covering that server, ``ANY_SERVER`` (the default) all of them.

    At most one ongoing vacation covers any server, even across processes:
    ``start_vacation`` raises ``StorageError`` while one that would overlap it is
    ongoing (the same server, or one of them has no server).
    """

    async def start_vacation(
        self, user_id: int, guild_id: int | None, started_at: datetime
    ) -> VacationRecord: ...

    async def end_vacation(
        self, user_id: int, ended_at: datetime, guild_id: Server = ANY_SERVER
    ) -> VacationRecord | None: ...

    async def vacations_of(
        self, user_id: int, since: datetime, guild_id: Server = ANY_SERVER
    ) -> list[VacationRecord]: ...

    async def ongoing_vacation(
        self, user_id: int, guild_id: Server = ANY_SERVER
    ) -> VacationRecord | None: ...

    async def ongoing_vacations(self, user_id: int | None = None) -> list[VacationRecord]: ...

    async def users_on_vacation(
        self, user_ids: Iterable[int], guild_id: Server = ANY_SERVER
    ) -> set[int]: ...
