"""A glance at a game (``glance_game``, ``glance_moves``: what autocomplete reads) never
waits for the store's own writes in flight, and sees every one of them once committed
(issue 28, item 3: on SQLite every read queued behind the moves' transactions on one
lock)."""

from __future__ import annotations

import asyncio

import pytest

from storage import NotFound, SqliteStore, SqlStore, open_store
from tests.storage.support import T0, new_game


async def test_a_glance_reads_the_last_commit_while_a_write_is_in_flight(store: SqlStore) -> None:
    game = await new_game(store)
    await store.set_game_thread(game.id, 77)
    writing, done = asyncio.Event(), asyncio.Event()

    async def a_long_move() -> None:
        async with store._db.transaction() as db:  # noqa: SLF001
            await db.execute("UPDATE games SET ply = 1 WHERE id = ?", (game.id,))
            writing.set()
            await done.wait()

    move = asyncio.ensure_future(a_long_move())
    await writing.wait()
    try:
        glanced = await asyncio.wait_for(store.glance_game(game.id), 2)
        assert glanced.ply == 0, "the write in flight is not committed yet"
        in_thread = await asyncio.wait_for(store.glance_game_for_thread(77), 2)
        assert in_thread is not None and in_thread.id == game.id
        assert await asyncio.wait_for(store.glance_moves(game.id), 2) == []
        if isinstance(store, SqliteStore):  # what the glance is for: a read queues here
            queued = asyncio.ensure_future(store.get_game(game.id))
            await asyncio.sleep(0.05)
            assert not queued.done()
    finally:
        done.set()
        await move
    if isinstance(store, SqliteStore):
        assert (await queued).ply == 1


async def test_a_glance_sees_every_commit_of_the_store(store: SqlStore) -> None:
    game = await new_game(store)
    await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    assert (await store.glance_game(game.id)).ply == 1
    assert [move.notation for move in await store.glance_moves(game.id)] == ["e5"]
    assert await store.glance_game_for_thread(404) is None
    with pytest.raises(NotFound):
        await store.glance_game(999)


async def test_a_store_in_memory_glances_on_its_one_connection() -> None:
    """``:memory:`` cannot be opened twice: its glance is an ordinary read."""
    async with await open_store(":memory:") as store:
        game = await new_game(store)
        assert (await store.glance_game(game.id)).id == game.id
