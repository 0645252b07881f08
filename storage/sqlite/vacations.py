"""Vacations in SQLite: periods a user's clocks stand still, at most one ongoing."""

import sqlite3
from collections.abc import Iterable
from datetime import datetime

from storage.codec import encode_time, vacation_from_row
from storage.errors import StorageError
from storage.models import VacationRecord
from storage.protocol import VacationStore
from storage.sqlite.base import SqliteBase, fetch_one, require


class SqliteVacations(SqliteBase, VacationStore):
    async def start_vacation(
        self, user_id: int, guild_id: int | None, started_at: datetime
    ) -> VacationRecord:
        """Start the user's vacation; `StorageError` if one is already ongoing.

        A unique index on ongoing vacations makes this hold even for two racing
        requests from different processes.
        """
        async with self._transaction() as db:
            try:
                row = await fetch_one(
                    db,
                    """INSERT INTO vacations (user_id, guild_id, started_at)
                       VALUES (?, ?, ?) RETURNING *""",
                    (user_id, guild_id, encode_time(started_at)),
                )
            except sqlite3.IntegrityError as error:
                if error.sqlite_errorname != "SQLITE_CONSTRAINT_UNIQUE":
                    raise
                raise StorageError(f"User {user_id} is already on vacation.") from error
        assert row is not None
        return vacation_from_row(row)

    async def end_vacation(self, user_id: int, ended_at: datetime) -> VacationRecord | None:
        """End the user's ongoing vacation and return it; None if there was none.

        ``ended_at`` before the vacation's start is a `ValueError`.
        """
        async with self._transaction() as db:
            ongoing = await fetch_one(
                db, "SELECT * FROM vacations WHERE user_id = ? AND ended_at IS NULL", (user_id,)
            )
            if ongoing is None:
                return None
            end = encode_time(ended_at)
            require(end >= ongoing["started_at"], "a vacation cannot end before it started")
            row = await fetch_one(
                db,
                "UPDATE vacations SET ended_at = ? WHERE id = ? RETURNING *",
                (end, ongoing["id"]),
            )
        assert row is not None
        return vacation_from_row(row)

    async def vacations_of(self, user_id: int, since: datetime) -> list[VacationRecord]:
        """The user's vacations that overlap the time from ``since`` on, oldest first.

        That is every vacation still ongoing or ended after ``since``, including
        one that started before it, so callers can count days used in a period.
        """
        rows = await self._read(
            """SELECT * FROM vacations
               WHERE user_id = ? AND (ended_at IS NULL OR ended_at > ?)
               ORDER BY started_at, id""",
            (user_id, encode_time(since)),
        )
        return [vacation_from_row(row) for row in rows]

    async def ongoing_vacation(self, user_id: int) -> VacationRecord | None:
        rows = await self._read(
            "SELECT * FROM vacations WHERE user_id = ? AND ended_at IS NULL", (user_id,)
        )
        return vacation_from_row(rows[0]) if rows else None

    async def ongoing_vacations(self) -> list[VacationRecord]:
        """Every vacation not yet ended, oldest first: what a sweep checks allowances of."""
        rows = await self._read(
            "SELECT * FROM vacations WHERE ended_at IS NULL ORDER BY started_at, id", ()
        )
        return [vacation_from_row(row) for row in rows]

    async def users_on_vacation(self, user_ids: Iterable[int]) -> set[int]:
        """Which of these users are on vacation now."""
        ids = list(dict.fromkeys(user_ids))
        if not ids:
            return set()
        marks = ", ".join("?" * len(ids))
        rows = await self._read(
            f"SELECT user_id FROM vacations WHERE ended_at IS NULL AND user_id IN ({marks})",
            tuple(ids),
        )
        return {row["user_id"] for row in rows}
