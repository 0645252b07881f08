"""Brings a PostgreSQL database up to the newest schema, from the same files as SQLite.

The ledger is the table ``schema_version``, a row per migration applied (its
number, file and time); the database's version is the highest number, 0 for a
database that has none. Each file, its blocks for PostgreSQL chosen and its DDL
translated (`storage.migrate.for_dialect`, `storage.postgresql.ddl`), runs in one
transaction together with its ledger row, so a failure leaves the database at the
previous version: PostgreSQL's DDL is transactional.

A migrator first takes one advisory lock (`MIGRATION_LOCK`) for its session and only
then reads the version, so of several processes starting at once one applies the
files and the others, waiting their turn, find them applied. The lock is the
session's, not each transaction's: a backend that waited for a lock inside a
transaction can still see the catalog as it was when that transaction began (its
caches are refreshed when a transaction starts, not when an advisory lock is
granted), and would not see the tables another process just made. A database
whose version is past the newest file was written by a newer release and is
refused before anything is written (`SchemaTooNew`).
"""

import contextlib
from typing import Final, TypeAlias

import asyncpg
import asyncpg.pool

from storage.errors import SchemaTooNew
from storage.migrate import Migration
from storage.postgresql.ddl import to_postgresql

MIGRATION_LOCK: Final = 0x706F7374626F6172  # "postboar": any constant every release shares
_LEDGER: Final = """CREATE TABLE IF NOT EXISTS schema_version (
    version    BIGINT      PRIMARY KEY CHECK (version >= 1),
    name       TEXT        NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
)"""

Connection: TypeAlias = (
    "asyncpg.Connection[asyncpg.Record] | asyncpg.pool.PoolConnectionProxy[asyncpg.Record]"
)


async def schema_version(connection: Connection) -> int:
    """The number of the last migration applied; 0 for a database without the ledger."""
    exists = await connection.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
    if not exists:
        return 0
    version = await connection.fetchval("SELECT COALESCE(max(version), 0) FROM schema_version")
    return int(version)


async def migrate(connection: Connection, migrations: list[Migration]) -> int:
    """Apply every migration newer than the database; return the final version."""
    latest = len(migrations)
    await connection.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        current = await schema_version(connection)
        if current > latest:
            raise SchemaTooNew(current, latest)
        for migration in migrations[current:]:
            async with connection.transaction():
                await connection.execute(_LEDGER)
                await connection.execute(to_postgresql(migration.script_for("postgresql")))
                await connection.execute(
                    "INSERT INTO schema_version (version, name) VALUES ($1, $2)",
                    migration.version,
                    migration.name,
                )
            current = migration.version
    finally:
        with contextlib.suppress(asyncpg.PostgresError, asyncpg.InterfaceError, OSError):
            await connection.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
    return current
