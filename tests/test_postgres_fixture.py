"""The PostgreSQL fixtures (tests/postgres.py) give a real server: tables, passwords, and a
database of its own for every URL."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

import asyncpg
import pytest

from tests.postgres import (
    ENV,
    PostgresNotFound,
    find_bin_dir,
    temporary_database,
    throwaway_server,
    with_password,
)


async def test_a_table_round_trips(postgres_url: str) -> None:
    connection = await asyncpg.connect(postgres_url)
    try:
        assert await connection.fetchval("SELECT current_database()") == (
            urlsplit(postgres_url).path.lstrip("/")
        )
        await connection.execute(
            "CREATE TABLE moves (id serial PRIMARY KEY, notation text NOT NULL, at timestamptz)"
        )
        await connection.executemany(
            "INSERT INTO moves (notation) VALUES ($1)", [("e4",), ("c5",), ("Nf3",)]
        )
        rows = await connection.fetch("SELECT id, notation FROM moves ORDER BY id")
        assert [(row["id"], row["notation"]) for row in rows] == [(1, "e4"), (2, "c5"), (3, "Nf3")]
    finally:
        await connection.close()


async def test_a_wrong_password_is_refused(postgres_url: str) -> None:
    with pytest.raises(asyncpg.InvalidPasswordError):
        await asyncpg.connect(with_password(postgres_url, "not-the-password"))
    connection = await asyncpg.connect(postgres_url)  # the refusal was the password's doing
    await connection.close()


async def test_every_url_is_a_database_of_its_own(
    postgres_url: str, make_postgres_url: Callable[[], Awaitable[str]]
) -> None:
    other_url = await make_postgres_url()
    assert other_url != postgres_url
    first = await asyncpg.connect(postgres_url)
    second = await asyncpg.connect(other_url)
    try:
        assert await first.fetchval("SELECT current_database()") != await second.fetchval(
            "SELECT current_database()"
        )
        await first.execute("CREATE TABLE seats (name text)")
        assert await first.fetchval("SELECT to_regclass('seats')") == "seats"
        assert await second.fetchval("SELECT to_regclass('seats')") is None
    finally:
        await first.close()
        await second.close()


async def test_a_database_is_dropped_afterwards_even_with_a_connection_left_open(
    postgres_server: str,
) -> None:
    async with temporary_database(postgres_server) as url:
        name = urlsplit(url).path.lstrip("/")
        forgotten = await asyncpg.connect(url)
    forgotten.terminate()
    connection = await asyncpg.connect(postgres_server)
    try:
        left = await connection.fetchval(
            "SELECT count(*) FROM pg_database WHERE datname = $1", name
        )
        assert left == 0
    finally:
        await connection.close()


async def test_a_throwaway_server_runs_and_is_gone_afterwards() -> None:
    """The path a developer's plain ``python -m pytest`` takes without POSTBOARD_TEST_POSTGRESQL
    (CI sets it, so this is where CI proves that path)."""
    with throwaway_server(find_bin_dir()) as server:
        connection = await asyncpg.connect(server.dsn)
        try:
            superuser = "SELECT rolsuper FROM pg_roles WHERE rolname = current_user"
            assert await connection.fetchval(superuser) is True
        finally:
            await connection.close()
        assert (server.root / "data" / "postmaster.pid").exists()
    assert not server.root.exists()
    with pytest.raises(OSError):
        await asyncpg.connect(server.dsn, timeout=10)


def test_without_postgresql_the_fixture_says_how_to_get_one() -> None:
    with pytest.raises(PostgresNotFound) as missing:
        find_bin_dir(path="", versioned=())
    assert ENV in str(missing.value)
    assert "apt-get install postgresql" in str(missing.value)
