"""`SqliteStore`: the store (`storage.sql.SqlStore`) on one SQLite file, and `open_store`."""

from pathlib import Path

import aiosqlite

from storage.errors import DatabaseUnavailable
from storage.sql.store import SqlStore
from storage.sqlite.connection import open_connection, open_reader
from storage.sqlite.db import SqliteDb

SQLITE_URL_PREFIX = "sqlite:///"


class SqliteStore(SqlStore):
    """Challenges, games, move logs, clocks, settings and mail in one SQLite file.

    One object over one connection and one lock, so a write that spans record
    types (a new game with its clock, a move with its clock) is one transaction;
    a second, read-only connection serves the reads that must not wait for writes
    (``SqliteDb.beside``).

    Build it with `open_store`.
    """

    def __init__(
        self, connection: aiosqlite.Connection, reader: aiosqlite.Connection | None = None
    ) -> None:
        super().__init__(SqliteDb(connection, reader))


def sqlite_path(target: str | Path) -> str | Path:
    """The file a SQLite target names: a path, ``":memory:"``, or ``sqlite:///path``
    (``sqlite:////abs/path`` for an absolute one, as SQLAlchemy writes them)."""
    if not isinstance(target, str) or "://" not in target:
        return target
    if target.startswith(SQLITE_URL_PREFIX):
        return target.removeprefix(SQLITE_URL_PREFIX) or ":memory:"
    if target.startswith(("postgresql://", "postgres://")):
        raise DatabaseUnavailable(
            "That is a PostgreSQL address, not a SQLite file: open it with storage.open_store."
        )
    raise DatabaseUnavailable(
        f"Cannot open the database {target.split('://')[0]}://...: write a file path, "
        "sqlite:///path or postgresql://user@host/database."
    )


async def open_store(path: str | Path) -> SqliteStore:
    """Open (creating if needed) and migrate the SQLite database at ``path``.

    ``":memory:"`` gives a private, empty database, handy in tests. Close the
    store with ``await store.close()`` or ``async with await open_store(path)``.
    `storage.open_store` takes a PostgreSQL address as well.
    """
    file = sqlite_path(path)
    connection = await open_connection(file)
    try:
        reader = await open_reader(file)
    except BaseException:
        await connection.close()
        raise
    return SqliteStore(connection, reader)
