"""/move's suggestions read beside the moves (issue 28, item 3): one glance at the game's
row, the position from the cache whenever that row's ply says it is current, and never
a wait for the moves in flight; yet never the moves of a position another process has
moved on from."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path

import pytest

from service import Asked, Service, ServiceContext
from storage import SqlStore, open_store
from tests.fresh import fresh_database
from tests.service.conftest import ALICE, BOB, Clock
from tests.service.support import new_game

THREAD = 555

Pair = tuple[Service, Service]


@pytest.fixture(params=["sqlite", "postgresql"])
async def two(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Pair]:
    """Two services, as two processes would open them, on one fresh database of each
    engine (a SQLite file may be shared by two processes too)."""
    async with AsyncExitStack() as stack:
        database = await stack.enter_async_context(
            fresh_database(request, request.param, tmp_path / "shared.db")
        )
        services = []
        for seed in (1, 2):
            store = await open_store(database)
            stack.push_async_callback(store.close)
            services.append(Service(ServiceContext(store, rng=random.Random(seed), clock=Clock())))
            await services[-1].remember(ALICE, "alice")
            await services[-1].remember(BOB, "bob")
        yield services[0], services[1]


@asynccontextmanager
async def a_move_in_flight(store: SqlStore) -> AsyncIterator[None]:
    """A write transaction held open, as a move's is while the database is slow: on
    SQLite it holds the store's one lock, behind which every ordinary read queues."""
    writing, done = asyncio.Event(), asyncio.Event()

    async def held() -> None:
        async with store._db.transaction() as db:  # noqa: SLF001
            await db.execute("UPDATE games SET updated_at = updated_at")
            writing.set()
            await done.wait()

    move = asyncio.ensure_future(held())
    await writing.wait()
    try:
        yield
    finally:
        done.set()
        await move


async def suggest(service: Service, user: int, typed: str = "e") -> list[str]:
    return await service.games.suggest(Asked(thread_id=THREAD, guild_id=1, asked_by=user), typed)


async def test_a_suggestion_does_not_wait_for_a_move_in_flight(two: Pair) -> None:
    """Neither with the position cached nor, in a process that never saw the game, with
    its log to read: the suggestion is answered while the move still holds the store."""
    here, _ = two
    game_id = await new_game(here)
    await here.games.attach_thread(game_id, THREAD)
    offered = await suggest(here, ALICE)
    assert "e5" in offered
    store = here.ctx.store
    assert isinstance(store, SqlStore)
    async with a_move_in_flight(store):
        assert await asyncio.wait_for(suggest(here, ALICE), 2) == offered
        nobody = Service(ServiceContext(store, rng=random.Random(3), clock=Clock()))
        assert await asyncio.wait_for(suggest(nobody, ALICE), 2) == offered
        assert await asyncio.wait_for(suggest(here, BOB), 2) == [], "not bob's turn"


async def test_a_suggestion_follows_a_move_made_in_another_process(two: Pair) -> None:
    """The cached position is trusted only at the ply the game's row says: after the
    other process's move the mover is offered nothing, and the next player the moves
    of the new position."""
    here, there = two
    game_id = await new_game(here)
    await here.games.attach_thread(game_id, THREAD)
    assert "e5" in await suggest(here, ALICE, "e")
    assert await suggest(here, BOB, "e") == []
    await there.games.move(Asked(thread_id=THREAD, guild_id=1, asked_by=ALICE), "e5")
    assert await suggest(here, ALICE, "e") == []
    offered = await suggest(here, BOB, "e")
    assert offered and "e5" not in offered and "e4" in offered
