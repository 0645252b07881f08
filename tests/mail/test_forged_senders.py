"""Issue 35, item 6: a forged ``From`` makes the bot neither move nor mail anyone.

A reply address (a turn mail's Reply-To) can be handed on: a forwarded turn mail
gives it to whoever reads the forward. What a reply must show besides it, each
checked through the real listener: an envelope sender (``MAIL FROM``) that is the
player's verified address too; with ``POSTBOARD_MAIL_AUTHSERV_ID`` set, the admin's
MTA's ``Authentication-Results`` with no failing SPF, DKIM or DMARC; with
``POSTBOARD_MAIL_VERIFY=dkim``, a valid DKIM signature of the player's domain
(verified by dkimpy, its DNS lookup answered by ``tests.mail.dkim_key``). And the
answers the bot still sends to mail are limited per player and hour.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

import mail.postmaster
from mail.screening import SenderChecks
from postboard.settings import Settings, SettingsError
from storage import open_store
from storage.models import InboundMail
from tests.mail.bad_input import STRANGER, Witness, at_ply, log_of, new_key, pinch, quiet, with_id
from tests.mail.conftest import ADDRESS, ALICE, MailWorld
from tests.mail.dkim_key import as_sent, lookup, signed
from tests.mail.mailbox import reply, reply_to, send

MTA = "mx.play.test"


@pytest.fixture
async def world(mail_world: MailWorld) -> AsyncIterator[MailWorld]:
    """The world on both engines, left with nothing in flight (``bad_input.quiet``)."""
    yield mail_world
    await quiet(mail_world)


async def test_a_reply_whose_envelope_sender_is_not_the_player_plays_nothing(
    world: MailWorld,
) -> None:
    """A forwarded turn mail, answered from the reader's own server with the player's
    address in From: the envelope shows the real sender, and nothing happens."""
    seen = Witness(world)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    received, queued = len(world.outside.received), await seen.queued()
    message = with_id(reply(turn, ADDRESS[ALICE], "e5"), key := new_key())
    await send(message, world.port, sender=STRANGER)
    assert await seen.settled(key) == "the envelope sender is not the From address: dropped"
    assert await log_of(world, game_id) == []
    assert await seen.queued() == queued
    assert len(world.outside.received) == received
    await send(with_id(reply(turn, ADDRESS[ALICE], "e5"), new_key()), world.port)
    await at_ply(world, game_id, 1)  # the same reply from alice's own envelope plays


VERDICTS = {
    "none at all": ([], "no Authentication-Results from mx.play.test: dropped"),
    "spf fail": ([f"{MTA}; spf=fail smtp.mailfrom=alice@player.test"], "says spf=fail"),
    "spf softfail": ([f"{MTA} 1; spf=softfail (not listed) smtp.mailfrom=x"], "spf=softfail"),
    "dkim fail": ([f"{MTA}; dkim=fail header.d=player.test; spf=pass"], "says dkim=fail"),
    "dmarc fail": ([f"{MTA}; spf=pass; dmarc=fail (p=reject) header.from=player.test"], "dmarc"),
    "only another server's": (
        ["mx.elsewhere.test; spf=pass; dkim=pass; dmarc=pass"],
        "no Authentication-Results from mx.play.test: dropped",
    ),
    "ours fails below another's pass": (
        ["mx.elsewhere.test; spf=pass", f"{MTA}; spf=fail smtp.mailfrom=alice@player.test"],
        "says spf=fail",
    ),
}


@pytest.mark.parametrize("verdict", list(VERDICTS))
async def test_a_reply_the_admins_mta_does_not_vouch_for_plays_nothing(
    world: MailWorld, verdict: str
) -> None:
    seen = Witness(world)
    world.channel.postmaster.checks = SenderChecks(authserv_id=MTA)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    headers, why = VERDICTS[verdict]
    received = len(world.outside.received)
    message = with_id(reply(turn, ADDRESS[ALICE], "e5"), key := new_key())
    for value in headers:
        message["Authentication-Results"] = value
    await send(message, world.port)
    outcome = await seen.settled(key)
    assert why in outcome and outcome.endswith(": dropped"), outcome
    assert await log_of(world, game_id) == []
    assert len(world.outside.received) == received


async def test_a_reply_the_admins_mta_vouches_for_plays(world: MailWorld) -> None:
    world.channel.postmaster.checks = SenderChecks(authserv_id=MTA)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    message = reply(turn, ADDRESS[ALICE], "e5")
    message["Authentication-Results"] = (
        f"{MTA}; spf=pass (sender SPF authorized) smtp.mailfrom=alice@player.test; "
        "dkim=pass header.d=player.test; dmarc=pass header.from=player.test"
    )
    await send(message, world.port)
    await at_ply(world, game_id, 1)


@pytest.mark.parametrize("how", ["signed", "unsigned", "signed by another domain", "altered"])
async def test_with_dkim_on_only_a_reply_signed_by_the_players_domain_plays(
    world: MailWorld, how: str
) -> None:
    seen = Witness(world)
    world.channel.postmaster.checks = SenderChecks(dkim=True, dns=lookup)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    message = with_id(reply(turn, ADDRESS[ALICE], "e5"), key := new_key())
    raw = {
        "signed": lambda: signed(message),
        "unsigned": lambda: as_sent(message),
        "signed by another domain": lambda: signed(message, "evil.test"),
        "altered": lambda: signed(message).replace(b"e5", b"d4", 1),
    }[how]()
    await send(raw, world.port, sender=ADDRESS[ALICE], recipients=[reply_to(turn)])
    outcome = await seen.settled(key)
    if how == "signed":
        assert outcome.startswith(f"m {game_id}@0: Played"), outcome
        assert await log_of(world, game_id) == ["e5"]
        return
    expected = "it has no DKIM signature" if how == "unsigned" else "no DKIM signature of"
    assert outcome.startswith(expected) and outcome.endswith(": dropped"), outcome
    assert await log_of(world, game_id) == []


async def test_answers_to_a_players_mail_are_limited_per_hour(
    world: MailWorld, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each answer quotes what the mail said: whoever holds a reply address (and passes
    the checks) still cannot make the bot mail the player without end."""
    monkeypatch.setattr(mail.postmaster, "ANSWERS_PER_HOUR", 2)
    seen = Witness(world)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    before = len(world.outside.to(ADDRESS[ALICE]))
    outcomes = []
    for _ in range(3):
        key = new_key()
        await send(with_id(reply(turn, ADDRESS[ALICE], "see https://evil.test"), key), world.port)
        outcomes.append(await seen.settled(key))
    assert [o.startswith(f"m {game_id}@0: Not done") for o in outcomes] == [True] * 3
    assert outcomes[2].endswith("(not answered: 2 answers in the last hour)"), outcomes
    assert len(world.outside.to(ADDRESS[ALICE])) == before + 2
    await send(with_id(reply(turn, ADDRESS[ALICE], "e5"), new_key()), world.port)
    await at_ply(world, game_id, 1)  # the limit holds back answers, never moves


async def test_the_answer_count_looks_back_one_period(mail_database: str) -> None:
    t0 = datetime(2026, 12, 1, 12, tzinfo=UTC)
    async with await open_store(mail_database) as store:
        for number, at in enumerate((t0, t0 + timedelta(minutes=50), t0 + timedelta(hours=2))):
            key = f"k{number}"
            await store.keep_inbound(InboundMail(key, "m@play.test", None, None, at, user_id=7))
            await store.inbound_answered(key, at)
        await store.keep_inbound(InboundMail("other", "m@play.test", None, None, t0, user_id=8))
        await store.inbound_answered("other", t0 + timedelta(hours=2))
        assert await store.answers_since(7, t0 + timedelta(minutes=30)) == 2
        assert await store.answers_since(7, t0 + timedelta(minutes=51)) == 1
        assert await store.answers_since(8, t0) == 1
        assert await store.answers_since(9, t0) == 0


MAIL = {"POSTBOARD_SMTP_URL": "smtp://127.0.0.1:25", "POSTBOARD_MAIL_FROM": "play@play.test"}


def test_the_sender_checks_are_settings() -> None:
    plain = Settings.from_env(MAIL).mail
    assert plain is not None and (plain.authserv_id, plain.verify) == (None, frozenset())
    env = {
        **MAIL,
        "POSTBOARD_MAIL_AUTHSERV_ID": " mx.example.org ",
        "POSTBOARD_MAIL_VERIFY": "DKIM",
    }
    checked = Settings.from_env(env).mail
    assert checked is not None
    assert SenderChecks.of(checked) == SenderChecks(authserv_id="mx.example.org", dkim=True)
    with pytest.raises(SettingsError, match="POSTBOARD_MAIL_VERIFY may name dkim, not spf"):
        Settings.from_env({**MAIL, "POSTBOARD_MAIL_VERIFY": "dkim,spf"})
    with pytest.raises(SettingsError, match="POSTBOARD_MAIL_AUTHSERV_ID"):
        Settings.from_env({**MAIL, "POSTBOARD_MAIL_AUTHSERV_ID": "mx.example.org; spf=pass"})
