"""Every configuration of ``python -m bench overload`` in turn, each stepped up to
saturation; or, with ``--suggest-players``, each through the suggestion rounds."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

from bench.overload.cluster import Cluster
from bench.overload.driver import Driver
from bench.overload.steps import Step
from bench.overload.suggest import Suggesting, rounds


async def run(
    processes: Sequence[int],
    rates: Sequence[float],
    seconds: float,
    games: int,
    postgres: str | None,
    seed: int = 18,
    nice: int = 5,
) -> list[Step]:
    """Every configuration in turn: SQLite with one process first, then PostgreSQL with
    each count in ``processes`` (when ``postgres``, a server URL, is given). The bots
    run ``nice``: Discord is not on the bots' machine, so its stand-in must not starve
    behind them, or what is measured is the stand-in's lag, not the bots'."""
    configurations: list[tuple[str, int]] = [("sqlite", 1)]
    if postgres:
        configurations += [("postgresql", count) for count in processes]
    steps: list[Step] = []
    late: list[str] = []
    for engine, count in configurations:
        with tempfile.TemporaryDirectory(prefix="bench-overload-") as folder:
            async with _database(engine, Path(folder), postgres) as database:
                async with Cluster(engine, count, database, Path(folder), nice) as cluster:
                    ran = await _steps(Driver(cluster, games, seed), rates, seconds)
                sent, taken = cluster.late_answers()  # the bots have stopped: logs complete
        steps += ran
        late.append(
            f"| {engine} | {count} | {sum(s.late_acks + s.unanswered for s in ran)} | "
            f"{sent} | {taken} |"
        )
    print(
        "\n| engine | processes | ack > 3 s at the stand-in | sent > 3 s by the bots | "
        "back > 3 s at the bots |\n" + "| --- " * 5 + "|\n" + "\n".join(late),
        flush=True,
    )
    return steps


async def suggestions(
    players: Sequence[int], seconds: float, postgres: str | None, seed: int = 18, nice: int = 5
) -> list[Suggesting]:
    """The suggestion rounds (``bench.overload.suggest``) against one bot process: on
    SQLite, then on PostgreSQL when ``postgres`` is given."""
    engines = ["sqlite", "postgresql"] if postgres else ["sqlite"]
    done: list[Suggesting] = []
    for engine in engines:
        with tempfile.TemporaryDirectory(prefix="bench-overload-") as folder:
            async with _database(engine, Path(folder), postgres) as database:
                async with Cluster(engine, 1, database, Path(folder), nice) as cluster:
                    driver = Driver(cluster, 0, seed)
                    tailing = asyncio.ensure_future(driver.answers.run())
                    try:
                        done += await rounds(driver, players, seconds)
                    finally:
                        tailing.cancel()
    return done


async def _steps(driver: Driver, rates: Sequence[float], seconds: float) -> list[Step]:
    """The rate steps on one configuration, up to one step past saturation."""
    steps: list[Step] = []
    tailing = asyncio.ensure_future(driver.answers.run())
    try:
        await driver.setup()
        for rate in rates:
            step = await driver.step(rate, seconds)
            steps.append(step)
            print(step.row(), flush=True)
            if sum(s.saturated for s in steps) == 2:  # one step past shows it holds
                break
    finally:
        tailing.cancel()
    return steps


@asynccontextmanager
async def _database(engine: str, folder: Path, postgres: str | None) -> AsyncIterator[str]:
    """A SQLite file in ``folder``, or a new database on the PostgreSQL server at
    ``postgres`` (dropped after)."""
    if engine == "sqlite":
        yield str(folder / "postboard.db")
        return
    from tests.postgres import temporary_database

    async with temporary_database(str(postgres)) as url:
        yield url
