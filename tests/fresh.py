"""Fresh databases at the newest schema, for the many tests that open a store on one.

Making each test's database the way a server makes its first one (create it, then run
every migration) cost 0.1 s a test on SQLite and 0.65 s on PostgreSQL, about a quarter
of the suite's time. The migrations are what a test of the store's upgrades is about
(those ask for an empty database: ``db_path``, ``postgres_url``); for every other test
they are the same work done four thousand times. So:

- **SQLite**: each process migrates one template file, once; a test gets a copy of it.
- **PostgreSQL**: each process keeps the migrated databases it made; a test borrows one,
  and gives it back emptied: the other connections to it ended, every row of every table
  but the migrations' ledger deleted, every sequence restarted. A database whose schema a
  test changed (its tables, columns, indexes, triggers or ledger differ from when it was
  made) is dropped instead, never handed out again. The session drops them all at its end.

Either way the test sees what ``open_store`` would have made of an empty database, rows
and identities starting afresh.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import asyncpg
import pytest

from storage import open_store
from tests.postgres import with_database

SCHEMA_PRINT = """
SELECT md5(string_agg(item, ',' ORDER BY item)) FROM (
    SELECT table_name || '.' || column_name || ':' || data_type || ':'
           || coalesce(column_default, '') || ':' || is_nullable AS item
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT tgname || ' ON ' || tgrelid::regclass::text
      FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'schema ' || nspname FROM pg_namespace
    UNION ALL SELECT 'ledger ' || version FROM schema_version
) AS schema
"""
"""What a borrowed database must still be to be lent again."""

OTHERS_CONNECTED = """
SELECT pg_terminate_backend(pid) FROM pg_stat_activity
 WHERE datname = current_database() AND pid <> pg_backend_pid()
"""

TABLES = """
SELECT format('%I', tablename) FROM pg_tables
 WHERE schemaname = 'public' AND tablename <> 'schema_version' ORDER BY tablename
"""

USED_SEQUENCES = """
SELECT format('%I', sequencename) FROM pg_sequences
 WHERE schemaname = 'public' AND last_value IS NOT NULL
"""


@dataclass(frozen=True, slots=True)
class _Made:
    """A database as made: its schema's print, and the query naming its tables with rows."""

    schema: str
    filled: str


class MigratedPostgres:
    """This process's migrated databases on one server, lent to one test at a time."""

    def __init__(self, server: str) -> None:
        self._server = server
        self._free: list[str] = []
        self._made: dict[str, _Made] = {}

    @contextlib.asynccontextmanager
    async def database(self) -> AsyncIterator[str]:
        url = self._free.pop() if self._free else await self._make()
        try:
            yield url
        finally:
            if await self._emptied(url):
                self._free.append(url)
            else:
                await self._drop(url)

    async def _make(self) -> str:
        name = f"postboard_test_{uuid.uuid4().hex}"
        connection = await asyncpg.connect(self._server)
        try:
            await connection.execute(f'CREATE DATABASE "{name}"')
        finally:
            await connection.close()
        url = with_database(self._server, name)
        await (await open_store(url)).close()
        connection = await asyncpg.connect(url)
        try:
            schema = await connection.fetchval(SCHEMA_PRINT)
            tables = [row[0] for row in await connection.fetch(TABLES)]
        finally:
            await connection.close()
        filled = " UNION ALL ".join(
            f"SELECT '{table}' WHERE EXISTS (SELECT FROM {table})" for table in tables
        )
        self._made[url] = _Made(schema, filled)
        return url

    async def _emptied(self, url: str) -> bool:
        """Whether ``url`` is as made again, rows gone (False: drop it)."""
        connection = await asyncpg.connect(url)
        try:
            await connection.execute(OTHERS_CONNECTED)
            made = self._made[url]
            if await connection.fetchval(SCHEMA_PRINT) != made.schema:
                return False
            # DELETE, not TRUNCATE: a test fills a few small tables, and TRUNCATE of all of
            # them made 36 new files (0.2 s). Triggers are off for this session (the
            # moves' log refuses deletes, and foreign keys need no order then).
            emptying = [f"DELETE FROM {row[0]};" for row in await connection.fetch(made.filled)]
            restarting = [
                f"ALTER SEQUENCE {row[0]} RESTART;"
                for row in await connection.fetch(USED_SEQUENCES)
            ]
            if emptying or restarting:
                await connection.execute(
                    "SET session_replication_role = replica;" + "".join(emptying + restarting)
                )
            return True
        except asyncpg.PostgresError:
            return False
        finally:
            await connection.close()

    async def _drop(self, url: str) -> None:
        self._made.pop(url, None)
        connection = await asyncpg.connect(self._server)
        try:
            name = url.rsplit("/", 1)[1]
            await connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await connection.close()

    async def drop_all(self) -> None:
        for url in list(self._made):
            await self._drop(url)
        self._free.clear()


@pytest.fixture(scope="session")
def migrated_postgres(postgres_server: str) -> Iterator[MigratedPostgres]:
    """The process's lender of migrated PostgreSQL databases; they are dropped at the end."""
    lender = MigratedPostgres(postgres_server)
    yield lender
    _run_apart(lender.drop_all)


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file at the newest schema, made once per process, never opened again."""
    template = tmp_path_factory.mktemp("template") / "migrated.db"

    async def make() -> None:
        await (await open_store(template)).close()

    _run_apart(make)
    leftovers = [p for p in template.parent.iterdir() if p != template]
    assert not leftovers, f"the template's store left {leftovers} behind"
    return template


def _run_apart(work: Callable[[], Awaitable[None]]) -> None:
    """Run ``work`` to its end on a loop of its own, in a thread: a session fixture is
    first asked for from inside a test's running loop, where ``asyncio.run`` may not."""

    async def run() -> None:
        await work()

    with ThreadPoolExecutor(max_workers=1) as thread:
        thread.submit(asyncio.run, run()).result()


@contextlib.asynccontextmanager
async def fresh_database(
    request: pytest.FixtureRequest, engine: str, path: Path
) -> AsyncIterator[str]:
    """A database of ``engine`` at the newest schema with no rows: a copy of the template
    at ``path`` (SQLite), or one of the lender's (PostgreSQL), for this test alone."""
    if engine == "sqlite":
        shutil.copyfile(request.getfixturevalue("sqlite_template"), path)
        yield str(path)
        return
    lender: MigratedPostgres = request.getfixturevalue("migrated_postgres")
    async with lender.database() as url:
        yield url
