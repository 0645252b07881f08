"""`copy_to_postgresql`: a club's SQLite database copied into an empty PostgreSQL one.

The copy is taken from a snapshot (`storage.backup.backup_database`, SQLite's online
backup API), so the bot may keep running while it is made; what the bot writes after
the snapshot is not in the copy, which is why the final copy is made with the bot
stopped. The snapshot, not the live file, is opened with the SQLite store (which
brings an older one to this release's schema); the target is opened with the
PostgreSQL store (which creates the same schema) and must hold no rows at all.

Every table of the schema is copied, as found in ``sqlite_schema`` and ordered so a
table comes after those its foreign keys name, rows as they are, in one PostgreSQL
transaction: a failure leaves the target as empty as it was. Each identity column is
then set past the largest id copied, so new games and challenges get fresh ids.
Finally both stores are read through their public API: every game and its moves must
be equal, and every table must hold as many rows on both sides.
"""

import sqlite3
import tempfile
import time
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

import asyncpg

from storage.backup import backup_database
from storage.engines import is_postgresql, open_store
from storage.errors import StorageError
from storage.postgresql.errors import shown, unavailable
from storage.sql.store import SqlStore
from storage.sqlite.store import sqlite_path

BATCH: Final = 1000
"""Rows read from SQLite and handed to ``COPY`` at a time, so a big table is streamed."""
CONNECT_TIMEOUT_S: Final = 10.0
_LEDGER: Final = "schema_version"  # PostgreSQL's migration ledger: made by the store, not copied


class TransferRefused(StorageError):
    """Nothing was copied: the source or the target is not fit for it (the message says why)."""


class TransferFailed(StorageError):
    """The copy was made but does not match its source (the message says where)."""


@dataclass(frozen=True, slots=True)
class TransferReport:
    source: Path
    target: str
    """The target's address without its password."""
    schema_version: int
    snapshot_at: datetime
    """When the snapshot was taken: moves made after it are not in the copy."""
    tables: tuple[tuple[str, int], ...]
    """Each table copied, in the order copied, with its row count."""
    games_verified: int
    moves: int
    seconds: float


async def copy_to_postgresql(source: str | Path, target_url: str) -> TransferReport:
    """Copy the SQLite database at ``source`` into the empty PostgreSQL database at
    ``target_url`` and check the copy game by game.

    `TransferRefused` (nothing written) for a source that is not a SQLite file, a schema
    version this release does not know, or a target that already holds rows;
    `DatabaseUnavailable` when either cannot be opened; `TransferFailed` when the copy
    is committed but differs from its source.
    """
    started = time.monotonic()
    if is_postgresql(source):
        raise TransferRefused("The source is already a PostgreSQL database; name a SQLite file.")
    if not is_postgresql(target_url):
        raise TransferRefused(
            "Copy into a PostgreSQL database: write --to postgresql://user:password@host/db."
        )
    path = Path(sqlite_path(source))
    with tempfile.TemporaryDirectory(prefix="postboard-migrate-") as folder:
        snapshot = Path(folder) / "snapshot.db"
        backup_database(path, snapshot)
        snapshot_at = datetime.now(UTC)
        async with (
            await open_store(snapshot) as source_store,
            await open_store(target_url) as target_store,
        ):
            version = await source_store.schema_version()
            if version != await target_store.schema_version():
                raise TransferRefused(
                    f"The snapshot of {path} is at schema version {version}, the PostgreSQL "
                    f"database at {await target_store.schema_version()}: nothing was copied."
                )
            with closing(sqlite3.connect(snapshot)) as snap:
                tables = copy_order(snap)
                counts = await _copy(snap, tables, target_url)
                game_ids = [int(row[0]) for row in snap.execute("SELECT id FROM games ORDER BY id")]
            moves = await _verify(source_store, target_store, game_ids)
            await _verify_counts(target_url, counts)
    return TransferReport(
        source=path,
        target=shown(target_url),
        schema_version=version,
        snapshot_at=snapshot_at,
        tables=tuple(counts.items()),
        games_verified=len(game_ids),
        moves=moves,
        seconds=time.monotonic() - started,
    )


def copy_order(connection: sqlite3.Connection) -> list[str]:
    """The schema's tables in the order they were made, except that each comes after
    the tables its foreign keys name."""
    names = [
        str(row[0])
        for row in connection.execute(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%' "
            "ORDER BY rowid"
        )
    ]
    needs = {
        name: {
            str(fk[2])
            for fk in connection.execute(f"PRAGMA foreign_key_list({_quote(name)})")
            if fk[2] != name
        }
        for name in names
    }
    ordered: list[str] = []
    visiting: set[str] = set()

    def visit(name: str) -> None:
        if name in ordered:
            return
        if name in visiting:
            raise TransferRefused("The source's foreign keys form a cycle; nothing was copied.")
        visiting.add(name)
        for needed in sorted(needs[name], key=names.index):
            visit(needed)
        ordered.append(name)

    for name in names:
        visit(name)
    return ordered


async def _connect(url: str) -> "asyncpg.Connection[asyncpg.Record]":
    try:
        return await asyncpg.connect(url, timeout=CONNECT_TIMEOUT_S)
    except (OSError, TimeoutError, ValueError, asyncpg.PostgresError) as error:
        raise unavailable(url, error) from error


async def _copy(snap: sqlite3.Connection, tables: list[str], url: str) -> dict[str, int]:
    """Copy ``tables`` in one transaction; the row count of each."""
    connection = await _connect(url)
    try:
        columns = await _target_columns(connection)
        if set(columns) != set(tables):
            raise TransferRefused(
                f"The PostgreSQL database has the tables {sorted(columns)}, the snapshot "
                f"{sorted(tables)}: the schemas differ, so nothing was copied."
            )
        await _refuse_rows(connection, url, tables)
        counts: dict[str, int] = {}
        doing = "the tables"
        try:
            async with connection.transaction():
                for table in tables:
                    doing = table
                    counts[table] = await _copy_table(snap, connection, table, columns[table])
                doing = "the identity columns"
                await _restart_identities(connection)
        except asyncpg.PostgresError as error:
            raise TransferRefused(
                f"PostgreSQL refused the copy at {doing} ({error}); nothing was copied."
            ) from error
        return counts
    finally:
        await connection.close()


async def _target_columns(
    connection: "asyncpg.Connection[asyncpg.Record]",
) -> dict[str, dict[str, str]]:
    """Each table of the target (but the ledger): its columns and their types."""
    rows = await connection.fetch(
        "SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c "
        "JOIN information_schema.tables t USING (table_schema, table_name) "
        "WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' "
        "AND c.table_name <> $1",
        _LEDGER,
    )
    columns: dict[str, dict[str, str]] = {}
    for row in rows:
        columns.setdefault(row["table_name"], {})[row["column_name"]] = row["data_type"]
    return columns


async def _refuse_rows(
    connection: "asyncpg.Connection[asyncpg.Record]", url: str, tables: list[str]
) -> None:
    held = []
    for table in tables:
        count = await connection.fetchval(f"SELECT count(*) FROM {_quote(table)}")
        if count:
            held.append(f"{count} {table}")
    if held:
        raise TransferRefused(
            f"The PostgreSQL database {shown(url)} already holds rows ({', '.join(held)}); "
            "migrate-db copies only into an empty database, so nothing was written."
        )


async def _copy_table(
    snap: sqlite3.Connection,
    connection: "asyncpg.Connection[asyncpg.Record]",
    table: str,
    target_types: dict[str, str],
) -> int:
    names = [str(row[1]) for row in snap.execute(f"PRAGMA table_info({_quote(table)})")]
    if set(names) != set(target_types):
        raise TransferRefused(
            f"The table {table} has the columns {sorted(names)} in the snapshot and "
            f"{sorted(target_types)} in PostgreSQL: the schemas differ, so nothing was copied."
        )
    floats = [target_types[name] in ("double precision", "real") for name in names]
    selected = ", ".join(map(_quote, names))
    cursor = snap.execute(f"SELECT {selected} FROM {_quote(table)}")
    copied = 0

    def records() -> Iterator[tuple[object, ...]]:
        nonlocal copied
        while batch := cursor.fetchmany(BATCH):
            for row in batch:
                copied += 1
                yield tuple(
                    float(value) if real and isinstance(value, int) else value
                    for value, real in zip(row, floats, strict=True)
                )

    await connection.copy_records_to_table(table, records=records(), columns=names)
    return copied


async def _restart_identities(connection: "asyncpg.Connection[asyncpg.Record]") -> None:
    """Set each identity column to go on past the largest id copied."""
    rows = await connection.fetch(
        "SELECT table_name, column_name FROM information_schema.columns "
        "WHERE table_schema = current_schema() AND is_identity = 'YES' AND table_name <> $1",
        _LEDGER,
    )
    for row in rows:
        table, column = _quote(row["table_name"]), _quote(row["column_name"])
        await connection.execute(
            f"SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(max({column}), 0) + 1, "
            f"false) FROM {table}",
            table,
            row["column_name"],
        )


async def _verify(source: SqlStore, target: SqlStore, game_ids: list[int]) -> int:
    """Every game and its moves equal through both stores; the number of moves."""
    moves = 0
    for game_id in game_ids:
        if await source.get_game(game_id) != await target.get_game(game_id):
            raise TransferFailed(_differs(f"game {game_id}"))
        logged = await source.moves(game_id)
        if logged != await target.moves(game_id):
            raise TransferFailed(_differs(f"the moves of game {game_id}"))
        moves += len(logged)
    return moves


async def _verify_counts(url: str, counts: dict[str, int]) -> None:
    connection = await _connect(url)
    try:
        for table, count in counts.items():
            found = await connection.fetchval(f"SELECT count(*) FROM {_quote(table)}")
            if found != count:
                raise TransferFailed(_differs(f"{table} ({found} rows, not {count})"))
    finally:
        await connection.close()


def _differs(what: str) -> str:
    return (
        f"The copy differs from its source at {what}; drop the PostgreSQL database, "
        "create it empty again and run migrate-db once more."
    )


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
