"""/email: a player proves an address is theirs, and the games come by mail.

An address is only a claim until the code mailed to it comes back: a reply from a
verified address is the only mail that may play a move, so an address is proven
once, belongs to one player, and a wrong code counts against the claim. The code
goes out through the mail queue like every other mail (``kind`` ``verify``).
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import timedelta

from service.context import ServiceContext
from service.errors import NotAllowed, ServiceError
from storage.errors import AddressTaken
from storage.models import MailIntent

VERIFY = "verify"
CODE_LIFETIME = timedelta(hours=1)
CODE_TRIES = 5
MAX_ADDRESS = 254  # RFC 5321's limit on a forward path
MAX_LOCAL = 64  # RFC 5321's limit before the @
_ATOM = r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_ADDRESS = re.compile(rf"(?P<local>{_ATOM}(?:\.{_ATOM})*)@{_LABEL}(?:\.{_LABEL})+")
"""RFC 5322's dot-atom before the @ (no dot first, last or doubled) and host names after
it: the addresses a mail header carries without defects and mail servers accept."""
NOT_SET_UP = "E-mail is not set up on this bot; its admin can turn it on (README, Play by e-mail)."


def code_hash(user_id: int, code: str) -> str:
    """A code is kept hashed with its user, so the database alone does not prove an address."""
    typed = f"{user_id}:{code.strip()}".encode(errors="surrogatepass")  # any text a client sends
    return hashlib.sha256(typed).hexdigest()


def checked_address(text: str) -> str:
    """The address as typed, trimmed, if it is one a mail can be sent to."""
    address = text.strip().strip("<>").strip()
    shape = _ADDRESS.fullmatch(address)
    if len(address) > MAX_ADDRESS or shape is None or len(shape["local"]) > MAX_LOCAL:
        raise ServiceError(f"`{address[:80]}` is not an e-mail address I can send to.")
    return address


class EmailDesk:
    """Linking, verifying and unlinking players' addresses. ``enabled`` is set by the
    composition root when the bot can send mail; without it every command says so."""

    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx
        self.enabled = False

    async def link(self, user_id: int, text: str) -> str:
        self._check_enabled()
        address = checked_address(text)
        holder = await self._ctx.store.user_for_address(address)
        if holder is not None and holder != user_id:
            raise NotAllowed("That address is already verified by another player.")
        code = f"{self._ctx.rng.randrange(10**6):06d}"
        now = self._ctx.clock()
        await self._ctx.store.claim_email(
            user_id, address, code_hash(user_id, code), now + CODE_LIFETIME
        )
        body = json.dumps({"code": code})
        await self._ctx.store.enqueue_mail(
            [MailIntent(user_id, VERIFY, body=body, address=address, only_if_wanted=False)], now
        )
        return (
            f"I am mailing a code to `{address}`. Answer with `/email verify code:…` within "
            f"{int(CODE_LIFETIME.total_seconds() // 3600)} hour. Until then your games do not "
            "come by mail."
        )

    async def verify(self, user_id: int, code: str) -> str:
        self._check_enabled()
        claim = await self._ctx.store.get_email(user_id)
        if claim is None:
            raise NotAllowed("There is no address to verify: `/email link address:…` first.")
        if claim.verified_at is not None:
            return f"`{claim.address}` is verified already."
        now = self._ctx.clock()
        if claim.code_expires_at is None or claim.code_expires_at <= now:
            raise NotAllowed("That code has expired: `/email link` again for a new one.")
        if claim.code_attempts >= CODE_TRIES:
            raise NotAllowed("Too many wrong codes: `/email link` again for a new one.")
        if code_hash(user_id, code) != claim.code_hash:
            await self._ctx.store.code_tried(user_id)
            left = CODE_TRIES - claim.code_attempts - 1
            raise NotAllowed(f"That is not the code I sent ({left} tries left).")
        try:
            verified = await self._ctx.store.verify_email(user_id, now)
        except AddressTaken as taken:
            raise NotAllowed(str(taken)) from None
        await self._ctx.store.update_user_settings(user_id, notify="email")
        return (
            f"Verified: `{verified.address}` is yours. Your turns now come by mail "
            "(`/settings notify:` changes that); reply to a turn mail with your move."
        )

    async def unlink(self, user_id: int) -> str:
        if not await self._ctx.store.delete_email(user_id):
            return "You have no address linked."
        return (
            "Unlinked: no more mail, and replies from that address play nothing. "
            "Your turns are announced in the game's thread again."
        )

    async def status(self, user_id: int) -> str:
        claim = await self._ctx.store.get_email(user_id)
        settings = await self._ctx.store.get_user_settings(user_id)
        if not self.enabled:
            return NOT_SET_UP
        if claim is None:
            return "No address linked. `/email link address:…` to play by mail."
        if claim.verified_at is None:
            return (
                f"`{claim.address}` is waiting for its code: `/email verify code:…`. Until "
                "then your turns are announced in the game's thread."
            )
        by_mail = settings.notify == "email"
        return f"`{claim.address}` is verified. " + (
            "Your turns come by mail: reply to a turn mail with your move, `resign` "
            "(then confirm), or `accept`/`decline` to an offer."
            if by_mail
            else f"Your turns are announced by {settings.notify}; "
            "`/settings notify:email` sends them by mail."
        )

    async def user_of(self, address: str) -> int | None:
        """The player whose verified address this is."""
        return await self._ctx.store.user_for_address(address)

    def _check_enabled(self) -> None:
        if not self.enabled:
            raise NotAllowed(NOT_SET_UP)
