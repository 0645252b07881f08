"""`open_store`: the store on whichever database ``POSTBOARD_DB`` names.

A value starting ``postgresql://`` or ``postgres://`` is a PostgreSQL server
(`storage.postgresql`); anything else, a file path, ``:memory:`` or
``sqlite:///path``, is a SQLite file (`storage.sqlite`), as it always was. Both give
the same store (`storage.sql.SqlStore`); only how races are kept apart differs.
asyncpg is imported only for a PostgreSQL address, so a SQLite installation never
loads it.
"""

from pathlib import Path
from typing import Final

from storage.sql.store import SqlStore

POSTGRESQL_SCHEMES: Final = ("postgresql://", "postgres://")


def is_postgresql(target: str | Path) -> bool:
    """Whether ``target`` is a PostgreSQL address rather than a SQLite file."""
    return isinstance(target, str) and target.startswith(POSTGRESQL_SCHEMES)


async def open_store(target: str | Path) -> SqlStore:
    """Open (creating a SQLite file if needed) and migrate the database ``target`` names.

    Close the store with ``await store.close()`` or ``async with await open_store(...)``.
    """
    if is_postgresql(target):
        from storage.postgresql import open_postgres_store

        return await open_postgres_store(str(target))
    from storage.sqlite import open_store as open_sqlite_store

    return await open_sqlite_store(target)
