"""The service on a fresh database, without Discord: plain ids in, plain results out.

Every test that takes ``service`` runs twice: on a SQLite file and on a fresh
PostgreSQL database, the two engines a server may run on."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from datetime import UTC, datetime
from pathlib import Path

import pytest

from service import Service, ServiceContext, open_service
from storage import open_store
from tests.fresh import MigratedPostgres, fresh_database
from tests.records_check import assert_records_round_trip

ALICE, BOB = 11, 22
"""User ids of the service tests."""


class Clock:
    """The service's injected clock: tests move ``now`` by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 5, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture(params=["sqlite", "postgresql"])
async def service(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Service]:
    """The service on a fresh database of each engine, knowing alice and bob."""
    async with AsyncExitStack() as stack:
        database = await stack.enter_async_context(
            fresh_database(request, request.param, tmp_path / "service.db")
        )
        store = await open_store(database)
        stack.push_async_callback(store.close)
        service = Service(ServiceContext(store, rng=random.Random(1), clock=Clock()))
        await service.remember(ALICE, "alice")
        await service.remember(BOB, "bob")
        yield service
        await assert_records_round_trip(service)


Pair = tuple[Service, Service]
"""Two services on one database, as two bot processes would open them."""


@pytest.fixture
async def two(migrated_postgres: MigratedPostgres) -> AsyncIterator[Pair]:
    """Two services, as two processes would open them, on one fresh PostgreSQL database,
    sharing one injected clock; both know alice and bob."""
    async with AsyncExitStack() as stack:
        url = await stack.enter_async_context(migrated_postgres.database())
        clock = Clock()
        pair = []
        for seed in (1, 2):
            service = await open_service(url, rng=random.Random(seed), clock=clock)
            stack.push_async_callback(service.close)
            await service.remember(ALICE, "alice")
            await service.remember(BOB, "bob")
            pair.append(service)
        yield pair[0], pair[1]
