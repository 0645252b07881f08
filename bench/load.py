"""``python -m bench load``: sustained moves per second through the service, per engine.

A database of ``--games`` running Pinch 11x11 games (2 to 6 plies each, half with a
clock; `bench.load_seed`) is seeded once per engine (`storage.bulk`), then worker
processes (`bench.load_worker`, each its own store and `Service`, as bot processes
would be) play moves through ``service.games.move``: read, replay, check, append
with the clock, render the board. SQLite runs with one process; PostgreSQL with each
count of ``--procs`` in turn, on one database, each run on games of its own that
no run touched before (every process its own share of them).

Load is open-loop: Poisson arrivals at an offered rate shared out among the
processes, each move timed from when it was scheduled to when the service answered
(so a backlog shows in the latencies). The offered rate doubles from ``--start``
until a step fails, then is bisected ``--refine`` times between the last step that
held and the first that did not; if no step saturated the processes, one more runs
at twice the highest rate tried. A step holds when at least 90% of the moves offered
per second were answered per second, p99 is at most ``--p99`` ms, and no move failed.
Per configuration the table gives the highest rate held ("sustained") with its p50
and p99, the most moves per second answered at any step (the saturation throughput),
and the CPU time per move at the sustained step, of the worker processes and of the
database server (read from ``/proc`` when the server runs on this machine). Other
programs on the machine show as the share of its CPU time neither used; ``--settle``
waits (up to that many seconds) for a quiet second before each step.

PostgreSQL: ``--postgres URL`` names a server (any database on it, as a role that
may CREATE DATABASE); else ``$POSTBOARD_TEST_POSTGRESQL``; else the bench runs
itself again under ``bash .ci/postgres``, which starts a throw-away server (fsync and
synchronous_commit off) and stops it afterwards. The bench makes a database of its
own on the server and drops it at the end. ``--no-postgres`` measures SQLite alone.
``--quick`` is a smoke run (few games, short fixed steps). ``--json FILE`` writes
every step and every configuration's summary as JSON lines.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from bench.load_seed import seed_games
from storage.bulk import scratch_database, server_pid
from storage.bulk import seed_games as write_seed

SERVER_ENV = "POSTBOARD_TEST_POSTGRESQL"
CI_POSTGRES = Path(__file__).resolve().parents[1] / ".ci" / "postgres"
HELD_SHARE = 0.9
QUIET = 0.15
CORES = os.cpu_count() or 1
CONCURRENCY = 4  # moves played at once per process, as the bot admits them (bot.admission)
TICK = os.sysconf("SC_CLK_TCK")


@dataclass
class Step:
    engine: str
    procs: int
    offered: float
    """Moves per second asked for, all processes together."""
    seconds: float
    arrivals: int = 0
    completed: int = 0
    achieved: float = 0.0
    p50_ms: float = 0.0
    p99_ms: float = 0.0
    max_ms: float = 0.0
    errors: int = 0
    incomplete: int = 0
    first_error: str | None = None
    span_s: float = 0.0
    """From the step's start to its last move's answer (the drain included)."""
    bench_cpu_s: float = 0.0
    db_cpu_s: float | None = None
    machine_busy: float = 0.0
    """Share of the machine's cores busy during the step (everything running on it)."""
    other_cpu_s: float = 0.0
    """CPU time used on the machine meanwhile by neither the workers nor the server."""
    waited_s: float = 0.0
    """How long the step waited for the machine to go quiet before it started."""
    held: bool = False

    def judge(self, p99_limit: float) -> None:
        self.held = (
            self.completed > 0
            and self.errors == 0
            and self.incomplete == 0
            and not self.saturated
            and self.p99_ms <= p99_limit
        )

    @property
    def saturated(self) -> bool:
        """Fewer moves answered per second than offered: the processes were at their limit."""
        return self.achieved < HELD_SHARE * self.arrivals / self.seconds

    def line(self) -> str:
        db = "" if self.db_cpu_s is None else f", server CPU {self.db_cpu_s:.1f} s"
        trouble = ""
        if self.errors or self.incomplete:
            trouble = f", {self.errors} errors, {self.incomplete} unfinished ({self.first_error})"
        return (
            f"{self.engine} x{self.procs}: offered {self.offered:6.1f}/s -> achieved "
            f"{self.achieved:6.1f}/s, p50 {self.p50_ms:7.1f} ms, p99 {self.p99_ms:7.1f} ms, "
            f"workers' CPU {self.bench_cpu_s:.1f} s{db}, others {self.other_cpu_s:.1f} s, "
            f"machine {self.machine_busy:.0%} busy (after {self.waited_s:.0f} s waiting for quiet)"
            f"{trouble} -> {'held' if self.held else 'NOT held'}"
        )


@dataclass
class Config:
    engine: str
    procs: int
    steps: list[Step] = field(default_factory=list)

    @property
    def sustained(self) -> Step | None:
        held = [step for step in self.steps if step.held]
        return max(held, key=lambda step: step.offered) if held else None

    @property
    def max_achieved(self) -> float:
        return max((step.achieved for step in self.steps), default=0.0)

    def summary(self) -> dict[str, Any]:
        best = self.sustained
        per_move = _per_move(best) if best else (None, None)
        return {
            "engine": self.engine,
            "procs": self.procs,
            "sustained": best.offered if best else None,
            "p50_ms": best.p50_ms if best else None,
            "p99_ms": best.p99_ms if best else None,
            "max_achieved": self.max_achieved,
            "bench_cpu_ms_per_move": per_move[0],
            "db_cpu_ms_per_move": per_move[1],
            "others_share": _others_share(self.steps),
        }


def _per_move(step: Step) -> tuple[float | None, float | None]:
    if not step.completed:
        return None, None
    db = None if step.db_cpu_s is None else 1000 * step.db_cpu_s / step.completed
    return 1000 * step.bench_cpu_s / step.completed, db


def percentile(ordered: Sequence[float], share: float) -> float:
    """Nearest rank: the smallest value with at least ``share`` of them at or below it."""
    if not ordered:
        return 0.0
    return ordered[max(0, min(len(ordered) - 1, -int(-share * len(ordered) // 1) - 1))]


# --- CPU meters -----------------------------------------------------------------------


def machine_ticks() -> tuple[int, int]:
    """(busy, total) clock ticks of all cores since boot."""
    with open("/proc/stat") as stat:
        values = [int(value) for value in stat.readline().split()[1:]]
    idle = values[3] + (values[4] if len(values) > 4 else 0)
    total = sum(values[:8])
    return total - idle, total


def tree_cpu_seconds(root: int) -> float:
    """CPU time of process ``root`` (with its reaped children) and its live children."""
    ticks = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                fields = stat.read().rpartition(")")[2].split()
        except OSError:
            continue  # gone meanwhile
        pid, ppid = int(entry.name), int(fields[1])
        if pid == root:
            ticks += sum(int(value) for value in fields[11:15])  # utime stime cutime cstime
        elif ppid == root:
            ticks += int(fields[11]) + int(fields[12])
    return ticks / TICK


# --- worker processes -------------------------------------------------------------------


class Workers:
    """``procs`` worker processes on ``target``, each on its own range of games."""

    def __init__(self, target: str, procs: int, first: int, count: int) -> None:
        self.processes: list[subprocess.Popen[str]] = []
        try:
            self._start(target, procs, first, count)
        except BaseException:
            self.close()
            raise

    def _start(self, target: str, procs: int, first: int, count: int) -> None:
        share = count // procs
        for index in range(procs):
            process = subprocess.Popen(
                [sys.executable, "-m", "bench.load_worker"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            self.processes.append(process)
            config = {
                "target": target,
                "first": first + index * share,
                "count": share,
                "seed": 1000 + index,
                "concurrency": CONCURRENCY,
            }
            self._send(process, config)
        for process in self.processes:
            self._receive(process)  # ready

    @staticmethod
    def _send(process: subprocess.Popen[str], message: dict[str, Any]) -> None:
        assert process.stdin is not None
        process.stdin.write(json.dumps(message) + "\n")
        process.stdin.flush()

    @staticmethod
    def _receive(process: subprocess.Popen[str]) -> dict[str, Any]:
        assert process.stdout is not None
        line = process.stdout.readline()
        if not line:
            raise RuntimeError(f"load worker {process.pid} exited ({process.wait()})")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def step(self, step: Step, seed: int) -> list[dict[str, Any]]:
        start = time.time() + 0.3
        per_process = step.offered / len(self.processes)
        for index, process in enumerate(self.processes):
            command = {
                "rate": per_process,
                "seconds": step.seconds,
                "start": start,
                "drain": max(5.0, step.seconds),
                "seed": seed * 100 + index,
            }
            self._send(process, command)
        return [self._receive(process) for process in self.processes]

    def close(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                with contextlib.suppress(OSError):  # a broken pipe: it is gone already
                    self._send(process, {"quit": True})
        for process in self.processes:
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            for pipe in (process.stdin, process.stdout):
                if pipe is not None:
                    pipe.close()


def wait_for_quiet(limit_s: float, busy_share: float = QUIET) -> float:
    """Wait, up to ``limit_s``, for a second in which the machine's cores were at most
    ``busy_share`` busy (other programs share it); how long that took."""
    started = time.monotonic()
    while time.monotonic() - started < limit_s:
        busy0, total0 = machine_ticks()
        time.sleep(1.0)
        busy1, total1 = machine_ticks()
        if (busy1 - busy0) <= busy_share * (total1 - total0):
            break
    return time.monotonic() - started


def measure(workers: Workers, step: Step, seed: int, db_pid: int | None) -> Step:
    busy0, total0 = machine_ticks()
    db0 = tree_cpu_seconds(db_pid) if db_pid else None
    answers = workers.step(step, seed)
    busy1, total1 = machine_ticks()
    latencies = sorted(value for answer in answers for value in answer["latencies_ms"])
    step.completed = len(latencies)
    step.errors = sum(answer["errors"] for answer in answers)
    step.incomplete = sum(answer["incomplete"] for answer in answers)
    step.arrivals = step.completed + step.errors + step.incomplete
    step.first_error = next((a["first_error"] for a in answers if a["first_error"]), None)
    span = max([step.seconds] + [answer["last_done"] for answer in answers])
    step.achieved = step.completed / span
    step.span_s = span
    step.p50_ms = statistics.median(latencies) if latencies else 0.0
    step.p99_ms = percentile(latencies, 0.99)
    step.max_ms = latencies[-1] if latencies else 0.0
    step.bench_cpu_s = sum(answer["cpu_s"] for answer in answers)
    if db_pid and db0 is not None:
        step.db_cpu_s = tree_cpu_seconds(db_pid) - db0
    step.machine_busy = (busy1 - busy0) / max(1, total1 - total0)
    used = (busy1 - busy0) / TICK  # in clock ticks, so a little coarser than the others
    step.other_cpu_s = max(0.0, used - step.bench_cpu_s - (step.db_cpu_s or 0.0))
    return step


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


# --- the run ------------------------------------------------------------------------


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


def table(configs: list[Config]) -> str:
    lines = [
        "| engine | processes | sustained moves/s | p50 ms | p99 ms | max achieved moves/s "
        "| workers' CPU ms/move | DB server CPU ms/move | others' CPU share |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for config in configs:
        s = config.summary()
        cells = [
            config.engine,
            str(config.procs),
            _cell(s["sustained"], ".0f", "none held"),
            _cell(s["p50_ms"], ".1f"),
            _cell(s["p99_ms"], ".1f"),
            f"{s['max_achieved']:.0f}",
            _cell(s["bench_cpu_ms_per_move"], ".1f"),
            _cell(s["db_cpu_ms_per_move"], ".1f"),
            f"{s['others_share']:.0%}",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    lines.append(
        f"\nOther programs used {_others_share([s for c in configs for s in c.steps]):.0%} "
        "of the machine's CPU time during the steps."
    )
    one = next((c for c in configs if c.engine == "PostgreSQL" and c.procs == 1), None)
    two = next((c for c in configs if c.engine == "PostgreSQL" and c.procs == 2), None)
    if one and two:
        lines.append("")
        lines.append(f"PostgreSQL 2 processes / 1 process: {_ratio(two, one)}")
    return "\n".join(lines)


def _ratio(two: Config, one: Config) -> str:
    a, b = two.sustained, one.sustained
    held = f"{a.offered / b.offered:.2f}x sustained" if a and b else "sustained: n/a"
    peak = two.max_achieved / one.max_achieved if one.max_achieved else 0.0
    return f"{held}, {peak:.2f}x max achieved"


def _others_share(steps: Sequence[Step]) -> float:
    """The share of the machine's CPU time other programs used during ``steps``."""
    return sum(step.other_cpu_s for step in steps) / max(
        1e-9, CORES * sum(s.seconds for s in steps)
    )


def _cell(value: float | None, spec: str, missing: str = "-") -> str:
    return missing if value is None else format(value, spec)


def parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench load",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--games", type=int, default=100_000, help="games in each database")
    parser.add_argument("--seconds", type=float, default=15.0, help="length of each step")
    parser.add_argument("--procs", default="1,2,4", help="PostgreSQL process counts")
    parser.add_argument("--postgres", metavar="URL", help="a PostgreSQL server to use")
    parser.add_argument("--no-postgres", action="store_true", help="SQLite only")
    parser.add_argument("--start", type=float, default=25.0, help="first offered moves/s")
    parser.add_argument("--refine", type=int, default=3, help="bisection steps")
    parser.add_argument("--rates", help="fixed offered rates instead, e.g. 20,40")
    parser.add_argument("--p99", type=float, default=100.0, help="p99 limit of a held step, ms")
    parser.add_argument("--ceiling", type=float, default=3200.0, help="highest rate tried")
    parser.add_argument(
        "--settle", type=float, default=0.0, help="longest wait for a quiet machine per step, s"
    )
    parser.add_argument("--quick", action="store_true", help="smoke run: 2000 games, 20,40/s")
    parser.add_argument("--json", metavar="FILE", help="write steps and summaries as JSON lines")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.seconds, args.settle = min(args.games, 2000), 1.0, 0.0
        args.rates = args.rates or "20,40"
    return args


def main(argv: Sequence[str]) -> int:
    args = parse(argv)
    server = None
    if not args.no_postgres:
        server = args.postgres or os.environ.get(SERVER_ENV)
        if server is None and not CI_POSTGRES.exists():
            print(f"No PostgreSQL: give --postgres URL, set ${SERVER_ENV} or add --no-postgres.")
            return 2
        if server is None:  # a throw-away server around this very command
            print(f"No --postgres and no ${SERVER_ENV}: starting one with {CI_POSTGRES}")
            sys.stdout.flush()
            command = [sys.executable, "-m", "bench", "load", *argv]
            return subprocess.run(["bash", str(CI_POSTGRES), *command], check=False).returncode
    procs = [int(count) for count in args.procs.split(",")]
    rates = [float(rate) for rate in args.rates.split(",")] if args.rates else None
    json_out = open(args.json, "w") if args.json else None  # closed below
    try:
        plan = Plan(
            args.games,
            args.seconds,
            procs,
            args.start,
            args.refine,
            rates,
            args.p99,
            args.ceiling,
            args.settle,
            json_out,
            sys.stderr,
        )
        started = time.perf_counter()
        configs = run(plan, server)
        print(table(configs))
        print(
            f"\n(whole run {time.perf_counter() - started:.0f} s, {args.games} games per database,"
            f" {args.seconds:g} s steps, cores: {os.cpu_count()})"
        )
    finally:
        if json_out:
            json_out.close()
    return 0
