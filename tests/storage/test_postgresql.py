"""What only PostgreSQL can get wrong: stores in several processes' worth of pools racing
on one database, migrations from concurrent openers, refusing a newer schema, and a
server that cannot be used, said in one line (the store's behaviour itself is checked
on both engines by the other files here)."""

import asyncio
from dataclasses import replace
from datetime import timedelta

import asyncpg
import pytest

from storage import AppendedMove, SqlStore, StaleMove, UserSettings, open_store
from storage.errors import DatabaseUnavailable, SchemaTooNew
from storage.migrate import Migration, bundled_migrations
from storage.models import InboundMail, MailIntent
from storage.postgresql import PostgresStore
from storage.postgresql.migrate import migrate, schema_version
from tests.postgres import with_database, with_password
from tests.storage.support import T0, new_game
from tests.storage.test_clocks_and_settings import clock_at
from tests.storage.test_mail import LATER, reads_mail

STORES = 4  # four pools on one database: four processes' worth


async def open_stores(url: str, count: int = STORES) -> list[SqlStore]:
    return list(await asyncio.gather(*(open_store(url) for _ in range(count))))


async def close_all(stores: list[SqlStore]) -> None:
    await asyncio.gather(*(store.close() for store in stores))


# -- races between stores --------------------------------------------------------------


async def test_of_stores_racing_for_one_ply_exactly_one_lands(postgres_url: str) -> None:
    stores = await open_stores(postgres_url)
    try:
        assert all(isinstance(store, PostgresStore) for store in stores)
        game = await new_game(stores[0])
        for ply in range(20):
            results = await asyncio.gather(
                *(
                    store.append_move(
                        game.id,
                        expected_ply=ply,
                        seat=ply % 2,
                        notation=f"m{ply} by {index}",
                        created_at=T0,
                        to_move=(ply + 1) % 2,
                    )
                    for index, store in enumerate(stores)
                ),
                return_exceptions=True,
            )
            landed = [r for r in results if isinstance(r, AppendedMove)]
            assert len(landed) == 1, results
            assert all(isinstance(r, StaleMove) for r in results if r is not landed[0])
        log = await stores[-1].moves(game.id)
        assert [m.ply for m in log] == list(range(1, 21))
        assert (await stores[1].get_game(game.id)).ply == 20
    finally:
        await close_all(stores)


async def test_a_clock_written_beside_a_move_never_winds_it_back(postgres_url: str) -> None:
    """put_clock reads the game's ply and then writes: without the row lock, a pause
    computed at ply N lands after the move to N+1 and puts the clock back to ply N."""
    one, two = await open_stores(postgres_url, 2)
    try:
        for _ in range(15):
            game = await new_game(one)
            await one.put_clock(clock_at(game.id, 0))
            pause = replace(clock_at(game.id, 0, running_seat=None), paused=True)
            results = await asyncio.gather(
                one.put_clock(pause),
                two.append_move(
                    game.id,
                    expected_ply=0,
                    seat=0,
                    notation="e5",
                    created_at=T0,
                    to_move=1,
                    clock=clock_at(game.id, 1, running_seat=1),
                ),
                return_exceptions=True,
            )
            assert sum(isinstance(r, StaleMove) for r in results) == 1, results
            clock, after = await one.get_clock(game.id), await one.get_game(game.id)
            assert clock is not None and clock.ply == after.ply
    finally:
        await close_all([one, two])


async def test_claimers_in_several_stores_never_share_a_mail(postgres_url: str) -> None:
    stores = await open_stores(postgres_url)
    try:
        await reads_mail(stores[0], 10, "ann@example.org")
        await stores[0].enqueue_mail([MailIntent(10, "turn", 1, n) for n in range(120)], T0)
        for n in range(60):
            raw = f"mail {n}".encode()
            await stores[0].keep_inbound(InboundMail(f"k{n}", "to@x", None, raw, T0))

        async def drain(store: SqlStore) -> tuple[list[int], list[str]]:
            sent: list[int] = []
            read: list[str] = []
            while True:
                mails = await store.claim_mail(T0, LATER, 3)
                received = await store.claim_inbound(T0, LATER, 2)
                if not mails and not received:
                    return sent, read
                sent += [mail.id for mail in mails]
                read += [mail.message_key for mail in received]

        drained = await asyncio.gather(*(drain(store) for store in stores))
        sent = [mail for mails, _ in drained for mail in mails]
        read = [key for _, keys in drained for key in keys]
        assert len(sent) == len(set(sent)) == 120
        assert len(read) == len(set(read)) == 60
        assert sum(1 for mails, _ in drained if mails) > 1, "the claimers took turns"
    finally:
        await close_all(stores)


# -- migrations --------------------------------------------------------------------------


async def ledger(url: str) -> list[tuple[int, str]]:
    connection = await asyncpg.connect(url)
    try:
        rows = await connection.fetch("SELECT version, name FROM schema_version ORDER BY 1")
    finally:
        await connection.close()
    return [(row["version"], row["name"]) for row in rows]


async def test_openers_starting_at_once_apply_each_migration_once(postgres_url: str) -> None:
    stores = await open_stores(postgres_url, 6)
    try:
        versions = {await store.schema_version() for store in stores}
    finally:
        await close_all(stores)
    migrations = bundled_migrations()
    assert versions == {len(migrations)}
    assert await ledger(postgres_url) == [(m.version, m.name) for m in migrations]


async def test_a_database_newer_than_the_code_is_refused_untouched(postgres_url: str) -> None:
    await (await open_store(postgres_url)).close()
    newer = len(bundled_migrations()) + 1
    connection = await asyncpg.connect(postgres_url)
    try:
        await connection.execute(
            "INSERT INTO schema_version (version, name) VALUES ($1, 'from the future')", newer
        )
        tables = await connection.fetchval("SELECT count(*) FROM pg_tables")
    finally:
        await connection.close()
    with pytest.raises(SchemaTooNew, match=f"schema version {newer}, newer"):
        await open_store(postgres_url)
    connection = await asyncpg.connect(postgres_url)
    try:
        assert await connection.fetchval("SELECT count(*) FROM pg_tables") == tables
        assert await schema_version(connection) == newer
    finally:
        await connection.close()


async def test_a_failed_migration_rolls_back_the_whole_file(postgres_url: str) -> None:
    broken = [
        Migration(1, "0001_ok.sql", "CREATE TABLE a (x INTEGER);"),
        Migration(2, "0002_bad.sql", "CREATE TABLE b (x INTEGER); CREATE TABLE a (y INTEGER);"),
    ]
    connection = await asyncpg.connect(postgres_url)
    try:
        with pytest.raises(asyncpg.DuplicateTableError):
            await migrate(connection, broken)
        assert await schema_version(connection) == 1
        assert await connection.fetchval("SELECT to_regclass('b')") is None
        assert await connection.fetchval("SELECT to_regclass('a')") is not None
    finally:
        await connection.close()


async def test_an_upgrade_keeps_the_rows_through_a_rebuilt_table(postgres_url: str) -> None:
    """0006 rebuilds user_settings (on SQLite to change a CHECK): on PostgreSQL too, every
    row survives, notify may then be 'email', and the key has its usual name."""
    connection = await asyncpg.connect(postgres_url)
    try:
        assert await migrate(connection, bundled_migrations()[:5]) == 5
        await connection.execute(
            """INSERT INTO user_settings (user_id, notify, remind_dm, remind_hours,
                   digest_sent_at, dm_failed) VALUES (10, 'digest', 1, 12, 5, 1)"""
        )
    finally:
        await connection.close()
    async with await open_store(postgres_url) as store:
        settings = await store.get_user_settings(10)
        assert (settings.notify, settings.remind_dm, settings.remind_hours) == ("digest", True, 12)
        await store.put_user_settings(UserSettings(11, notify="email"))
        assert (await store.get_user_settings(11)).notify == "email"
    connection = await asyncpg.connect(postgres_url)
    try:
        keys = await connection.fetch(
            "SELECT conname FROM pg_constraint WHERE conrelid = 'user_settings'::regclass"
            " AND contype = 'p'"
        )
    finally:
        await connection.close()
    assert [row["conname"] for row in keys] == ["user_settings_pkey"]


async def test_an_upgrade_from_version_6_adds_the_ping_cooldowns(postgres_url: str) -> None:
    """0007 on a 0.3.0 database (schema 6): the rows stay, the cooldown table is new."""
    connection = await asyncpg.connect(postgres_url)
    try:
        assert await migrate(connection, bundled_migrations()[:6]) == 6
        await connection.execute(
            """INSERT INTO user_settings (user_id, notify, remind_hours) VALUES (10, 'email', 12)"""
        )
        assert await connection.fetchval("SELECT to_regclass('ping_cooldowns')") is None
    finally:
        await connection.close()
    async with await open_store(postgres_url) as store:
        assert await store.schema_version() == len(bundled_migrations()) >= 7
        assert await store.get_user_settings(10) == UserSettings(10, "email", remind_hours=12)
        period = timedelta(seconds=30)
        assert await store.claim_ping(10, 20, T0, period) is None
        assert await store.claim_ping(10, 20, T0 + timedelta(seconds=1), period) == T0
    assert await ledger(postgres_url) == [(m.version, m.name) for m in bundled_migrations()]


async def test_the_schema_keeps_sqlite_s_meaning(postgres_url: str) -> None:
    """64-bit integers, auto-numbered ids, and banks in double precision (PostgreSQL's REAL
    would round a bank of 259200.25 seconds)."""
    async with await open_store(postgres_url):
        pass
    connection = await asyncpg.connect(postgres_url)
    try:
        columns = await connection.fetch(
            """SELECT table_name || '.' || column_name AS name, data_type
               FROM information_schema.columns WHERE table_schema = 'public'"""
        )
        identities = await connection.fetch(
            """SELECT table_name FROM information_schema.columns
               WHERE table_schema = 'public' AND is_identity = 'YES'"""
        )
    finally:
        await connection.close()
    types = {row["name"]: row["data_type"] for row in columns}
    assert types["games.player0_id"] == types["moves.created_at"] == "bigint"
    assert types["clocks.bank0_s"] == "double precision"
    assert types["mail_inbound.raw"] == "bytea"
    assert types["ping_cooldowns.pinged_at"] == "bigint"
    assert types["ratings.rating"] == types["ratings.deviation"] == "double precision"
    numbered = {row["table_name"] for row in identities}
    assert {"games", "challenges", "vacations", "mail_outbox", "seeks"} <= numbered


# -- a server that cannot be used ------------------------------------------------------


async def test_a_wrong_password_is_one_clear_line(postgres_url: str) -> None:
    await (await open_store(postgres_url)).close()
    with pytest.raises(DatabaseUnavailable) as refused:
        await open_store(with_password(postgres_url, "not-the-password"))
    message = str(refused.value)
    assert "user name or password is wrong" in message
    assert "not-the-password" not in message and "\n" not in message
    assert message.startswith("Cannot open the database postgresql://")


async def test_a_missing_database_and_a_silent_port_say_so(
    postgres_url: str, unused_tcp_port: int
) -> None:
    with pytest.raises(DatabaseUnavailable, match="no such database on the server"):
        await open_store(with_database(postgres_url, "postboard_nobody_made_this"))
    silent = f"postgresql://postboard:secret@127.0.0.1:{unused_tcp_port}/postboard"
    with pytest.raises(DatabaseUnavailable, match="nothing answers there") as refused:
        await open_store(silent)
    assert "secret" not in str(refused.value)
