"""``python -m bench overload``: /move over the wire, in rate steps, up to saturation.

The load benchmark's second half (issue 18, item 6). Real ``postboard`` processes
(1, 2 or 4, each running its share of the Discord shards, all on one PostgreSQL
database; or one on SQLite) are driven by the local Discord stand-in of the tests
(``tests/wire/fake_discord``, so this runs from a checkout, not from an install),
exactly as Discord would drive them: ``INTERACTION_CREATE`` over the gateway, answers
over HTTP. Players in several servers send ``/move`` at a fixed offered rate, one
move in flight per game, stepping the rate up until the processes saturate.

Per step it reports what a player lives through:

- **ack**: from the move sent until Discord has the bot's first answer, the one that
  must come within 3 s (the move itself, a private "thinking…", or "busy");
- **done**: until the player reads the outcome (the move, or the follow-up after a
  "thinking…");
- how many moves were played, refused as busy (``bot.admission``), or got no first
  answer within 3 s ("The application did not respond").

With ``--suggest-players 6,20,60`` it measures /move's suggestions instead
(``bench.overload.suggest``): that many players at once, each typing into /move's
notation and then sending the move, against one process; per round, the share of
suggestions that offered the player to move nothing, and how long they took.

Timing happens in the driver's process, which also runs the stand-in; at high rates
that process is itself a load on the two cores, so the figures are upper bounds.
"""

from __future__ import annotations

import argparse
import asyncio
import os
from collections.abc import Sequence

from bench.overload.steps import HEADER
from bench.overload.suggest import SUGGEST_HEADER
from bench.overload.sweep import run, suggestions


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench overload", description=__doc__)
    parser.add_argument("--processes", default="1,2,4", help="bot processes on PostgreSQL")
    parser.add_argument("--rates", default="20,40,60,80,120,160,240", help="moves/s steps")
    parser.add_argument("--seconds", type=float, default=15.0, help="length of each step")
    parser.add_argument("--games", type=int, default=300, help="games moving at once")
    parser.add_argument(
        "--nice", type=int, default=5, help="niceness of the bot processes (0: as the driver)"
    )
    parser.add_argument(
        "--postgres",
        default=os.environ.get("POSTBOARD_TEST_POSTGRESQL"),
        help="a PostgreSQL server URL to make databases on (default: "
        "$POSTBOARD_TEST_POSTGRESQL, as `bash .ci/postgres` sets it); none: SQLite only",
    )
    parser.add_argument(
        "--suggest-players",
        default=None,
        help="measure /move's suggestions instead: players acting at once, per round "
        "(e.g. 6,20,60; each round --seconds long)",
    )
    args = parser.parse_args(argv)
    if args.suggest_players:
        players = [int(part) for part in args.suggest_players.split(",")]
        print(SUGGEST_HEADER, flush=True)
        asyncio.run(suggestions(players, args.seconds, args.postgres, nice=args.nice))
        return 0
    counts = [int(part) for part in args.processes.split(",")]
    rates = [float(part) for part in args.rates.split(",")]
    print(HEADER, flush=True)
    asyncio.run(run(counts, rates, args.seconds, args.games, args.postgres, nice=args.nice))
    return 0
