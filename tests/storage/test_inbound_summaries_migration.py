"""Migration 0015 (issue 35, item 4): received mail keeps a summary, not its bytes.

A database of 0.5.x holds every received message whole, forever. Upgrading must drop the
bytes of every message already acted on, keep those of one still pending (acting on it
needs them, once), and let that one lose them too when it is settled."""

from datetime import timedelta

import aiosqlite
import asyncpg

from storage import open_store
from storage.codec import encode_time
from storage.engines import is_postgresql
from storage.migrate import bundled_migrations, migrate, run
from storage.postgresql.migrate import migrate as migrate_postgresql
from tests.storage.support import T0

RAW = b"From: a@example.org\r\nSubject: Re: your move\r\n\r\ne4\r\n"

SCHEMA_14_MAIL = (
    "INSERT INTO mail_inbound (message_key, recipient, envelope_sender, raw, received_at,"
    " claimed_until, done_at, outcome) VALUES"
    f" ('done', 'm-x@post.example', 'a@example.org', $raw, {encode_time(T0)}, NULL,"
    f" {encode_time(T0 + timedelta(minutes=1))}, 'played'),"
    f" ('pending', 'm-y@post.example', 'a@example.org', $raw, {encode_time(T0)}, NULL,"
    " NULL, NULL)"
)


async def put_at_schema_14(database: str) -> None:
    """Make ``database`` (either engine) what 0.5.x left: schema 14 with two received
    messages kept whole, one acted on and one pending."""
    if not is_postgresql(database):
        async with aiosqlite.connect(database, isolation_level=None) as db:
            assert await migrate(db, bundled_migrations()[:14]) == 14
            await run(db, SCHEMA_14_MAIL.replace("$raw", "X'" + RAW.hex() + "'"))
        return
    connection = await asyncpg.connect(database)
    try:
        assert await migrate_postgresql(connection, bundled_migrations()[:14]) == 14
        await connection.execute(SCHEMA_14_MAIL.replace("$raw", "$1"), RAW)
    finally:
        await connection.close()


async def raw_bytes(database: str) -> dict[str, bytes | None]:
    query = "SELECT message_key, raw FROM mail_inbound"
    if not is_postgresql(database):
        async with aiosqlite.connect(database) as db:
            rows = await (await db.execute(query)).fetchall()
        return {key: None if raw is None else bytes(raw) for key, raw in rows}
    connection = await asyncpg.connect(database)
    try:
        return {row["message_key"]: row["raw"] for row in await connection.fetch(query)}
    finally:
        await connection.close()


async def test_upgrade_drops_the_bytes_of_mail_acted_on_and_keeps_the_pending(
    database: str,
) -> None:
    await put_at_schema_14(database)
    async with await open_store(database) as store:
        assert await store.schema_version() >= 15
    assert await raw_bytes(database) == {"done": None, "pending": RAW}


async def test_a_pending_mail_kept_whole_loses_its_bytes_once_acted_on(database: str) -> None:
    await put_at_schema_14(database)
    lease = T0 + timedelta(hours=1)
    async with await open_store(database) as store:
        (claimed,) = await store.claim_inbound(T0 + timedelta(minutes=5), lease, 10)
        assert (claimed.message_key, claimed.raw) == ("pending", RAW)
        assert await store.inbound_done_if_held("pending", lease, T0, "played")
    assert await raw_bytes(database) == {"done": None, "pending": None}
