"""Real mail servers on loopback for the e-mail tests.

``OutsideWorld`` is the rest of the Internet's mail: an aiosmtpd server that the bot
sends to (its ``POSTBOARD_SMTP_URL``) and that keeps every message, parsed, per
recipient. ``send`` is a player's mail client: a real SMTP client (aiosmtplib)
talking to the bot's own listener.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from email.utils import make_msgid
from typing import Any, cast

import aiosmtplib
from aiosmtpd.smtp import SMTP, Envelope, Session


class OutsideWorld:
    """An SMTP server on 127.0.0.1 that accepts everything and keeps it; ``refusing``
    makes it answer 421 (down for a while) to every message, and ``delay`` makes it take
    that many seconds over each one before it answers (a slow relay)."""

    def __init__(self) -> None:
        self.received: list[EmailMessage] = []
        self.refusing = False
        self.delay = 0.0
        self._server: asyncio.Server | None = None
        self._arrived = asyncio.Condition()

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        world = self

        class Handler:
            async def handle_DATA(  # noqa: N802
                self, server: SMTP, session: Session, envelope: Envelope
            ) -> str:
                await asyncio.sleep(world.delay)
                if world.refusing:
                    return "421 4.3.2 Service not available, try later"
                raw = envelope.original_content or b""
                message = cast(EmailMessage, message_from_bytes(raw, policy=default))
                async with world._arrived:
                    world.received.append(message)
                    world._arrived.notify_all()
                return "250 OK"

        def protocol() -> Any:
            return SMTP(Handler(), hostname="outside.test", loop=loop)

        self._server = await loop.create_server(protocol, "127.0.0.1", 0)

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.sockets[0].getsockname()[1])

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    def to(self, address: str) -> list[EmailMessage]:
        return [m for m in self.received if str(m["To"]).lower() == address.lower()]

    async def wait_for(
        self,
        address: str,
        match: Callable[[EmailMessage], bool] = lambda m: True,
        *,
        after: int = 0,
        timeout: float = 30,
    ) -> EmailMessage:
        """The first mail to ``address`` (after the first ``after`` of them) that matches.
        ``timeout`` only bounds a failure: with the suite on both cores and the machine
        busy, 10 s was once too short for a mail the bot did send."""

        def found() -> EmailMessage | None:
            for message in self.to(address)[after:]:
                if match(message):
                    return message
            return None

        async with self._arrived:
            await asyncio.wait_for(self._arrived.wait_for(lambda: found() is not None), timeout)
        result = found()
        assert result is not None
        return result


def text_of(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain",))
    assert part is not None
    return cast(str, cast(EmailMessage, part).get_content()).replace("\r\n", "\n")


def reply_to(message: EmailMessage) -> str:
    return str(message["Reply-To"].addresses[0].addr_spec)


def reply(
    to: EmailMessage, sender: str, text: str, *, quote: bool = True, message_id: str | None = None
) -> EmailMessage:
    """What a mail client makes of "Reply": the text on top, the original quoted below."""
    answer = EmailMessage()
    answer["From"] = sender
    answer["To"] = reply_to(to)
    answer["Subject"] = f"Re: {to['Subject']}"
    answer["Message-ID"] = message_id or make_msgid(domain="player.test")
    answer["In-Reply-To"] = str(to["Message-ID"])
    body = text
    if quote:
        quoted = "\n".join(f"> {line}" for line in text_of(to).splitlines())
        body += f"\n\nOn Mon, 1 Jun 2026 at 10:00, Postboard <play@play.test> wrote:\n{quoted}\n"
    answer.set_content(body)
    return answer


async def send(
    message: EmailMessage | bytes,
    port: int,
    *,
    sender: str | None = None,
    recipients: list[str] | None = None,
) -> None:
    """Hand a message to the bot's listener, as a mail server on the Internet would."""
    if isinstance(message, bytes):
        assert sender is not None and recipients is not None
        await aiosmtplib.send(
            message, hostname="127.0.0.1", port=port, sender=sender, recipients=recipients
        )
        return
    await aiosmtplib.send(
        message, hostname="127.0.0.1", port=port, sender=sender, recipients=recipients
    )
