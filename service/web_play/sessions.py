"""Personal links made, exchanged for sessions, checked, and revoked.

A link (``links``) is exchanged at its first use for a session: a random id, sent
back to the browser as a cookie and kept here only as its SHA-256, for the user,
game and seat the link named, until the link's own expiry, and only while the user's
revocation count stays the one the link carried. Every request of the player's page
shows its session id and is checked here (one read); the forms of the page also
carry a CSRF token, an HMAC of the session's hash, so it needs no storing either and
is compared in constant time.

Session ids come from ``secrets``, not the service's injected ``Random``: the injected
one is seeded in tests, and a guessable session would be anyone's page.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from service.context import ServiceContext
from service.errors import NotAllowed
from service.games.asked import Asked
from service.games.players import seat_of
from service.web_play import links
from service.web_play.links import LinkClaims
from storage import errors as storage_errors
from storage.models import GameRecord
from words import Command, Game, When, msg

SECRET_NAME: Final = "web-play-links"
LINK_DAYS: Final = 30
"""How long a personal link works: a month of turns by mail, each with a fresh link."""
SESSIONS_KEPT: Final = 20
"""Sessions one player keeps at most (each use of a link on a new browser is one)."""
SESSION_BYTES: Final = 32
MAX_SESSION_ID: Final = 64
LINK_COMMAND: Final = Command("web link")
REVOKE_COMMAND: Final = Command("web revoke")


class PageRefused(NotAllowed):
    """A link or session that opens nothing (expired, revoked, forged, not this player's
    seat, no session at all): its ``said`` says why and what to do. Nothing changed."""


@dataclass(frozen=True, slots=True)
class PlayLink:
    """A personal link to ``game_id``'s page, and until when it works."""

    url: str
    game_id: int
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class Opened:
    """A link exchanged: the new session's id (for the cookie alone) and its game."""

    session_id: str
    game_id: int
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class PlaySession:
    """A checked session: ``user_id`` at ``seat`` of ``game_id`` until ``expires_at``;
    ``key`` identifies it (its hash) for rate limits, ``csrf`` is the token its forms
    carry."""

    key: str
    user_id: int
    game_id: int
    seat: int
    expires_at: datetime
    csrf: str


def hashed(session_id: str) -> str:
    return hashlib.sha256(session_id.encode()).hexdigest()


class Sessions:
    """The links and sessions of the players' pages, over one store."""

    def __init__(self, ctx: ServiceContext, public_url: str | None) -> None:
        self._ctx = ctx
        self.public_url = public_url.rstrip("/") if public_url else None
        self._key: bytes | None = None

    async def key(self) -> bytes:
        if self._key is None:
            kept = await self._ctx.store.secret(SECRET_NAME, lambda: secrets.token_hex(32))
            self._key = kept.encode()
        return self._key

    # --- links ---------------------------------------------------------------------

    async def link_of(self, game_id: int, user_id: int, seat: int) -> PlayLink | None:
        """A new link for ``user_id`` at ``seat`` of ``game_id``; None when the site's
        address is not set (no link could be followed)."""
        if self.public_url is None:
            return None
        expires = self._ctx.clock().replace(microsecond=0) + timedelta(days=LINK_DAYS)
        count = await self._ctx.store.web_link_count(user_id)
        token = links.sign(LinkClaims(user_id, game_id, seat, expires, count), await self.key())
        return PlayLink(f"{self.public_url}/p/{token}", game_id, expires)

    async def link(self, asked: Asked, game: GameRecord) -> PlayLink:
        """The asker's link to ``game``; refused for a game they do not play, and when
        the site has no address."""
        seat = seat_of(game, asked.player)
        made = await self.link_of(game.id, asked.player, seat)
        if made is None:
            raise NotAllowed(msg("webplay-no-address"))
        return made

    async def revoke(self, user_id: int) -> int:
        """Every link and session of ``user_id`` stops working; the new count."""
        return await self._ctx.store.revoke_web_links(user_id, self._ctx.clock())

    async def exchange(self, token: str) -> Opened:
        """The session a link opens, written; ``PageRefused`` for a link that opens none."""
        claims = await self._claims(token)
        now = self._ctx.clock()
        if claims.expires_at <= now:
            raise PageRefused(
                msg(
                    "webplay-link-expired",
                    when=When(claims.expires_at, "date"),
                    link=LINK_COMMAND,
                )
            )
        if await self._ctx.store.web_link_count(claims.user_id) != claims.revoked:
            raise PageRefused(msg("webplay-link-revoked", link=LINK_COMMAND))
        await self._check_seat(claims)
        session_id = secrets.token_urlsafe(SESSION_BYTES)
        opened = await self._ctx.store.open_web_session(
            hashed(session_id),
            user_id=claims.user_id,
            game_id=claims.game_id,
            seat=claims.seat,
            revoked=claims.revoked,
            at=now,
            expires_at=claims.expires_at,
            keep=SESSIONS_KEPT,
        )
        if not opened:  # revoked between the check and the write
            raise PageRefused(msg("webplay-link-revoked", link=LINK_COMMAND))
        return Opened(session_id, claims.game_id, claims.expires_at)

    async def _claims(self, token: str) -> LinkClaims:
        try:
            return links.read(token, await self.key())
        except (links.Unreadable, links.Forged):
            raise PageRefused(msg("webplay-link-bad", link=LINK_COMMAND)) from None

    async def _check_seat(self, claims: LinkClaims) -> None:
        """The link's seat is its user's in its game (a signed link always names one; a
        forgotten player's no longer does)."""
        try:
            game = await self._ctx.store.get_game(claims.game_id)
        except storage_errors.NotFound:
            game = None
        if game is None or game.players[claims.seat] != claims.user_id:
            raise PageRefused(
                msg("webplay-link-not-yours", game=Game(claims.game_id), link=LINK_COMMAND)
            )

    # --- sessions ------------------------------------------------------------------

    async def session(self, session_id: str | None, game_id: int) -> PlaySession:
        """The session ``session_id`` opened for ``game_id``, checked; ``PageRefused``
        for none, another game's, an expired or a revoked one."""
        if not session_id or len(session_id) > MAX_SESSION_ID or not session_id.isascii():
            raise PageRefused(msg("webplay-no-session", game=Game(game_id), link=LINK_COMMAND))
        key = hashed(session_id)
        found = await self._ctx.store.web_session(key)
        if found is None or found.game_id != game_id:
            raise PageRefused(msg("webplay-no-session", game=Game(game_id), link=LINK_COMMAND))
        if found.expires_at <= self._ctx.clock():
            raise PageRefused(msg("webplay-session-expired", game=Game(game_id), link=LINK_COMMAND))
        if found.revoked != found.revoked_now:
            raise PageRefused(msg("webplay-link-revoked", link=LINK_COMMAND))
        csrf = await self._csrf(key)
        return PlaySession(key, found.user_id, found.game_id, found.seat, found.expires_at, csrf)

    async def _csrf(self, key: str) -> str:
        digest = hmac.new(await self.key(), b"csrf:" + key.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    @staticmethod
    def csrf_ok(session: PlaySession, token: str | None) -> bool:
        """The form's token is the session's (constant time)."""
        return token is not None and hmac.compare_digest(
            session.csrf.encode(), token.encode("utf-8", "replace")
        )
