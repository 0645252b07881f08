"""The SQLite implementation of `storage.protocol.Store`, over one aiosqlite connection.

One module per record type holds that type's SQL, as a part of `SqliteStore`
implementing its protocol slice (`challenges`, `games` with the move log,
`clocks`, `offers`, `vacations`, `settings`, `computer`); `base` has the
connection, the lock and the ``BEGIN IMMEDIATE`` transaction they share, and
why; `connection` opens and migrates the file; `store` joins the parts.
"""

from storage.sqlite.store import SqliteStore, open_store

__all__ = ["SqliteStore", "open_store"]
