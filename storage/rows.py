"""`Row`: a result row as the store's SQL reads it, whichever engine returned it.

Rows are whatever the driver returns (``sqlite3.Row``, ``asyncpg.Record``); both
read a column by name (``row["ply"]``) or by position (``row[0]``), and that is all
the parts may rely on. A type only, below both `storage.sql` (whose `Db` returns
rows) and `storage.codec` (whose mappers read them), so neither imports the other
back.
"""

from typing import Any, Protocol


class Row(Protocol):
    """A result row: a column by name or by position."""

    def __getitem__(self, key: str | int, /) -> Any: ...
