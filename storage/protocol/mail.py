"""The mail slice of the store: players' addresses, mail to send, mail received, secrets."""

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Protocol

from storage.models import (
    CodeTry,
    EmailAddress,
    EmailLinked,
    InboundMail,
    LinkLimits,
    MailIntent,
    OutboundMail,
)


class MailStore(Protocol):
    """What the e-mail channel keeps.

    Mail to send is a queue with leases: ``claim_mail`` hands each due row to one
    claimer until ``lease_until`` (a sender killed mid-send leaves it to be claimed
    again), and ``mail_sent`` / ``mail_retry`` settle it. Mail is also queued by
    ``append_move`` (``GameStore``), in the move's own transaction.

    Received mail is kept by key before it is acted on: ``keep_inbound`` is False
    for a key already kept (the same message delivered twice), and pending rows
    are claimed with a lease like outgoing ones. What is kept is a summary
    (``InboundMail``), never the message's bytes once it is settled.

    A verified address belongs to one user (``AddressTaken`` otherwise).
    """

    async def enqueue_mail(self, intents: Sequence[MailIntent], now: datetime) -> int:
        """Queue ``intents`` in one transaction; how many were queued (an intent only for
        users who read by mail is skipped for others)."""
        ...

    async def claim_mail(
        self, now: datetime, lease_until: datetime, limit: int
    ) -> list[OutboundMail]: ...

    async def renew_mail_claim(self, mail_id: int, held: datetime, until: datetime) -> bool:
        """Extend the claim whose lease is ``held`` to ``until``; False if it is not held
        any more (claimed again by someone else, or sent)."""
        ...

    async def mail_sent(self, mail_id: int, now: datetime, outcome: str) -> None:
        """Settle a mail as sent (or dropped, ``outcome`` says); a mail already settled
        keeps what it was settled with."""
        ...

    async def mail_retry(self, mail_id: int, due_at: datetime, error: str) -> None: ...

    async def mail_waiting(self) -> int:
        """How many mails are not sent yet."""
        ...

    async def get_email(self, user_id: int) -> EmailAddress | None: ...

    async def claim_email(
        self,
        user_id: int,
        address: str,
        code_hash: str,
        expires_at: datetime,
        language: str | None = None,
    ) -> None:
        """Start proving ``address`` for ``user_id``, replacing whatever they had, with no
        limit and no mail: what tests and benches set up. ``language`` as in `link_email`."""
        ...

    async def set_mail_language(self, user_id: int, language: str) -> EmailAddress | None:
        """Write the language mail to the user's address is written in; the address as
        then stored, or None when they have none (claimed or verified)."""
        ...

    async def link_email(
        self,
        user_id: int,
        address: str,
        code_hash: str,
        code_mail: MailIntent,
        now: datetime,
        limits: LinkLimits,
        language: str | None = None,
    ) -> EmailLinked:
        """``/email link``: claim ``address`` for ``user_id`` (its code expiring after
        ``limits.code_lifetime``) and queue ``code_mail``, as far as ``limits`` allow,
        all or nothing. The player's own verified address is left as it is; an address
        verified by another player, or mailed its fill of codes, is claimed without mail.
        ``language`` is the one mail to the address is written in (the linking channel's
        locale); None keeps the player's, or English for their first address."""
        ...

    async def take_code_try(
        self, user_id: int, address: str, now: datetime, limits: LinkLimits
    ) -> CodeTry:
        """Count one code tried by ``user_id`` for ``address``, before it is compared: how
        many tries are left after it, or when the next will be allowed if ``limits.tries``
        were taken in the window already, whichever links they were for."""
        ...

    async def verify_email(self, user_id: int, now: datetime) -> EmailAddress: ...

    async def delete_email(self, user_id: int) -> bool: ...

    async def user_for_address(self, address: str) -> int | None:
        """The user whose verified address this is (compared case-insensitively)."""
        ...

    async def keep_inbound(self, mail: InboundMail) -> bool: ...

    async def claim_inbound(
        self, now: datetime, lease_until: datetime, limit: int
    ) -> list[InboundMail]: ...

    async def inbound_done(self, message_key: str, now: datetime, outcome: str) -> None: ...

    async def renew_inbound_claim(self, message_key: str, held: datetime, until: datetime) -> bool:
        """Extend the claim on a received message whose lease is ``held`` to ``until``;
        False once someone else has claimed it or it is done."""
        ...

    async def inbound_done_if_held(
        self, message_key: str, held: datetime, now: datetime, outcome: str
    ) -> bool:
        """Mark a received message done, only by the claimer holding lease ``held``."""
        ...

    async def inbound_answered(self, message_key: str, now: datetime) -> None:
        """Note that the player was sent an answer to this message (``answers_since``)."""
        ...

    async def answers_since(self, user_id: int, since: datetime) -> int:
        """How many answers to their mail ``user_id`` was sent since ``since``."""
        ...

    async def secret(self, name: str, make: Callable[[], str]) -> str:
        """The secret called ``name``, made with ``make`` and kept the first time it is
        asked for (by whichever process asks first)."""
        ...
