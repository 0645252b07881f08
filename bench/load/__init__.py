"""``python -m bench load``: sustained moves per second through the service, per engine.

A database of ``--games`` running Pinch 11x11 games (2 to 6 plies each, half with a
clock; `bench.load.seed`) is seeded once per engine (`storage.bulk`), then worker
processes (`bench.load.worker`, each its own store and `Service`, as bot processes
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
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bench.load.plan import Plan, run
from bench.load.table import table

SERVER_ENV = "POSTBOARD_TEST_POSTGRESQL"
CI_POSTGRES = Path(__file__).resolve().parents[2] / ".ci" / "postgres"


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
