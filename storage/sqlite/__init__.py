"""The SQLite engine of the store: `SqliteStore`, `storage.sql.SqlStore` on one file.

`db` is the `storage.sql.Db` over one aiosqlite connection: the lock, the
``BEGIN IMMEDIATE`` transaction and SQLite's constraint errors, and why;
`connection` opens and migrates the file (WAL, PRAGMAs); `store` builds the store.
The SQL itself is in `storage.sql`, shared with PostgreSQL.
"""

from storage.sqlite.store import SqliteStore, open_store

__all__ = ["SqliteStore", "open_store"]
