"""Database growth from 40 junk mails of 0.9 MB through the listener.

Issue 35, item 4. A stranger's junk, once to made-up addresses at the mail
domain and once to a real reply address (a forwarded turn mail gives one away),
over the bot's own SMTP listener; each round on a fresh database, measured on
disk (its write-ahead log included) before the first mail and once the
postmaster has dealt with them all, with what the listener answered.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from collections import Counter
from email.message import EmailMessage
from pathlib import Path

from bench.attack._mailworld import ATTACKER, World, hand_over, mail_world
from bench.attack.nested_mail import _pending
from bench.mail.world import DOMAIN


def junk(recipient: str, size: int, number: int, rng: random.Random) -> bytes:
    """A plain mail of about ``size`` bytes of words no one wrote."""
    message = EmailMessage()
    message["From"] = ATTACKER
    message["To"] = recipient
    message["Subject"] = f"junk {number}"
    message["Message-ID"] = f"<junk-{number}@evil.test>"
    words = [rng.choice("abcdefghijklmnopqrstuvwxyz") * rng.randint(2, 9) for _ in range(64)]
    lines, length = [], 0
    while length < size:
        line = " ".join(rng.choices(words, k=10))
        lines.append(line)
        length += len(line) + 2
    message.set_content("\n".join(lines))
    return message.as_bytes()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench attack junk_mail", description=__doc__)
    parser.add_argument("--mails", type=int, default=40, help="junk mails per round")
    parser.add_argument("--kb", type=int, default=900, help="size of each, in KB")
    args = parser.parse_args(argv)
    if args.mails < 1 or args.kb < 1:
        parser.error("--mails and --kb must be at least 1")
    print(f"{args.mails} junk mails of {args.kb} KB each")
    print(f"{'to':22}{'growth MB':>10}{'per mail KB':>12}  listener answered")
    for label in ("made-up addresses", "a reply address"):
        grown, answers = asyncio.run(_round(label, args.mails, args.kb * 1024))
        answered = ", ".join(f"{n} x {code}" for code, n in sorted(answers.items()))
        print(f"{label:22}{grown / 2**20:>10.1f}{grown / args.mails / 1024:>12.1f}  {answered}")
    return 0


async def _round(label: str, mails: int, size: int) -> tuple[int, Counter[str]]:
    rng = random.Random(35)
    with tempfile.TemporaryDirectory() as folder:
        async with mail_world(Path(folder)) as world:
            before = world.database_bytes()
            answers: Counter[str] = Counter()
            for number in range(mails):
                recipient = _recipient(world, label, rng)
                raw = junk(recipient, size, number, rng)
                answer = await hand_over(world.port, ATTACKER, recipient, raw)
                answers[answer.split(" ", 1)[0]] += 1
            deadline = time.perf_counter() + 120
            while await _pending(world.path) and time.perf_counter() < deadline:
                await asyncio.sleep(0.05)
            return world.database_bytes() - before, answers


def _recipient(world: World, label: str, rng: random.Random) -> str:
    if label == "a reply address":
        return world.reply_address(world.models[0])
    return f"{''.join(rng.choices('abcdefghij', k=8))}@{DOMAIN}"
