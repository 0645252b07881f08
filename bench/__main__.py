"""``python -m bench``: the performance figures the issues ask for, printed as a table.

``python -m bench ai`` prints the computer opponent's search speed instead.
Timing belongs here, not in tests: shared machines make timing asserts flaky.
"""

from __future__ import annotations

import argparse
import importlib
import json
import resource
import subprocess
import sys

from bench import ai, strength
from bench.playouts import playouts_per_second
from bench.render import pinch_render

OWN_OPTIONS = (
    ("load", "moves/s and latency on SQLite and PostgreSQL, 1 to 4 processes"),
    ("overload", "acknowledgements past saturation over a local Discord stand-in"),
    ("mail", "turn mails and replies through a real SMTP listener"),
    ("web", "the web pages' latency: spectators' and players' pages"),
    ("replay", "stepping through long games"),
    ("community", "leaderboards, profiles and finished games on 100,000 games"),
    ("fuzz", "random input to every parser and command"),
    ("tune", "Plakoto's estimate with changed constants against itself, by self-play"),
    ("attack", "the attacks of issue 35, each with its figure (python -m bench attack)"),
    ("words", "the cost of rendering one message, per channel and locale; catalog sizes"),
    ("explore", "one /explore answer as a line grows to 200 moves, per game"),
)
"""The benchmarks with options of their own, parsed by their modules."""


def main() -> None:
    if sys.argv[1:2] and sys.argv[1] in dict(OWN_OPTIONS):  # each parses its own options
        benchmark = importlib.import_module(f"bench.{sys.argv[1]}")  # only now: some start
        sys.exit(benchmark.main(sys.argv[2:]))  # processes and servers as they load
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0, help="playout time per game")
    parser.add_argument("--games", type=int, default=10_000, help="games in the latency database")
    parser.add_argument("--moves", type=int, default=1_000, help="moves timed for latency")
    commands = parser.add_subparsers(dest="command")
    for name, text in OWN_OPTIONS:  # dispatched above; listed here so --help shows them
        commands.add_parser(name, help=f"{text} (see python -m bench {name} --help)")
    search = commands.add_parser("ai", help="MCTS iterations per second per game")
    search.add_argument("--seconds", type=float, default=4.0, help="search time per game")
    search.add_argument(
        "--knowledge", choices=("on", "off"), default="on", help="use the games' knowledge"
    )
    strength_run = commands.add_parser(
        "strength", help="each level against the level below, per game, with 95%% intervals"
    )
    strength_run.add_argument("--games", type=int, default=200, help="games per match")
    strength_run.add_argument("--jobs", type=int, default=None, help="parallel games")
    strength_run.add_argument("--time-scale", type=float, default=1.0, help="budgets times F")
    strength_run.add_argument("--random", action="store_true", help="also each level vs random")
    strength_run.add_argument(
        "--reference", action="store_true", help="levels 3 and 5 against a plain UCT instead"
    )
    strength_run.add_argument("only", nargs="*", help="games to measure (default: all)")
    args = parser.parse_args()
    if args.command == "strength":
        rows = strength.run(
            args.games,
            args.jobs,
            args.only,
            time_scale=args.time_scale,
            against_random=args.random,
            reference=args.reference,
        )
        print(strength.table(rows))
        return
    if args.command == "ai":
        for line in ai.report(args.seconds, informed=args.knowledge == "on"):
            print(line)
        return

    rate, plies = playouts_per_second("pinch", {"size": 11}, args.seconds)
    print(f"pinch 11x11 random playouts   {rate:8.1f} /s   ({plies:.1f} plies each; target >= 220)")
    rate, plies = playouts_per_second("pletore", {"size": 13}, args.seconds)
    print(f"pletore 13x13 random playouts {rate:8.1f} /s   ({plies:.1f} plies each; target >= 100)")
    rate, plies = playouts_per_second("les", {"size": 9}, args.seconds)
    print(f"les 9 random playouts         {rate:8.1f} /s   ({plies:.1f} plies each; target >= 100)")
    rate, plies = playouts_per_second("plakoto", {"match_length": 1}, args.seconds)
    print(f"plakoto single random games   {rate:8.1f} /s   ({plies:.1f} plies each; target >= 90)")
    rate, plies = playouts_per_second("plateau", {}, args.seconds)
    print(f"plateau random playouts       {rate:8.1f} /s   ({plies:.1f} plies each; target >= 500)")
    median, size, width = pinch_render()
    print(
        f"pinch 11x11 render+encode     {median:8.2f} ms median, {size / 1024:.1f} KB, "
        f"{width} px wide (targets <= 15 ms, <= 80 KB)"
    )
    latency = service_latency(args.games, args.moves)
    print(
        f"service move latency          p50 {latency['p50_ms']:.2f} ms, "
        f"p99 {latency['p99_ms']:.2f} ms, max {latency['max_ms']:.2f} ms over "
        f"{latency['moves']} moves, {latency['games_in_db']} games in the database "
        f"(seeded in {latency['seed_seconds']:.0f} s; target p99 <= 50 ms)"
    )
    print(
        f"peak memory (max RSS)         {latency['peak_rss_mb']:8.1f} MB in the latency run, "
        f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f} MB here "
        "(target <= 200 MB)"
    )


def service_latency(games: int, moves: int) -> dict[str, float]:
    """Run apart, so that the peak memory it reports is the latency run's alone."""
    done = subprocess.run(
        [sys.executable, "-m", "bench.latency", "--games", str(games), "--moves", str(moves)],
        check=True,
        capture_output=True,
        text=True,
    )
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


if __name__ == "__main__":
    main()
