"""`PostgresStore`: the store (`storage.sql.SqlStore`) on a PostgreSQL database, and
`open_postgres_store`, which connects, migrates and says plainly why it could not."""

from typing import Final

import asyncpg

from storage.migrate import bundled_migrations
from storage.postgresql.db import PostgresDb
from storage.postgresql.errors import shown, unavailable
from storage.postgresql.migrate import migrate
from storage.sql.store import SqlStore

POOL_SIZE: Final = 8
"""Connections per process at most: the bot's requests are short, and a server serves
several processes (the bot, ``postboard deliver``, ``postboard check``)."""
CONNECT_TIMEOUT_S: Final = 10.0


class PostgresStore(SqlStore):
    """Challenges, games, move logs, clocks, settings and mail in one PostgreSQL database.

    Over a pool of connections, so requests run side by side, in this process and
    in every other one on the same database; `storage.postgresql.db` says how races
    are kept apart. Build it with `open_postgres_store`.
    """

    def __init__(self, pool: "asyncpg.Pool[asyncpg.Record]", *, shown_as: str) -> None:
        super().__init__(PostgresDb(pool, shown_as=shown_as))


async def _nothing_to_reset(connection: "asyncpg.Connection[asyncpg.Record]") -> None:
    """What a connection needs before it goes back to the pool, beyond the rollback of a
    transaction left open (which asyncpg does first whatever this says): nothing. The
    store keeps no session state (no LISTEN, cursors, settings or session locks; its
    locks end with their transaction), so asyncpg's default reset query, a round trip
    after each of the six or so statements of a move, is pure cost: without it the
    server's CPU per move fell by a quarter in ``python -m bench load``."""
    del connection


async def open_postgres_store(url: str, *, pool_size: int = POOL_SIZE) -> PostgresStore:
    """Connect to the database at ``url`` (``postgresql://user:password@host:port/name``),
    bring it to the newest schema and return the store over a pool of connections.

    `DatabaseUnavailable` (one line, password left out) when the server cannot be
    reached or will not let us in; `SchemaTooNew` for a database of a newer release.
    """
    try:
        pool = await asyncpg.create_pool(
            url,
            min_size=1,
            max_size=pool_size,
            timeout=CONNECT_TIMEOUT_S,
            reset=_nothing_to_reset,
        )
    except (OSError, TimeoutError, ValueError, asyncpg.PostgresError) as error:
        raise unavailable(url, error) from error
    try:
        async with pool.acquire() as connection:
            await migrate(connection, bundled_migrations())
    except BaseException:
        await pool.close()
        raise
    return PostgresStore(pool, shown_as=shown(url))
