"""/email: a player proves an address is theirs, and the games come by mail.

An address is only a claim until the code mailed to it comes back: a reply from a
verified address is the only mail that may play a move, so an address is proven
once and belongs to one player. The code goes out through the mail queue like every
other mail (``kind`` ``verify``).

A six-digit code is guessed one try in a million, so the tries are what must be
scarce (`LINK_LIMITS`, enforced by the store, which counts and writes in one
transaction however many processes ask at once): a player gets five tries a day at
an address however often they link it, five links a day, and an address gets three
codes a day whoever links it, so no one can have it mailed without end. Linking
answers alike whether or not the address is someone else's: an address another player
verified is claimed but mailed nothing, so the answer tells nobody who plays here.
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import timedelta

from service.context import ServiceContext
from service.errors import NotAllowed, ServiceError
from service.locales import NAMES, check_language, negotiate, supported_list
from storage.errors import AddressTaken
from storage.models import LinkLimits, MailIntent

VERIFY = "verify"
CODE_LIFETIME = timedelta(hours=1)
LINK_LIMITS = LinkLimits(
    window=timedelta(days=1), per_user=5, per_address=3, tries=5, code_lifetime=CODE_LIFETIME
)
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
        self.limits = LINK_LIMITS  # what the fuzzer loosens, to feed any text

    async def link(self, user_id: int, text: str, locale: str | None = None) -> str:
        """Claim an address and mail it a code. ``locale`` is the one the linking channel
        reports (Discord's for the player's client): mail to the address is written in the
        language nearest it, since a mail reader's client reports none; without one, the
        language the player's mail had stays (English for a first address)."""
        self._check_enabled()
        address = checked_address(text)
        code = f"{self._ctx.rng.randrange(10**6):06d}"
        now = self._ctx.clock()
        mail = MailIntent(
            user_id, VERIFY, body=json.dumps({"code": code}), address=address, only_if_wanted=False
        )
        language = None if locale is None else negotiate(locale)
        linked = await self._ctx.store.link_email(
            user_id, address, code_hash(user_id, code), mail, now, self.limits, language
        )
        if linked.outcome == "unchanged":
            return f"`{address}` is your verified address already; nothing changed."
        if linked.retry_at is not None:
            raise NotAllowed(
                f"You have used `/email link` {self.limits.per_user} times in the last "
                f"{_hours(self.limits.window)}, the most one player may; you may link again "
                f"<t:{int(linked.retry_at.timestamp())}:R>."
            )
        return (  # the same words whether or not a code went out: see the module's doc
            f"If `{address}` can be linked, I am mailing a code to it. Answer with "
            f"`/email verify code:…` within {_hours(CODE_LIFETIME)}. Until then your games "
            f"do not come by mail. No code? An address gets {self.limits.per_address} codes "
            f"in {_hours(self.limits.window)}, and none once another player has verified it."
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
        tried = await self._ctx.store.take_code_try(user_id, claim.address, now, self.limits)
        if tried.retry_at is not None:
            raise NotAllowed(
                f"Too many wrong codes for `{claim.address}`: {self.limits.tries} tries in "
                f"{_hours(self.limits.window)}, however often it is linked; you may try again "
                f"<t:{int(tried.retry_at.timestamp())}:R>."
            )
        if code_hash(user_id, code) != claim.code_hash:
            tries = "try" if tried.left == 1 else "tries"
            raise NotAllowed(f"That is not the code I sent ({tried.left} {tries} left).")
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
        return (
            f"`{claim.address}` is verified. "
            + (
                "Your turns come by mail: reply to a turn mail with your move, `resign` "
                "(then confirm), or `accept`/`decline` to an offer."
                if by_mail
                else f"Your turns are announced by {settings.notify}; "
                "`/settings notify:email` sends them by mail."
            )
            + f" Mail to it is written in {_language_named(claim.language)}: reply "
            "`language` and another to any of it to change that."
        )

    async def set_language(self, user_id: int, text: str) -> str:
        """The mail command ``language es``: the language the player's mail comes in.
        Nothing after the word: which one it is now, and the others."""
        if not text.strip():
            claim = await self._ctx.store.get_email(user_id)
            current = "en" if claim is None else claim.language
            return (
                f"Your mail comes in {_language_named(current)}. To change it, reply with "
                f"`language` and one of {supported_list()}, e.g. `language es`."
            )
        language = check_language(text)
        changed = await self._ctx.store.set_mail_language(user_id, language)
        if changed is None:
            raise NotAllowed("There is no address linked to change the language of.")
        return (
            f"Done: your mail now comes in {_language_named(language)}. Reply `language` "
            "with another to change it again."
        )

    async def user_of(self, address: str) -> int | None:
        """The player whose verified address this is."""
        return await self._ctx.store.user_for_address(address)

    def _check_enabled(self) -> None:
        if not self.enabled:
            raise NotAllowed(NOT_SET_UP)


def _language_named(code: str) -> str:
    """``Español (es)``: a language as an answer names it."""
    return f"{NAMES.get(code, code)} ({code})"


def _hours(span: timedelta) -> str:
    """``span`` as the answers word it: "1 hour", "24 hours"."""
    hours = int(span.total_seconds() // 3600)
    return f"{hours} hour{'s' if hours != 1 else ''}"
