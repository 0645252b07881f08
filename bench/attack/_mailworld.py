"""The running mail channel the mail attacks aim at: a real SMTP listener and service.

A fresh SQLite database with Pinch games between players who proved their
addresses and read their games by mail, the channel's sender handing its mail
to a counting sink on loopback (``bench.mail.world.Sink``), and the postmaster acting
in its own task, as in the bot.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosmtplib

from bench.mail.world import (
    DOMAIN,
    Model,
    Sink,
    address,
    bench_mail_config,
    seed_games,
    until_sent,
)
from mail.channel import MailChannel
from mail.tokens import Token
from service import Service, ServiceContext
from service.running.outbox import Notification
from storage.sqlite import open_store

ATTACKER = "mallory@evil.test"


@dataclass
class World:
    service: Service
    channel: MailChannel
    sink: Sink
    models: list[Model]
    path: Path

    @property
    def port(self) -> int:
        port = self.channel.port
        assert port is not None
        return port

    def reply_address(self, model: Model) -> str:
        """The Reply-To of the turn mail the player to move got: what a forwarded turn
        mail gives away."""
        seat = model.replay.to_move
        assert isinstance(seat, int)
        token = Token("m", model.players[seat], model.game_id, model.replay.plies)
        return f"{self.channel.sign(token)}@{DOMAIN}"

    def player_address(self, model: Model, seat: int) -> str:
        return address(model.players[seat])

    def database_bytes(self) -> int:
        """The database's size on disk, its write-ahead log included."""
        return sum(p.stat().st_size for p in self.path.parent.glob(self.path.name + "*"))


@contextlib.asynccontextmanager
async def mail_world(folder: Path, games: int = 1, **settings: Any) -> AsyncIterator[World]:
    """The world, its first turn mails sent before it is handed over; ``settings`` are
    further ``MailConfig`` fields."""
    sink = Sink()
    await sink.start()
    path = folder / "attack.db"
    store = await open_store(path)
    service = Service(ServiceContext(store, rng=random.Random(3)))

    async def tell(notification: Notification) -> None:
        pass

    config = bench_mail_config(sink.port, poll_seconds=0.2, retry_seconds=0.05, **settings)
    channel = await MailChannel.open(service, config, tell)
    await channel.start(background=True)
    try:
        models = await seed_games(service, games)
        await until_sent(service, 60.0)
        yield World(service, channel, sink, models, path)
    finally:
        await channel.stop()
        await store.close()
        await sink.stop()


async def hand_over(port: int, sender: str, recipient: str, raw: bytes) -> str:
    """One message through the listener as a mail server would hand it; the listener's
    answer, ``"250"`` or the code and text it refused with."""
    try:
        await aiosmtplib.send(
            raw, hostname="127.0.0.1", port=port, sender=sender, recipients=[recipient], timeout=120
        )
    except aiosmtplib.SMTPRecipientsRefused as refused:
        return " ".join(f"{e.code} {e.message}" for e in refused.recipients)
    except aiosmtplib.SMTPResponseException as refused:
        return f"{refused.code} {refused.message}"
    return "250"
