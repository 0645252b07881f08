"""Bulk seeding for benchmarks: many games with their logs and clocks, in one go.

`seed_games` writes games that are already under way (their moves logged, a clock
for some) far faster than the store's one-transaction-per-call API: on SQLite one
``executemany`` transaction, on PostgreSQL ``COPY``. The database is opened with the
store first, so it has the store's schema, and must hold no games yet. The rows are
exactly the ones the store itself would have written (the same encodings,
`storage.codec`). `scratch_database` gives a benchmark a PostgreSQL database of its
own on a server, dropped afterwards. Not used by the bot.
"""

import asyncio
import sqlite3
import uuid
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, closing
from dataclasses import dataclass
from datetime import datetime
from itertools import islice
from pathlib import Path
from typing import Final, TypeVar
from urllib.parse import quote, urlsplit

from storage.codec import clock_params, encode_options, encode_time
from storage.engines import is_postgresql, open_store
from storage.errors import StorageError
from storage.models import ClockRecord
from storage.sql.clocks import CLOCK_COLUMNS
from storage.sqlite.store import sqlite_path

BATCH: Final = 5000
_GAME_COLUMNS: Final = (
    "id", "guild_id", "channel_id", "game", "options", "player0_id", "player1_id",
    "ply", "to_move", "created_at", "updated_at",
)  # fmt: skip
_MOVE_COLUMNS: Final = ("game_id", "ply", "seat", "notation", "created_at")


@dataclass(frozen=True, slots=True)
class SeedGame:
    """A running game: its header, its log as ``(seat, notation)`` lines, maybe a clock
    (at the ply after the log, its running seat ``to_move``)."""

    id: int
    guild_id: int | None
    channel_id: int
    game: str
    options: dict[str, object]
    players: tuple[int, int]
    moves: tuple[tuple[int | None, str], ...]
    to_move: int
    created_at: datetime
    clock: ClockRecord | None = None


Rows = list[tuple[object, ...]]
Batch = Sequence[Rows]
"""One list of rows per table written, in the tables' order."""
Table = tuple[str, tuple[str, ...]]
"""A table a bulk load writes, and its columns in the rows' order."""
Item = TypeVar("Item")


def _rows(batch: list[SeedGame]) -> Batch:
    """The games', moves' and clocks' rows of a batch, in their columns' order."""
    games: list[tuple[object, ...]] = []
    moves: list[tuple[object, ...]] = []
    clocks: list[tuple[object, ...]] = []
    for seed in batch:
        now = encode_time(seed.created_at)
        games.append(
            (seed.id, seed.guild_id, seed.channel_id, seed.game, encode_options(seed.options))
            + (*seed.players, len(seed.moves), seed.to_move, now, now)
        )
        moves += [(seed.id, ply, s, n, now) for ply, (s, n) in enumerate(seed.moves, 1)]
        if seed.clock is not None:
            if seed.clock.game_id != seed.id or seed.clock.ply != len(seed.moves):
                raise StorageError(f"The clock of seeded game {seed.id} is not at its last ply.")
            params = clock_params(seed.clock)
            clocks.append(tuple(params[column] for column in CLOCK_COLUMNS))
    return games, moves, clocks


def in_batches(items: Iterable[Item], rows: Callable[[list[Item]], Batch]) -> Iterator[Batch]:
    """``rows`` of ``BATCH`` items at a time: a load never holds all its rows at once."""
    it = iter(items)
    while batch := list(islice(it, BATCH)):
        yield rows(batch)


async def seed_games(target: str | Path, games: Iterable[SeedGame]) -> int:
    """Write ``games`` into the empty database ``target`` (a path or a PostgreSQL URL);
    how many were written. All of them or, on an error, none."""
    tables = (("games", _GAME_COLUMNS), ("moves", _MOVE_COLUMNS), ("clocks", CLOCK_COLUMNS))
    return await write_all(target, tables, in_batches(games, _rows), "seed_games")


async def write_all(
    target: str | Path, tables: Sequence[Table], batches: Iterable[Batch], what: str
) -> int:
    """Write ``batches`` (each one list of rows per table of ``tables``, in that order)
    into the empty database ``target`` in one transaction; how many rows the first
    table got. All of them or, on an error, none. ``what``: the caller, for the refusal."""
    async with await open_store(target) as store:  # creates and migrates it
        if await store.count_games():
            raise StorageError(f"{what} writes only into a database without games.")
    if is_postgresql(target):
        return await _write_postgresql(str(target), tables, batches)
    return await asyncio.to_thread(_write_sqlite, sqlite_path(target), tables, batches)


def _insert(table: str, columns: tuple[str, ...]) -> str:
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"


def _write_sqlite(path: str | Path, tables: Sequence[Table], batches: Iterable[Batch]) -> int:
    count = 0
    inserts = [_insert(table, columns) for table, columns in tables]
    with closing(sqlite3.connect(path, isolation_level=None)) as connection:
        connection.execute("BEGIN IMMEDIATE")
        try:
            for batch in batches:
                for insert, rows in zip(inserts, batch, strict=True):
                    connection.executemany(insert, rows)
                count += len(batch[0])
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return count


async def _write_postgresql(url: str, tables: Sequence[Table], batches: Iterable[Batch]) -> int:
    import asyncpg

    count = 0
    connection = await asyncpg.connect(url)
    try:
        async with connection.transaction():
            for batch in batches:
                for (table, columns), rows in zip(tables, batch, strict=True):
                    await connection.copy_records_to_table(table, records=rows, columns=columns)
                count += len(batch[0])
            # New games (the store's INSERTs) must be numbered past the seeded ones.
            await connection.execute(
                "SELECT setval(pg_get_serial_sequence('games', 'id'), "
                "COALESCE(max(id), 0) + 1, false) FROM games"
            )
        # What autovacuum would do shortly after such a load anyway: fresh statistics.
        await connection.execute(f"VACUUM ANALYZE {', '.join(table for table, _ in tables)}")
    finally:
        await connection.close()
    return count


@asynccontextmanager
async def scratch_database(server: str) -> AsyncIterator[str]:
    """The URL of a new, empty database on the server at ``server`` (a role that may
    CREATE DATABASE), dropped on leaving, even with connections still open to it."""
    import asyncpg

    name = f"postboard_bench_{uuid.uuid4().hex[:12]}"
    connection = await asyncpg.connect(server)
    try:
        await connection.execute(f'CREATE DATABASE "{name}"')
        force = " WITH (FORCE)" if connection.get_server_version().major >= 13 else ""
    finally:
        await connection.close()
    try:
        yield urlsplit(server)._replace(path=f"/{quote(name)}").geturl()
    finally:
        connection = await asyncpg.connect(server)
        try:
            await connection.execute(f'DROP DATABASE IF EXISTS "{name}"{force}')
        finally:
            await connection.close()


async def server_pid(url: str) -> int | None:
    """The process id of the PostgreSQL server behind ``url`` when it runs on this
    machine (the parent of our backend), so a benchmark can read its CPU time; else None."""
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        backend = int(await connection.fetchval("SELECT pg_backend_pid()"))
        try:  # read while our backend lives: /proc/PID/stat is "pid (comm) state ppid ..."
            with open(f"/proc/{backend}/stat") as stat:
                head, _, tail = stat.read().rpartition(")")
            if head.partition("(")[2] != "postgres":  # another machine's backend
                return None
            return int(tail.split()[1])
        except (OSError, ValueError, IndexError):
            return None
    finally:
        await connection.close()
