"""Mails delivered twice by two senders on one database when the relay is slower than the lease.

Issue 35, item 7. Two processes' mail channels (each its own store, ``Service`` and
``MailChannel`` with its sender running, as two bot processes have) share one database
and one outside SMTP server, an aiosmtpd server on loopback that takes ``--relay``
times the claim lease over each mail before it answers 250. ``--mails`` mails are
queued at once; the figure is how many of them reached the relay more than once, and
how many copies too many it got, on SQLite and (with ``--postgres URL`` or
``$POSTBOARD_TEST_POSTGRESQL``) on PostgreSQL.

The claim lease is two minutes in production; here it is ``--lease`` seconds
(``mail.sender.LEASE`` set for the run) so that a relay slower than it takes seconds,
not hours: only the ratio of relay time to lease matters.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from email.headerregistry import Address
from pathlib import Path
from typing import Any

from aiosmtpd.smtp import SMTP, Envelope, Session

import mail.sender
from mail.channel import MailChannel
from mail.config import MailConfig, SmtpServer
from service import Service, ServiceContext
from service.mailing.intents import notice
from service.running.outbox import Notification
from storage import open_store
from storage.bulk import scratch_database
from storage.models import UserSettings

SERVER_ENV = "POSTBOARD_TEST_POSTGRESQL"
PLAYERS = {11: "alice@player.test", 22: "bob@player.test"}


class SlowRelay:
    """The outside SMTP server: takes ``delay`` seconds over each message, counts them."""

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.received: Counter[int] = Counter()
        self._server: asyncio.Server | None = None

    async def start(self) -> int:
        loop = asyncio.get_running_loop()
        relay = self

        class Handler:
            async def handle_DATA(  # noqa: N802
                self, server: SMTP, session: Session, envelope: Envelope
            ) -> str:
                await asyncio.sleep(relay.delay)
                for line in (envelope.original_content or b"").splitlines():
                    if line.startswith(b"X-Postboard-Mail:"):
                        relay.received[int(line.split(b":", 1)[1])] += 1
                return "250 OK"

        def protocol() -> Any:
            return SMTP(Handler(), hostname="relay.test", loop=loop)

        self._server = await loop.create_server(protocol, "127.0.0.1", 0)
        return int(self._server.sockets[0].getsockname()[1])

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()


async def measure(database: str, args: argparse.Namespace, engine: str) -> str:
    relay = SlowRelay(args.lease * args.relay)
    port = await relay.start()
    config = MailConfig(
        smtp=SmtpServer("127.0.0.1", port, "none"),
        sender=Address("Postboard", "play", "play.test"),
        domain="play.test",
        listen=None,
        poll_seconds=0.05,
        retry_seconds=1.0,
    )
    stores = [await open_store(database) for _ in range(2)]
    services = [Service(ServiceContext(s, rng=random.Random(i))) for i, s in enumerate(stores)]
    now = datetime.now(UTC)
    for user, address in PLAYERS.items():  # linked and verified, as /email leaves them
        await stores[0].claim_email(user, address, "bench", now + timedelta(hours=1))
        await stores[0].verify_email(user, now)
        await stores[0].put_user_settings(UserSettings(user, notify="email"))

    async def tell(notification: Notification) -> None:
        pass

    channels = [await MailChannel.open(service, config, tell) for service in services]
    users = list(PLAYERS)
    intents = [
        notice(users[i % 2], f"Notice {i}", "Nothing to answer.", only_if_wanted=False)
        for i in range(args.mails)
    ]
    started = time.perf_counter()
    try:
        await services[0].mailbox.queue(intents)
        for channel in channels:
            await channel.start()
        while await services[0].mailbox.waiting():
            await asyncio.sleep(0.05)
        grace = args.mails * relay.delay + 5  # what a sender still has in hand goes out
        await asyncio.gather(*(channel.stop(grace) for channel in channels))
    finally:
        for store in stores:
            await store.close()
        await relay.stop()
    seconds = time.perf_counter() - started
    twice = sum(1 for times in relay.received.values() if times > 1)
    extra = sum(relay.received.values()) - len(relay.received)
    return (
        f"{engine:<11} {args.mails:>5} {len(relay.received):>9} {twice:>6} {extra:>6}"
        f" {seconds:>8.1f}"
    )


async def run(args: argparse.Namespace, server: str | None) -> list[str]:
    mail.sender.LEASE = timedelta(seconds=args.lease)
    lines = [
        f"{args.mails} mails, two senders, lease {args.lease} s, relay {args.relay}x the lease "
        "per mail",
        f"{'engine':<11} {'mails':>5} {'delivered':>9} {'twice':>6} {'extra':>6} {'seconds':>8}",
    ]
    with tempfile.TemporaryDirectory() as folder:
        lines.append(await measure(str(Path(folder) / "mail.db"), args, "SQLite"))
    if server is not None:
        async with scratch_database(server) as url:
            lines.append(await measure(url, args, "PostgreSQL"))
    return lines


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench attack duplicate_mail", description=__doc__
    )
    parser.add_argument("--mails", type=int, default=20, help="mails queued at once")
    parser.add_argument("--lease", type=float, default=0.5, help="claim lease, seconds")
    parser.add_argument("--relay", type=float, default=1.5, help="relay time per mail / lease")
    parser.add_argument("--postgres", metavar="URL", help="a PostgreSQL server to use")
    parser.add_argument("--no-postgres", action="store_true", help="SQLite only")
    args = parser.parse_args(argv)
    server = None if args.no_postgres else args.postgres or os.environ.get(SERVER_ENV)
    for line in asyncio.run(run(args, server)):
        print(line)
    sys.stdout.flush()
    return 0
