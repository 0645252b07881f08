"""``postboard deliver``: one message on standard input, for Postfix, Exim, procmail, fetchmail.

The message is screened as the listener screens it (``mail.postmaster.keep_message``)
and kept in the database, and the running bot acts on it within
``POSTBOARD_MAIL_POLL_SECONDS``; this command never contacts Discord or an SMTP
server. Exit codes follow sysexits(3), which is what mail systems read: 0 kept
(or kept before: the same Message-ID twice is one message; or dropped: mail to
an address at the domain that is not a reply address, which a bounce would only
send back to whoever forged its sender), 65 (``EX_DATAERR``) a message refused
for good (over ``MAX_MESSAGE``, beyond the structure bounds, or no recipient at
the mail domain: the mail system bounces it), 75 (``EX_TEMPFAIL``) anything that
may pass (the database is busy, a setting is wrong): the mail system keeps the
message and tries again later, so nothing is lost while an admin fixes it.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Mapping
from email.parser import BytesHeaderParser
from email.policy import default
from email.utils import getaddresses
from typing import BinaryIO

from mail.channel import signing_key
from mail.config import MAX_MESSAGE
from mail.inbound.bounds import beyond_bounds
from mail.postmaster import keep_message
from mail.screening import SenderChecks, recipient_refusal
from postboard.settings import Settings
from service import open_service

KEPT, REFUSED, TRY_LATER = 0, 65, 75


class Refused(Exception):
    """The message can never be taken: the mail system should bounce it."""


def recipient_of(raw: bytes, domain: str, given: str | None, env: Mapping[str, str]) -> str:
    """The address at ``domain`` the message was for: as given (``--to``), as the mail
    system says (Postfix's ``ORIGINAL_RECIPIENT``/``RECIPIENT``), else from the headers
    (``Delivered-To``, ``X-Original-To``, ``To``, ``Cc``)."""
    headers = BytesHeaderParser(policy=default).parsebytes(raw)
    candidates = [given, env.get("ORIGINAL_RECIPIENT"), env.get("RECIPIENT")]
    for name in ("Delivered-To", "X-Original-To", "To", "Cc"):
        values = [str(value) for value in headers.get_all(name, [])]
        candidates += [address for _, address in getaddresses(values)]
    for candidate in candidates:
        if candidate and candidate.strip().rpartition("@")[2].lower() == domain:
            return candidate.strip()
    raise Refused(f"the message is not addressed to anyone at {domain}")


async def _keep(settings: Settings, raw: bytes, to: str | None, sender: str | None) -> str:
    config = settings.mail
    assert config is not None
    recipient = recipient_of(raw, config.domain, to, os.environ)
    envelope_sender = sender if sender is not None else os.environ.get("SENDER")
    service = await open_service(settings.database)
    try:
        key = await signing_key(service, config)
        if recipient_refusal(recipient, config.domain, key) is not None:
            return "not a reply address; dropped"
        checks = SenderChecks.of(config)
        kept = await keep_message(service, raw, recipient, envelope_sender, key, checks)
    finally:
        await service.close()
    return "kept; the bot acts on it shortly" if kept else "already kept; nothing to do"


def deliver(settings: Settings, source: BinaryIO, to: str | None, sender: str | None) -> str:
    """Keep the message on ``source``; the line to print. Raises ``Refused`` for good."""
    if settings.mail is None:
        raise RuntimeError(
            "e-mail is not set up: set POSTBOARD_SMTP_URL and POSTBOARD_MAIL_FROM (docs/mail.md)"
        )
    raw = source.read(MAX_MESSAGE + 1)
    if not raw.strip():
        raise Refused("the message is empty")
    reason = beyond_bounds(raw)
    if reason is not None:
        raise Refused(reason)
    return asyncio.run(_keep(settings, raw, to, sender))
