"""The e-mail channel on a real service and database, between real SMTP servers.

``MailWorld`` holds the service, the bot's mail channel (its SMTP listener on a
loopback port, its sender pointed at ``OutsideWorld``) and what the channel told
the other channels (``told``: on the bot, the Discord outbox). alice and bob have
proven their addresses the way a player does: ``/email link``, the code read from
the mail that arrives, ``/email verify``.

``mail_database`` is where a test's store lives, once on each engine (a SQLite
file, a fresh PostgreSQL database): every test that asks for ``mail_world`` (or
for ``mail_database`` itself) runs on both.
"""

from __future__ import annotations

import contextlib
import random
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from email.headerregistry import Address
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest

from mail.channel import MailChannel
from mail.config import MailConfig, SmtpServer
from mail.sender import Transport
from service import Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from service.running.outbox import Notification
from storage import open_store
from tests.fresh import fresh_database
from tests.mail.mailbox import OutsideWorld, reply, send, text_of

ALICE, BOB = 11, 22
ADDRESS = {ALICE: "alice@player.test", BOB: "bob@player.test"}
DOMAIN = "play.test"


@dataclass
class MailWorld:
    service: Service
    channel: MailChannel
    outside: OutsideWorld
    told: list[Notification] = field(default_factory=list)

    @property
    def port(self) -> int:
        port = self.channel.port
        assert port is not None
        return port

    async def link(self, user: int) -> None:
        address = ADDRESS[user]
        await self.service.email.link(user, address)
        mail = await self.outside.wait_for(address, lambda m: "code" in str(m["Subject"]))
        match = re.search(r"\b(\d{6})\b", text_of(mail))
        assert match is not None
        await self.service.email.verify(user, match[1])

    async def new_game(self, game: str, options: dict[str, Any] | None = None) -> int:
        posted = await self.service.challenges.create(
            guild_id=1,
            channel_id=2,
            challenger=UserRef(ALICE),
            opponent=UserRef(BOB),
            terms=ChallengeTerms(game=game, options=options or {}, first="challenger"),
        )
        started = await self.service.challenges.accept(BOB, posted.challenge.id)
        return started.game.id

    async def turn_mail(self, user: int, game_id: int, ply: int) -> EmailMessage:
        """The turn mail ``user`` gets for ``game_id`` at ``ply``."""
        return await self.outside.wait_for(
            ADDRESS[user],
            lambda m: (
                f"#{game_id} " in str(m["Subject"])
                and f"(ply {ply})" in str(m["Subject"])
                and "your move" in str(m["Subject"])
            ),
        )

    async def answer(self, mail: EmailMessage, user: int, text: str, **how: Any) -> None:
        """``user`` replies to ``mail`` from their own address, through the listener."""
        await send(reply(mail, ADDRESS[user], text, **how), self.port)


def config(outside: OutsideWorld, **overrides: Any) -> MailConfig:
    settings: dict[str, Any] = {
        "smtp": SmtpServer("127.0.0.1", outside.port, "none"),
        "sender": Address("Postboard", "play", DOMAIN),
        "domain": DOMAIN,
        "listen": ("127.0.0.1", 0),
        "poll_seconds": 0.05,
        "retry_seconds": 0.05,
    }
    settings.update(overrides)
    return MailConfig(**settings)


@pytest.fixture
async def outside() -> AsyncIterator[OutsideWorld]:
    world = OutsideWorld()
    await world.start()
    yield world
    await world.stop()


@contextlib.asynccontextmanager
async def opened_world(
    database: str, outside: OutsideWorld, transport: Transport | None = None
) -> AsyncIterator[MailWorld]:
    """The service on ``database`` (a SQLite path or a PostgreSQL URL) with its mail
    channel running, alice and bob linked. The bot's mail goes to ``transport`` (a
    wrapper round the real SMTP one, say) when given, else straight to ``outside``."""
    store = await open_store(database)
    service = Service(ServiceContext(store, rng=random.Random(7)))
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    told: list[Notification] = []

    async def tell(notification: Notification) -> None:
        told.append(notification)

    channel = await MailChannel.open(service, config(outside), tell, transport)
    await channel.start()
    world = MailWorld(service, channel, outside, told)
    try:
        await world.link(ALICE)
        await world.link(BOB)
        yield world
    finally:
        await channel.stop()
        await store.close()


@pytest.fixture(params=["sqlite", "postgresql"])
async def mail_database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """Where the test's store lives: a SQLite file, then a fresh PostgreSQL database."""
    async with fresh_database(request, request.param, tmp_path / "mail.db") as database:
        yield database


@pytest.fixture
async def mail_world(mail_database: str, outside: OutsideWorld) -> AsyncIterator[MailWorld]:
    """The world on ``mail_database``: each test that uses it runs on both engines."""
    async with opened_world(mail_database, outside) as world:
        yield world
