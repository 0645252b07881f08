"""The SQLite migration runner: numbered files, one transaction each, user_version as the
ledger (PostgreSQL's runner is tested in test_postgresql.py)."""

import asyncio
import sqlite3
import threading
from contextlib import closing
from datetime import timedelta
from pathlib import Path

import aiosqlite
import asyncpg
import pytest

from storage import ClockRecord, SqlStore, StorageError, TimeControl, UserSettings, open_store
from storage.codec import encode_time
from storage.engines import is_postgresql
from storage.errors import DatabaseUnavailable
from storage.migrate import (
    Migration,
    bundled_migrations,
    migrate,
    run,
    split_statements,
    user_version,
)
from storage.models import CodeTry, LinkLimits
from storage.postgresql.migrate import migrate as migrate_postgresql
from storage.sql.errors import ConstraintViolated
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


async def test_foreign_keys_are_enforced(store: SqlStore) -> None:
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
    with pytest.raises(ConstraintViolated) as refused:
        await store.resolve_challenge(challenge.id, status="accepted", game_id=12345)
    assert refused.value.kind == "foreign_key"
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


def test_clocks_migration_is_bundled_third() -> None:
    assert bundled_migrations()[2].name == "0003_clocks.sql"


async def test_new_tables_are_strict_and_indexed(db_path: Path) -> None:
    async with await open_store(db_path):
        pass
    new = {"clocks", "user_settings", "offers", "vacations", "guild_settings"}
    assert new <= tables(db_path)
    with closing(sqlite3.connect(db_path)) as db:
        strict = {
            name
            for (name, flag) in db.execute("SELECT name, strict FROM pragma_table_list")
            if flag
        }
        indexes = {
            name for (name,) in db.execute("SELECT name FROM sqlite_schema WHERE type = 'index'")
        }
        challenge_columns = {row[1] for row in db.execute("PRAGMA table_info(challenges)")}
    assert new <= strict
    assert {"clocks_due", "vacations_by_user", "vacations_one_ongoing"} <= indexes
    assert "time_control" in challenge_columns


async def test_upgrade_from_version_2_keeps_data(db_path: Path) -> None:
    # A database as version 2 left it, with a game in progress and a pending
    # challenge, written with plain SQL as that code would have.
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        assert await migrate(db, bundled_migrations()[:2]) == 2
        now = encode_time(T0)
        await run(
            db,
            """INSERT INTO games (id, guild_id, channel_id, game, options, player0_id,
                   player1_id, ply, to_move, created_at, updated_at)
               VALUES (1, 5, 6, 'pinch', '{"size":9}', 10, 20, 1, 1, ?, ?)""",
            (now, now),
        )
        await run(
            db,
            """INSERT INTO moves (game_id, ply, seat, notation, created_at)
               VALUES (1, 1, 0, 'e5', ?)""",
            (now,),
        )
        await run(
            db,
            """INSERT INTO challenges (id, guild_id, channel_id, challenger_id, opponent_id,
                   game, options, first, created_at, expires_at)
               VALUES (7, 5, 6, 10, 20, 'pinch', '{}', 'random', ?, ?)""",
            (now, now),
        )
        await run(
            db,
            "INSERT INTO user_names (user_id, display_name, seen_at) VALUES (10, 'alice', ?)",
            (now,),
        )
    assert pragma(db_path, "user_version") == 2

    async with await open_store(db_path) as store:
        assert pragma(db_path, "user_version") == len(bundled_migrations()) >= 3
        challenge = await store.get_challenge(7)
        assert (challenge.status, challenge.time_control) == ("pending", None)
        game = await store.get_game(1)
        assert (game.ply, game.to_move, game.options) == (1, 1, {"size": 9})
        assert [m.notation for m in await store.moves(1)] == ["e5"]
        assert await store.user_names([10]) == {10: "alice"}
        # The new tables start empty, and challenges made from now on take a clock.
        assert await store.get_clock(1) is None
        assert await store.get_user_settings(10) == UserSettings(10)
        assert await store.offers_for(1) == []
        assert await store.ongoing_vacation(10) is None
        control = TimeControl(initial_s=600, increment_s=0, cap_s=600, auto_timeout=True)
        clocked = await store.create_challenge(
            guild_id=5,
            channel_id=6,
            challenger_id=10,
            opponent_id=20,
            game="pinch",
            options={},
            first="random",
            created_at=T0,
            expires_at=T0,
            time_control=control,
        )
        assert (await store.get_challenge(clocked.id)).time_control == control
        # The old game carries on, and can be given a clock at its current ply.
        await store.append_move(1, expected_ply=1, seat=1, notation="d4", created_at=T0, to_move=0)
        assert (await store.get_game(1)).ply == 2
        clock = ClockRecord(
            1, 600, 0, 600, True, 600.0, 599.5, 0, 2, T0, T0 + timedelta(minutes=10)
        )
        await store.put_clock(clock)
        assert await store.get_clock(1) == clock


def test_a_database_that_cannot_be_opened_leaves_no_worker_thread(tmp_path: Path) -> None:
    """aiosqlite's worker thread, started for a connection that then fails, reports to the
    event loop later; after ``asyncio.run`` that loop is closed and the thread dies with a
    traceback on the admin's screen. The path is tried before any thread starts."""
    before = set(threading.enumerate())
    with pytest.raises(DatabaseUnavailable, match="does not exist"):
        asyncio.run(open_store(tmp_path / "missing" / "postboard.db"))
    assert set(threading.enumerate()) - before == set()


async def test_upgrade_from_version_5_keeps_settings_and_lets_notify_be_email(
    db_path: Path,
) -> None:
    """0006 rebuilds user_settings to let notify be 'email': every row survives as it was."""
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        assert await migrate(db, bundled_migrations()[:5]) == 5
        await run(
            db,
            """INSERT INTO user_settings (user_id, notify, remind_dm, remind_hours,
                   digest_sent_at, dm_failed) VALUES (10, 'digest', 1, 12, ?, 1)""",
            (encode_time(T0),),
        )
        with pytest.raises(sqlite3.IntegrityError):
            await run(db, "INSERT INTO user_settings (user_id, notify) VALUES (11, 'email')")
    async with await open_store(db_path) as store:
        assert await store.get_user_settings(10) == UserSettings(10, "digest", True, 12, T0, True)
        await store.put_user_settings(UserSettings(11, notify="email"))
        assert (await store.get_user_settings(11)).notify == "email"
    assert {"email_addresses", "mail_outbox", "mail_inbound", "secrets"} <= tables(db_path)


async def test_upgrade_from_version_6_keeps_data_and_adds_the_ping_cooldowns(
    db_path: Path,
) -> None:
    """0007 moves the ping cooldown into the database: a 0.3.0 database (schema 6) gets
    the new, empty table and keeps everything it held."""
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        assert await migrate(db, bundled_migrations()[:6]) == 6
        await run(
            db,
            """INSERT INTO user_settings (user_id, notify, remind_dm, remind_hours,
                   digest_sent_at, dm_failed) VALUES (10, 'email', 1, 12, ?, 0)""",
            (encode_time(T0),),
        )
        await run(
            db,
            "INSERT INTO guild_settings (guild_id, vacation_days, hints) VALUES (5, 3, 1)",
        )
    assert "ping_cooldowns" not in tables(db_path)
    async with await open_store(db_path) as store:
        assert await store.schema_version() == len(bundled_migrations()) >= 7
        assert await store.get_user_settings(10) == UserSettings(10, "email", True, 12, T0)
        guild = await store.update_guild_settings(5, games_channel_id=6)
        assert (guild.vacation_days, guild.hint_level, guild.games_channel_id) == (3, 3, 6)
        period = timedelta(seconds=30)
        assert await store.claim_ping(10, 20, T0, period) is None
        assert await store.claim_ping(10, 20, T0 + timedelta(seconds=1), period) == T0
    assert "ping_cooldowns" in tables(db_path)
    with closing(sqlite3.connect(db_path)) as db:
        strict = {
            name
            for (name, flag) in db.execute("SELECT name, strict FROM pragma_table_list")
            if flag
        }
    assert "ping_cooldowns" in strict


RELEASE_0_5_0_GUILDS = (
    "INSERT INTO guild_settings (guild_id, hints) VALUES (1, 1), (2, 0), (3, NULL)"
)
"""Servers of a 0.5.0 database (schema 13): hints on, off, and never set."""


async def put_at_0_5_0(database: str) -> None:
    """Make ``database`` (either engine) what release 0.5.0 left: schema 13, holding
    `RELEASE_0_5_0_GUILDS`."""
    if not is_postgresql(database):
        async with aiosqlite.connect(database, isolation_level=None) as db:
            assert await migrate(db, bundled_migrations()[:13]) == 13
            await run(db, RELEASE_0_5_0_GUILDS)
        return
    connection = await asyncpg.connect(database)
    try:
        assert await migrate_postgresql(connection, bundled_migrations()[:13]) == 13
        await connection.execute(RELEASE_0_5_0_GUILDS)
    finally:
        await connection.close()


async def test_upgrade_from_0_5_0_turns_hints_on_into_level_3(database: str) -> None:
    """0014 makes hints a level: a server that had them on keeps what it had (level 3, the
    level every hint came from), off stays off, never set stays the default; the old
    column is gone and the new one takes levels 0 to 5 only."""
    await put_at_0_5_0(database)
    async with await open_store(database) as store:
        assert await store.schema_version() == len(bundled_migrations()) >= 14
        levels = [(await store.get_guild_settings(guild)).hint_level for guild in (1, 2, 3)]
        assert levels == [3, 0, None]
        assert (await store.update_guild_settings(3, hint_level=5)).hint_level == 5
    if not is_postgresql(database):
        with closing(sqlite3.connect(database)) as db:
            columns = {row[1] for row in db.execute("PRAGMA table_info(guild_settings)")}
            with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
                db.execute("UPDATE guild_settings SET hint_level = 6")
    else:
        connection = await asyncpg.connect(database)
        try:
            rows = await connection.fetch(
                "SELECT column_name FROM information_schema.columns "
                "WHERE table_name = 'guild_settings'"
            )
            columns = {row["column_name"] for row in rows}
            with pytest.raises(asyncpg.CheckViolationError):
                await connection.execute("UPDATE guild_settings SET hint_level = 6")
        finally:
            await connection.close()
    assert "hint_level" in columns and "hints" not in columns


PENDING_CLAIMS = (
    "INSERT INTO email_addresses (user_id, address, address_key, verified_at, code_hash, "
    "code_expires_at, code_attempts) VALUES (10, 'Ann@example.org', 'ann@example.org', NULL, "
    f"'h', {encode_time(T0 + timedelta(hours=1))}, 4), "
    f"(20, 'bob@example.org', 'bob@example.org', {encode_time(T0)}, NULL, NULL, 0)"
)
"""A schema-15 database's addresses: ann's claim with 4 wrong codes, bob's proven one."""


async def put_at_schema_15(database: str) -> None:
    """Make ``database`` (either engine) schema 15, holding `PENDING_CLAIMS`."""
    if not is_postgresql(database):
        async with aiosqlite.connect(database, isolation_level=None) as db:
            assert await migrate(db, bundled_migrations()[:15]) == 15
            await run(db, PENDING_CLAIMS)
        return
    connection = await asyncpg.connect(database)
    try:
        assert await migrate_postgresql(connection, bundled_migrations()[:15]) == 15
        await connection.execute(PENDING_CLAIMS)
    finally:
        await connection.close()


async def test_upgrade_to_the_link_limits_keeps_the_claims_and_counts_tries_apart(
    database: str,
) -> None:
    """0016 counts tries per player and address, apart from the claim: a claim pending at
    the upgrade keeps its code, a proven address stays proven, and the claim's own count
    is gone (its tries start afresh, the one thing an upgrade gives)."""
    await put_at_schema_15(database)
    async with await open_store(database) as store:
        assert await store.schema_version() == len(bundled_migrations()) >= 16
        claim = await store.get_email(10)
        assert claim is not None and claim.code_hash == "h" and claim.verified_at is None
        assert claim.code_expires_at == T0 + timedelta(hours=1)
        assert await store.user_for_address("BOB@example.org") == 20
        limits = LinkLimits(timedelta(days=1), 5, 3, 5, timedelta(hours=1))
        assert await store.take_code_try(10, claim.address, T0, limits) == CodeTry(4)
    if not is_postgresql(database):
        with closing(sqlite3.connect(database)) as db:
            columns = {row[1] for row in db.execute("PRAGMA table_info(email_addresses)")}
            strict = {
                name
                for (name, flag) in db.execute("SELECT name, strict FROM pragma_table_list")
                if flag
            }
        assert {"email_links", "email_code_tries"} <= strict
    else:
        connection = await asyncpg.connect(database)
        try:
            rows = await connection.fetch(
                "SELECT column_name FROM information_schema.columns "
                "WHERE table_name = 'email_addresses'"
            )
            columns = {row["column_name"] for row in rows}
        finally:
            await connection.close()
    assert "code_hash" in columns and "code_attempts" not in columns
