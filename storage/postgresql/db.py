"""`PostgresDb`: the store's `Db` over an asyncpg pool, so several processes share one server.

Outside a transaction each statement borrows a pooled connection; a transaction
holds one connection from ``BEGIN`` to ``COMMIT``. Transactions run side by side
(READ COMMITTED), which is why the SQL locks what it compares before writing
(`Dialect.for_update`), claims queue rows with ``SKIP LOCKED``, and keys the
transactions that check a row is absent before inserting one: a key is a
transaction-scoped advisory lock on the key's 64-bit hash, which every other
transaction with that key waits for, in any process.

Statements arrive with the store's ``?`` / ``:name`` placeholders and leave with
``$n`` (`storage.postgresql.statements`); constraint errors leave as
`ConstraintViolated` (`storage.postgresql.errors`).
"""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, Final, Protocol

import asyncpg

from storage.postgresql.errors import constraints
from storage.postgresql.migrate import schema_version
from storage.postgresql.statements import bind
from storage.sql.db import Db, Dialect, Params, Row

POSTGRESQL: Final = Dialect(
    name="postgresql",
    for_update=" FOR UPDATE",
    skip_locked=" FOR UPDATE SKIP LOCKED",
    unindexed_prefix="",
)
LOCK_BY_KEY: Final = "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))"


class _Executor(Protocol):
    """What a pool and a connection both offer."""

    async def fetch(self, query: str, *args: Any) -> list[asyncpg.Record]: ...

    async def fetchrow(self, query: str, *args: Any) -> asyncpg.Record | None: ...

    async def execute(self, query: str, *args: Any) -> str: ...


def rows_changed(status: str) -> int:
    """The row count of a command tag: ``UPDATE 3`` is 3, ``INSERT 0 1`` is 1."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _Statements:
    """Statements on ``_executor``: the pool (each on its own) or one connection."""

    def __init__(self, executor: _Executor) -> None:
        self._executor = executor

    @property
    def dialect(self) -> Dialect:
        return POSTGRESQL

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]:
        query, args = bind(sql, params)
        with constraints():
            return list(await self._executor.fetch(query, *args))

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        query, args = bind(sql, params)
        with constraints():
            row: Row | None = await self._executor.fetchrow(query, *args)
        return row

    async def execute(self, sql: str, params: Params = ()) -> int:
        return rows_changed(await self._status(sql, params))

    async def run(self, sql: str, params: Params = ()) -> None:
        await self._status(sql, params)

    async def _status(self, sql: str, params: Params) -> str:
        query, args = bind(sql, params)
        with constraints():
            return await self._executor.execute(query, *args)


class _InTransaction(_Statements):
    """The `Db` a transaction yields, on the connection it holds."""

    @asynccontextmanager
    async def transaction(self, key: str | None = None) -> AsyncIterator[Db]:
        if key is not None:
            await self._executor.execute(LOCK_BY_KEY, key)
        yield self


class PostgresDb(_Statements):
    """The engine: a pool of connections to one database, migrated when it was opened."""

    def __init__(self, pool: "asyncpg.Pool[asyncpg.Record]") -> None:
        super().__init__(pool)
        self._pool = pool

    @asynccontextmanager
    async def transaction(self, key: str | None = None) -> AsyncIterator[Db]:
        async with self._pool.acquire() as connection, connection.transaction():
            inside = _InTransaction(connection)
            if key is not None:
                await connection.execute(LOCK_BY_KEY, key)
            yield inside

    async def close(self) -> None:
        """Wait for the connections in use to come back, then close them all."""
        await self._pool.close()

    async def schema_version(self) -> int:
        async with self._pool.acquire() as connection:
            return await schema_version(connection)
