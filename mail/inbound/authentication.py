"""What the admin's own mail server said of a message's sender: ``Authentication-Results``.

An MTA that checks SPF, DKIM and DMARC records its verdicts in an
``Authentication-Results`` header (RFC 8601) that starts with its own name, the
authserv-id: ``mx.example.org; spf=pass smtp.mailfrom=…; dkim=fail header.d=…``.
Anyone can write such a header into a message, so only the ones naming the
admin's MTA count; that MTA removes headers claiming its name from mail it
receives (RFC 8601, section 5), and what remains is its own word.

A failing verdict is any of ``dkim=fail``, ``dmarc=fail``, ``spf=fail`` or
``spf=softfail`` ("probably not authorised", what most domains publish for
hosts that are not theirs).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from email.message import Message

FAILING = {"dkim": {"fail"}, "dmarc": {"fail"}, "spf": {"fail", "softfail"}}
_RESULT = re.compile(r"\s*([A-Za-z0-9_.-]+)(?:\s*/\s*\d+)?\s*=\s*([A-Za-z]+)")
_LIMIT = 16  # headers looked at: every MTA on the way adds one


def results(message: Message) -> tuple[str, ...]:
    """The ``Authentication-Results`` values of ``message``, topmost (latest) first."""
    try:
        values = message.get_all("Authentication-Results") or []
    except Exception:
        values = [v for k, v in message.raw_items() if k.lower() == "authentication-results"]
    return tuple(" ".join(str(value).split()) for value in values[:_LIMIT])


def verdicts(values: Iterable[str], authserv_id: str) -> list[tuple[str, str]] | None:
    """Every ``(method, result)`` the headers naming ``authserv_id`` give, lower-cased;
    None when no header names it."""
    found: list[tuple[str, str]] | None = None
    for value in values:
        parts = _uncommented(value).split(";")
        names = parts[0].split()
        if not names or names[0].strip('"').lower() != authserv_id.lower():
            continue
        found = found or []
        for part in parts[1:]:
            match = _RESULT.match(part)
            if match is not None:
                found.append((match[1].lower(), match[2].lower()))
    return found


def failure(values: Iterable[str], authserv_id: str) -> str | None:
    """Why the admin's MTA does not vouch for the sender, as ``"spf=fail"`` or "no
    Authentication-Results"; None when it ran its checks and none failed."""
    found = verdicts(values, authserv_id)
    if found is None:
        return f"no Authentication-Results from {authserv_id}"
    for method, result in found:
        if result in FAILING.get(method, ()):
            return f"{authserv_id} says {method}={result}"
    return None


def _uncommented(value: str) -> str:
    """``value`` without its comments (parenthesised, nested, ``\\`` escaping)."""
    kept: list[str] = []
    depth = 0
    escaped = False
    for char in value:
        if escaped:
            escaped = False
            if depth == 0:
                kept.append(char)
            continue
        if char == "\\":
            escaped = True
            if depth == 0:
                kept.append(char)
        elif char == "(":
            depth += 1
        elif char == ")" and depth:
            depth -= 1
        elif depth == 0:
            kept.append(char)
    return "".join(kept)
