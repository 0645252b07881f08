"""``python -m bench mail``: what the e-mail channel costs, per mail out and per reply in.

Two tables. The first times one turn mail per game, all five, from a mid-game
position (``--plies`` random legal moves played through the service): the board
as the player sees it (``service.games.seat_view``: the PNG and the diagram), the
message made of it (``mail.compose.build``), its bytes (``as_bytes``) and its size.

The second sends replies through the real SMTP listener of a running
``MailChannel`` (its postmaster and sender in background tasks, the sender handing
its mail to a local aiosmtpd sink) on a fresh database of ``--games`` running Pinch
11x11 games between players with verified addresses who read their games by mail.
Each of ``--replies`` replies is a move at the game's ply as it will be when the
reply is read, signed as a turn mail's Reply-To is, except ``--stale`` of them,
made for two plies back with a move that is legal now: only the ply guard stops
them. A game's replies all go over one client's connection in order (the player
answers the mail they got), games shared out among the clients, and replies are
sent as fast as the listener takes them, so the inbound queue builds up and is
then drained. Per client count: replies taken by SMTP per second, moves played
per second until the queue is empty, stale replies refused, the latency from
keeping a reply (just before SMTP's ``250``) to its move in the log, and whether
every game's log holds exactly the moves sent, each once. A last run (``--paced``)
sends each reply only once the one before it was acted on: the latency of a reply
that finds no queue.

Clients, listener, postmaster, sender and sink share one process and event loop,
as the tests do; the client side is light (each reply's bytes are made before
the clock starts).
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Sequence

from bench.mail.inbound import inbound_run, inbound_table
from bench.mail.outbound import compose_figures, compose_table


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench mail", description=__doc__)
    parser.add_argument("--samples", type=int, default=30, help="turn mails built per game")
    parser.add_argument("--plies", type=int, default=30, help="moves played before timing")
    parser.add_argument("--games", type=int, default=50, help="Pinch games replied to")
    parser.add_argument("--replies", type=int, default=500, help="replies sent per run")
    parser.add_argument("--stale", type=float, default=0.2, help="share of stale replies")
    parser.add_argument(
        "--clients", default="1,4,8,16", help="SMTP client connections, one run each"
    )
    parser.add_argument(
        "--paced",
        type=int,
        default=100,
        help="replies of a last run, one client sending each once the last is acted on (0: none)",
    )
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(list(argv))
    clients = [int(n) for n in args.clients.split(",") if n.strip()]
    if args.samples < 1 or args.replies < 1 or args.games < 1 or args.paced < 0 or not clients:
        parser.error(
            "--samples, --replies, --games and --clients must be at least 1, --paced at least 0"
        )
    if min(clients) < 1 or not 0 <= args.stale < 1:
        parser.error("--clients must be at least 1, --stale between 0 and 1")
    return asyncio.run(_run(args, clients))


async def _run(args: argparse.Namespace, clients: list[int]) -> int:
    composed = await compose_figures(args.samples, args.plies, args.seed)
    print(
        f"Turn mail from a mid-game position ({args.plies} random moves played; "
        f"{args.samples} samples each; ms)"
    )
    print(compose_table(composed))
    print()
    runs = []
    for count in clients:
        runs.append(await inbound_run(args.games, args.replies, count, args.stale, args.seed))
    if args.paced:
        runs.append(await inbound_run(args.games, args.paced, 1, args.stale, args.seed, paced=True))
    print(
        f"Replies through the SMTP listener: {args.games} Pinch 11x11 games, "
        f"{args.replies} replies per run, {args.stale:.0%} stale (old ply)"
    )
    print(inbound_table(runs))
    problems = [f"{run.label} clients: {p}" for run in runs for p in run.problems]
    for problem in problems:
        print(f"NOT CORRECT: {problem}")
    return 1 if problems else 0
