"""``python -m bench community``: leaderboards, profiles and finished-game lists on a
database of 100,000 finished games, timed in the service (issue 20: p99 <= 50 ms).

The database is seeded in one go (`storage.bulk_results`: finished games among
``--players`` players in three servers and all five games, nine in ten rated), then
every rating is rebuilt from those results by the admin's recompute (timed too). Each
request is one service call on a random player, page or game, as a command would make
it; p50 and p99 over ``--requests`` calls of each kind. SQLite, then PostgreSQL when a
server is at hand (``--postgres URL``, ``$POSTBOARD_TEST_POSTGRESQL``, else a throw-away
server started with ``.ci/postgres``; ``--no-postgres`` skips it).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

from rules import GAMES
from service import Asked, Service, ServiceContext
from storage import open_store
from storage.bulk import scratch_database
from storage.bulk_results import FinishedSeed, seed_finished

SERVER_ENV = "POSTBOARD_TEST_POSTGRESQL"
CI_POSTGRES = Path(__file__).resolve().parents[1] / ".ci" / "postgres"
GUILDS = (1001, 1002, 1003)
TERMINATIONS = ("resignation", "timeout", "score", "connection")
GOAL_MS = 50.0
BUSIEST_SHARE = 0.05
"""Player 1 plays in this share of all games (5,000 of 100,000): a far busier player than
any correspondence club has, so that a profile's record and a player's list are timed
on a long history too; everyone else plays about a hundred."""


def seeds(games: int, players: int, rng: random.Random) -> Iterator[FinishedSeed]:
    """Finished games, oldest first; player ids 1..players, player 1 the busiest."""
    names = GAMES.names()
    start = datetime(2025, 1, 1, tzinfo=UTC)
    for number in range(1, games + 1):
        first = 1 if rng.random() < BUSIEST_SHARE else rng.randrange(1, players + 1)
        second = rng.randrange(1, players + 1)
        if second == first:
            second = first % players + 1
        finished = start + timedelta(minutes=5 * number)
        draw = rng.random() < 0.05
        yield FinishedSeed(
            id=number,
            guild_id=rng.choice(GUILDS),
            game=rng.choice(names),
            players=(first, second),
            plies=rng.randrange(10, 120),
            winner=None if draw else rng.randrange(2),
            termination="agreement" if draw else rng.choice(TERMINATIONS),
            started_at=finished - timedelta(days=rng.randrange(1, 30)),
            finished_at=finished,
            rated=rng.random() < 0.9,
        )


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


async def _timed(call: Callable[[], Awaitable[object]], requests: int) -> list[float]:
    samples = []
    for _ in range(requests):
        started = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - started) * 1000)
    return samples


async def measure(database: str, args: argparse.Namespace, engine: str) -> list[str]:
    rng = random.Random(20)
    started = time.perf_counter()
    count = await seed_finished(database, seeds(args.games, args.players, rng))
    seeded = time.perf_counter() - started
    async with await open_store(database) as store:
        service = Service(ServiceContext(store, rng=random.Random(1)))
        started = time.perf_counter()
        ratings = await service.ratings.recompute()
        recomputed = time.perf_counter() - started
        names = GAMES.names()

        def user() -> int:
            return 1 if rng.random() < 0.1 else rng.randrange(1, args.players + 1)  # 1: busiest

        kinds: dict[str, Callable[[], Awaitable[object]]] = {
            "leaderboard (server)": lambda: service.ratings.leaderboard(
                rng.choice(names), guild_id=rng.choice(GUILDS), page=rng.randint(1, 5)
            ),
            "leaderboard (all)": lambda: service.ratings.leaderboard(
                rng.choice(names), guild_id=GUILDS[0], scope="all", page=rng.randint(1, 5)
            ),
            "profile (server)": lambda: service.ratings.profile(
                user(), Asked(asked_by=2, guild_id=rng.choice(GUILDS))
            ),
            "profile (DM)": lambda: service.ratings.profile(user(), Asked(asked_by=user())),
            "finished games (player)": lambda: service.finished.listing(
                user(), Asked(asked_by=2, guild_id=rng.choice(GUILDS)), page=rng.randint(1, 3)
            ),
            "finished games (server)": lambda: service.finished.listing(
                None, Asked(asked_by=2, guild_id=rng.choice(GUILDS)), game=rng.choice(names)
            ),
        }
        lines = [
            f"{engine}: {count} finished games seeded in {seeded:.1f} s; recompute of "
            f"{ratings} ratings from them in {recomputed:.1f} s"
        ]
        for name, call in kinds.items():
            await _timed(call, 20)  # warm the caches, as a running bot's are
            p50, p99 = percentiles(await _timed(call, args.requests))
            verdict = "ok" if p99 <= GOAL_MS else "OVER"
            lines.append(f"  {name:<25} p50 {p50:6.2f} ms  p99 {p99:6.2f} ms  {verdict}")
    return lines


async def run(args: argparse.Namespace, server: str | None) -> list[str]:
    with tempfile.TemporaryDirectory() as folder:
        lines = await measure(str(Path(folder) / "community.db"), args, "SQLite")
    if server is not None:
        async with scratch_database(server) as url:
            lines += await measure(url, args, "PostgreSQL")
    return lines


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench community", description=__doc__)
    parser.add_argument("--games", type=int, default=100_000, help="finished games seeded")
    parser.add_argument("--players", type=int, default=2_000, help="players among them")
    parser.add_argument("--requests", type=int, default=300, help="timed calls of each kind")
    parser.add_argument("--postgres", metavar="URL", help="a PostgreSQL server to use")
    parser.add_argument("--no-postgres", action="store_true", help="SQLite only")
    args = parser.parse_args(argv)
    server = None
    if not args.no_postgres:
        server = args.postgres or os.environ.get(SERVER_ENV)
        if server is None and CI_POSTGRES.exists():  # a throw-away server around this command
            print(f"No --postgres and no ${SERVER_ENV}: starting one with {CI_POSTGRES}")
            sys.stdout.flush()
            command = [sys.executable, "-m", "bench", "community", *argv]
            return subprocess.run(["bash", str(CI_POSTGRES), *command], check=False).returncode
    for line in asyncio.run(run(args, server)):
        print(line)
    print(f"(goal: p99 <= {GOAL_MS:.0f} ms, service side; cores: {os.cpu_count()})")
    return 0
