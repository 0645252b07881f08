"""Sends the queued mail: claimed with a lease, sent, marked; retried with backoff.

Mail is queued in the same transaction as what causes it, so sending is a loop
over the queue and a move never waits for SMTP. A row is claimed for a while
before it is sent: a sender killed mid-send leaves it to be claimed again when
the lease runs out, and the mail then goes out with the same Message-ID; a sender
that is merely slow keeps its claim renewed while it sends (``mail.leases``), so in
normal operation no mail goes out twice, however slow the relay. An
SMTP server that is down or refuses for a while delays mail, it loses none: each
failure waits twice as long as the last, up to an hour, and a mail that still
fails after about a day and a half of tries is given up (and logged).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from email.message import EmailMessage

import aiosmtplib

from mail.compose import build
from mail.config import MailConfig, SmtpServer
from mail.leases import Held
from mail.letters import Letters, OutOfDate
from mail.tokens import Token
from service import Service
from service.errors import ServiceError
from service.mailing.queue import OutboundMail

log = logging.getLogger("postboard.mail")

LEASE = timedelta(minutes=2)
BATCH = 20
MAX_WAIT = timedelta(hours=1)
GIVE_UP_AFTER = 40  # attempts: about a day and a half of hourly tries

Transport = Callable[[EmailMessage], Awaitable[None]]


def smtp_transport(server: SmtpServer) -> Transport:
    """Hands each message to ``server`` with aiosmtplib (plain, STARTTLS or TLS)."""

    async def send(message: EmailMessage) -> None:
        await aiosmtplib.send(
            message,
            hostname=server.host,
            port=server.port,
            username=server.username,
            password=server.password,
            use_tls=server.security == "tls",
            start_tls=True if server.security == "starttls" else False,
            timeout=30,
        )

    return send


class MailSender:
    def __init__(
        self,
        service: Service,
        config: MailConfig,
        letters: Letters,
        sign: Callable[[Token], str],
        transport: Transport,
    ) -> None:
        self._service = service
        self._config = config
        self._letters = letters
        self._sign = sign
        self._transport = transport
        self._wake = asyncio.Event()
        self._stopping = False

    def wake(self) -> None:
        """Look at the queue now (something was just queued) rather than at the next tick."""
        self._wake.set()

    def stop(self) -> None:
        """Finish the mail in hand, then leave ``run``: a stop never depends on a
        cancellation reaching the loop (on 3.11 a library's ``wait_for`` can swallow one)."""
        self._stopping = True
        self._wake.set()

    async def run(self, tick: float = 2.0) -> None:
        """Send what is due until stopped; wakes at ``tick`` or when woken."""
        while not self._stopping:
            self._wake.clear()
            try:
                while not self._stopping and await self.send_due():
                    pass
            except Exception:
                log.exception("sending mail failed; trying again shortly")
            if self._stopping:
                return
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(tick):
                    await self._wake.wait()

    async def send_due(self) -> int:
        """Claim and send one batch of due mail; how many rows were claimed."""
        claimed = await self._service.mailbox.claim(LEASE, BATCH)
        for mail in claimed:
            await self._send_one(mail)
        return len(claimed)

    async def _send_one(self, mail: OutboundMail) -> None:
        """Send one claimed mail, holding its claim throughout: the batch's lease may have
        run out by its turn (another sender then has it, and this one leaves it), and a
        relay slower than the lease must not let another sender take it mid-send."""
        mailbox = self._service.mailbox
        assert mail.claimed_until is not None, "a claimed mail carries its lease"
        held = await mailbox.renew(mail.id, mail.claimed_until, LEASE)
        if held is None:
            log.info("mail %s was claimed by another sender when its lease ran out", mail.id)
            return

        async def renew(until: datetime) -> datetime | None:
            return await mailbox.renew(mail.id, until, LEASE)

        async with Held(renew, held, LEASE, f"mail {mail.id}"):
            settled = await self._attempt(mail)
        if isinstance(settled, Exception):
            await self._failed(mail, settled)
            return
        await mailbox.sent(mail.id, settled)
        if settled == "sent":
            log.info("mail %s (%s) sent to user %s", mail.id, mail.kind, mail.user_id)

    async def _attempt(self, mail: OutboundMail) -> str | Exception:
        """Write and send ``mail``: the outcome it is settled with, or the error to try
        again after."""
        if mail.address is None:
            return "no address"
        try:
            message = await self._message(mail)
        except OutOfDate:
            return "out of date"
        except ServiceError as gone:
            return f"nothing to say: {gone}"
        except Exception as error:  # a bug in one mail must not hold up the others
            log.exception("could not write mail %s (%s)", mail.id, mail.kind)
            return error
        try:
            await self._transport(message)
        except (aiosmtplib.SMTPException, OSError, TimeoutError) as error:
            return error
        return "sent"

    async def _message(self, mail: OutboundMail) -> EmailMessage:
        assert mail.address is not None
        letter = await self._letters.letter(mail)
        return build(
            letter,
            mail_id=mail.id,
            to=mail.address,
            sender=self._config.sender,
            domain=self._config.domain,
            unsubscribe=self._sign(Token("u", mail.user_id, 0, 0)),
            now=self._service.ctx.clock(),
        )

    async def _failed(self, mail: OutboundMail, error: Exception) -> None:
        mailbox = self._service.mailbox
        if mail.attempts >= GIVE_UP_AFTER:
            await mailbox.sent(mail.id, f"given up: {error}")
            log.warning("mail %s given up: %s", mail.id, error)
            return
        wait = min(
            timedelta(seconds=self._config.retry_seconds * 2 ** (mail.attempts - 1)), MAX_WAIT
        )
        await mailbox.retry(mail.id, wait, str(error))
        log.info("mail %s not sent (%s); next try in %s", mail.id, error, wait)


async def probe(server: SmtpServer) -> str:
    """Connect, say EHLO, secure and log in as a send would, and leave without sending:
    what ``postboard check`` reports. Raises what a send would raise."""
    client = aiosmtplib.SMTP(
        hostname=server.host,
        port=server.port,
        use_tls=server.security == "tls",
        start_tls=True if server.security == "starttls" else False,
        timeout=10,
    )
    async with client:
        if server.username is not None:
            await client.login(server.username, server.password or "")
    login = f" as {server.username}" if server.username else ""
    return f"the SMTP server at {server.host}:{server.port} answers{login}"
