"""The run of ``python -m bench load``: seed each engine, then step the offered rate
on each configuration of processes."""

from __future__ import annotations

import asyncio
import json
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from bench.load.machine import wait_for_quiet
from bench.load.seed import seed_games
from bench.load.steps import Config, Step
from bench.load.workers import Workers, measure
from storage.bulk import scratch_database, server_pid
from storage.bulk import seed_games as write_seed


def offered_rates(
    run: Callable[[float], Step], start: float, refine: int, ceiling: float
) -> Iterator[Step]:
    """Double from ``start`` until a step does not hold, then bisect ``refine`` times;
    last, if no step saturated the processes, one at twice the highest rate tried, so
    that the most answered is what they can do at all."""
    held, failed = 0.0, None
    rate = highest = start
    saturated = False
    while failed is None and rate <= ceiling:
        step = run(rate)
        saturated |= step.saturated
        highest = max(highest, rate)
        yield step
        if step.held:
            held, rate = rate, rate * 2
        else:
            failed = rate
    for _ in range(refine):
        if failed is None:
            break
        middle = round((held + failed) / 2)
        if middle in (round(held), round(failed)):
            break
        step = run(middle)
        saturated |= step.saturated
        yield step
        if step.held:
            held = middle
        else:
            failed = middle
    if not saturated and failed is not None:
        yield run(2 * highest)


@dataclass
class Plan:
    games: int
    seconds: float
    procs: list[int]
    start: float
    refine: int
    rates: list[float] | None
    p99: float
    ceiling: float
    settle: float
    json_out: IO[str] | None
    log: IO[str]


def run_config(
    plan: Plan, engine: str, target: str, procs: int, first: int, count: int, db_pid: int | None
) -> Config:
    config = Config(engine, procs)
    workers = Workers(target, procs, first, count)
    try:

        def run(rate: float) -> Step:
            waited = wait_for_quiet(plan.settle)
            step = measure(
                workers, Step(engine, procs, rate, plan.seconds), len(config.steps), db_pid
            )
            step.judge(plan.p99)
            step.waited_s = waited
            config.steps.append(step)
            print(step.line(), file=plan.log, flush=True)
            if plan.json_out:
                plan.json_out.write(json.dumps({"step": asdict(step)}) + "\n")
            return step

        if plan.rates:
            for rate in plan.rates:
                run(rate)
        else:
            for _ in offered_rates(run, plan.start, plan.refine, plan.ceiling):
                pass
    finally:
        workers.close()
    if plan.json_out:
        plan.json_out.write(json.dumps({"config": config.summary()}) + "\n")
    return config


@contextmanager
def timed(what: str, log: IO[str]) -> Iterator[None]:
    started = time.perf_counter()
    yield
    print(f"{what} in {time.perf_counter() - started:.1f} s", file=log, flush=True)


def run(plan: Plan, server: str | None) -> list[Config]:
    now = datetime.now(UTC)
    with timed(f"{plan.games} games made", plan.log):
        seeds = list(seed_games(plan.games, now))
    configs = []
    with tempfile.TemporaryDirectory(prefix="postboard-load-") as folder:
        path = str(Path(folder) / "load.db")
        with timed(f"SQLite seeded with {plan.games} games", plan.log):
            asyncio.run(write_seed(path, seeds))
        configs.append(run_config(plan, "SQLite", path, 1, 1, plan.games, None))
    if server is None:
        return configs
    asyncio.run(_postgres(plan, server, seeds, configs))
    return configs


async def _postgres(plan: Plan, server: str, seeds: list[Any], configs: list[Config]) -> None:
    async with scratch_database(server) as url:
        with timed(f"PostgreSQL seeded with {plan.games} games", plan.log):
            await write_seed(url, seeds)
        db_pid = await server_pid(url)
        share = plan.games // len(plan.procs)
        for index, procs in enumerate(plan.procs):  # each run on games no run touched
            config = await asyncio.to_thread(
                run_config, plan, "PostgreSQL", url, procs, 1 + index * share, share, db_pid
            )
            configs.append(config)
