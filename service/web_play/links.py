"""Personal links: what a player's link to their own page says, and its signature.

A link names one user, one game, that user's seat in it, when it expires and the
user's revocation count when it was made, and is signed with an HMAC under a secret
kept in the database (``Store.secret``), so every process on a shared database makes
and checks the same links and no link needs storing. Written as dot-separated
decimal fields and the signature (``1.<user>.<game>.<seat>.<expiry>.<count>.<mac>``):
short enough for a mail client not to wrap, made of characters no client or proxy
rewrites. ``read`` accepts nothing but exactly that shape, so what reaches the
signature check is bounded and plain.

A link's count is compared with the user's count now: revoking (``PlayDesk.revoke``)
counts one more, and every older link and every session opened by one stop working.
The signature covers every field, so a link cannot be moved to another seat, game,
user or date: such a link is a forgery, and is told apart from a real one only by
the signature.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final

VERSION: Final = "1"
MAC_CHARACTERS: Final = 26
"""Base32 characters of the signature kept: 130 bits, beyond any guessing over HTTP. Lower
case letters and digits only, so no markdown (an underscore) and no mail client (a
hyphen at a line's end) ever takes a link apart."""
MAX_DIGITS: Final = 20
"""The longest decimal field read: a 64-bit id, or seconds since the epoch."""
MAX_LINK: Final = 160
"""The longest link read at all: seven fields of at most ``MAX_DIGITS`` and the MAC."""


@dataclass(frozen=True, slots=True)
class LinkClaims:
    """What a link says: ``user_id``'s page of ``game_id`` at ``seat`` until ``expires_at``,
    made when the user had revoked their links ``revoked`` times."""

    user_id: int
    game_id: int
    seat: int
    expires_at: datetime
    revoked: int

    def body(self) -> str:
        """The fields as the link writes them (what the signature covers)."""
        seconds = int(self.expires_at.timestamp())
        fields = (self.user_id, self.game_id, self.seat, seconds, self.revoked)
        return ".".join([VERSION, *(str(value) for value in fields)])


def mac(key: bytes, body: str) -> str:
    """The signature of ``body``: HMAC-SHA256, base32 in lower case, cut to
    ``MAC_CHARACTERS``."""
    digest = hmac.new(key, b"play-link:" + body.encode(), hashlib.sha256).digest()
    return base64.b32encode(digest).decode().lower()[:MAC_CHARACTERS]


def sign(claims: LinkClaims, key: bytes) -> str:
    """The link's token: its fields and their signature."""
    body = claims.body()
    return f"{body}.{mac(key, body)}"


class Unreadable(Exception):
    """Not a link's token at all (cut short, changed, of another shape)."""


class Forged(Exception):
    """A token of the right shape whose signature is not ours."""


def read(token: str, key: bytes) -> LinkClaims:
    """The claims of a token signed with ``key``; ``Unreadable`` for anything of another
    shape, ``Forged`` for a signature that does not match. Says nothing about expiry or
    revocation: the caller compares those with the clock and the store."""
    if not token or len(token) > MAX_LINK or not token.isascii():
        raise Unreadable()
    parts = token.split(".")
    if len(parts) != 7 or parts[0] != VERSION:
        raise Unreadable()
    *fields, signature = parts[1:]
    if not all(_decimal(field) for field in fields):
        raise Unreadable()
    body = ".".join(parts[:6])
    if not hmac.compare_digest(signature.encode(), mac(key, body).encode()):
        raise Forged()
    user, game, seat, seconds, revoked = (int(field) for field in fields)
    if seat not in (0, 1):
        raise Forged()  # signed by us, so never: but a seat is 0 or 1 whatever signed it
    try:
        expires_at = datetime.fromtimestamp(seconds, UTC)
    except (OverflowError, OSError, ValueError):
        raise Forged() from None
    return LinkClaims(user, game, seat, expires_at, revoked)


def _decimal(text: str) -> bool:
    """Digits only (a negative id is a forgotten player's, which no link names)."""
    return 0 < len(text) <= MAX_DIGITS and text.isdecimal()
