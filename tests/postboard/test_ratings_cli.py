"""``postboard ratings recompute``: the ratings rebuilt from the stored results alone,
exactly as they were counted, and said in one line."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from postboard.cli import main
from service import Service, ServiceContext
from storage import open_store
from storage.community import Rebuilt
from tests.service.community_support import played
from tests.service.conftest import Clock


async def _rated_club(path: Path) -> list[object]:
    """Two results counted, then every rating wiped: what a bad fix might leave."""
    async with await open_store(str(path)) as store:
        service = Service(ServiceContext(store, rng=random.Random(1), clock=Clock()))
        await played(service, 1, 2, 1)
        await played(service, 2, 3, None)
        counted = [await service.ratings.rating(user, "pinch") for user in (1, 2, 3)]
        await store.recompute_ratings(lambda results: Rebuilt([], {}))
        assert await service.ratings.rating(1, "pinch") is None
    return counted


async def _ratings(path: Path) -> list[object]:
    async with await open_store(str(path)) as store:
        return [await store.rating(user, "pinch") for user in (1, 2, 3)]


async def test_recompute_rebuilds_what_was_counted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    database = tmp_path / "club.db"
    counted = await _rated_club(database)
    monkeypatch.setenv("POSTBOARD_DB", str(database))
    assert await asyncio.to_thread(main, ["ratings", "recompute"]) == 0
    assert capsys.readouterr().out.startswith("Recomputed 3 ratings from the stored results")
    assert await _ratings(database) == counted
