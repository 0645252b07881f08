"""A move's latency while 12 mails of 1,000 nested MIME parts arrive through the listener.

Issue 35, item 2. The mails go to a real reply address (a forwarded turn mail
gives one away) over concurrent SMTP connections to the bot's own listener,
while the other game's players move through the service as a slash command
does; a ticker on the event loop measures how long it was held at a stretch.
Printed: each move's latency without and with the attack (p50 and max), the
longest stall of the event loop, how long until every attacking mail was dealt
with, and what the listener answered them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sqlite3
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

from bench.attack._mailworld import ATTACKER, World, hand_over, mail_world
from bench.mail.world import going_on, new_game, replay_of
from service import Asked


def nested(recipient: str, parts: int, number: int) -> bytes:
    """A mail of ``parts`` multiparts, each the only part of the one around it."""
    head = (
        f"From: {ATTACKER}\r\nTo: {recipient}\r\nSubject: nested\r\n"
        f"Message-ID: <nested-{number}@evil.test>\r\nMIME-Version: 1.0\r\n"
    )
    opening = "".join(
        f'Content-Type: multipart/mixed; boundary="b{n}"\r\n\r\n--b{n}\r\n' for n in range(parts)
    )
    closing = "".join(f"\r\n--b{n}--" for n in reversed(range(parts)))
    return (head + opening + "Content-Type: text/plain\r\n\r\nresign" + closing + "\r\n").encode()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench attack nested_mail", description=__doc__)
    parser.add_argument("--mails", type=int, default=12, help="nested mails sent at once")
    parser.add_argument("--parts", type=int, default=1000, help="nested parts per mail")
    parser.add_argument("--moves", type=int, default=20, help="moves timed without the attack")
    args = parser.parse_args(argv)
    if args.mails < 1 or args.parts < 1 or args.moves < 1:
        parser.error("--mails, --parts and --moves must be at least 1")
    return asyncio.run(_run(args.mails, args.parts, args.moves))


async def _run(mails: int, parts: int, moves: int) -> int:
    with tempfile.TemporaryDirectory() as folder:
        async with mail_world(Path(folder), games=2) as world:
            target, playing = world.models
            quiet = [await _move(world, playing.game_id) for _ in range(moves)]
            recipient = world.reply_address(target)
            raws = [nested(recipient, parts, n) for n in range(mails)]
            size = len(raws[0])
            stalls: list[float] = []
            ticker = asyncio.create_task(_tick(stalls))
            started = time.perf_counter()
            sending = [
                asyncio.create_task(hand_over(world.port, ATTACKER, recipient, raw)) for raw in raws
            ]
            attacked: list[float] = []
            while not all(task.done() for task in sending) or await _pending(world.path):
                attacked.append(await _move(world, playing.game_id))
                await asyncio.sleep(0.01)
            dealt_with = time.perf_counter() - started
            ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await ticker
            answers = Counter(task.result().split(" ", 1)[0] for task in sending)
    print(f"{mails} mails of {parts} nested parts ({size / 1024:.0f} KB each) to a reply address")
    print(f"{'':24}{'moves':>6}{'p50 ms':>9}{'max ms':>9}")
    for label, timed in (("without the attack", quiet), ("while it runs", attacked)):
        print(f"{label:24}{len(timed):>6}{_ms(statistics.median(timed)):>9}{_ms(max(timed)):>9}")
    print(f"longest event-loop stall: {max(stalls, default=0) * 1000:.0f} ms")
    print(f"every attacking mail dealt with after {dealt_with:.2f} s")
    print("listener answered: " + ", ".join(f"{n} x {code}" for code, n in sorted(answers.items())))
    return 0


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f}"


async def _move(world: World, game_id: int) -> float:
    """One move by the player to move, as a slash command makes it; its latency."""
    service = world.service
    replay, seated = await replay_of(service, game_id)
    if replay.outcome is not None:  # a random game over: go on in a fresh one
        game_id = await new_game(service, seated, "pinch", {"size": 11})
        replay, seated = await replay_of(service, game_id)
    seat = replay.to_move
    assert isinstance(seat, int)
    move = str(going_on(replay, random.Random(replay.plies)))
    started = time.perf_counter()
    await service.games.move(Asked(game_id=game_id, asked_by=seated[seat]), move)
    return time.perf_counter() - started


async def _tick(stalls: list[float]) -> None:
    """Sleep 5 ms over and over; how much longer than that each sleep took."""
    while True:
        before = time.perf_counter()
        await asyncio.sleep(0.005)
        stalls.append(time.perf_counter() - before - 0.005)


async def _pending(path: Path) -> int:
    """Received mail not acted on yet."""

    def count() -> int:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
            row = db.execute("SELECT count(*) FROM mail_inbound WHERE done_at IS NULL").fetchone()
        return int(row[0])

    return await asyncio.to_thread(count)
