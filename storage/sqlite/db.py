"""`SqliteDb`: the store's `Db` over one aiosqlite connection and its lock.

The connection runs in autocommit mode and every write opens its own
``BEGIN IMMEDIATE`` transaction: taking the write lock up front means a
transaction never has to upgrade a read lock, which in WAL mode fails at once
instead of waiting out ``busy_timeout``. That is what makes `append_move` safe
between processes (or two stores on one file): the loser waits for the lock,
then sees the new ply and raises `StaleMove`. It is also why the dialect's row
locks are empty here, and why a transaction's key needs nothing more: every
write transaction already waits for the one before.

Within one store, aiosqlite runs statements one at a time, but statements from
two coroutines could still interleave inside each other's transactions (and be
committed or rolled back with the wrong one). So every operation, read or
write, holds the lock for its whole length; the `Db` a transaction yields
already holds it.

That lock makes every read wait for the moves in flight. A read that only looks
(`SqliteDb.beside`) goes to a second, read-only connection instead, with a lock of
its own: in WAL mode it reads the last commit while the first connection writes.
"""

import asyncio
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager, contextmanager
from typing import Final

import aiosqlite

from storage.migrate import run, user_version
from storage.rows import Row
from storage.sql.db import Db, Dialect, Params, Reads
from storage.sql.errors import ConstraintKind, ConstraintViolated

SQLITE: Final = Dialect(name="sqlite", for_update="", skip_locked="", unindexed_prefix="+")
_KINDS: Final[dict[str, ConstraintKind]] = {
    "SQLITE_CONSTRAINT_PRIMARYKEY": "primary_key",
    "SQLITE_CONSTRAINT_ROWID": "primary_key",
    "SQLITE_CONSTRAINT_UNIQUE": "unique",
    "SQLITE_CONSTRAINT_FOREIGNKEY": "foreign_key",
    "SQLITE_CONSTRAINT_CHECK": "check",
    "SQLITE_CONSTRAINT_NOTNULL": "not_null",
}


@contextmanager
def _constraints() -> Iterator[None]:
    """Turn SQLite's constraint errors into `ConstraintViolated` (others pass as they are)."""
    try:
        yield
    except sqlite3.IntegrityError as error:
        kind = _KINDS.get(getattr(error, "sqlite_errorname", ""))
        if kind is None:
            raise
        raise ConstraintViolated(kind, str(error)) from error


class _Statements(ABC):
    """Statements on the connection, each under ``_hold()``: the store's lock outside a
    transaction, nothing inside one (the transaction already holds it)."""

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._connection = connection

    @property
    def dialect(self) -> Dialect:
        return SQLITE

    @abstractmethod
    def _hold(self) -> AbstractAsyncContextManager[object]: ...

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]:
        async with self._hold():
            with _constraints():
                return list(await self._connection.execute_fetchall(sql, params))

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        async with self._hold():
            with _constraints():
                async with self._connection.execute(sql, params) as cursor:
                    row: Row | None = await cursor.fetchone()
        return row

    async def execute(self, sql: str, params: Params = ()) -> int:
        async with self._hold():
            with _constraints():
                async with self._connection.execute(sql, params) as cursor:
                    return cursor.rowcount

    async def run(self, sql: str, params: Params = ()) -> None:
        async with self._hold():
            with _constraints():
                await run(self._connection, sql, params)


class _InTransaction(_Statements):
    """The `Db` a transaction yields: the lock is already held, and held until it ends."""

    @asynccontextmanager
    async def _hold(self) -> AsyncIterator[object]:
        yield None

    @asynccontextmanager
    async def transaction(self, key: str | None = None) -> AsyncIterator[Db]:
        yield self


class _Locked(_Statements):
    """Statements on a connection of its own, one at a time under its lock."""

    def __init__(self, connection: aiosqlite.Connection) -> None:
        super().__init__(connection)
        self._lock = asyncio.Lock()

    def _hold(self) -> AbstractAsyncContextManager[object]:
        return self._lock

    async def close(self) -> None:
        async with self._lock:  # let a statement (or a transaction) in flight finish first
            await self._connection.close()


class SqliteDb(_Locked):
    """The engine: one connection, opened by `storage.sqlite.connection.open_connection`,
    and ``reader``, a read-only one on the same file for `beside` (None where a second
    connection would open another database, ``:memory:``: there `beside` is this)."""

    def __init__(
        self, connection: aiosqlite.Connection, reader: aiosqlite.Connection | None = None
    ) -> None:
        super().__init__(connection)
        self._reader = None if reader is None else _Locked(reader)

    def beside(self) -> Reads:
        return self if self._reader is None else self._reader

    @asynccontextmanager
    async def transaction(self, key: str | None = None) -> AsyncIterator[Db]:
        """``BEGIN IMMEDIATE`` under the lock; ``key`` needs nothing more (see above)."""
        async with self._lock:
            await run(self._connection, "BEGIN IMMEDIATE")
            try:
                yield _InTransaction(self._connection)
            except BaseException:
                if self._connection.in_transaction:
                    await run(self._connection, "ROLLBACK")
                raise
            await run(self._connection, "COMMIT")

    async def close(self) -> None:
        await super().close()
        if self._reader is not None:
            await self._reader.close()

    async def schema_version(self) -> int:
        async with self._lock:
            return await user_version(self._connection)
