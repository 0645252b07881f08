"""DKIM: whether the player's own mail domain signed a reply (``POSTBOARD_MAIL_VERIFY=dkim``).

A valid DKIM signature (RFC 6376) whose signing domain is the ``From`` address's
domain, or a parent of it, shows that the player's provider sent the message;
a forged ``From`` cannot carry one. dkimpy does the cryptography and fetches
the public key from DNS (dnspython); ``dns`` replaces that lookup, as in tests.
Verification runs off the event loop (``mail.screening`` is called in a thread),
since a DNS answer may take seconds.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import dkim  # type: ignore[import-untyped]  # dkimpy ships no type hints

DnsLookup = Callable[..., bytes | None]
"""dkimpy's ``dnsfunc``: ``(name: bytes, timeout=...)`` to the TXT record, or None."""
MAX_SIGNATURES = 4  # tried, at most: each costs a DNS lookup and an RSA verification
TIMEOUT = 5  # seconds for each DNS lookup

# dkimpy logs every failed check with the headers it read; the reason is ours to log.
logging.getLogger("dkim").setLevel(logging.CRITICAL)


def dkim_failure(raw: bytes, from_domain: str, dns: DnsLookup | None = None) -> str | None:
    """Why no DKIM signature of ``from_domain`` verifies on ``raw``; None when one does."""
    try:
        checker = dkim.DKIM(raw, timeout=TIMEOUT)
        count = sum(1 for name, _ in checker.headers if name.lower() == b"dkim-signature")
    except Exception:
        return "its DKIM signature cannot be read"
    if count == 0:
        return "it has no DKIM signature"
    for index in range(min(count, MAX_SIGNATURES)):
        try:
            verified = (
                checker.verify(idx=index) if dns is None else checker.verify(idx=index, dnsfunc=dns)
            )
        except Exception:  # dkimpy raises on malformed signatures and keys
            verified = False
        signer = (checker.domain or b"").decode("ascii", "replace").lower()
        if verified and _aligned(signer, from_domain.lower()):
            return None
    return f"no DKIM signature of {from_domain} verifies"


def _aligned(signer: str, domain: str) -> bool:
    """DMARC's relaxed alignment, as far as it goes without the public-suffix list: the
    signer is the domain or a parent of it, and not a bare top-level one."""
    return "." in signer and (domain == signer or domain.endswith("." + signer))
