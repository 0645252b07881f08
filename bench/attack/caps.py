"""Requests each cap lets through when 20 come at once (challenges, seeks, computer games).

Issue 35, item 9: the caps on open challenges (10 per player), open seeks (3) and
running games against the computer (5) were checked, then acted on, in two steps, so a
burst of requests sent at once all passed the check before any was written. Each race
here fires ``--requests`` requests for one cap at once, from one player, and counts
how many got through: at most the cap, once the store enforces it. On SQLite it is
one service; on PostgreSQL (``--postgres URL``, else ``$POSTBOARD_TEST_POSTGRESQL``,
as ``bash .ci/postgres python -m bench attack caps`` sets it) the requests alternate
between two services on one database, as two bot processes would send them.

The race functions are also what ``tests/service/test_caps_raced.py`` runs, so the
figure and the test measure the same thing.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

from service import Service, UserRef, open_service
from service.challenges.desk import MAX_COMPUTER_GAMES_PER_USER, MAX_PENDING_PER_USER
from service.challenges.seeks import MAX_OPEN_SEEKS
from service.challenges.terms import ChallengeTerms

GUILD = 1
CHANNEL = 2
PLAYER = 7_001
"""The one player sending every request of a race."""
OPPONENTS = 7_100
"""The first of the people challenged (one each, so that no ping cooldown interferes)."""
COMPUTER = 7_999
SERVER_ENV = "POSTBOARD_TEST_POSTGRESQL"

Race = Callable[[Sequence[Service], int], Awaitable[list[object]]]


def _spread(services: Sequence[Service], requests: int) -> list[Service]:
    """The service each request goes to: turn about, as two processes would get them."""
    return [services[i % len(services)] for i in range(requests)]


async def race_challenges(services: Sequence[Service], requests: int) -> list[object]:
    """``requests`` challenges from one player to as many people, all at once."""
    return await asyncio.gather(
        *(
            service.challenges.create(
                guild_id=GUILD,
                channel_id=CHANNEL,
                challenger=UserRef(PLAYER),
                opponent=UserRef(OPPONENTS + i),
                terms=ChallengeTerms(game="pinch", options={"size": 9}),
            )
            for i, service in enumerate(_spread(services, requests))
        ),
        return_exceptions=True,
    )


async def race_seeks(services: Sequence[Service], requests: int) -> list[object]:
    """``requests`` open challenges (seeks) from one player, all at once."""
    return await asyncio.gather(
        *(
            service.seeks.post(
                guild_id=GUILD,
                channel_id=CHANNEL,
                seeker_id=PLAYER,
                terms=ChallengeTerms(game="pinch", options={"size": 9}),
            )
            for service in _spread(services, requests)
        ),
        return_exceptions=True,
    )


async def race_computer(services: Sequence[Service], requests: int) -> list[object]:
    """``requests`` games against the computer for one player, all at once (the player
    moves first, so no search runs)."""
    return await asyncio.gather(
        *(
            service.challenges.play_computer(
                guild_id=GUILD,
                channel_id=CHANNEL,
                challenger=UserRef(PLAYER),
                computer_id=COMPUTER,
                terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
            )
            for service in _spread(services, requests)
        ),
        return_exceptions=True,
    )


RACES: dict[str, tuple[Race, int]] = {
    "open challenges": (race_challenges, MAX_PENDING_PER_USER),
    "open seeks": (race_seeks, MAX_OPEN_SEEKS),
    "computer games": (race_computer, MAX_COMPUTER_GAMES_PER_USER),
}
"""Each cap's race and the cap itself."""


def succeeded(results: Sequence[object]) -> int:
    return sum(not isinstance(r, BaseException) for r in results)


@asynccontextmanager
async def _services(database: str, count: int) -> AsyncIterator[list[Service]]:
    """``count`` services on ``database``, each with its own connection or pool."""
    now = datetime(2026, 5, 1, tzinfo=UTC)
    async with AsyncExitStack() as stack:
        services = []
        for i in range(count):
            service = await open_service(database, rng=random.Random(i), clock=lambda: now)
            stack.push_async_callback(service.close)
            services.append(service)
        yield services


@asynccontextmanager
async def _database(engine: str, folder: Path, postgres: str | None) -> AsyncIterator[str]:
    if engine == "sqlite":
        yield str(folder.with_suffix(".db"))
        return
    from tests.postgres import temporary_database  # only the PostgreSQL run needs it

    async with temporary_database(str(postgres)) as url:
        yield url


async def run(requests: int, postgres: str | None) -> list[tuple[str, str, int, int]]:
    """(engine, cap, cap value, requests that got through) for every race."""
    rows = []
    engines = [("sqlite", 1)] + ([("postgresql", 2)] if postgres else [])
    with tempfile.TemporaryDirectory() as folder:
        for engine, count in engines:
            for name, (race, cap) in RACES.items():
                async with (
                    _database(engine, Path(folder) / name.replace(" ", "_"), postgres) as db,
                    _services(db, count) as services,
                ):
                    results = await race(services, requests)
                rows.append((f"{engine} x{count}", name, cap, succeeded(results)))
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench attack caps", description=__doc__)
    parser.add_argument("--requests", type=int, default=20, help="requests per race (20)")
    parser.add_argument(
        "--postgres",
        default=os.environ.get(SERVER_ENV),
        help=f"a PostgreSQL server (a role that may CREATE DATABASE); default ${SERVER_ENV}",
    )
    args = parser.parse_args(argv)
    rows = asyncio.run(run(args.requests, args.postgres))
    print(f"{'engine':<14} {'cap':<16} {'limit':>5} {'requests':>8} {'succeeded':>9}")
    for engine, name, cap, won in rows:
        print(f"{engine:<14} {name:<16} {cap:>5} {args.requests:>8} {won:>9}")
    if not args.postgres:
        print(f"(SQLite only: set ${SERVER_ENV} or run under `bash .ci/postgres`)")
    return 0
