"""Schema 8: a player's ``confirm_moves`` setting (issue 19, item 6), on both engines, and
an upgrade from schema 7 that leaves it off for everyone."""

from pathlib import Path

import aiosqlite
import asyncpg

from storage import SqlStore, UserSettings, open_store
from storage.migrate import bundled_migrations, migrate, run
from storage.postgresql.migrate import migrate as migrate_postgresql

CONFIRM = next(m for m in bundled_migrations() if m.name.endswith("confirm_moves.sql"))


def test_the_setting_has_migration_8() -> None:
    assert CONFIRM.version == 8


async def test_confirm_moves_is_off_until_set_and_kept_beside_the_rest(store: SqlStore) -> None:
    assert not (await store.get_user_settings(42)).confirm_moves
    await store.update_user_settings(42, notify="dm", remind_hours=6)
    updated = await store.update_user_settings(42, confirm_moves=True)
    assert updated == UserSettings(42, "dm", remind_hours=6, confirm_moves=True)
    assert await store.get_user_settings(42) == updated
    changed = await store.update_user_settings(42, notify="thread")
    assert changed.confirm_moves, "a change of another field keeps it"
    await store.put_user_settings(UserSettings(42))
    assert await store.get_user_settings(42) == UserSettings(42)


async def test_an_upgrade_from_sqlite_schema_7_leaves_it_off(db_path: Path) -> None:
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        assert await migrate(db, bundled_migrations()[:7]) == 7
        await run(db, "INSERT INTO user_settings (user_id, notify) VALUES (10, 'dm')")
    async with await open_store(db_path) as store:
        assert await store.schema_version() == len(bundled_migrations()) >= 8
        assert await store.get_user_settings(10) == UserSettings(10, "dm")
        assert (await store.update_user_settings(10, confirm_moves=True)).confirm_moves


async def test_an_upgrade_from_postgresql_schema_7_leaves_it_off(postgres_url: str) -> None:
    connection = await asyncpg.connect(postgres_url)
    try:
        assert await migrate_postgresql(connection, bundled_migrations()[:7]) == 7
        await connection.execute("INSERT INTO user_settings (user_id, notify) VALUES (10, 'dm')")
    finally:
        await connection.close()
    async with await open_store(postgres_url) as store:
        assert await store.schema_version() == len(bundled_migrations()) >= 8
        assert await store.get_user_settings(10) == UserSettings(10, "dm")
        assert (await store.update_user_settings(10, confirm_moves=True)).confirm_moves
