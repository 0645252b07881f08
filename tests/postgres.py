"""A real PostgreSQL server for the tests, and a fresh database of its own for each test.

The fixtures, registered for the whole suite in ``tests/conftest.py``:

- ``postgres_server`` (session): the DSN of a superuser role on the server's maintenance
  database. ``POSTBOARD_TEST_POSTGRESQL`` when set (``bash .ci/run`` sets it, from the
  server ``.ci/postgres`` starts); otherwise a throw-away server started here, the same
  way, and stopped and deleted at the end of the session.
- ``postgres_url`` (function): ``postgresql://user:password@host:port/name`` of a new,
  empty database, dropped after the test (``WITH (FORCE)``: connections a test left open
  do not stop that).
- ``make_postgres_url`` (function): ``await make_postgres_url()`` for more such databases
  in one test, each dropped after it.

Only strings cross the fixtures, never a connection, so a test may connect from whatever
event loop it runs on. Why a real server rather than a fake: the store's SQL, types and
transactions are what is under test, and only PostgreSQL itself answers those truthfully.
No PostgreSQL and no ``POSTBOARD_TEST_POSTGRESQL`` is a failure that says how to get one,
never a skip.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlsplit

import asyncpg
import pytest

ENV = "POSTBOARD_TEST_POSTGRESQL"
ROLE = "postboard"
PASSWORD = "postboard"
SERVER_USER = "postboard-ci"  # initdb refuses root: whom the server runs as when we are
TOOLS = ("initdb", "pg_ctl", "postgres")
VERSIONED_BINS = ("/usr/lib/postgresql/*/bin",)  # Debian and Ubuntu
HOW_TO_GET_ONE = f"""\
The PostgreSQL tests need a server, and there is none: {ENV} is unset, and no \
PostgreSQL binaries ({", ".join(TOOLS)}) were found on PATH or in \
/usr/lib/postgresql/<version>/bin to start a throw-away one. Either
  - install PostgreSQL: `sudo apt-get install postgresql` (Debian, Ubuntu), \
`brew install postgresql` (macOS), then run the tests again; or
  - point {ENV} at a server you have, e.g. \
postgresql://postboard:postboard@127.0.0.1:5432/postgres (a role that may CREATE \
DATABASE; TCP connections must ask for the password); or
  - run `bash .ci/run`, which installs and starts one itself."""


class PostgresNotFound(RuntimeError):
    """No PostgreSQL binaries to start a server with."""


@dataclass(frozen=True)
class Server:
    """A running throw-away server: its DSN and the folder holding all of it."""

    dsn: str
    root: Path


def find_bin_dir(path: str | None = None, versioned: Sequence[str] = VERSIONED_BINS) -> Path:
    """The folder with initdb, pg_ctl and postgres: pg_ctl's on ``path`` (default PATH),
    else the versioned folders, newest version first."""
    candidates = []
    if found := shutil.which("pg_ctl", path=path):
        candidates.append(Path(found).resolve().parent)
    for pattern in versioned:
        candidates += sorted(map(Path, glob.glob(pattern)), key=_version, reverse=True)
    for folder in candidates:
        if all(os.access(folder / tool, os.X_OK) for tool in TOOLS):
            return folder
    raise PostgresNotFound(HOW_TO_GET_ONE)


def _version(bin_dir: Path) -> tuple[int, ...]:
    """``/usr/lib/postgresql/9.6/bin`` -> (9, 6), so 15 sorts above 9.6."""
    try:
        return tuple(int(part) for part in bin_dir.parent.name.split("."))
    except ValueError:
        return ()


def _server_user() -> pwd.struct_passwd:
    """postboard-ci, created if missing (as ``.ci/postgres`` does), else nobody."""
    with contextlib.suppress(KeyError):
        return pwd.getpwnam(SERVER_USER)
    subprocess.run(
        ["useradd", "--system", "--no-create-home", "--home-dir", "/nonexistent"]
        + ["--shell", "/usr/sbin/nologin", SERVER_USER],
        capture_output=True,
        check=False,
    )
    try:
        return pwd.getpwnam(SERVER_USER)
    except KeyError:
        return pwd.getpwnam("nobody")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class _Tools:
    """Runs the PostgreSQL tools in the server's folder, as its user when we are root."""

    def __init__(self, bin_dir: Path, root: Path) -> None:
        self.bin_dir, self.root = bin_dir, root
        self.account = _server_user() if os.geteuid() == 0 else None
        if self.account:
            os.chown(root, self.account.pw_uid, self.account.pw_gid)
        # The caller's PGDATA, PGPORT... must not steer the tools.
        self.env = {key: value for key, value in os.environ.items() if not key.startswith("PG")}

    def run(self, tool: str, *args: str) -> subprocess.CompletedProcess[str]:
        account = self.account
        return subprocess.run(
            [str(self.bin_dir / tool), *args],
            cwd=self.root,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
            user=account.pw_uid if account else None,
            group=account.pw_gid if account else None,
            extra_groups=[] if account else None,
        )

    def must(self, tool: str, *args: str) -> None:
        done = self.run(tool, *args)
        if done.returncode != 0:
            raise RuntimeError(f"{tool} failed in {self.root}:\n{done.stdout}{done.stderr}")


@contextlib.contextmanager
def throwaway_server(bin_dir: Path) -> Iterator[Server]:
    """A server of its own in a temporary folder, stopped and deleted on leaving."""
    root = Path(tempfile.mkdtemp(prefix="postboard-pg-"))
    data = root / "data"
    tools = None
    try:
        tools = _Tools(bin_dir, root)
        password_file = root / "password"
        password_file.write_text(PASSWORD + "\n")
        if tools.account:
            os.chown(password_file, tools.account.pw_uid, tools.account.pw_gid)
        tools.must(
            "initdb",
            f"--pgdata={data}",
            f"--username={ROLE}",
            f"--pwfile={password_file}",
            "--auth-local=trust",  # the socket, in our own folder
            "--auth-host=scram-sha-256",  # TCP asks for the password
            "--encoding=UTF8",
            "--no-locale",
            "--no-sync",
        )
        password_file.unlink()
        with (data / "postgresql.conf").open("a") as conf:
            conf.write(
                f"listen_addresses = '127.0.0.1'\nunix_socket_directories = '{root}'\n"
                "fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n"
            )
        yield Server(_start(tools, data), root)
    finally:
        if tools and (data / "postmaster.pid").exists():
            stopped = tools.run("pg_ctl", f"--pgdata={data}", "--mode=fast", "--wait", "stop")
            if stopped.returncode != 0:
                tools.run("pg_ctl", f"--pgdata={data}", "--mode=immediate", "--wait", "stop")
        shutil.rmtree(root, ignore_errors=True)


def _start(tools: _Tools, data: Path) -> str:
    """Starts the server on a free port (a few tries: a port can be taken meanwhile)."""
    log = tools.root / "server.log"
    for _ in range(5):
        port = _free_port()
        started = tools.run(
            "pg_ctl", f"--pgdata={data}", f"--log={log}", "--wait", "-o", f"-p {port}", "start"
        )
        if started.returncode == 0:
            return f"postgresql://{ROLE}:{PASSWORD}@127.0.0.1:{port}/postgres"
    raise RuntimeError(f"the PostgreSQL server in {tools.root} did not start:\n{log.read_text()}")


def with_database(dsn: str, name: str) -> str:
    """``dsn`` pointing at database ``name`` instead."""
    return urlsplit(dsn)._replace(path=f"/{quote(name)}").geturl()


def with_password(dsn: str, password: str) -> str:
    """``dsn`` with another password (for tests that must be refused)."""
    parts = urlsplit(dsn)
    host = parts.netloc.rpartition("@")[2]
    return parts._replace(netloc=f"{quote(parts.username or '')}:{quote(password)}@{host}").geturl()


@contextlib.asynccontextmanager
async def temporary_database(server: str) -> AsyncIterator[str]:
    """A new, empty database on ``server`` (its URL), dropped on leaving."""
    name = f"postboard_test_{uuid.uuid4().hex}"
    connection = await asyncpg.connect(server)
    try:
        await connection.execute(f'CREATE DATABASE "{name}"')
        force = connection.get_server_version().major >= 13
    finally:
        await connection.close()
    try:
        yield with_database(server, name)
    finally:
        connection = await asyncpg.connect(server)
        try:
            await connection.execute(
                f'DROP DATABASE IF EXISTS "{name}"' + (" WITH (FORCE)" if force else "")
            )
        finally:
            await connection.close()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """DSN of a superuser role on the maintenance database of a real server."""
    if dsn := os.environ.get(ENV):
        yield dsn
        return
    bin_dir = None
    with contextlib.suppress(PostgresNotFound):
        bin_dir = find_bin_dir()
    if bin_dir is None:  # failed outside the except: the message once, not chained twice
        pytest.fail(HOW_TO_GET_ONE, pytrace=False)
    with throwaway_server(bin_dir) as server:
        yield server.dsn


@pytest.fixture
async def make_postgres_url(postgres_server: str) -> AsyncIterator[Callable[[], Awaitable[str]]]:
    """``await make_postgres_url()``: the URL of one more fresh database for this test."""
    async with contextlib.AsyncExitStack() as databases:

        async def make() -> str:
            return await databases.enter_async_context(temporary_database(postgres_server))

        yield make


@pytest.fixture
async def postgres_url(make_postgres_url: Callable[[], Awaitable[str]]) -> str:
    """The URL of a fresh, empty database of this test's own, dropped after it."""
    return await make_postgres_url()
