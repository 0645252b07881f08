"""Header values of a parsed message, read so that no header can make reading fail.

Messages are parsed with ``READING``, which is ``email.policy.default`` with
guards on the moment a header is parsed (on each access, the parser's own
included): a value is cut at ``HEADER_LIMIT`` characters (``SUBJECT_LIMIT`` for
the subject), as the stdlib's header parser takes time and memory that grow
faster than the value; a value it fails on (``RecursionError`` on nested
comments, ``IndexError`` on some broken message ids) is read as the plain text
``email.policy.compat32`` would give; and the last values parsed are kept, as a
part's ``Content-Type`` is parsed again on every question asked of it. An
address that cannot be read is absent.

Mail that puts raw 8-bit text in a header (common, though not allowed without
SMTPUTF8) arrives as surrogate escapes, which ``undo_surrogates`` turns back
into UTF-8 text, or Latin-1 when it is not UTF-8.
"""

from __future__ import annotations

import re
from email import policy
from email.headerregistry import Address
from email.message import EmailMessage, Message
from email.policy import EmailPolicy
from email.utils import getaddresses
from functools import lru_cache
from typing import TYPE_CHECKING

HEADER_LIMIT = 1024  # the longest From or Content-Type any mail program writes, and more
SUBJECT_LIMIT = 4096  # a long subject in another script takes many encoded words
_SURROGATE = re.compile("[\udc80-\udcff]")


if TYPE_CHECKING:
    _Policy = EmailPolicy[EmailMessage]
else:
    _Policy = EmailPolicy  # generic only in the stubs


class _Reading(_Policy):
    def header_fetch_parse(self, name: str, value: str) -> str:
        if not isinstance(value, str):  # a header object set by a program: as it is
            parsed: str = super().header_fetch_parse(name, value)
            return parsed
        limit = SUBJECT_LIMIT if name.lower() == "subject" else HEADER_LIMIT
        return _parsed(name, _cut(value, limit))


def _cut(value: str, limit: int) -> str:
    """``value`` cut to ``limit`` characters, at a space if there is one in its second
    half (so no encoded word is cut in two)."""
    if len(value) <= limit:
        return value
    cut = value[:limit]
    space = max(cut.rfind(" "), cut.rfind("\t"))
    return cut[:space] if space > limit // 2 else cut


@lru_cache(maxsize=16)
def _parsed(name: str, value: str) -> str:
    """The header object ``email.policy.default`` makes of a raw value (immutable, so
    shared), or the value as plain text when its parser fails."""
    try:
        parsed: str = policy.default.header_fetch_parse(name, value)
        return parsed
    except Exception:
        return " ".join(value.split())


READING = _Reading()
"""``email.policy.default`` for reading anything: header values cut, failures as text."""


def undo_surrogates(text: str) -> str:
    """``text`` with the undecodable bytes the parser kept as surrogates decoded."""
    if not _SURROGATE.search(text):
        return text
    data = text.encode("utf-8", "surrogateescape")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def header(message: Message, name: str) -> str | None:
    """The first ``name`` header as one line of text, or None when it is absent."""
    try:
        value: object = message.get(name)
    except Exception:  # the header parser on hostile input: take the raw text
        value = next((v for k, v in message.raw_items() if k.lower() == name.lower()), None)
    if value is None:
        return None
    try:
        text = str(value)
    except Exception:
        return None
    return " ".join(undo_surrogates(text).split())


def present(message: Message, name: str) -> bool:
    """Whether a ``name`` header is there at all, whatever its value."""
    try:
        return any(key.lower() == name.lower() for key in message.keys())
    except Exception:
        return False


def mailboxes(message: Message, name: str) -> list[tuple[str, str]]:
    """The (local part, domain) of every address in the first ``name`` header.

    The local part is as written (quoted when it must be); the domain may be
    empty (``MAILER-DAEMON`` alone). An unreadable header gives no addresses.
    """
    try:
        parsed = message.get(name)
        found: list[Address] = list(getattr(parsed, "addresses", ()))
    except Exception:
        found = []
    if found:
        return [_split(address.addr_spec) for address in found if address.addr_spec]
    raw = header(message, name)
    if raw is None:
        return []
    try:
        pairs = getaddresses([raw])
    except Exception:
        return []
    return [_split(spec) for _, spec in pairs if spec]


def _split(spec: str) -> tuple[str, str]:
    local, _, domain = undo_surrogates(spec).rpartition("@")
    return (local, domain) if local else (domain, "")
