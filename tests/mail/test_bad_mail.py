"""Issue 17, bad input by mail: a clear answer, and nothing changed (moves and addresses).

End to end: each reply is sent with a real SMTP client to the bot's listener, and
what the bot says goes through its queue to the outside server. Pinch on a 9x9
board: alice moves first; a point once taken cannot be taken again, so an
illegal move is easy to write. The transport (size, MIME, charsets, robots) is in
``test_bad_mail_transport``, the mail's own conversations (headers,
unsubscribing, resigning, offers) in ``test_bad_mail_conversations``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from email.message import EmailMessage

import aiosmtplib
import pytest

from mail.tokens import Token, sign
from tests.mail.bad_input import (
    STRANGER,
    Witness,
    at_domain,
    at_ply,
    local_part,
    log_of,
    new_key,
    pinch,
    play,
    quiet,
    shows_board,
    to_player,
    with_id,
)
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld
from tests.mail.mailbox import reply, send, text_of


@pytest.fixture(autouse=True)
async def end_quiet(mail_world: MailWorld) -> AsyncIterator[None]:
    """Each test ends with nothing in flight (see ``bad_input.quiet``)."""
    yield
    await quiet(mail_world)


@pytest.mark.parametrize(
    ("move", "why"),
    [("a1", "illegal: the point is taken"), ("banana split", "not a move at all")],
)
async def test_a_refused_move_is_answered_with_the_board_and_a_reply_to_that_works(
    mail_world: MailWorld, move: str, why: str
) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    await play(world, ALICE, game_id, 0, "a1")
    turn = await world.turn_mail(BOB, game_id, 1)
    before = to_player(world, BOB)
    key = new_key()
    await send(with_id(reply(turn, ADDRESS[BOB], move), key), world.port)
    assert "Not done" in await seen.settled(key)
    answer = await world.outside.wait_for(ADDRESS[BOB], after=before)
    assert str(answer["Subject"]) == f"Not done: game #{game_id}"
    text = text_of(answer)
    assert f'"{move}" was not done:' in text, why
    reason = text.split("was not done:", 1)[1].split("The board as it stands", 1)[0].strip()
    assert len(reason) > 5, f"no reason given: {text!r}"
    await shows_board(world, answer, BOB, game_id)
    assert await log_of(world, game_id) == ["a1"]
    assert len(world.outside.to(ADDRESS[BOB])) == before + 1  # one answer, nothing else
    assert local_part(answer) == world.channel.sign(Token("m", BOB, game_id, 1))
    await world.answer(answer, BOB, "b2")  # the answer's Reply-To plays the next move
    await at_ply(world, game_id, 2)
    assert await log_of(world, game_id) == ["a1", "b2"]


async def test_a_reply_to_an_old_ply_plays_nothing(mail_world: MailWorld) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    first = await world.turn_mail(ALICE, game_id, 0)
    await world.answer(first, ALICE, "a1")
    await at_ply(world, game_id, 1)
    await play(world, BOB, game_id, 1, "b1")
    await world.turn_mail(ALICE, game_id, 2)
    before = to_player(world, ALICE)
    key = new_key()  # c1 is legal now: only the ply in the address stops it
    await send(with_id(reply(first, ADDRESS[ALICE], "c1"), key), world.port)
    assert "Not done" in await seen.settled(key)
    answer = await world.outside.wait_for(ADDRESS[ALICE], after=before)
    text = text_of(answer)
    assert "meant for ply 0" in text and "at ply 2 now" in text and "Nothing was played" in text
    assert await log_of(world, game_id) == ["a1", "b1"]
    await shows_board(world, answer, ALICE, game_id)


async def test_one_message_delivered_twice_is_one_move_and_one_answer(
    mail_world: MailWorld,
) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    before = to_player(world, ALICE)
    key = new_key()
    message = with_id(reply(turn, ADDRESS[ALICE], "e5"), key)
    await send(message, world.port)
    await send(message, world.port)  # the sending MTA did not hear our 250 and retries
    assert (await seen.settled(key)).startswith("m ")
    await send(message, world.port)  # and once more, after it was acted on
    await seen.drained()
    assert [row["message_key"] for row in await seen.inbound()].count(key) == 1
    assert await log_of(world, game_id) == ["e5"]
    played = [m for m in world.outside.to(ADDRESS[ALICE])[before:] if "Played" in str(m["Subject"])]
    assert len(played) == 1
    assert len(world.outside.to(ADDRESS[ALICE])) == before + 1


def tampered(local: str) -> str:
    """``local`` with the last character of its signature changed (still base32)."""
    last = local[-1]
    return local[:-1] + ("a" if last != "a" else "b")


def made_out_to(local: str, user: int, game_id: int) -> str:
    """A token of the same shape, signature kept, made out to another user and game."""
    kind, _, _, ply, signature = local.split("-")
    return f"{kind}-{user}-{game_id}-{ply}-{signature}"


async def refused_at_rcpt(world: MailWorld, message: EmailMessage, sender: str, to: str) -> str:
    """What the listener answers ``RCPT TO:<to>`` with, the message never sent."""
    with pytest.raises(aiosmtplib.SMTPRecipientsRefused) as refused:
        await send(message, world.port, sender=sender, recipients=[to])
    (error,) = refused.value.recipients
    return f"{error.code} {error.message}"


@pytest.mark.parametrize(
    ("forge", "writer"),
    [
        ("tampered", "a player"),
        ("other user", "a stranger"),
        ("other game", "a player"),
        ("another key", "a player"),
    ],
)
async def test_a_forged_token_is_refused_at_rcpt_and_no_one_is_mailed(
    mail_world: MailWorld, forge: str, writer: str
) -> None:
    """Issue 35, item 6: before, a forged address from a player's address (a forged From
    would do) was answered "Not a Postboard address", quoting it: a stranger could make
    the bot mail any player. Now the listener refuses the recipient, so nothing is
    received, kept or answered, whoever the From claims."""
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    local = local_part(turn)
    fake = {
        "tampered": tampered(local),
        "other user": made_out_to(local, BOB, game_id),
        "other game": made_out_to(local, ALICE, game_id + 1),
        "another key": sign(Token("m", ALICE, game_id, 0), b"not the server's secret"),
    }[forge]
    assert fake != local
    sender = ADDRESS[ALICE] if writer == "a player" else STRANGER
    received, queued = len(world.outside.received), await seen.queued()
    message = with_id(reply(turn, sender, "a1"), key := new_key())
    message.replace_header("To", at_domain(fake))
    answer = await refused_at_rcpt(world, message, sender, at_domain(fake))
    assert answer == "550 5.1.1 Not a reply address: answer one of your Postboard mails"
    assert not await seen.kept(key)
    assert await log_of(world, game_id) == []
    await seen.drained()
    assert await seen.queued() == queued
    assert len(world.outside.received) == received


@pytest.mark.parametrize("writer", ["a stranger", "the other player"])
async def test_a_reply_not_from_the_players_address_changes_nothing_and_is_not_answered(
    mail_world: MailWorld, writer: str
) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    sender = STRANGER if writer == "a stranger" else ADDRESS[BOB]
    received, queued = len(world.outside.received), await seen.queued()
    key = new_key()
    await send(with_id(reply(turn, sender, "a1"), key), world.port)
    assert await seen.settled(key) == "sender is not the player's verified address: dropped"
    assert await log_of(world, game_id) == []
    assert await seen.queued() == queued
    assert len(world.outside.received) == received
    # the token itself is fine: the same reply from alice plays
    await world.answer(turn, ALICE, "a1")
    await at_ply(world, game_id, 1)
