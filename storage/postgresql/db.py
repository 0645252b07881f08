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

A server that drops away while the bot runs (a restart, a failover, the network) is
waited for: borrowing a connection is retried with growing pauses (`RETRY_PAUSES`),
which is safe because nothing was sent yet; after them the request fails with
`DatabaseOutOfReach` and did nothing. A connection lost in the middle of a request is
not retried, since the server may have done it: that fails with `ConnectionLost`.
"""

import asyncio
import logging
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, Final, Protocol

import asyncpg

from storage.errors import DatabaseOutOfReach
from storage.postgresql.errors import constraints, is_out_of_reach, losing_connection
from storage.postgresql.migrate import schema_version
from storage.postgresql.statements import bind
from storage.rows import Row
from storage.sql.db import Db, Dialect, Params, Reads

POSTGRESQL: Final = Dialect(
    name="postgresql",
    for_update=" FOR UPDATE",
    skip_locked=" FOR UPDATE SKIP LOCKED",
    unindexed_prefix="",
)
LOCK_BY_KEY: Final = "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))"
RETRY_PAUSES: Final = (0.1, 0.2, 0.4, 0.8, 1.6, 3.2)
"""Seconds between tries to get a connection: ~6 s in all, time for a server restart,
while the player's interaction is already acknowledged (``bot.admission``)."""

log = logging.getLogger("postboard")


class _Executor(Protocol):
    """What a pool and a connection both offer."""

    async def fetch(self, query: str, *args: Any) -> list[asyncpg.Record]: ...

    async def fetchrow(self, query: str, *args: Any) -> asyncpg.Record | None: ...

    async def execute(self, query: str, *args: Any) -> str: ...


def rows_changed(status: str) -> int:
    """The row count of a command tag: ``UPDATE 3`` is 3, ``INSERT 0 1`` is 1."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _Statements(ABC):
    """Statements on a connection: one borrowed for each (the pool) or the one held."""

    @abstractmethod
    def _executor(self) -> AbstractAsyncContextManager[_Executor]:
        """The connection the next statement runs on."""

    @property
    def dialect(self) -> Dialect:
        return POSTGRESQL

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]:
        query, args = bind(sql, params)
        async with self._executor() as executor:
            with constraints(), losing_connection():
                return list(await executor.fetch(query, *args))

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        query, args = bind(sql, params)
        async with self._executor() as executor:
            with constraints(), losing_connection():
                row: Row | None = await executor.fetchrow(query, *args)
        return row

    async def execute(self, sql: str, params: Params = ()) -> int:
        return rows_changed(await self._status(sql, params))

    async def run(self, sql: str, params: Params = ()) -> None:
        await self._status(sql, params)

    async def _status(self, sql: str, params: Params) -> str:
        query, args = bind(sql, params)
        async with self._executor() as executor:
            with constraints(), losing_connection():
                return await executor.execute(query, *args)


class _InTransaction(_Statements):
    """The `Db` a transaction yields, on the connection it holds."""

    def __init__(self, connection: _Executor) -> None:
        self._connection = connection

    @asynccontextmanager
    async def _executor(self) -> AsyncIterator[_Executor]:
        yield self._connection

    @asynccontextmanager
    async def transaction(self, key: str | None = None) -> AsyncIterator[Db]:
        if key is not None:
            with losing_connection():
                await self._connection.execute(LOCK_BY_KEY, key)
        yield self


class PostgresDb(_Statements):
    """The engine: a pool of connections to one database, migrated when it was opened."""

    def __init__(self, pool: "asyncpg.Pool[asyncpg.Record]", *, shown_as: str) -> None:
        self._pool = pool
        self._shown_as = shown_as  # the address without its password, for messages

    @asynccontextmanager
    async def _executor(self) -> AsyncIterator[_Executor]:
        async with self._borrowed() as connection:
            yield connection

    @asynccontextmanager
    async def transaction(self, key: str | None = None) -> AsyncIterator[Db]:
        async with self._borrowed() as connection:
            with losing_connection():
                async with connection.transaction():
                    inside = _InTransaction(connection)
                    if key is not None:
                        await connection.execute(LOCK_BY_KEY, key)
                    yield inside

    def beside(self) -> Reads:
        """The pool itself: its reads never wait for another connection's transaction."""
        return self

    @asynccontextmanager
    async def _borrowed(self) -> AsyncIterator["asyncpg.pool.PoolConnectionProxy[asyncpg.Record]"]:
        """A pooled connection, waiting for a server that dropped away (`RETRY_PAUSES`)."""
        for pause in (*RETRY_PAUSES, None):
            try:
                connection = await self._pool.acquire()
                break
            except Exception as error:
                if not is_out_of_reach(error):
                    raise
                if pause is None:
                    raise DatabaseOutOfReach(
                        f"The database {self._shown_as} is out of reach ({error}); "
                        "nothing was done."
                    ) from error
                log.warning("the database is out of reach (%s); trying again in %s s", error, pause)
                await asyncio.sleep(pause)
        try:
            yield connection
        finally:
            await self._pool.release(connection)

    async def close(self) -> None:
        """Wait for the connections in use to come back, then close them all."""
        await self._pool.close()

    async def schema_version(self) -> int:
        async with self._borrowed() as connection:
            with losing_connection():
                return await schema_version(connection)
