"""Bulk seeding of finished games for the community benchmark (`python -m bench
community`): many results, each counted for the ratings, written in one go (SQLite:
one ``executemany`` transaction; PostgreSQL: ``COPY``) into a database with no games.

The rows are the ones the store writes when a game ends (`storage.codec`'s encodings),
without their move logs, which profiles, leaderboards and lists never read; each counted
result gets a ``rating_seq`` in the order given, a valid order of counting. The ratings
themselves are then rebuilt from these results (`RatingStore.recompute_ratings`), as an
admin's recompute would. Not used by the bot.
"""

import asyncio
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from itertools import islice
from pathlib import Path
from typing import Final

from storage.codec import encode_options, encode_time
from storage.engines import is_postgresql, open_store
from storage.errors import StorageError
from storage.sqlite.store import sqlite_path

BATCH: Final = 5000
_COLUMNS: Final = (
    "id", "guild_id", "channel_id", "thread_id", "game", "options", "player0_id",
    "player1_id", "ply", "to_move", "status", "winner", "termination", "created_at",
    "updated_at", "finished_at", "rated", "rating_seq",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class FinishedSeed:
    """A finished game's header: ``winner`` a seat or None (a draw), counted for the
    ratings when ``rated``."""

    id: int
    guild_id: int
    game: str
    players: tuple[int, int]
    plies: int
    winner: int | None
    termination: str
    started_at: datetime
    finished_at: datetime
    rated: bool


def _rows(batch: list[FinishedSeed]) -> list[tuple[object, ...]]:
    return [
        (seed.id, seed.guild_id, seed.guild_id + 1, seed.id + 10**12, seed.game)
        + (encode_options({}), *seed.players, seed.plies, None, "finished", seed.winner)
        + (seed.termination, encode_time(seed.started_at), encode_time(seed.finished_at))
        + (encode_time(seed.finished_at), int(seed.rated), seed.id if seed.rated else None)
        for seed in batch
    ]


def _batches(games: Iterable[FinishedSeed]) -> Iterator[list[tuple[object, ...]]]:
    it = iter(games)
    while batch := list(islice(it, BATCH)):
        yield _rows(batch)


async def seed_finished(target: str | Path, games: Iterable[FinishedSeed]) -> int:
    """Write ``games`` (ids increasing) into the empty database ``target``; how many."""
    async with await open_store(target) as store:  # creates and migrates it
        if await store.count_games():
            raise StorageError("seed_finished writes only into a database without games.")
    if is_postgresql(target):
        return await _seed_postgresql(str(target), games)
    return await asyncio.to_thread(_seed_sqlite, sqlite_path(target), games)


def _seed_sqlite(path: str | Path, games: Iterable[FinishedSeed]) -> int:
    count = 0
    insert = f"INSERT INTO games ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' * len(_COLUMNS))})"
    with closing(sqlite3.connect(path, isolation_level=None)) as connection:
        connection.execute("BEGIN IMMEDIATE")
        try:
            for rows in _batches(games):
                connection.executemany(insert, rows)
                count += len(rows)
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return count


async def _seed_postgresql(url: str, games: Iterable[FinishedSeed]) -> int:
    import asyncpg

    count = 0
    connection = await asyncpg.connect(url)
    try:
        async with connection.transaction():
            for rows in _batches(games):
                await connection.copy_records_to_table("games", records=rows, columns=_COLUMNS)
                count += len(rows)
            await connection.execute(
                "SELECT setval(pg_get_serial_sequence('games', 'id'), "
                "COALESCE(max(id), 0) + 1, false) FROM games"
            )
        await connection.execute("VACUUM ANALYZE games")
    finally:
        await connection.close()
    return count
