"""Issue 17, by mail: the headers every mail carries, unsubscribing, resigning, offers.

Every mail the bot sends is marked as a robot's (``Auto-Submitted``), can be
stopped (``List-Unsubscribe``, whose address a reply turns mail off through) and
keeps its Message-ID when it is sent again. Resigning takes a second, confirming
reply; an offer is answered by replying ``accept`` or ``decline``.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from email.message import EmailMessage

import aiosmtplib
import pytest

from mail.config import SmtpServer
from mail.sender import smtp_transport
from mail.tokens import Token
from service import Asked
from tests.mail.bad_input import (
    Witness,
    at_domain,
    at_ply,
    deliver,
    local_part,
    log_of,
    new_key,
    pinch,
    quiet,
    raw_mail,
    to_player,
    until,
    with_id,
)
from tests.mail.conftest import ADDRESS, ALICE, BOB, DOMAIN, MailWorld, opened_world
from tests.mail.mailbox import OutsideWorld, reply, send, text_of

USERS = {address: user for user, address in ADDRESS.items()}
UNSUBSCRIBE = re.compile(rf"<mailto:([a-z0-9-]+)@{re.escape(DOMAIN)}\?subject=unsubscribe>")


@pytest.fixture
async def end_quiet(mail_world: MailWorld) -> AsyncIterator[MailWorld]:
    """The ``mail_world``, left quiet at the end (see ``bad_input.quiet``)."""
    yield mail_world
    await quiet(mail_world)


async def status_of(world: MailWorld, game_id: int) -> str:
    return (await world.service.ctx.store.get_game(game_id)).status


def subjects(world: MailWorld, user: int, after: int = 0) -> list[str]:
    return [str(m["Subject"]) for m in world.outside.to(ADDRESS[user])[after:]]


async def test_every_mail_is_marked_automatic_can_be_stopped_and_has_its_own_id(
    end_quiet: MailWorld,
) -> None:
    world, seen = end_quiet, Witness(end_quiet)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    before = to_player(world, ALICE)
    await world.answer(turn, ALICE, "not a move")
    await world.outside.wait_for(ADDRESS[ALICE], after=before)  # the answer
    await world.service.games.resign(Asked(game_id=game_id, asked_by=BOB))
    for user in (ALICE, BOB):
        await world.outside.wait_for(ADDRESS[user], lambda m: "wins" in str(m["Subject"]))
    await quiet(world)
    kinds = {"verify": 0, "turn": 0, "notice": 0, "ended": 0}
    ids = []
    for mail in world.outside.received:
        user = USERS[str(mail["To"])]
        assert mail["Auto-Submitted"] == "auto-generated", mail["Subject"]
        unsubscribe = UNSUBSCRIBE.fullmatch(str(mail["List-Unsubscribe"]).strip())
        assert unsubscribe is not None, mail["List-Unsubscribe"]
        assert unsubscribe[1] == world.channel.sign(Token("u", user, 0, 0))
        row = await seen.outbox(int(str(mail["X-Postboard-Mail"])))
        assert row["user_id"] == user
        assert mail["Message-ID"] == f"<postboard-mail-{row['id']}@{DOMAIN}>"
        ids.append(str(mail["Message-ID"]))
        if str(mail["Subject"]).startswith("alice challenges you"):
            continue  # sent only if the sender looked between the challenge and its acceptance
        kinds[row["kind"]] += 1
    assert kinds == {"verify": 2, "turn": 1, "notice": 1, "ended": 2}
    assert len(set(ids)) == len(ids)


async def test_a_mail_sent_again_keeps_its_message_id(
    mail_database: str, outside: OutsideWorld
) -> None:
    """The outside server took the turn mail, but its 250 was lost: the bot sends it again,
    as the same message."""
    real = smtp_transport(SmtpServer("127.0.0.1", outside.port, "none"))
    lost: set[str] = set()

    async def lossy(message: EmailMessage) -> None:
        await real(message)
        if "your move" in str(message["Subject"]) and str(message["Message-ID"]) not in lost:
            lost.add(str(message["Message-ID"]))
            raise aiosmtplib.SMTPServerDisconnected("connection lost after the data")

    async with opened_world(mail_database, outside, lossy) as world:
        game_id = await pinch(world)
        first = await world.turn_mail(ALICE, game_id, 0)
        again = await world.outside.wait_for(
            ADDRESS[ALICE], lambda m: m["Message-ID"] == first["Message-ID"] and m is not first
        )
        assert again["Subject"] == first["Subject"]
        assert text_of(again) == text_of(first)
        await quiet(world)


async def test_a_reply_to_the_unsubscribe_address_stops_mail_without_an_answer(
    end_quiet: MailWorld,
) -> None:
    world, seen = end_quiet, Witness(end_quiet)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    unsubscribe = UNSUBSCRIBE.fullmatch(str(turn["List-Unsubscribe"]).strip())
    assert unsubscribe is not None
    received, queued = len(world.outside.received), await seen.queued()
    key = new_key()
    to = at_domain(unsubscribe[1])
    stop = raw_mail(sender=ADDRESS[ALICE], to=to, key=key, body="", subject="unsubscribe")
    await deliver(stop, world.port, envelope_from=ADDRESS[ALICE], to=to)
    await seen.settled(key)
    assert (await world.service.ctx.store.get_user_settings(ALICE)).notify == "thread"
    assert await seen.queued() == queued and len(world.outside.received) == received
    # and her next turn comes by Discord only: no turn mail is queued for it
    await world.service.games.move(Asked(game_id=game_id, asked_by=ALICE), "a1")
    await world.answer(await world.turn_mail(BOB, game_id, 1), BOB, "b1")
    await at_ply(world, game_id, 2)
    await quiet(world)
    assert not [s for s in subjects(world, ALICE, received) if "your move" in s]


async def confirmation(world: MailWorld, game_id: int, ply: int) -> EmailMessage:
    """alice replies `resign` to her turn mail; the mail asking her to confirm."""
    turn = await world.turn_mail(ALICE, game_id, ply)
    before = to_player(world, ALICE)
    await world.answer(turn, ALICE, "resign")
    asked = await world.outside.wait_for(ADDRESS[ALICE], after=before)
    assert str(asked["Subject"]) == f"Confirm: resign game #{game_id}?"
    assert 'Reply "yes"' in text_of(asked)
    assert await status_of(world, game_id) == "active"  # asking changes nothing yet
    return asked


async def test_resigning_by_mail_takes_a_confirming_yes(end_quiet: MailWorld) -> None:
    world = end_quiet
    game_id = await pinch(world)
    asked = await confirmation(world, game_id, 0)
    before = {user: to_player(world, user) for user in (ALICE, BOB)}
    await world.answer(asked, ALICE, "yes")
    for user in (ALICE, BOB):
        ended = await world.outside.wait_for(
            ADDRESS[user], lambda m: "wins" in str(m["Subject"]), after=before[user]
        )
        assert f"#{game_id}" in str(ended["Subject"])
    assert await status_of(world, game_id) != "active"
    resigned = await world.outside.wait_for(
        ADDRESS[ALICE], lambda m: str(m["Subject"]).startswith("Resigned"), after=before[ALICE]
    )
    assert str(resigned["Subject"]) == f"Resigned: game #{game_id}"


@pytest.mark.parametrize("answer", ["no", "I changed my mind", "resignation? never"])
async def test_anything_but_yes_to_the_confirmation_keeps_the_game_going(
    end_quiet: MailWorld, answer: str
) -> None:
    world, seen = end_quiet, Witness(end_quiet)
    game_id = await pinch(world)
    asked = await confirmation(world, game_id, 0)
    before, bob = to_player(world, ALICE), to_player(world, BOB)
    key = new_key()
    await send(with_id(reply(asked, ADDRESS[ALICE], answer), key), world.port)
    await seen.settled(key)
    assert subjects(world, ALICE, before) == [f"Not resigned: game #{game_id}"]
    assert await status_of(world, game_id) == "active"
    assert await log_of(world, game_id) == []
    assert to_player(world, BOB) == bob  # bob heard nothing


async def test_a_stale_confirmation_is_refused_clearly(end_quiet: MailWorld) -> None:
    world, seen = end_quiet, Witness(end_quiet)
    game_id = await pinch(world)
    asked = await confirmation(world, game_id, 0)
    await world.answer(await world.turn_mail(ALICE, game_id, 0), ALICE, "a1")  # moved on
    await at_ply(world, game_id, 1)
    await quiet(world)  # the "Played" answer is out
    before = to_player(world, ALICE)
    key = new_key()
    await send(with_id(reply(asked, ADDRESS[ALICE], "yes"), key), world.port)
    await seen.settled(key)
    answers = world.outside.to(ADDRESS[ALICE])[before:]
    assert [str(m["Subject"]) for m in answers] == [f"Not done: game #{game_id}"]
    text = text_of(answers[0])
    assert "meant for ply 0" in text and "at ply 1 now" in text
    assert await status_of(world, game_id) == "active"
    assert await log_of(world, game_id) == ["a1"]


async def offered(world: MailWorld) -> tuple[int, EmailMessage]:
    """A Pletore game (draws allowed) in which bob offers alice a draw, and her offer mail."""
    game_id = await world.new_game("pletore", {"size": 5})
    await world.turn_mail(ALICE, game_id, 0)
    before = to_player(world, ALICE)
    await world.service.agreements.propose(Asked(game_id=game_id, guild_id=1, asked_by=BOB), "draw")
    offer = await world.outside.wait_for(ADDRESS[ALICE], after=before)
    assert str(offer["Subject"]) == f"bob asks a draw in game #{game_id}"
    assert local_part(offer) == world.channel.sign(Token("od", ALICE, game_id, 0))
    return game_id, offer


async def test_accept_by_mail_draws_the_game(end_quiet: MailWorld) -> None:
    world = end_quiet
    game_id, offer = await offered(world)
    before = {user: to_player(world, user) for user in (ALICE, BOB)}
    await world.answer(offer, ALICE, "accept")
    for user in (ALICE, BOB):
        ended = await world.outside.wait_for(
            ADDRESS[user], lambda m: "draw" in str(m["Subject"]).lower(), after=before[user]
        )
        assert f"#{game_id}" in str(ended["Subject"])
    assert await status_of(world, game_id) != "active"
    assert (await world.service.ctx.store.moves(game_id))[-1].notation == "draw"


async def test_decline_by_mail_keeps_the_game_going(end_quiet: MailWorld) -> None:
    world, seen = end_quiet, Witness(end_quiet)
    game_id, offer = await offered(world)
    before = to_player(world, ALICE)
    key = new_key()
    await send(with_id(reply(offer, ADDRESS[ALICE], "decline"), key), world.port)
    await seen.settled(key)
    assert subjects(world, ALICE, before) == [f"Offer declined: game #{game_id}"]
    assert await status_of(world, game_id) == "active"
    assert await world.service.ctx.store.offers_for(game_id) == []
    assert await log_of(world, game_id) == []


async def test_an_unclear_answer_to_an_offer_leaves_it_open(end_quiet: MailWorld) -> None:
    world, seen = end_quiet, Witness(end_quiet)
    game_id, offer = await offered(world)
    before = to_player(world, ALICE)
    key = new_key()
    await send(with_id(reply(offer, ADDRESS[ALICE], "let me think"), key), world.port)
    await seen.settled(key)
    [still] = world.outside.to(ADDRESS[ALICE])[before:]
    assert str(still["Subject"]) == f"Offer in game #{game_id} still open"
    assert await status_of(world, game_id) == "active"
    assert len(await world.service.ctx.store.offers_for(game_id)) == 1
    await world.answer(still, ALICE, "accept")  # the answer's Reply-To still answers the offer

    async def drawn() -> bool:
        return await status_of(world, game_id) != "active"

    await until(drawn, f"game {game_id} is drawn")
