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
from service.mailing.words import mail_text
from service.readers.desk import mail_reader
from service.readers.locales import NAMES, check_language, negotiate, supported_list
from storage.errors import AddressTaken
from storage.models import LinkLimits, MailIntent
from words import Command, Msg, Notation, Reader, Speech, Verbatim, When, msg

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
NOT_SET_UP = msg("email-not-set-up")
LINK_COMMAND = Command("email link", (("address", "…"),))
VERIFY_COMMAND = Command("email verify", (("code", "…"),))


def code_hash(user_id: int, code: str) -> str:
    """A code is kept hashed with its user, so the database alone does not prove an address."""
    typed = f"{user_id}:{code.strip()}".encode(errors="surrogatepass")  # any text a client sends
    return hashlib.sha256(typed).hexdigest()


def checked_address(text: str) -> str:
    """The address as typed, trimmed, if it is one a mail can be sent to."""
    address = text.strip().strip("<>").strip()
    shape = _ADDRESS.fullmatch(address)
    if len(address) > MAX_ADDRESS or shape is None or len(shape["local"]) > MAX_LOCAL:
        raise ServiceError(msg("email-not-an-address", address=Notation(address[:80])))
    return address


class EmailDesk:
    """Linking, verifying and unlinking players' addresses. ``enabled`` is set by the
    composition root when the bot can send mail; without it every command says so."""

    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx
        self.enabled = False
        self.limits = LINK_LIMITS  # what the fuzzer loosens, to feed any text

    async def link(self, user_id: int, text: str, locale: str | None = None) -> Speech:
        """Claim an address and mail it a code. ``locale`` is the one the linking channel
        reports (Discord's for the player's client): mail to the address is written in the
        language nearest it, since a mail reader's client reports none; without one, the
        language the player's mail had stays (English for a first address)."""
        self._check_enabled()
        address = checked_address(text)
        code = f"{self._ctx.rng.randrange(10**6):06d}"
        now = self._ctx.clock()
        language = None if locale is None else negotiate(locale)
        # the code's mail is in the language the address will have (it names no time)
        reader = Reader(language) if language else await mail_reader(self._ctx, user_id)
        subject, said = code_mail(code)
        body = {
            "code": code,
            "subject": mail_text(subject, reader),
            "text": mail_text(said, reader),
        }
        mail = MailIntent(
            user_id, VERIFY, body=json.dumps(body), address=address, only_if_wanted=False
        )
        linked = await self._ctx.store.link_email(
            user_id, address, code_hash(user_id, code), mail, now, self.limits, language
        )
        if linked.outcome == "unchanged":
            return msg("email-link-unchanged", address=Notation(address))
        if linked.retry_at is not None:
            raise NotAllowed(
                msg(
                    "email-link-too-often",
                    link=Command("email link"),
                    limit=self.limits.per_user,
                    window=_hours(self.limits.window),
                    retry=When(linked.retry_at, "relative"),
                )
            )
        return msg(  # the same words whether or not a code went out: see the module's doc
            "email-link-sent",
            address=Notation(address),
            verify=VERIFY_COMMAND,
            lifetime=_hours(CODE_LIFETIME),
            codes=self.limits.per_address,
            window=_hours(self.limits.window),
        )

    async def verify(self, user_id: int, code: str) -> Speech:
        self._check_enabled()
        claim = await self._ctx.store.get_email(user_id)
        if claim is None:
            raise NotAllowed(msg("email-verify-nothing", link=LINK_COMMAND))
        if claim.verified_at is not None:
            return msg("email-verify-already", address=Notation(claim.address))
        now = self._ctx.clock()
        if claim.code_expires_at is None or claim.code_expires_at <= now:
            raise NotAllowed(msg("email-verify-expired", link=Command("email link")))
        tried = await self._ctx.store.take_code_try(user_id, claim.address, now, self.limits)
        if tried.retry_at is not None:
            raise NotAllowed(
                msg(
                    "email-verify-too-many",
                    address=Notation(claim.address),
                    tries=self.limits.tries,
                    window=_hours(self.limits.window),
                    retry=When(tried.retry_at, "relative"),
                )
            )
        if code_hash(user_id, code) != claim.code_hash:
            raise NotAllowed(msg("email-verify-wrong", left=tried.left))
        try:
            verified = await self._ctx.store.verify_email(user_id, now)
        except AddressTaken:
            raise NotAllowed(msg("email-address-taken")) from None
        await self._ctx.store.update_user_settings(user_id, notify="email")
        return msg(
            "email-verified",
            address=Notation(verified.address),
            settings=Command("settings", (("notify", ""),)),
        )

    async def unlink(self, user_id: int) -> Speech:
        if not await self._ctx.store.delete_email(user_id):
            return msg("email-unlink-nothing")
        return msg("email-unlinked")

    async def status(self, user_id: int) -> Speech:
        claim = await self._ctx.store.get_email(user_id)
        settings = await self._ctx.store.get_user_settings(user_id)
        if not self.enabled:
            return NOT_SET_UP
        if claim is None:
            return msg("email-status-none", link=LINK_COMMAND)
        if claim.verified_at is None:
            return msg(
                "email-status-waiting", address=Notation(claim.address), verify=VERIFY_COMMAND
            )
        return msg(
            "email-status-verified",
            address=Notation(claim.address),
            by_mail=settings.notify == "email",
            notify=Verbatim(settings.notify),
            settings=Command("settings", (("notify", "email"),)),
            resign=Notation("resign"),
            accept=Notation("accept"),
            decline=Notation("decline"),
            language=_language_named(claim.language),
            word=Notation("language"),
        )

    async def set_language(self, user_id: int, text: str) -> Speech:
        """The mail command ``language es``: the language the player's mail comes in.
        Nothing after the word: which one it is now, and the others."""
        if not text.strip():
            claim = await self._ctx.store.get_email(user_id)
            current = "en" if claim is None else claim.language
            return msg(
                "email-language-now",
                language=_language_named(current),
                word=Notation("language"),
                languages=Verbatim(supported_list()),
                example=Notation("language es"),
            )
        language = check_language(text)
        changed = await self._ctx.store.set_mail_language(user_id, language)
        if changed is None:
            raise NotAllowed(msg("email-language-no-address"))
        return msg(
            "email-language-changed",
            language=_language_named(language),
            word=Notation("language"),
        )

    async def user_of(self, address: str) -> int | None:
        """The player whose verified address this is."""
        return await self._ctx.store.user_for_address(address)

    def _check_enabled(self) -> None:
        if not self.enabled:
            raise NotAllowed(NOT_SET_UP)


def _language_named(code: str) -> Verbatim:
    """``Español (es)``: a language as an answer names it, in its own words."""
    return Verbatim(f"{NAMES.get(code, code)} ({code})")


def _hours(span: timedelta) -> int:
    """``span`` in whole hours, as the answers count it."""
    return int(span.total_seconds() // 3600)


def code_mail(code: str) -> tuple[Msg, Msg]:
    """The subject and text of the mail that carries a link code."""
    return (
        msg("email-code-subject", code=Verbatim(code)),
        msg(
            "email-code-text",
            code=Verbatim(code),
            verify=Command("email verify", (("code", code),)),
        ),
    )
