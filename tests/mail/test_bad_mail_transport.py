"""Issue 17, bad input by mail: what arrives too big, broken, oddly encoded, or from a robot.

Sent as bytes on the wire (``raw_mail``) to the bot's real listener, from a real
SMTP client: mail over 1 MB is refused at SMTP time; broken MIME neither crashes
nor stops the listener; every common encoding of a reply is read; and
auto-replies and bounces are never answered, so two robots never mail each
other forever.
"""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator

import aiosmtplib
import pytest

from mail.config import MAX_MESSAGE
from tests.mail.bad_input import (
    Witness,
    at_ply,
    deliver,
    log_of,
    new_key,
    pinch,
    quiet,
    raw_mail,
    to_player,
    until,
)
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld
from tests.mail.mailbox import reply_to, text_of

MOVE = "e5"


@pytest.fixture(autouse=True)
async def end_quiet(mail_world: MailWorld) -> AsyncIterator[None]:
    """Each test ends with nothing in flight (see ``bad_input.quiet``)."""
    yield
    await quiet(mail_world)


def oversized(sender: str, to: str, key: str) -> bytes:
    """A reply with the move on top and over 1 MB of text below (lines of 76)."""
    filler = ("x" * 75 + "\n") * (MAX_MESSAGE // 76 + 100)
    return raw_mail(sender=sender, to=to, key=key, body=f"{MOVE}\n\n{filler}")


async def test_mail_over_1_mb_is_refused_when_its_size_is_announced(mail_world: MailWorld) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    to = reply_to(await world.turn_mail(ALICE, game_id, 0))
    key = new_key()
    with pytest.raises(aiosmtplib.SMTPResponseException) as refused:
        await deliver(
            oversized(ADDRESS[ALICE], to, key), world.port, envelope_from=ADDRESS[ALICE], to=to
        )
    assert refused.value.code == 552
    assert not await seen.kept(key)
    await _still_listening(world, game_id, to)


async def test_mail_over_1_mb_is_refused_at_data_when_its_size_was_not_announced(
    mail_world: MailWorld,
) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    to = reply_to(await world.turn_mail(ALICE, game_id, 0))
    key = new_key()
    async with aiosmtplib.SMTP(hostname="127.0.0.1", port=world.port) as client:
        await client.ehlo()
        await client.mail(ADDRESS[ALICE])  # no SIZE=: the listener finds out at DATA
        await client.rcpt(to)
        with pytest.raises(aiosmtplib.SMTPDataError) as refused:
            await client.data(oversized(ADDRESS[ALICE], to, key))
    assert refused.value.code == 552
    assert not await seen.kept(key)
    assert await seen.inbound() == []
    await _still_listening(world, game_id, to)


async def until_logged(world: MailWorld, game_id: int, move: str) -> None:
    async def logged() -> bool:
        return move in await log_of(world, game_id)

    await until(logged, f"{move} is played in game {game_id}")


async def _still_listening(world: MailWorld, game_id: int, to: str) -> None:
    """A normal reply after the refused one is played."""
    small = raw_mail(sender=ADDRESS[ALICE], to=to, key=new_key(), body=MOVE)
    await deliver(small, world.port, envelope_from=ADDRESS[ALICE], to=to)
    await at_ply(world, game_id, 1)
    assert await log_of(world, game_id) == [MOVE]


BROKEN = {
    "multipart without boundary": (
        "multipart/mixed",
        f"{MOVE}\n\nSent from a program that forgot the boundary\n",
        "played",
    ),
    "multipart with the wrong boundary": (
        'multipart/alternative; boundary="not-the-one-used"',
        f"--actual-one\nContent-Type: text/plain; charset=utf-8\n\n{MOVE}\n--actual-one--\n",
        "played",
    ),
    "multipart never closed": (
        'multipart/mixed; boundary="cut"',
        f"--cut\nContent-Type: text/plain\n\n{MOVE}\n\n> quoted, and the mail ends here",
        "played",
    ),
    "garbage headers, unknown charset and encoding": (
        "text/plain; charset=x-no-such-charset",
        f"{MOVE}\n",
        "played",
    ),
    "nothing but an attachment": (
        'multipart/mixed; boundary="b"',
        "--b\nContent-Type: application/octet-stream\nContent-Disposition: attachment;"
        ' filename="move.bin"\nContent-Transfer-Encoding: base64\n\nAAECAwQ=\n--b--\n',
        "no move",
    ),
    "no content type at all, and empty": (None, "", "no move"),
}
GARBAGE_HEADERS = [
    "Content-Transfer-Encoding: x-made-up",
    "X-Garbage: \udcff\udcfe broken \udc80",
    "Subject: =?utf-8?q?unterminated encoded word",
    "Date: the day after tomorrow",
    "Reply-To: <<<>>>@@",
    "X-Long: " + "y" * 900,
]


@pytest.mark.parametrize("case", list(BROKEN))
async def test_broken_mime_is_read_or_answered_and_the_listener_goes_on(
    mail_world: MailWorld, case: str
) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    turn = await world.turn_mail(ALICE, game_id, 0)
    to = reply_to(turn)
    content_type, body, expected = BROKEN[case]
    headers = GARBAGE_HEADERS if "garbage" in case else ()
    before = to_player(world, ALICE)
    key = new_key()
    raw = raw_mail(
        sender=ADDRESS[ALICE], to=to, key=key, content_type=content_type, body=body, headers=headers
    )
    await deliver(raw, world.port, envelope_from=ADDRESS[ALICE], to=to)
    outcome = await seen.settled(key)
    assert not outcome.startswith("failed"), outcome
    answer = await world.outside.wait_for(ADDRESS[ALICE], after=before)
    assert to_player(world, ALICE) == before + 1
    if expected == "played":
        assert str(answer["Subject"]).startswith(f"Played: {MOVE}")
        assert await log_of(world, game_id) == [MOVE]
        player, follow = BOB, await world.turn_mail(BOB, game_id, 1)
    else:
        assert str(answer["Subject"]) == "No move found"
        assert "Nothing was played" in text_of(answer)
        assert await log_of(world, game_id) == []
        player, follow = ALICE, answer  # its Reply-To takes a move
    await world.answer(follow, player, "a9")  # the next mail, well-formed, is played
    await until_logged(world, game_id, "a9")


def _gmail_html(move: str) -> bytes:
    return (
        '<html><head><style>p{color:red}</style></head><body><div dir="ltr">'
        f'{move}</div><br><div class="gmail_quote"><div dir="ltr">On Mon, 1 Jun 2026 at'
        " 10:00, Postboard &lt;play@play.test&gt; wrote:<br></div><blockquote"
        ' class="gmail_quote">Your move (ply 0)<br>Reply with your move.</blockquote></div>'
        "</body></html>\n"
    ).encode()


ENCODED = {
    "html only": ("text/html; charset=utf-8", None, _gmail_html(MOVE)),
    "quoted-printable": (
        "text/plain; charset=utf-8",
        "quoted-printable",
        b"Bonjour Ren=C3=A9,\n\n=\ne=\n5=C2=A0\n\nMerci =E2=80=94 =C3=A0 bient=C3=B4t\n",
    ),
    "base64": (
        "text/plain; charset=utf-8",
        "base64",
        base64.encodebytes(f"Hallo Jürgen,\n\n{MOVE}\n\nGrüße\n".encode()),
    ),
    "iso-8859-1": (
        "text/plain; charset=iso-8859-1",
        "8bit",
        f"Hallo Jürgen,\n\n\xa0{MOVE}\xa0\n\nViele Grüße\n".encode("iso-8859-1"),
    ),
    "windows-1252": (
        "text/plain; charset=windows-1252",
        "8bit",
        f"Hi “Bob”,\n\n{MOVE}\xa0\n\n– that’s €5 I owe you\n".encode("windows-1252"),
    ),
    "shift_jis": (
        "text/plain; charset=shift_jis",
        "8bit",
        f"{MOVE}\u3000\n\nよろしくお願いします。\n".encode("shift_jis"),
    ),
}


@pytest.mark.parametrize("encoding", list(ENCODED))
async def test_a_move_in_any_common_encoding_is_read_and_played(
    mail_world: MailWorld, encoding: str
) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    to = reply_to(await world.turn_mail(ALICE, game_id, 0))
    content_type, cte, body = ENCODED[encoding]
    headers = [f"Content-Transfer-Encoding: {cte}"] if cte else []
    key = new_key()
    raw = raw_mail(
        sender=ADDRESS[ALICE], to=to, key=key, content_type=content_type, body=body, headers=headers
    )
    await deliver(raw, world.port, envelope_from=ADDRESS[ALICE], to=to)
    outcome = await seen.outcome(key)
    assert await log_of(world, game_id) == [MOVE], outcome


DSN = (
    'multipart/report; report-type=delivery-status; boundary="dsn"',
    "--dsn\nContent-Type: text/plain\n\ne5\n\nYour message could not be delivered.\n"
    "--dsn\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; player.test\n\n"
    "Final-Recipient: rfc822; someone@play.test\nAction: failed\nStatus: 5.1.1\n--dsn--\n",
)
ROBOTS: dict[str, tuple[str | None, str, list[str], tuple[str, str] | None]] = {
    # name: (envelope sender, From, extra headers, (content type, body) or None)
    "Auto-Submitted: auto-replied": (None, "alice", ["Auto-Submitted: auto-replied"], None),
    "Precedence: bulk": (None, "alice", ["Precedence: bulk"], None),
    "Precedence: junk": (None, "alice", ["Precedence: junk"], None),
    "Precedence: list": (None, "alice", ["Precedence: list"], None),
    "null envelope sender": ("", "alice", [], None),
    "From MAILER-DAEMON": (None, "MAILER-DAEMON@player.test", [], None),
    "multipart/report DSN": (None, "alice", [], DSN),
}


@pytest.mark.parametrize("robot", list(ROBOTS))
async def test_auto_replies_and_bounces_are_never_answered_and_change_nothing(
    mail_world: MailWorld, robot: str
) -> None:
    world, seen = mail_world, Witness(mail_world)
    game_id = await pinch(world)
    to = reply_to(await world.turn_mail(ALICE, game_id, 0))
    envelope, sender, headers, content = ROBOTS[robot]
    sender = ADDRESS[ALICE] if sender == "alice" else sender
    content_type, body = content or ("text/plain; charset=utf-8", f"{MOVE}\n\nI am away.\n")
    received, queued = len(world.outside.received), await seen.queued()
    key = new_key()
    raw = raw_mail(
        sender=sender, to=to, key=key, content_type=content_type, body=body, headers=headers
    )
    await deliver(raw, world.port, envelope_from=ADDRESS[ALICE] if envelope is None else "", to=to)
    outcome = await seen.settled(key)
    assert outcome.startswith("automatic"), outcome
    assert await log_of(world, game_id) == []
    assert await seen.queued() == queued
    assert len(world.outside.received) == received
