"""What every part of `SqliteStore` shares: one aiosqlite connection and its lock.

The connection runs in autocommit mode and every write opens its own
``BEGIN IMMEDIATE`` transaction: taking the write lock up front means a
transaction never has to upgrade a read lock, which in WAL mode fails at once
instead of waiting out ``busy_timeout``. That is what makes `append_move` safe
between processes (or two stores on one file): the loser waits for the lock,
then sees the new ply and raises `StaleMove`.

Within one store, aiosqlite runs statements one at a time, but statements from
two coroutines could still interleave inside each other's transactions (and be
committed or rolled back with the wrong one). So every operation, read or
write, holds ``self._lock`` for its whole length.
"""

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, Self

import aiosqlite

from storage.errors import NotFound
from storage.migrate import run, user_version

Params = dict[str, Any] | tuple[Any, ...]


class SqliteBase:
    """The connection, the lock and the transaction every record type's part is built on.

    Each part (`SqliteChallenges`, `SqliteGames`, ...) subclasses this, and
    `SqliteStore` joins them all over one connection and one lock.
    """

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._lock = asyncio.Lock()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def close(self) -> None:
        async with self._lock:  # let a transaction in flight finish first
            await self._db.close()

    async def schema_version(self) -> int:
        """The number of the last migration applied (start-up and `postboard check` say it)."""
        async with self._lock:
            return await user_version(self._db)

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await run(self._db, "BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                if self._db.in_transaction:
                    await run(self._db, "ROLLBACK")
                raise
            await run(self._db, "COMMIT")

    async def _read(self, sql: str, params: Params) -> list[sqlite3.Row]:
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, params))


def require(condition: bool, message: str) -> None:
    """Reject bad arguments before SQL sees them, so a CHECK failure is never mistaken
    for a lost race."""
    if not condition:
        raise ValueError(message)


async def fetch_one(db: aiosqlite.Connection, sql: str, params: Params) -> sqlite3.Row | None:
    async with db.execute(sql, params) as cursor:
        return await cursor.fetchone()


async def execute(db: aiosqlite.Connection, sql: str, params: Params) -> int:
    """Run one statement and return how many rows it changed."""
    async with db.execute(sql, params) as cursor:
        return cursor.rowcount


async def write_for_game(db: aiosqlite.Connection, game_id: int, sql: str, params: Params) -> None:
    """Run a write whose row refers to a game, turning a missing game into `NotFound`."""
    try:
        await run(db, sql, params)
    except sqlite3.IntegrityError as error:
        if error.sqlite_errorname != "SQLITE_CONSTRAINT_FOREIGNKEY":
            raise
        raise NotFound("game", game_id) from error
