"""Reply addresses: who may answer what, signed so they cannot be made up.

A turn mail's Reply-To is ``<token>@<domain>``, where the token names what a reply
means (a move at a ply, confirming a resignation, answering an offer, stopping
mail), for whom, in which game, at which ply, and carries an HMAC of all that
under the server's secret. A reply to a token that fails the check means
nothing. Tokens are lower-case letters, digits and hyphens: local parts that
survive every mail system, including the ones that fold case, and stay under
RFC 5321's 64 characters.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
from dataclasses import dataclass

KINDS = {
    "m": "a move at this ply",
    "r": "confirming a resignation at this ply",
    "od": "answering a draw offer",
    "ot": "answering a takeback request",
    "op": "answering a pause request",
    "c": "answering a challenge (its id where a game's would be)",
    "u": "stopping mail",
}
_SHAPE = re.compile(r"([a-z]{1,2})-(\d{1,20})-(\d{1,12})-(\d{1,6})-([a-z2-7]{20})")


@dataclass(frozen=True, slots=True)
class Token:
    kind: str
    user_id: int
    game_id: int
    ply: int


def _signature(key: bytes, body: str) -> str:
    digest = hmac.new(key, body.encode(), hashlib.sha256).digest()
    return base64.b32encode(digest).decode().lower()[:20]  # 100 bits


def sign(token: Token, key: bytes) -> str:
    """The local part that means ``token``."""
    if token.kind not in KINDS:
        raise ValueError(f"unknown token kind {token.kind!r}")
    body = f"{token.kind}-{token.user_id}-{token.game_id}-{token.ply}"
    return f"{body}-{_signature(key, body)}"


def read(local_part: str, key: bytes) -> Token | None:
    """The token a local part carries, or None when it is not one of ours or its
    signature is wrong (compared in constant time)."""
    match = _SHAPE.fullmatch(local_part.strip().lower())
    if match is None or match[1] not in KINDS:
        return None
    kind, user, game, ply, signature = match.groups()
    body = f"{kind}-{user}-{game}-{ply}"
    if not hmac.compare_digest(signature, _signature(key, body)):
        return None
    return Token(kind, int(user), int(game), int(ply))
