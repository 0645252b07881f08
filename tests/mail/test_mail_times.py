"""A time written out in mail is in the reader's zone, with its abbreviation (issue 29):
the challenge mail's expiry, formatted when the mail is sent. Real SMTP on loopback,
on both engines."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from service import UserRef
from service.challenges.terms import ChallengeTerms
from service.readers.locales import local_time
from tests.mail.bad_input import quiet
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld
from tests.mail.mailbox import text_of


@pytest.fixture
async def end_quiet(mail_world: MailWorld) -> AsyncIterator[MailWorld]:
    yield mail_world
    await quiet(mail_world)


async def challenge_mail_text(
    world: MailWorld, opponent: int, challenger: int
) -> tuple[str, datetime]:
    """``challenger`` challenges ``opponent``: the mail's text (on one line), and when the
    challenge expires."""
    posted = await world.service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(challenger),
        opponent=UserRef(opponent),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
    )
    mail = await world.outside.wait_for(
        ADDRESS[opponent], lambda m: f"(#{posted.challenge.id})" in str(m["Subject"])
    )
    return " ".join(text_of(mail).split()), posted.challenge.expires_at


async def test_a_challenge_mail_says_when_it_expires_in_the_readers_zone(
    end_quiet: MailWorld,
) -> None:
    world = end_quiet
    await world.service.settings.update(BOB, time_zone="America/New_York")
    text, expires_at = await challenge_mail_text(world, BOB, ALICE)
    when = local_time(expires_at, ZoneInfo("America/New_York"))
    assert when.endswith((" EST", " EDT"))
    assert f"The challenge expires on {when}." in text
    assert "<t:" not in text


async def test_a_reader_who_chose_no_zone_reads_utc(end_quiet: MailWorld) -> None:
    world = end_quiet
    text, expires_at = await challenge_mail_text(world, ALICE, BOB)
    when = local_time(expires_at, ZoneInfo("UTC"))
    assert when.endswith(" UTC") and f"The challenge expires on {when}." in text
