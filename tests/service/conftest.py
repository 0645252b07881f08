"""The service on a fresh database, without Discord: plain ids in, plain results out."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from service import Service, ServiceContext
from storage.sqlite import open_store

ALICE, BOB = 11, 22
"""User ids of the service tests."""


class Clock:
    """The service's injected clock: tests move ``now`` by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 5, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[Service]:
    """The service on a fresh database, knowing alice and bob."""
    store = await open_store(tmp_path / "service.db")
    service = Service(ServiceContext(store, rng=random.Random(1), clock=Clock()))
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    yield service
    await store.close()
