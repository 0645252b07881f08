"""Vacations per server (hardening issue, item 1): the store's side, and the 0005 upgrade."""

import asyncio
from datetime import timedelta
from pathlib import Path

import aiosqlite
import pytest

from storage import SqlStore, StorageError, VacationRecord, open_store
from storage.codec import encode_time
from storage.migrate import bundled_migrations, migrate, run
from storage.protocol.vacations import ANY_SERVER
from tests.storage.support import T0

DAY = timedelta(days=1)
A, B = 101, 202


def test_the_per_server_migration_is_bundled_fifth() -> None:
    assert bundled_migrations()[4].name == "0005_vacations_per_server.sql"


async def test_one_ongoing_vacation_per_server(store: SqlStore) -> None:
    in_a = await store.start_vacation(1, A, T0)
    in_b = await store.start_vacation(1, B, T0 + DAY)
    with pytest.raises(StorageError, match="already on vacation"):
        await store.start_vacation(1, A, T0 + DAY)
    with pytest.raises(StorageError, match="already on vacation"):
        await store.start_vacation(1, None, T0 + DAY)  # would cover A and B too
    assert await store.ongoing_vacation(1, A) == in_a
    assert await store.ongoing_vacation(1, B) == in_b
    assert await store.ongoing_vacation(1, 303) is None
    assert await store.ongoing_vacation(1, None) is None
    assert await store.ongoing_vacation(1) == in_a  # ANY_SERVER: the oldest
    assert await store.ongoing_vacations(1) == [in_a, in_b]
    assert await store.users_on_vacation([1, 2], B) == {1}
    assert await store.users_on_vacation([1], 303) == set()
    assert await store.users_on_vacation([1], None) == set()
    assert await store.users_on_vacation([1], ANY_SERVER) == {1}

    ended = await store.end_vacation(1, T0 + 2 * DAY, B)
    assert ended is not None and ended.id == in_b.id
    assert await store.ongoing_vacation(1, A) == in_a
    assert await store.end_vacation(1, T0 + 2 * DAY, B) is None
    assert await store.vacations_of(1, T0, A) == [in_a]
    assert await store.vacations_of(1, T0, B) == [ended]


async def test_a_vacation_with_no_server_covers_every_server(store: SqlStore) -> None:
    everywhere = await store.start_vacation(1, None, T0)
    with pytest.raises(StorageError, match="already on vacation"):
        await store.start_vacation(1, A, T0 + DAY)
    assert await store.ongoing_vacation(1, A) == everywhere
    assert await store.ongoing_vacation(1, None) == everywhere
    assert await store.users_on_vacation([1], B) == {1}
    ended = await store.end_vacation(1, T0 + DAY, A)
    assert ended is not None and ended.id == everywhere.id
    in_a = await store.start_vacation(1, A, T0 + 2 * DAY)
    assert await store.vacations_of(1, T0, A) == [ended, in_a]
    assert await store.vacations_of(1, T0, B) == [ended], "it counted in every server"


async def test_racing_starts_in_one_server_and_everywhere(database: str) -> None:
    async with await open_store(database) as first, await open_store(database) as second:
        results = await asyncio.gather(
            first.start_vacation(1, A, T0),
            second.start_vacation(1, None, T0),
            first.start_vacation(1, None, T0),
            second.start_vacation(1, A, T0),
            return_exceptions=True,
        )
        started = [r for r in results if isinstance(r, VacationRecord)]
        assert len(started) == 1 and all(
            isinstance(r, StorageError) for r in results if r not in started
        )


async def test_upgrade_to_version_5_keeps_the_vacations_and_their_servers(db_path: Path) -> None:
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        assert await migrate(db, bundled_migrations()[:4]) == 4
        rows = [
            (1, 10, A, encode_time(T0), encode_time(T0 + DAY)),
            (2, 10, A, encode_time(T0 + 2 * DAY), None),  # ongoing, started in A
            (3, 20, None, encode_time(T0), None),  # ongoing, no server known
        ]
        for row in rows:
            await run(
                db,
                "INSERT INTO vacations (id, user_id, guild_id, started_at, ended_at)"
                " VALUES (?, ?, ?, ?, ?)",
                row,
            )
    async with await open_store(db_path) as store:
        ongoing = await store.ongoing_vacations()
        assert [(v.id, v.user_id, v.guild_id) for v in ongoing] == [(3, 20, None), (2, 10, A)]
        # Started in A, it is A's now: the player may go on vacation in B beside it.
        assert await store.users_on_vacation([10], B) == set()
        assert (await store.start_vacation(10, B, T0 + 3 * DAY)).guild_id == B
        # Without a server it still covers every server until it ends.
        assert await store.users_on_vacation([20], B) == {20}
        with pytest.raises(StorageError):
            await store.start_vacation(20, A, T0 + 3 * DAY)
        assert [v.id for v in await store.vacations_of(10, T0, A)] == [1, 2]
