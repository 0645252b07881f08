"""Helpers for the bad-mail tests (issue 17): raw messages, SMTP spoken as a sending
server speaks it, and what the bot's database says about the mail it received.

``Witness`` reads the bot's database with plain SQL through the store's own
database handle, on either engine, as ``tests/postboard/drill_db`` reads the
file: whether a message was kept, what the postmaster made of it (the
``mail_inbound.outcome`` column) and what it queued, without asking the bot to
report on itself. "Nothing happened" is then proven without fixed sleeps: the
inbound row is done (every answer it causes is queued by then), the outgoing
queue is empty (every queued mail has reached the outside server), and no new
mail arrived.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid

import aiosmtplib

from storage.rows import Row
from storage.sql.db import Db
from storage.sql.store import SqlStore
from tests.mail.conftest import ADDRESS, DOMAIN, MailWorld
from tests.mail.mailbox import reply_to, text_of

STRANGER = "mallory@elsewhere.test"


async def until(condition: Callable[[], Awaitable[bool]], what: str, timeout: float = 5.0) -> None:
    """Wait until ``condition`` holds, looking every 10 ms."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not await condition():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting until {what}")
        await asyncio.sleep(0.01)


@dataclass
class Witness:
    """What the bot's database says, read beside the running bot through its store's
    own handle (the same SQL on SQLite and PostgreSQL). The columns read are text and
    integers on both engines: ids, keys, outcomes, and times as integer microseconds."""

    world: MailWorld

    @property
    def _db(self) -> Db:
        store = self.world.service.ctx.store
        assert isinstance(store, SqlStore), store
        return store._db

    async def _rows(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        return await self._db.fetch_all(sql, tuple(params))

    async def inbound(self) -> list[Row]:
        """Every received message kept, oldest first."""
        return await self._rows("SELECT * FROM mail_inbound ORDER BY received_at, message_key")

    async def kept(self, key: str) -> bool:
        return bool(await self._rows("SELECT 1 FROM mail_inbound WHERE message_key = ?", (key,)))

    async def queued(self) -> int:
        """How many mails were ever queued to be sent (sent or not)."""
        return int((await self._rows("SELECT count(*) FROM mail_outbox"))[0][0])

    async def outbox(self, mail_id: int) -> Row:
        """The queue row a mail was sent from."""
        return (await self._rows("SELECT * FROM mail_outbox WHERE id = ?", (mail_id,)))[0]

    async def outcome(self, key: str, timeout: float = 5.0) -> str:
        """What the postmaster made of the message kept as ``key``, once it is done."""
        sql = "SELECT done_at, outcome FROM mail_inbound WHERE message_key = ?"

        async def done() -> bool:
            rows = await self._rows(sql, (key,))
            return bool(rows) and rows[0]["done_at"] is not None

        await until(done, f"received mail {key!r} is acted on", timeout)
        return str((await self._rows(sql, (key,)))[0]["outcome"])

    async def drained(self) -> None:
        """Every queued mail has been handed to the outside server (or dropped)."""

        async def empty() -> bool:
            return await self.world.service.mailbox.waiting() == 0

        await until(empty, "the outgoing mail queue is empty")

    async def settled(self, key: str) -> str:
        """The message ``key`` is acted on and everything it caused has been sent."""
        outcome = await self.outcome(key)
        await self.drained()
        return outcome


def new_key() -> str:
    """A fresh Message-ID as the bot keys it: without the angle brackets."""
    return make_msgid(domain="player.test")[1:-1]


def raw_mail(
    *,
    sender: str,
    to: str,
    body: bytes | str,
    key: str | None = None,
    content_type: str | None = "text/plain; charset=utf-8",
    headers: Sequence[str] = (),
    subject: str = "Re: your move",
) -> bytes:
    """A message as bytes on the wire, every header and byte as given: what a mail
    program that gets MIME wrong, or a robot, sends. ``key`` None: no Message-ID;
    surrogate escapes in ``headers`` go out as the raw bytes they stand for."""
    lines = [
        f"From: {sender}",
        f"To: {to}",
        f"Subject: {subject}",
        f"Date: {format_datetime(datetime(2026, 6, 1, 10, 0, tzinfo=UTC))}",
    ]
    if key is not None:
        lines.append(f"Message-ID: <{key}>")
    lines.append("MIME-Version: 1.0")
    if content_type is not None:
        lines.append(f"Content-Type: {content_type}")
    lines.extend(headers)
    data = body.encode() if isinstance(body, str) else body
    head = "\r\n".join(lines).encode("utf-8", "surrogateescape")  # raw bytes as given
    return head + b"\r\n\r\n" + data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")


async def deliver(raw: bytes, port: int, *, envelope_from: str, to: str) -> None:
    """Hand ``raw`` to the listener as a mail server would: ``envelope_from`` ``""`` is
    the null sender ``MAIL FROM:<>`` of a bounce."""
    async with aiosmtplib.SMTP(hostname="127.0.0.1", port=port) as client:
        await client.sendmail(envelope_from, [to], raw)


def with_id(message: EmailMessage, key: str) -> EmailMessage:
    """``message`` with its Message-ID replaced by ``<key>``."""
    del message["Message-ID"]
    message["Message-ID"] = f"<{key}>"
    return message


def local_part(message: EmailMessage) -> str:
    """The local part of the Reply-To of one of the bot's mails (its signed token)."""
    return reply_to(message).rpartition("@")[0]


def at_domain(local: str) -> str:
    return f"{local}@{DOMAIN}"


def attachments(message: EmailMessage) -> list[EmailMessage]:
    return [part for part in message.iter_attachments() if isinstance(part, EmailMessage)]


async def shows_board(world: MailWorld, message: EmailMessage, user: int, game_id: int) -> None:
    """``message`` shows ``game_id`` as ``user`` sees it now: a PNG attached, and the
    text diagram in its plain text."""
    pngs = [part for part in attachments(message) if part.get_content_type() == "image/png"]
    assert pngs, "no board picture attached"
    assert bytes(pngs[0].get_content()).startswith(b"\x89PNG")
    view = await world.service.games.seat_view(game_id, user)
    text = text_of(message)
    for line in view.diagram.splitlines():
        if line.strip():
            assert line.rstrip() in text, f"diagram line {line!r} not in the mail"


def to_player(world: MailWorld, user: int) -> int:
    """How many mails the player has been sent so far (for ``wait_for(after=…)``)."""
    return len(world.outside.to(ADDRESS[user]))


PINCH = {"size": 9}
"""Pinch on a 9x9 board: alice moves first, and a point once taken cannot be taken
again, so an illegal move is easy to write."""


async def pinch(world: MailWorld) -> int:
    return await world.new_game("pinch", PINCH)


async def log_of(world: MailWorld, game_id: int) -> list[str]:
    return [move.notation for move in await world.service.ctx.store.moves(game_id)]


async def at_ply(world: MailWorld, game_id: int, ply: int) -> None:
    async def there() -> bool:
        return (await world.service.ctx.store.get_game(game_id)).ply == ply

    await until(there, f"game {game_id} is at ply {ply}")


async def play(world: MailWorld, user: int, game_id: int, ply: int, move: str) -> None:
    """``user`` plays ``move`` by replying to their turn mail for ``ply``."""
    await world.answer(await world.turn_mail(user, game_id, ply), user, move)
    await at_ply(world, game_id, ply + 1)


async def quiet(world: MailWorld) -> None:
    """Every received message acted on and every queued mail sent: nothing left that
    wakes the channel's loops. Tests end so, and the channel stops from rest (on
    Python 3.11 a wake-up that lands as it stops can swallow the cancellation:
    ``test_bad_mail_shutdown``)."""
    seen = Witness(world)

    async def acted_on() -> bool:
        return all(row["done_at"] is not None for row in await seen.inbound())

    await until(acted_on, "every received mail is acted on")
    await seen.drained()
