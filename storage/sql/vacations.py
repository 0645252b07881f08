"""Vacations: periods a user's clocks stand still, per server.

A vacation covers server G when its ``guild_id`` is G, or NULL (a row from before
vacations were per server, which covers every server); see
``storage/protocol/vacations.py``.

Starting and ending one first reads the user's ongoing vacations and then writes,
and no row lock covers a row that does not exist yet, so these transactions are
keyed by the user (`Db.transaction`): two of them for one user run one after the
other, in any number of processes.
"""

from collections.abc import Iterable
from datetime import datetime

from storage.codec import encode_time, vacation_from_row
from storage.errors import StorageError
from storage.models import VacationRecord
from storage.protocol import VacationStore
from storage.protocol.vacations import ANY_SERVER, Server
from storage.sql.errors import ConstraintViolated
from storage.sql.part import SqlPart, require


def _covering(guild_id: Server) -> tuple[str, tuple[int, ...]]:
    """The SQL condition (with its parameters) for the vacations covering a server."""
    if guild_id is ANY_SERVER:
        return "1 = 1", ()
    if guild_id is None:
        return "guild_id IS NULL", ()
    return "(guild_id = ? OR guild_id IS NULL)", (guild_id,)


def _user_key(user_id: int) -> str:
    return f"vacations of user {user_id}"


class SqlVacations(SqlPart, VacationStore):
    async def start_vacation(
        self, user_id: int, guild_id: int | None, started_at: datetime
    ) -> VacationRecord:
        """Start the user's vacation in this server (None: every server); `StorageError`
        if one covering the same games is already ongoing.

        A unique index on ongoing vacations per server, and the check for one
        with no server inside a transaction keyed by the user, make this hold even
        for two racing requests from different processes.
        """
        async with self._db.transaction(_user_key(user_id)) as db:
            if guild_id is None:
                overlapping = await db.fetch_one(
                    "SELECT id FROM vacations WHERE user_id = ? AND ended_at IS NULL",
                    (user_id,),
                )
            else:
                overlapping = await db.fetch_one(
                    """SELECT id FROM vacations
                       WHERE user_id = ? AND ended_at IS NULL AND guild_id IS NULL""",
                    (user_id,),
                )
            if overlapping is not None:
                raise StorageError(f"User {user_id} is already on vacation.")
            try:
                row = await db.fetch_one(
                    """INSERT INTO vacations (user_id, guild_id, started_at)
                       VALUES (?, ?, ?) RETURNING *""",
                    (user_id, guild_id, encode_time(started_at)),
                )
            except ConstraintViolated as error:
                if error.kind != "unique":
                    raise
                raise StorageError(f"User {user_id} is already on vacation.") from error
        assert row is not None
        return vacation_from_row(row)

    async def end_vacation(
        self, user_id: int, ended_at: datetime, guild_id: Server = ANY_SERVER
    ) -> VacationRecord | None:
        """End the user's ongoing vacation covering this server (by default the oldest
        ongoing one) and return it; None if there was none.

        ``ended_at`` before the vacation's start is a `ValueError`.
        """
        where, params = _covering(guild_id)
        async with self._db.transaction(_user_key(user_id)) as db:
            ongoing = await db.fetch_one(
                f"""SELECT * FROM vacations WHERE user_id = ? AND ended_at IS NULL AND {where}
                    ORDER BY started_at, id LIMIT 1""",
                (user_id, *params),
            )
            if ongoing is None:
                return None
            end = encode_time(ended_at)
            require(end >= ongoing["started_at"], "a vacation cannot end before it started")
            row = await db.fetch_one(
                "UPDATE vacations SET ended_at = ? WHERE id = ? RETURNING *",
                (end, ongoing["id"]),
            )
        assert row is not None
        return vacation_from_row(row)

    async def vacations_of(
        self, user_id: int, since: datetime, guild_id: Server = ANY_SERVER
    ) -> list[VacationRecord]:
        """The user's vacations covering this server that overlap the time from
        ``since`` on, oldest first.

        That is every vacation still ongoing or ended after ``since``, including
        one that started before it, so callers can count days used in a period.
        """
        where, params = _covering(guild_id)
        rows = await self._db.fetch_all(
            f"""SELECT * FROM vacations
                WHERE user_id = ? AND (ended_at IS NULL OR ended_at > ?) AND {where}
                ORDER BY started_at, id""",
            (user_id, encode_time(since), *params),
        )
        return [vacation_from_row(row) for row in rows]

    async def ongoing_vacation(
        self, user_id: int, guild_id: Server = ANY_SERVER
    ) -> VacationRecord | None:
        """The user's ongoing vacation covering this server (by default the oldest)."""
        where, params = _covering(guild_id)
        row = await self._db.fetch_one(
            f"""SELECT * FROM vacations WHERE user_id = ? AND ended_at IS NULL AND {where}
                ORDER BY started_at, id LIMIT 1""",
            (user_id, *params),
        )
        return None if row is None else vacation_from_row(row)

    async def ongoing_vacations(self, user_id: int | None = None) -> list[VacationRecord]:
        """Every vacation not yet ended (of this user, or of everyone), oldest first:
        what a sweep checks allowances of."""
        if user_id is None:
            rows = await self._db.fetch_all(
                "SELECT * FROM vacations WHERE ended_at IS NULL ORDER BY started_at, id"
            )
        else:
            rows = await self._db.fetch_all(
                """SELECT * FROM vacations WHERE ended_at IS NULL AND user_id = ?
                   ORDER BY started_at, id""",
                (user_id,),
            )
        return [vacation_from_row(row) for row in rows]

    async def users_on_vacation(
        self, user_ids: Iterable[int], guild_id: Server = ANY_SERVER
    ) -> set[int]:
        """Which of these users are on vacation now in this server (by default: in any)."""
        ids = list(dict.fromkeys(user_ids))
        if not ids:
            return set()
        marks = ", ".join("?" * len(ids))
        where, params = _covering(guild_id)
        rows = await self._db.fetch_all(
            f"""SELECT DISTINCT user_id FROM vacations
                WHERE ended_at IS NULL AND user_id IN ({marks}) AND {where}""",
            (*ids, *params),
        )
        return {row["user_id"] for row in rows}
