"""Issue 17, the built-in listener's refusals at SMTP time: mail for another domain is
refused at ``RCPT`` (no open relay), and a message the database cannot keep is answered
``451`` (try again later) with nothing kept, so the sender's retry is the one acted on.

A real SMTP client against the bot's real listener, on both engines; the store fails
for real (its table is out of reach for a moment), not through a stand-in.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import aiosmtplib
import pytest

from tests.mail.bad_input import (
    Witness,
    at_ply,
    deliver,
    log_of,
    new_key,
    pinch,
    quiet,
    raw_mail,
    until,
)
from tests.mail.conftest import ADDRESS, ALICE, DOMAIN, MailWorld
from tests.mail.mailbox import reply_to


@pytest.fixture(autouse=True)
async def end_quiet(mail_world: MailWorld) -> AsyncIterator[None]:
    """Each test ends with nothing in flight (see ``bad_input.quiet``)."""
    yield
    await quiet(mail_world)


async def test_a_recipient_outside_the_domain_is_refused_at_rcpt(mail_world: MailWorld) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    ours = reply_to(await world.turn_mail(ALICE, game_id, 0))
    elsewhere = (
        "mallory@elsewhere.test",
        f"mallory@{DOMAIN}.elsewhere.test",
        f"mallory@sub.{DOMAIN}",
        "mallory@localhost",
    )
    key = new_key()
    raw = raw_mail(sender=ADDRESS[ALICE], to=ours, key=key, body="e5\n")
    async with aiosmtplib.SMTP(hostname="127.0.0.1", port=world.port) as client:
        await client.ehlo()
        await client.mail(ADDRESS[ALICE])
        for address in elsewhere:
            with pytest.raises(aiosmtplib.SMTPRecipientRefused) as refused:
                await client.rcpt(address)
            assert refused.value.code == 550, address
        local, _, _ = ours.rpartition("@")
        assert (await client.rcpt(f"{local}@{DOMAIN.upper()}")).code == 250
        assert (await client.data(raw)).code == 250
    assert [row["recipient"] for row in await seen.inbound()] == [f"{local}@{DOMAIN.upper()}"]
    await at_ply(world, game_id, 1)  # the one recipient that is ours is acted on
    assert await log_of(world, game_id) == ["e5"]
    await seen.settled(key)
    assert not [m for m in world.outside.received if "elsewhere" in str(m["To"])]


async def inbound_table(world: MailWorld, name: str, to: str) -> None:
    async with Witness(world)._db.transaction() as db:
        await db.run(f"ALTER TABLE {name} RENAME TO {to}")


async def test_a_message_the_database_cannot_keep_gets_451_and_the_retry_plays(
    mail_world: MailWorld,
) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    to = reply_to(await world.turn_mail(ALICE, game_id, 0))
    key = new_key()
    raw = raw_mail(sender=ADDRESS[ALICE], to=to, key=key, body="e5\n")
    await inbound_table(world, "mail_inbound", "mail_inbound_away")
    try:
        with pytest.raises(aiosmtplib.SMTPDataError) as refused:
            await deliver(raw, world.port, envelope_from=ADDRESS[ALICE], to=to)
    finally:
        await inbound_table(world, "mail_inbound_away", "mail_inbound")
    assert refused.value.code == 451 and "try again later" in refused.value.message
    assert not await seen.kept(key) and await seen.inbound() == []
    assert await log_of(world, game_id) == []

    await deliver(raw, world.port, envelope_from=ADDRESS[ALICE], to=to)  # the sender retries

    async def acted_on() -> bool:
        return await seen.kept(key)

    await until(acted_on, "the retried message is kept")
    assert (await seen.settled(key)).startswith("m ")
    assert await log_of(world, game_id) == ["e5"]
