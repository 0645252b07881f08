"""Fixtures shared by the storage tests: a migrated store on a temporary file."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import SqliteStore, open_store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "postboard.db"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SqliteStore]:
    async with await open_store(db_path) as opened:
        yield opened
