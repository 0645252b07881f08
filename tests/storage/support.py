"""Helpers shared by the storage tests."""

import sqlite3
from contextlib import closing
from datetime import UTC, datetime

import aiosqlite
import asyncpg

from storage import GameRecord, SqlStore
from storage.engines import is_postgresql
from storage.migrate import bundled_migrations, migrate, run
from storage.postgresql.migrate import migrate as migrate_postgresql

# Microseconds on purpose: the round trip must keep them.
T0 = datetime(2025, 3, 1, 12, 30, 15, 123456, tzinfo=UTC)

RAW_ERRORS = (sqlite3.Error, asyncpg.PostgresError)
"""What a raw statement behind the store's back may raise, on either engine."""


async def new_game(store: SqlStore, players: tuple[int, int] = (10, 20)) -> GameRecord:
    return await store.create_game(
        guild_id=1,
        channel_id=2,
        game="pinch",
        options={"size": 9},
        players=players,
        to_move=0,
        created_at=T0,
    )


async def behind_the_store(database: str, sql: str) -> None:
    """Run ``sql`` (no parameters, the same text on both engines) on its own connection,
    as something other than the store would: to break an invariant on purpose, or to
    check the schema refuses what the store never does."""
    if is_postgresql(database):
        connection = await asyncpg.connect(database)
        try:
            await connection.execute(sql)
        finally:
            await connection.close()
        return
    with closing(sqlite3.connect(database)) as raw, raw:
        raw.execute(sql)


async def at_schema(database: str, version: int, *statements: str) -> None:
    """Make ``database`` (either engine) what a release at schema ``version`` left: its
    first ``version`` migrations run, then ``statements`` (the rows it held), so a test
    can open it with today's store and see the upgrade."""
    if not is_postgresql(database):
        async with aiosqlite.connect(database, isolation_level=None) as db:
            assert await migrate(db, bundled_migrations()[:version]) == version
            for statement in statements:
                await run(db, statement)
        return
    connection = await asyncpg.connect(database)
    try:
        assert await migrate_postgresql(connection, bundled_migrations()[:version]) == version
        for statement in statements:
            await connection.execute(statement)
    finally:
        await connection.close()
