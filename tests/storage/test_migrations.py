"""The migration runner: numbered files, one transaction each, user_version as the ledger."""

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import aiosqlite
import pytest

from storage import SqliteStore, StorageError, open_store
from storage.migrate import Migration, bundled_migrations, migrate, split_statements, user_version
from tests.storage.support import T0, new_game


def tables(path: Path) -> set[str]:
    with closing(sqlite3.connect(path)) as db:
        rows = db.execute("SELECT name FROM sqlite_schema WHERE type = 'table'").fetchall()
    return {name for (name,) in rows}


def pragma(path: Path, name: str) -> object:
    with closing(sqlite3.connect(path)) as db:
        return db.execute(f"PRAGMA {name}").fetchone()[0]


async def test_fresh_file_is_migrated_to_the_latest_version(db_path: Path) -> None:
    async with await open_store(db_path):
        pass
    assert db_path.exists()
    assert pragma(db_path, "user_version") == len(bundled_migrations()) >= 1
    assert pragma(db_path, "journal_mode") == "wal"
    assert {"challenges", "games", "moves"} <= tables(db_path)


async def test_reopening_is_idempotent_and_keeps_data(db_path: Path) -> None:
    async with await open_store(db_path) as store:
        await new_game(store)
    for _ in range(2):
        async with await open_store(db_path) as store:
            assert await store.count_games() == 1
    assert pragma(db_path, "user_version") == len(bundled_migrations())


async def test_stores_opening_a_fresh_file_at_once_all_succeed(db_path: Path) -> None:
    # Each migration re-reads user_version under the write lock, and the WAL
    # switch is retried, so simultaneous first opens neither collide nor fail.
    stores = await asyncio.gather(*(open_store(db_path) for _ in range(4)))
    for store in stores:
        await store.close()
    assert pragma(db_path, "user_version") == len(bundled_migrations())
    assert pragma(db_path, "journal_mode") == "wal"


async def test_memory_database_works() -> None:
    async with await open_store(":memory:") as store:
        assert await store.count_games() == 0


async def test_foreign_keys_are_enforced(store: SqliteStore) -> None:
    challenge = await store.create_challenge(
        guild_id=None,
        channel_id=1,
        challenger_id=1,
        opponent_id=2,
        game="pinch",
        options={},
        first="random",
        created_at=T0,
        expires_at=T0,
    )
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        await store.resolve_challenge(challenge.id, status="accepted", game_id=12345)
    assert (await store.get_challenge(challenge.id)).status == "pending"


async def test_failed_migration_rolls_back_whole_file(db_path: Path) -> None:
    broken = [
        Migration(1, "0001_ok.sql", "CREATE TABLE a (x INTEGER);"),
        Migration(2, "0002_bad.sql", "CREATE TABLE b (x INTEGER); CREATE TABLE a (y INTEGER);"),
    ]
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        with pytest.raises(sqlite3.OperationalError, match="already exists"):
            await migrate(db, broken)
        assert await user_version(db) == 1
        assert not db.in_transaction
    assert tables(db_path) == {"a"}


async def test_database_newer_than_the_code_is_refused(db_path: Path) -> None:
    with closing(sqlite3.connect(db_path)) as db:
        db.execute("PRAGMA user_version = 99")
    with pytest.raises(StorageError, match="newer"):
        await open_store(db_path)


def test_split_statements_respects_trigger_bodies_strings_and_comments() -> None:
    script = """
        -- a comment; with a semicolon
        CREATE TABLE t (x TEXT DEFAULT 'a;b');
        CREATE TRIGGER t_guard BEFORE DELETE ON t
        BEGIN
            SELECT RAISE(ABORT, 'no; never');
        END;
        -- trailing comment
    """
    statements = split_statements(script)
    assert len(statements) == 2
    assert statements[0].endswith("DEFAULT 'a;b');")
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")


def test_split_statements_rejects_an_unfinished_statement() -> None:
    with pytest.raises(StorageError, match="unfinished"):
        split_statements("CREATE TRIGGER x BEFORE DELETE ON t BEGIN SELECT 1;")


def test_bundled_migrations_are_numbered_from_one() -> None:
    migrations = bundled_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "0001_initial.sql"
