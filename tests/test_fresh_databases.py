"""The migrated databases of ``tests.fresh`` are as good as new every time they are lent:
newest schema, no rows, identities from 1, no connection of the last test left; one a test
changed the schema of is dropped, never lent again."""

from __future__ import annotations

from pathlib import Path

import asyncpg
import pytest

from storage import open_store
from storage.migrate import bundled_migrations
from tests.fresh import MigratedPostgres, fresh_database
from tests.storage.support import T0, new_game


async def _names(url: str) -> tuple[str, int, int]:
    """The database's name, its migrations' ledger's last version, and its games."""
    connection = await asyncpg.connect(url)
    try:
        name = await connection.fetchval("SELECT current_database()")
        version = await connection.fetchval("SELECT max(version) FROM schema_version")
        games = await connection.fetchval("SELECT count(*) FROM games")
        return name, version, games
    finally:
        await connection.close()


async def test_a_lent_database_comes_back_empty_with_identities_from_one(
    migrated_postgres: MigratedPostgres,
) -> None:
    async with migrated_postgres.database() as url:
        first_name, version, games = await _names(url)
        assert (version, games) == (len(bundled_migrations()), 0)
        store = await open_store(url)
        made = [await new_game(store) for _ in range(3)]
        await store.append_move(
            made[0].id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
        )
        assert len(await store.moves(made[0].id)) == 1
        await store.close()
        left_open = await asyncpg.connect(url)  # a test that forgot a connection
    async with migrated_postgres.database() as url:
        assert await _names(url) == (first_name, version, 0)
        async with await open_store(url) as store:
            again = await new_game(store)
            assert again.id == made[0].id  # the identity restarted too
            assert await store.moves(again.id) == []
    assert left_open.is_closed() or await _ended(left_open)


async def _ended(connection: asyncpg.Connection) -> bool:
    try:
        await connection.fetchval("SELECT 1")
    except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError):
        return True
    finally:
        connection.terminate()
    return False


async def test_a_database_whose_schema_a_test_changed_is_dropped(
    migrated_postgres: MigratedPostgres, postgres_server: str
) -> None:
    async with migrated_postgres.database() as url:
        changed, _, _ = await _names(url)
        connection = await asyncpg.connect(url)
        try:
            await connection.execute("ALTER TABLE games ADD COLUMN scribbled text")
        finally:
            await connection.close()
    async with migrated_postgres.database() as url:
        assert (await _names(url))[0] != changed
    server = await asyncpg.connect(postgres_server)
    try:
        left = "SELECT count(*) FROM pg_database WHERE datname = $1"
        assert await server.fetchval(left, changed) == 0
    finally:
        await server.close()


async def test_a_sqlite_copy_is_at_the_newest_schema_and_of_its_own(
    request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    async with fresh_database(request, "sqlite", tmp_path / "one.db") as one:
        async with await open_store(one) as store:
            await new_game(store)
    async with fresh_database(request, "sqlite", tmp_path / "two.db") as two:
        async with await open_store(two) as store:
            game = await new_game(store)
            assert game.id == 1  # the first test's game is not in the copy
    template = request.getfixturevalue("sqlite_template")
    assert template.exists() and not list(template.parent.glob("*-wal"))
