"""`Db`: what the store's SQL runs on, so the same parts serve SQLite and PostgreSQL.

SQL is written once, in the intersection of the two dialects, with ``?`` positional
or ``:name`` named placeholders (an engine that wants ``$1`` translates). The few
things that cannot be written once are the dialect's hooks (`Dialect`): row locks
that only PostgreSQL needs, because there several processes' transactions really run
side by side, while SQLite's ``BEGIN IMMEDIATE`` already makes writers take turns.

Rows are whatever the driver returns, read only as a `storage.rows.Row`: a column by
name or by position.
"""

from collections.abc import Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from storage.rows import Row

Params = Mapping[str, Any] | Sequence[Any]
"""A statement's parameters: a mapping for ``:name`` placeholders, a sequence for ``?``."""


@dataclass(frozen=True, slots=True)
class Dialect:
    """What differs between the engines' SQL, as fragments to splice into a statement.

    ``for_update`` ends a SELECT whose rows the transaction goes on to change on the
    strength of what it read (compare, then write), so that a concurrent transaction
    waits and then reads the new values. ``skip_locked`` ends the sub-SELECT of a
    queue claim, so that concurrent claimers each take rows no other is taking.
    Both are empty on SQLite, where a write transaction excludes every other.
    ``unindexed(column)`` names a column so that SQLite's planner will not use an
    index on it (a planner hint PostgreSQL neither has nor needs).
    """

    name: str
    for_update: str
    skip_locked: str
    unindexed_prefix: str

    def unindexed(self, column: str) -> str:
        return self.unindexed_prefix + column


class Reads(Protocol):
    """Single reads and nothing else: what `Engine.beside` gives."""

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]: ...

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None: ...


class Db(Reads, Protocol):
    """Statements on one database: outside a transaction each is its own; inside one
    (the `Db` that `transaction` yields) they all commit or roll back together."""

    @property
    def dialect(self) -> Dialect: ...

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; how many rows it changed."""
        ...

    async def run(self, sql: str, params: Params = ()) -> None: ...

    def transaction(self, key: str | None = None) -> AbstractAsyncContextManager["Db"]:
        """A transaction, committed when the block ends and rolled back if it raises.

        Transactions given the same ``key`` run one after the other, even from
        different processes: for a check that no row exists before inserting one,
        which no row lock can cover. Inside a transaction, this joins it.
        """
        ...


class Engine(Db, Protocol):
    """A `Db` that owns its connection (or pool): what a store is built on."""

    def beside(self) -> Reads:
        """Reads of what is committed that never wait for this store's own transactions
        in flight: for a request that only looks and must not queue behind writes
        (autocomplete behind moves). Nothing it reads is newer than the last commit."""
        ...

    async def close(self) -> None: ...

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        ...
