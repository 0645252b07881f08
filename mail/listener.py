"""The built-in SMTP listener (``POSTBOARD_MAIL_LISTEN``): mail for ``*@POSTBOARD_MAIL_DOMAIN``.

aiosmtpd's SMTP protocol served on the bot's own event loop, so received mail is
kept in the same database as everything else before the sending server hears
``250``: once accepted, a message cannot be lost, and a database that cannot
take it answers ``451`` so the sender tries again later. Recipients that are not
reply addresses are refused at ``RCPT`` (no open relay, no junk), and a message over
``MAX_MESSAGE`` or beyond the structure bounds at ``DATA`` (the size is aiosmtpd's limit,
also announced in ``EHLO``).
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

log = logging.getLogger("postboard.mail")


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


async def start_listener(
    postmaster: Postmaster, host: str, port: int, domain: str, kept: Callable[[], None]
) -> asyncio.Server:
    """Serve SMTP on ``host:port`` until the returned server is closed."""
    loop = asyncio.get_running_loop()
    handler = Handler(postmaster, domain, kept)

    def protocol() -> Any:
        return SMTP(
            handler,
            data_size_limit=MAX_MESSAGE,
            hostname=domain,
            enable_SMTPUTF8=True,
            loop=loop,
        )

    server = await loop.create_server(protocol, host, port)
    bound = server.sockets[0].getsockname()[1] if server.sockets else port
    log.info("listening for mail to *@%s on %s:%s", domain, host, bound)
    return server
