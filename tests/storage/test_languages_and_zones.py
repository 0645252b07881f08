"""Schema 19 (issue 29): a player's time zone, a server's language and the language kept
with each mail address, on both engines, and an upgrade from schema 18 that leaves
everyone's times in UTC, every server on Discord's locale and every address in English."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite
import asyncpg

from storage import GuildSettings, SqlStore, UserSettings, open_store
from storage.codec import encode_time
from storage.engines import is_postgresql
from storage.migrate import bundled_migrations, migrate, run
from storage.models import LinkLimits, MailIntent
from storage.postgresql.migrate import migrate as migrate_postgresql
from tests.storage.support import T0

ZONES = next(m for m in bundled_migrations() if m.name.endswith("languages_and_zones.sql"))
LIMITS = LinkLimits(timedelta(days=1), 5, 3, 5, timedelta(hours=1))


def test_the_settings_have_migration_19() -> None:
    assert ZONES.version == 19


async def test_a_time_zone_is_utc_until_set_and_kept_beside_the_rest(store: SqlStore) -> None:
    assert (await store.get_user_settings(42)).time_zone is None
    await store.update_user_settings(42, notify="dm", confirm_moves=True)
    updated = await store.update_user_settings(42, time_zone="Europe/Athens")
    assert updated == UserSettings(42, "dm", confirm_moves=True, time_zone="Europe/Athens")
    assert await store.get_user_settings(42) == updated
    changed = await store.update_user_settings(42, remind_hours=6)
    assert changed.time_zone == "Europe/Athens", "a change of another field keeps it"
    back = await store.update_user_settings(42, time_zone=None)
    assert back.time_zone is None and back.remind_hours == 6
    await store.put_user_settings(UserSettings(7, time_zone="America/New_York"))
    assert (await store.get_user_settings(7)).time_zone == "America/New_York"


async def test_a_server_language_is_unchosen_until_set(store: SqlStore) -> None:
    assert (await store.get_guild_settings(5)).language is None
    await store.update_guild_settings(5, vacation_days=3)
    chosen = await store.update_guild_settings(5, language="el")
    assert chosen == GuildSettings(5, vacation_days=3, language="el")
    assert (await store.rotate_list_key(5)).language == "el", "the rotation keeps it"
    assert (await store.update_guild_settings(5, language=None)).language is None


async def test_an_address_keeps_its_language_from_link_to_change(store: SqlStore) -> None:
    await store.claim_email(10, "ann@example.org", "h", T0 + timedelta(hours=1))
    claim = await store.get_email(10)
    assert claim is not None and claim.language == "en", "English unless told"
    code = MailIntent(20, "verify", address="bob@example.org", only_if_wanted=False)
    linked = await store.link_email(20, "bob@example.org", "h", code, T0, LIMITS, language="es")
    assert linked.outcome == "mailed"
    bob = await store.get_email(20)
    assert bob is not None and bob.language == "es"
    changed = await store.set_mail_language(20, "de")
    assert changed is not None and changed.language == "de" and changed.address == bob.address
    again = await store.link_email(20, "bob@other.example", "h2", code, T0, LIMITS)
    assert again.outcome == "mailed"
    moved = await store.get_email(20)
    assert moved is not None and moved.language == "de", "a link with no locale keeps it"
    await store.verify_email(20, T0)
    assert (await store.get_email(20)) == moved.__class__(
        20, "bob@other.example", T0, None, None, "de"
    )
    assert await store.set_mail_language(30, "el") is None, "no address, nothing to change"


SCHEMA_18 = (
    "INSERT INTO user_settings (user_id, notify) VALUES (10, 'email')",
    "INSERT INTO guild_settings (guild_id, vacation_days) VALUES (1, 4)",
    "INSERT INTO email_addresses (user_id, address, address_key, verified_at)"
    f" VALUES (10, 'Ann@example.org', 'ann@example.org', {encode_time(T0)})",
)


async def put_at_schema_18(database: str) -> None:
    """What 0.7 left: a player who reads by mail, and a server with a setting."""
    if not is_postgresql(database):
        async with aiosqlite.connect(database, isolation_level=None) as db:
            assert await migrate(db, bundled_migrations()[:18]) == 18
            for statement in SCHEMA_18:
                await run(db, statement)
        return
    connection = await asyncpg.connect(database)
    try:
        assert await migrate_postgresql(connection, bundled_migrations()[:18]) == 18
        for statement in SCHEMA_18:
            await connection.execute(statement)
    finally:
        await connection.close()


async def test_an_upgrade_from_schema_18_keeps_utc_english_and_discords_choice(
    database: str,
) -> None:
    await put_at_schema_18(database)
    async with await open_store(database) as store:
        assert await store.schema_version() == len(bundled_migrations()) >= 19
        assert await store.get_user_settings(10) == UserSettings(10, "email")
        assert await store.get_guild_settings(1) == GuildSettings(1, vacation_days=4)
        address = await store.get_email(10)
        assert address is not None and address.language == "en"
        assert address.verified_at == T0
        assert (await store.update_user_settings(10, time_zone="Asia/Tokyo")).time_zone
