"""Fixtures for the whole suite."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import pytest

from tests.fresh import migrated_postgres, sqlite_template  # noqa: F401
from tests.installed import Installed, install, install_once
from tests.loopback import Clients

# A real PostgreSQL for any test that asks: postgres_server (session, the server's DSN),
# postgres_url and make_postgres_url (a fresh, empty database per test). See tests/postgres.py.
# Databases already migrated, for tests that only open a store on one: tests/fresh.py.
from tests.postgres import make_postgres_url, postgres_server, postgres_url  # noqa: F401


@pytest.fixture(scope="session")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel of this tree installed in a throw-away venv, built once per run (once
    for all workers when pytest-xdist runs the suite on several cores)."""
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        return install(tmp_path_factory.mktemp("installed"))
    shared = tmp_path_factory.getbasetemp().parent / "installed"
    return install_once(shared, tmp_path_factory.mktemp("home"))


@pytest.fixture
async def clients() -> AsyncIterator[Clients]:
    """Raw loopback connections (``tests.loopback``), all closed when the test ends."""
    made = Clients()
    try:
        yield made
    finally:
        await made.close()
