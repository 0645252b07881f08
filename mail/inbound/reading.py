"""One inbound message, as bytes of RFC 5322 mail, read into an ``Incoming``.

Reading is pure and total: whatever the bytes, ``read_message`` returns, with
what could be read (an empty text and no command when nothing could). The
parts, each its own module:

- ``mail.inbound.headers``: header values that no header can make fail;
- ``mail.inbound.automatic``: whether a robot sent it (never to be answered);
- ``mail.inbound.bodies`` and ``mail.inbound.markup``: the body as plain text;
- ``mail.inbound.replies``: the player's new text and its command;
- ``mail.inbound.authentication``: what the receiving MTA said of the sender.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from email.message import Message
from email.parser import BytesParser
from typing import TypeVar

from mail.inbound.authentication import results
from mail.inbound.automatic import why_automatic
from mail.inbound.bodies import body_text
from mail.inbound.headers import READING, header, mailboxes
from mail.inbound.replies import command_of, new_text

MAX_BYTES = 256 * 1024
"""Only the start of a message is read: the reply is at its top, and what follows
(attachments, a long quoted history) would only cost time; the stdlib's header
parser reads hostile headers at some 100 kB a second."""
_MESSAGE_ID = re.compile(r"<([^<>]*)>")
_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class Incoming:
    """What one inbound message says, as far as the service needs to know."""

    message_id: str | None
    """The ``Message-ID`` without its ``<>`` and spaces; None when absent or empty."""
    sender: str | None
    """The ``From`` address (addr-spec), domain lower-cased, local part as written;
    None when there is no address with a domain to read."""
    subject: str
    """The decoded ``Subject``, on one line; "" when absent."""
    automatic: bool
    """An auto-reply, a bounce or list mail: never to be answered."""
    why_automatic: str | None
    """The header that makes it automatic, as ``"Auto-Submitted: auto-replied"``."""
    text: str
    """The new text of the reply, as plain text: no quotations, no signature."""
    command: str | None
    """The first line of ``text`` that is not blank nor a greeting, spaces collapsed."""
    return_path: str | None = None
    """The ``Return-Path`` address (the envelope sender as the delivering MTA wrote it);
    ``""`` for ``<>``, None when absent."""
    authentication_results: tuple[str, ...] = ()
    """The ``Authentication-Results`` values, topmost first (``mail.inbound.authentication``)."""

    @property
    def sender_key(self) -> str | None:
        """The sender for comparing: all lower-case (local parts are, in practice,
        case-insensitive)."""
        return self.sender.lower() if self.sender is not None else None


def read_message(raw: bytes, *, envelope_sender: str | None = None) -> Incoming:
    """Read one message; never raises.

    ``envelope_sender`` is the SMTP ``MAIL FROM`` address, ``""`` for the null
    sender ``<>`` of a bounce; None when unknown, and then the ``Return-Path``
    header, if any, stands in for it.
    """
    message, whole = _parse(raw[:MAX_BYTES])
    reason = _safely(lambda: why_automatic(message, envelope_sender), None)
    text = _safely(lambda: new_text(body_text(message)), "") if whole else ""
    return Incoming(
        message_id=_safely(lambda: message_id(message), None),
        sender=_safely(lambda: sender(message), None),
        subject=_safely(lambda: header(message, "Subject") or "", ""),
        automatic=reason is not None,
        why_automatic=reason,
        text=text,
        command=_safely(lambda: command_of(text), None),
        return_path=_safely(lambda: return_path(message), None),
        authentication_results=_safely(lambda: results(message), ()),
    )


def message_id(message: Message) -> str | None:
    """The first ``Message-ID`` without ``<>`` or whitespace (the first ``<…>`` in it,
    or all of it when it has none); None when there is none."""
    value = header(message, "Message-ID")
    if value is None:
        return None
    bracketed = _MESSAGE_ID.search(value)
    found = bracketed.group(1) if bracketed else value.replace("<", "").replace(">", "")
    return "".join(found.split()) or None


def return_path(message: Message) -> str | None:
    """The ``Return-Path`` address without ``<>``; None when there is none."""
    value = header(message, "Return-Path")
    if value is None:
        return None
    bracketed = _MESSAGE_ID.search(value)
    return (bracketed.group(1) if bracketed else value).strip()


def sender(message: Message) -> str | None:
    """The first ``From`` address that has a local part and a domain, domain
    lower-cased; None when there is none, or it holds control characters."""
    for local, domain in mailboxes(message, "From"):
        address = f"{local}@{domain.lower()}"
        if local and domain and not any(unicodedata.category(c)[0] == "C" for c in address):
            return address
    return None


def _parse(raw: bytes) -> tuple[Message, bool]:
    """The parsed message, and whether its body was parsed too."""
    try:
        return BytesParser(policy=READING).parsebytes(raw), True
    except Exception:  # RecursionError on absurdly nested multiparts: keep the headers
        pass
    try:
        return BytesParser(policy=READING).parsebytes(raw, headersonly=True), False
    except Exception:
        return Message(policy=READING), False


def _safely(read: Callable[[], _T], default: _T) -> _T:
    try:
        return read()
    except Exception:
        return default
