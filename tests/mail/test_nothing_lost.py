"""Nothing acknowledged loses its mail: SMTP down for an hour, a sender killed mid-send.

The service's clock is the test's, so an hour of retries takes no time; the mail
channel runs without background tasks and is pumped where they would run.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from pathlib import Path

import pytest

from mail.channel import MailChannel
from service import Asked, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from storage.sqlite import open_store
from tests.mail.conftest import ADDRESS, ALICE, BOB, config
from tests.mail.mailbox import OutsideWorld, text_of


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 6, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


class Stuck:
    """An SMTP hand-over that never finishes: the process is killed while it waits."""

    def __init__(self) -> None:
        self.started = asyncio.Event()

    async def __call__(self, message: EmailMessage) -> None:
        self.started.set()
        await asyncio.Event().wait()


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[Service]:
    store = await open_store(tmp_path / "mail.db")
    service = Service(ServiceContext(store, rng=random.Random(3), clock=Clock()))
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    yield service
    await store.close()


async def opened(service: Service, outside: OutsideWorld, **how: object) -> MailChannel:
    async def tell(_: object) -> None:
        pass

    channel = await MailChannel.open(service, config(outside), tell, **how)  # type: ignore[arg-type]
    await channel.start(background=False)
    return channel


async def link_both(service: Service, channel: MailChannel, outside: OutsideWorld) -> None:
    for user in (ALICE, BOB):
        await service.email.link(user, ADDRESS[user])
        await channel.pump()
        code = re.search(r"\b(\d{6})\b", text_of(outside.to(ADDRESS[user])[-1]))
        assert code is not None
        await service.email.verify(user, code[1])


async def play_pinch(service: Service, moves: list[str]) -> int:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
    )
    game = (await service.challenges.accept(BOB, posted.challenge.id)).game
    players = (ALICE, BOB)
    for ply, move in enumerate(moves):
        await service.games.move(Asked(game_id=game.id, asked_by=players[ply % 2]), move)
    return game.id


def mail_ids(outside: OutsideWorld) -> list[str]:
    return [str(m["Message-ID"]) for m in outside.received]


async def test_smtp_down_for_an_hour_delays_mail_and_loses_none(
    service: Service, outside: OutsideWorld
) -> None:
    channel = await opened(service, outside)
    await link_both(service, channel, outside)
    before = len(outside.received)
    outside.refusing = True
    clock = service.ctx.clock
    assert isinstance(clock, Clock)
    await play_pinch(service, ["e5", "d4", "c3"])  # moves land at once, SMTP or not
    queued = await service.mailbox.waiting()
    assert queued == 5  # the challenge, the first turn, then a turn mail per move
    for _ in range(60):  # an hour of tries, a minute apart
        clock.now += timedelta(minutes=1)
        await channel.pump()
    assert len(outside.received) == before
    assert await service.mailbox.waiting() == 1  # what is out of date is dropped unsent
    outside.refusing = False
    clock.now += timedelta(hours=1)  # the longest wait between tries
    await channel.pump()
    delivered = mail_ids(outside)[before:]
    assert (
        len(delivered) == len(set(delivered)) == 1
    )  # the challenge is closed, only the latest turn is news
    assert await service.mailbox.waiting() == 0
    assert "(ply 3)" in str(outside.received[-1]["Subject"])  # stale turns were dropped
    await channel.stop()


async def test_a_sender_killed_mid_send_leaves_the_mail_to_the_next_start(
    service: Service, outside: OutsideWorld
) -> None:
    channel = await opened(service, outside)
    await link_both(service, channel, outside)
    await channel.stop()
    before = len(outside.received)
    await play_pinch(service, [])  # alice's first turn mail is queued
    stuck = Stuck()
    dying = await opened(service, outside, transport=stuck)
    sending = asyncio.create_task(dying.sender.send_due())
    await stuck.started.wait()
    sending.cancel()  # killed with the mail claimed and not sent
    await asyncio.gather(sending, return_exceptions=True)
    await dying.stop()

    restarted = await opened(service, outside)
    await restarted.pump()
    assert len(outside.received) == before  # still claimed by the dead process
    clock = service.ctx.clock
    assert isinstance(clock, Clock)
    clock.now += timedelta(minutes=3)  # its lease runs out
    await restarted.pump()
    arrived = outside.received[before:]
    assert len(arrived) == 1 and "your move" in str(arrived[0]["Subject"])
    assert await service.mailbox.waiting() == 0
    await restarted.pump()
    assert len(outside.received) == before + 1
    await restarted.stop()
