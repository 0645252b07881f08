"""Mail handled exactly once by two processes whatever the relay's speed (issue 35, item 7).

Two processes on one database (a SQLite file, a fresh PostgreSQL database), each its own
store, ``Service`` and ``MailChannel`` with its background loops running, as two bot
processes run. The claim lease is shortened to a second so that "slower than the lease"
takes a second of the test, not minutes: the outside SMTP server takes longer than that
over each mail (``OutsideWorld.delay``), or the move a reply plays takes longer than that
to be told to Discord. Each mail must still reach the outside once, and a reply must get
one answer, "Played".
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections import Counter
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

import mail.postmaster
import mail.sender
from mail.channel import MailChannel
from service import Service, ServiceContext
from service.mailing.intents import notice
from service.running.outbox import Notification
from storage import open_store
from tests.mail.bad_input import Witness, log_of, new_key, pinch, until, with_id
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld, config
from tests.mail.mailbox import OutsideWorld, reply, send

LEASE = timedelta(seconds=1)
SLOW = 1.6
"""Seconds the slow part takes: longer than ``LEASE``, and short of two leases so that
a lease renewed at a third of its length is never at risk on a busy machine."""
MAILS = 6


@pytest.fixture(autouse=True)
def short_lease(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mail.sender, "LEASE", LEASE)
    monkeypatch.setattr(mail.postmaster, "LEASE", LEASE)


@contextlib.asynccontextmanager
async def second_process(
    database: str, outside: OutsideWorld, told: list[Notification], slow_tell: float = 0.0
) -> AsyncIterator[MailWorld]:
    """Another process on ``database`` (alice and bob already linked by the first), its
    mail channel running; it tells Discord of a move only after ``slow_tell`` seconds."""
    store = await open_store(database)
    service = Service(ServiceContext(store, rng=random.Random(8)))

    async def tell(notification: Notification) -> None:
        await asyncio.sleep(slow_tell)
        told.append(notification)

    channel = await MailChannel.open(service, config(outside, poll_seconds=0.1), tell)
    await channel.start()
    try:
        yield MailWorld(service, channel, outside, told)
    finally:
        await channel.stop()
        await store.close()


async def test_a_relay_slower_than_the_lease_gets_each_mail_once(
    mail_database: str, mail_world: MailWorld, outside: OutsideWorld
) -> None:
    witness = Witness(mail_world)
    first = await witness.queued() + 1
    before = len(outside.received)
    outside.delay = SLOW
    async with second_process(mail_database, outside, []) as other:
        intents = [
            notice((ALICE, BOB)[i % 2], f"Notice {i}", "Nothing to answer.", only_if_wanted=False)
            for i in range(MAILS)
        ]
        assert await mail_world.service.mailbox.queue(intents) == MAILS
        mail_world.channel.sender.wake()
        other.channel.sender.wake()

        async def all_sent() -> bool:
            return await mail_world.service.mailbox.waiting() == 0

        await until(all_sent, "every mail is sent", timeout=60)
    await mail_world.channel.stop()  # what either process still had in hand is handed over
    sent = Counter(int(str(m["X-Postboard-Mail"])) for m in outside.received[before:])
    assert sorted(sent) == list(range(first, first + MAILS)), "each queued mail"
    twice = sorted(mail_id for mail_id, times in sent.items() if times > 1)
    assert twice == [], f"{len(twice)} of {MAILS} mails went out more than once"


async def test_a_reply_acted_on_slower_than_the_lease_is_answered_once(
    mail_database: str, mail_world: MailWorld, outside: OutsideWorld
) -> None:
    game_id = await pinch(mail_world)
    turn = await mail_world.turn_mail(ALICE, game_id, 0)
    answers_before = len(outside.to(ADDRESS[ALICE]))
    told: list[Notification] = []
    async with second_process(mail_database, outside, told, slow_tell=SLOW) as slow:
        key = new_key()
        await send(with_id(reply(turn, ADDRESS[ALICE], "e5"), key), slow.port)
        outcome = await Witness(slow).outcome(key, timeout=30)
        assert outcome == f"m {game_id}@0: Played: e5 in game #{game_id}"

        async def answered() -> bool:
            return len(outside.to(ADDRESS[ALICE])) > answers_before

        await until(answered, "alice is answered", timeout=30)
        await Witness(mail_world).drained()
    assert await log_of(mail_world, game_id) == ["e5"]
    answers = [str(m["Subject"]) for m in outside.to(ADDRESS[ALICE])[answers_before:]]
    assert answers == [f"Played: e5 in game #{game_id}"]
    assert len(told) + len(mail_world.told) == 1, "the move is told to Discord once"
