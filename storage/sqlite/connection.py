"""Opens the database file as `SqliteStore` needs it: autocommit, WAL, migrated; and
beside it a read-only connection for the reads that must not wait for writes.

The connection is opened with ``isolation_level=None`` (autocommit) because
the store issues its own ``BEGIN IMMEDIATE`` (see `storage.sqlite.db`).
"""

import asyncio
import sqlite3
from pathlib import Path
from typing import Final

import aiosqlite

from storage.migrate import bundled_migrations, migrate, run
from storage.opening import open_failure

BUSY_TIMEOUT_MS: Final = 5000


async def open_connection(path: str | Path) -> aiosqlite.Connection:
    """Open (creating if needed) and migrate the database at ``path``."""
    try:
        # Tried without aiosqlite first: its worker thread, once started for a connection
        # that fails, later reports to an event loop that may be closed by then.
        sqlite3.connect(path).close()
    except sqlite3.Error as error:
        raise open_failure(path, error) from error
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        try:
            await run(db, f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
            await _enable_wal(db)
        except (sqlite3.OperationalError, sqlite3.DatabaseError) as error:
            raise open_failure(path, error) from error
        await run(db, "PRAGMA synchronous = NORMAL")
        await run(db, "PRAGMA foreign_keys = ON")
        await migrate(db, bundled_migrations())
    except BaseException:
        await db.close()
        raise
    return db


async def open_reader(path: str | Path) -> aiosqlite.Connection | None:
    """A second, read-only connection to the file ``open_connection`` opened (and made
    WAL); None for ``:memory:``, where a second connection would open another database."""
    if str(path) == ":memory:":
        return None
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        await run(db, f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
        await run(db, "PRAGMA query_only = ON")
    except BaseException:
        await db.close()
        raise
    return db


async def _enable_wal(db: aiosqlite.Connection) -> None:
    """Switch the file to WAL (a setting the file keeps), retrying while it is busy.

    The switch needs a lock that SQLite does not wait for under ``busy_timeout``,
    so two processes opening a fresh file at the same moment would otherwise
    fail with "database is locked".
    """
    deadline = asyncio.get_running_loop().time() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            await run(db, "PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            busy = error.sqlite_errorname.startswith("SQLITE_BUSY")
            if not busy or asyncio.get_running_loop().time() > deadline:
                raise
        await asyncio.sleep(0.01)
