"""The built-in SMTP listener (``POSTBOARD_MAIL_LISTEN``): mail for ``*@POSTBOARD_MAIL_DOMAIN``.

aiosmtpd's SMTP protocol served on the bot's own event loop, so received mail is
kept in the same database as everything else before the sending server hears
``250``: once accepted, a message cannot be lost, and a database that cannot
take it answers ``451`` so the sender tries again later. Recipients that are not
reply addresses are refused at ``RCPT`` (no open relay, no junk), and a message over
``MAX_MESSAGE`` or beyond the structure bounds at ``DATA`` (the size is aiosmtpd's limit,
also announced in ``EHLO``).

Connections are capped (``service.running.connections``), in all and per client address;
one over a cap hears ``421 4.7.0`` and is closed, and its sender tries again later,
as it would for a busy server. A client that says nothing for ``IDLE_SECONDS`` (a
command line, or a whole message after ``DATA``) is dropped: aiosmtpd's default, five
minutes a command, let idle connections hold every file the process had.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from aiosmtpd.smtp import SMTP, Envelope, Session

from mail.config import MAX_MESSAGE
from mail.postmaster import Postmaster
from mail.screening import Refused
from service.running.connections import Admission, ConnectionGate, listen, listener_cap, refuse

log = logging.getLogger("postboard.mail")

IDLE_SECONDS = 60.0
"""How long the listener waits for a command line, or for a message after ``DATA``
(``MAX_MESSAGE`` at 9 KB/s); RFC 5321's five minutes were meant for servers that trust
their clients."""
CEILING = 256
"""Connections at most, whatever the open-file limit: replies to turn mails come one
by one, and a relay's queue waits when told 421."""
PER_ADDRESS = 20
"""Connections from one address: a relay delivering its queue opens up to 20 at once
(Postfix's default per destination)."""
TOO_MANY = b"421 4.7.0 Too many connections; try again later\r\n"


class Handler:
    """aiosmtpd's handler hooks: which recipients are ours, and keeping what arrives."""

    def __init__(self, postmaster: Postmaster, domain: str, kept: Callable[[], None]) -> None:
        self._postmaster = postmaster
        self._domain = domain
        self._kept = kept

    async def handle_RCPT(  # noqa: N802 -- aiosmtpd's hook name
        self,
        server: SMTP,
        session: Session,
        envelope: Envelope,
        address: str,
        rcpt_options: list[str],
    ) -> str:
        refusal = self._postmaster.recipient_refusal(address)
        if refusal is not None:
            return refusal
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(  # noqa: N802 -- aiosmtpd's hook name
        self, server: SMTP, session: Session, envelope: Envelope
    ) -> str:
        raw = envelope.original_content or b""
        if isinstance(envelope.content, bytes) and not raw:
            raw = envelope.content
        sender = envelope.mail_from if envelope.mail_from is not None else None
        try:
            for recipient in envelope.rcpt_tos:
                await self._postmaster.keep(raw, recipient, sender)
        except Refused as refused:
            return refused.reply
        except Exception:
            log.exception("could not keep a received mail; the sender will try again")
            return "451 4.3.0 Cannot take mail right now; try again later"
        self._kept()
        return "250 OK"


class Doorman(asyncio.Protocol):
    """The first protocol of every connection: over a cap it says ``TOO_MANY`` and
    closes, before aiosmtpd's protocol (half a millisecond to make) is made at all;
    under the caps it hands the connection over for good (``set_protocol``) to a
    ``GatedSMTP`` holding the place. Handed over rather than wrapped because STARTTLS
    swaps the protocol under the transport again, and a wrapper would then never hear
    that the connection was lost."""

    def __init__(self, gate: ConnectionGate, smtp: Callable[[Admission], SMTP]) -> None:
        self._gate = gate
        self._smtp = smtp

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        admission = self._gate.admit(transport.get_extra_info("peername"))
        if admission is None:
            refuse(transport, TOO_MANY)
            return
        smtp = self._smtp(admission)
        transport.set_protocol(smtp)
        smtp.connection_made(transport)


class GatedSMTP(SMTP):
    """aiosmtpd's protocol, giving its connection's place under the gate back when the
    connection is lost."""

    def __init__(self, admission: Admission, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._admission = admission

    def connection_lost(self, error: Exception | None) -> None:
        self._admission.release()
        super().connection_lost(error)


async def start_listener(
    postmaster: Postmaster,
    host: str,
    port: int,
    domain: str,
    kept: Callable[[], None],
    *,
    total: int | None = None,
    per_address: int = PER_ADDRESS,
    idle_seconds: float = IDLE_SECONDS,
) -> asyncio.Server:
    """Serve SMTP on ``host:port`` until the returned server is closed: ``total``
    connections at most (None: ``listener_cap(CEILING)``), ``per_address`` from one
    client (0: no such cap)."""
    loop = asyncio.get_running_loop()
    handler = Handler(postmaster, domain, kept)
    gate = ConnectionGate(total if total is not None else listener_cap(CEILING), per_address)

    def smtp(admission: Admission) -> SMTP:
        return GatedSMTP(
            admission,
            handler,
            data_size_limit=MAX_MESSAGE,
            hostname=domain,
            enable_SMTPUTF8=True,
            timeout=idle_seconds,
            loop=loop,
        )

    server = await listen(lambda: Doorman(gate, smtp), host, port)
    bound = server.sockets[0].getsockname()[1] if server.sockets else port
    log.info(
        "listening for mail to *@%s on %s:%s (at most %d connections, %s per address)",
        domain,
        host,
        bound,
        gate.total,
        gate.per_address or "no cap",
    )
    return server
