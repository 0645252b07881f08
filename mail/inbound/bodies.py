"""The body of a message as plain text: which part to read, and how to decode it.

A person's reply is a ``text/plain`` part, an HTML part, or both as
``multipart/alternative``; the plain one is preferred, HTML is converted
(``mail.inbound.markup``). Attachments, forwarded messages (``message/*``)
and every other type are skipped; the inline text parts of a
``multipart/mixed`` are read in order (a client that puts a picture in the
middle of the text splits the text around it).

Decoding never fails: the declared charset first, then UTF-8, then
Windows-1252 and Latin-1, which read any byte. A part that declares UTF-8 and
is not quite keeps its valid text, with U+FFFD for the broken bytes. A
multipart without a usable boundary is read again with the boundary its body
shows, or as plain text when it shows none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from email.message import Message
from email.parser import BytesParser

from mail.inbound.headers import READING
from mail.inbound.markup import html_to_text

MAX_DEPTH = 16  # multiparts nested deeper than any mail program writes are not read
MAX_PARTS = 64  # parts looked at, at most: a reply's text comes in its first few
_BOUNDARY_LINE = re.compile(r"^--([0-9A-Za-z'()+_,./:=?-]{1,70})[ \t]*\r?$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class _Text:
    text: str
    plain: bool  # read from text/plain, not converted from HTML


def body_text(message: Message) -> str:
    """The readable text of ``message``: its plain text, or its HTML as text, or ""."""
    found = _read(message, depth=0, budget=[MAX_PARTS])
    return found.text if found is not None else ""


def _read(part: Message, depth: int, budget: list[int]) -> _Text | None:
    """``part`` as text, or None when it has none; ``budget`` holds how many more parts
    may be looked at, and is spent."""
    budget[0] -= 1
    if budget[0] < 0 or depth > MAX_DEPTH or (depth > 0 and _is_attachment(part)):
        return None
    content_type = _content_type(part)
    if content_type.startswith("multipart/"):
        children = _children(part)
        if children is None:  # no parts to be found: the body is all there is
            return _Text(_flowed(part, decode_text(_payload(part), _charset(part))), plain=True)
        found = [t for c in children if (t := _read(c, depth + 1, budget))]
        return _choose(content_type, found)
    if content_type == "text/plain":
        return _Text(_flowed(part, decode_text(_payload(part), _charset(part))), plain=True)
    if content_type == "text/html":
        return _Text(html_to_text(decode_text(_payload(part), _charset(part))), plain=False)
    return None


def _choose(content_type: str, found: list[_Text]) -> _Text | None:
    if not found:
        return None
    if content_type == "multipart/alternative":
        written = [t for t in found if t.text.strip()] or found
        return next((t for t in written if t.plain), written[0])
    return _Text("\n".join(t.text for t in found), plain=all(t.plain for t in found))


def _is_attachment(part: Message) -> bool:
    try:
        return part.get_content_disposition() == "attachment" or part.get_filename() is not None
    except Exception:
        return False


def _content_type(part: Message) -> str:
    try:
        return part.get_content_type()
    except Exception:
        return "text/plain"


def _charset(part: Message) -> str | None:
    try:
        return part.get_content_charset()
    except Exception:
        return None


def _payload(part: Message) -> bytes:
    try:
        payload = part.get_payload(decode=True)
    except Exception:
        payload = None
    if isinstance(payload, bytes):
        return payload
    try:
        raw = part.get_payload()
    except Exception:
        return b""
    return raw.encode("utf-8", "surrogateescape") if isinstance(raw, str) else b""


def _children(part: Message) -> list[Message] | None:
    """The parts of a multipart, found again by the boundary its body shows when the
    declared one is missing or wrong; None when there are none to find."""
    try:
        payload = part.get_payload()
    except Exception:
        return None
    if isinstance(payload, list):
        return [child for child in payload if isinstance(child, Message)]
    if not isinstance(payload, str):
        return None
    shown = _BOUNDARY_LINE.search(payload)
    if shown is None:
        return None
    boundary = shown.group(1).removesuffix("--")
    head = f'Content-Type: multipart/mixed; boundary="{boundary}"\r\n\r\n'
    try:
        again = BytesParser(policy=READING).parsebytes(
            head.encode("ascii") + payload.encode("utf-8", "surrogateescape")
        )
        parts = again.get_payload()
    except Exception:
        return None
    return [p for p in parts if isinstance(p, Message)] if isinstance(parts, list) else None


def decode_text(data: bytes, charset: str | None) -> str:
    """``data`` as text in the declared ``charset`` when it reads so, else guessed."""
    for name in (charset, "utf-8"):
        if name:
            try:
                return data.decode(name)
            except (LookupError, UnicodeError, ValueError, TypeError):
                continue
    if charset is not None and charset.replace("_", "-").lower() in ("utf-8", "utf8"):
        return data.decode("utf-8", "replace")
    try:
        return data.decode("windows-1252")
    except UnicodeDecodeError:  # the five bytes Windows-1252 leaves undefined
        return data.decode("latin-1")


def _flowed(part: Message, text: str) -> str:
    try:
        flowed = str(part.get_param("format", "")).lower() == "flowed"
        delsp = str(part.get_param("delsp", "")).lower() == "yes"
    except Exception:
        return text
    return unflow(text, delsp=delsp) if flowed else text


def unflow(text: str, *, delsp: bool) -> str:
    """``format=flowed`` text (RFC 3676) with its soft line breaks joined again.

    A line ending in a space continues on the next line of the same quote depth;
    a leading space is stuffing and goes; ``-- `` is the signature separator,
    never a soft break. Quoted lines keep their ``>`` marks.
    """
    lines: list[str] = []
    carried: str | None = None
    carried_depth = 0
    for line in text.splitlines():
        depth = len(line) - len(line.lstrip(">"))
        content = line[depth:].removeprefix(" ")
        soft = content.endswith(" ") and content != "-- "
        if carried is not None:
            if depth == carried_depth:
                content = carried + content
            else:
                lines.append(_quoted(carried, carried_depth))
            carried = None
        if soft:
            carried, carried_depth = (content[:-1] if delsp else content), depth
        else:
            lines.append(_quoted(content, depth))
    if carried is not None:
        lines.append(_quoted(carried, carried_depth))
    return "\n".join(lines)


def _quoted(content: str, depth: int) -> str:
    return f"{'>' * depth} {content}" if depth else content
