"""Fixtures shared by the storage tests: a migrated store on each engine.

``store`` (and ``store_database``, what ``POSTBOARD_DB`` would say for it) runs a test
once on a fresh SQLite file and once on a fresh PostgreSQL database, so every behaviour
of the store is checked on both; their schema is made once and copied (``tests.fresh``).
``database`` is an empty one on each engine, for the tests of migrations and of opening.
Tests about SQLite itself (its files, PRAGMAs, backups, its migrations' exact schema) ask
for ``db_path`` or ``sqlite_store`` instead, and run once.
"""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import SqliteStore, SqlStore, open_store
from tests.fresh import fresh_database

ENGINES = ("sqlite", "postgresql")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "postboard.db"


@pytest.fixture(params=ENGINES)
def database(request: pytest.FixtureRequest, db_path: Path) -> str:
    """A fresh database on each engine: a SQLite file's path, or a PostgreSQL URL."""
    if request.param == "sqlite":
        return str(db_path)
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture(params=ENGINES)
async def store_database(request: pytest.FixtureRequest, db_path: Path) -> AsyncIterator[str]:
    """A database on each engine already at the newest schema, with no rows: what ``store``
    opens (``tests.fresh``), for a test that needs its address too."""
    async with fresh_database(request, request.param, db_path) as database:
        yield database


@pytest.fixture
async def store(store_database: str) -> AsyncIterator[SqlStore]:
    async with await open_store(store_database) as opened:
        yield opened


@pytest.fixture
async def sqlite_store(db_path: Path) -> AsyncIterator[SqliteStore]:
    async with await open_store(db_path) as opened:
        assert isinstance(opened, SqliteStore)
        yield opened
