"""Mail that no person wrote: auto-replies, bounces and list traffic, never to be answered.

Answering such mail is how two robots end up mailing each other forever, so
the test leans towards "automatic": any one sign is enough. The signs, in the
order they are reported:

- the null envelope sender (``MAIL FROM:<>``, or ``Return-Path: <>`` when the
  envelope is not known), which RFC 5321 reserves for bounces and notices;
- an envelope or ``From`` local part ``MAILER-DAEMON`` or ``postmaster``;
- ``Auto-Submitted`` with any value but ``no`` (RFC 3834);
- a delivery or read report (``multipart/report``, RFC 6522);
- the headers auto-responders and bounce generators add (``X-Autoreply``,
  ``X-Autorespond``, ``X-Failed-Recipients``);
- ``Precedence: bulk``, ``junk``, ``list`` or ``auto_reply``;
- ``List-Id`` (RFC 2919), which a mailing list adds to every post it relays.

``List-Unsubscribe`` alone is not a sign: the service's own mail carries it,
and while a player's program never copies it into a reply, a mailing list that
relays one adds ``List-Id`` anyway.
"""

from __future__ import annotations

import re
from email.message import Message

from mail.inbound.headers import header, mailboxes, present

ROBOT_MAILBOXES = frozenset({"mailer-daemon", "postmaster"})
BULK_PRECEDENCE = frozenset({"bulk", "junk", "list", "auto_reply"})
ROBOT_HEADERS = ("X-Autoreply", "X-Autorespond", "X-Failed-Recipients")
REPORT_TYPES = frozenset({"multipart/report"})
_WORD = re.compile(r"[\w-]+")
_LIMIT = 80  # the longest header value quoted in a reason


def why_automatic(message: Message, envelope_sender: str | None) -> str | None:
    """Why ``message`` must not be answered, as ``"Header: value"``; None for a person.

    ``envelope_sender`` is the SMTP ``MAIL FROM`` (``""`` for the null sender);
    None when it is not known, and then the ``Return-Path`` header stands in.
    """
    for check in (_envelope, _from, _auto_submitted, _report, _robot_header, _precedence, _list):
        reason = check(message, envelope_sender)
        if reason is not None:
            return reason
    return None


def _envelope(message: Message, envelope_sender: str | None) -> str | None:
    name = "envelope sender" if envelope_sender is not None else "Return-Path"
    path = envelope_sender if envelope_sender is not None else header(message, "Return-Path")
    if path is None:
        return None
    address = path.strip().removeprefix("<").removesuffix(">").strip()
    if not address:
        return f"{name}: <>"
    if _local(address) in ROBOT_MAILBOXES:
        return f"{name}: {_short(address)}"
    return None


def _from(message: Message, _: str | None) -> str | None:
    for local, domain in mailboxes(message, "From"):
        if _local(local) in ROBOT_MAILBOXES:
            return f"From: {_short(f'{local}@{domain}' if domain else local)}"
    return None


def _auto_submitted(message: Message, _: str | None) -> str | None:
    value = header(message, "Auto-Submitted")
    if value is None:
        return None
    token = _first_word(value)
    return None if token == "no" else f"Auto-Submitted: {token or _short(value) or '(empty)'}"


def _report(message: Message, _: str | None) -> str | None:
    try:
        content_type = message.get_content_type()
    except Exception:
        return None
    return f"Content-Type: {content_type}" if content_type in REPORT_TYPES else None


def _robot_header(message: Message, _: str | None) -> str | None:
    for name in ROBOT_HEADERS:
        if present(message, name):
            return f"{name}: {_short(header(message, name) or '')}".rstrip()
    return None


def _precedence(message: Message, _: str | None) -> str | None:
    token = _first_word(header(message, "Precedence") or "")
    return f"Precedence: {token}" if token in BULK_PRECEDENCE else None


def _list(message: Message, _: str | None) -> str | None:
    if present(message, "List-Id"):
        return f"List-Id: {_short(header(message, 'List-Id') or '')}".rstrip()
    return None


def _local(address: str) -> str:
    """The local part of an address, unquoted and lower-cased, for comparing."""
    local = address.rpartition("@")[0] if "@" in address else address
    return local.strip().strip('"').lower()


def _first_word(value: str) -> str:
    found = _WORD.search(value.lower())
    return found.group() if found else ""


def _short(value: str) -> str:
    return value if len(value) <= _LIMIT else value[: _LIMIT - 1] + "…"
