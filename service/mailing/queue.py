"""The mail queues as the e-mail channel sees them: what to send, what came in, the key.

A thin desk over the store's mail slice, so the channel never touches storage:
times come from the service's clock, and what a received message is known by
(its key) is the channel's to say.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from service.context import ServiceContext
from storage.models import InboundMail, MailIntent, OutboundMail

__all__ = ["InboundMail", "MailIntent", "MailQueue", "OutboundMail"]


class MailQueue:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def queue(self, intents: Sequence[MailIntent]) -> int:
        return await self._ctx.store.enqueue_mail(intents, self._ctx.clock())

    async def claim(self, lease: timedelta, limit: int) -> list[OutboundMail]:
        """Due mail for this sender alone until ``lease`` has passed, or until it is
        renewed no more (each mail's ``claimed_until`` is what ``renew`` is given)."""
        now = self._ctx.clock()
        return await self._ctx.store.claim_mail(now, now + lease, limit)

    async def renew(self, mail_id: int, held: datetime, lease: timedelta) -> datetime | None:
        """The mail's claim extended by ``lease`` from now (its new token), or None if this
        sender's claim, ``held``, is not the one on it any more."""
        until = self._ctx.clock() + lease
        return until if await self._ctx.store.renew_mail_claim(mail_id, held, until) else None

    async def sent(self, mail_id: int, outcome: str) -> None:
        await self._ctx.store.mail_sent(mail_id, self._ctx.clock(), outcome)

    async def retry(self, mail_id: int, after: timedelta, error: str) -> None:
        await self._ctx.store.mail_retry(mail_id, self._ctx.clock() + after, error)

    async def waiting(self) -> int:
        return await self._ctx.store.mail_waiting()

    async def keep(
        self,
        key: str,
        recipient: str,
        envelope_sender: str | None,
        *,
        sender: str | None,
        command: str | None,
        user_id: int,
        outcome: str | None = None,
    ) -> bool:
        """Keep what acting on a received message needs, settled at once when ``outcome``
        says why it will not be acted on; False if one with ``key`` was kept before."""
        mail = InboundMail(
            key,
            recipient,
            envelope_sender,
            None,
            self._ctx.clock(),
            sender=sender,
            command=command,
            user_id=user_id,
            outcome=outcome,
        )
        return await self._ctx.store.keep_inbound(mail)

    async def claim_received(self, lease: timedelta, limit: int) -> list[InboundMail]:
        now = self._ctx.clock()
        return await self._ctx.store.claim_inbound(now, now + lease, limit)

    async def claim_received_held(
        self, lease: timedelta, limit: int
    ) -> tuple[datetime, list[InboundMail]]:
        """``claim_received``, with the lease set on every message claimed: the token to
        renew each one with and to mark it done with."""
        now = self._ctx.clock()
        return now + lease, await self._ctx.store.claim_inbound(now, now + lease, limit)

    async def renew_received(self, key: str, held: datetime, lease: timedelta) -> datetime | None:
        """Like ``renew``, for a received message."""
        until = self._ctx.clock() + lease
        return until if await self._ctx.store.renew_inbound_claim(key, held, until) else None

    async def received_done_if_held(self, key: str, held: datetime, outcome: str) -> bool:
        """``received_done``, by the claimer whose lease is ``held`` only."""
        return await self._ctx.store.inbound_done_if_held(key, held, self._ctx.clock(), outcome)

    async def received_done(self, key: str, outcome: str) -> None:
        await self._ctx.store.inbound_done(key, self._ctx.clock(), outcome)

    async def answered(self, key: str) -> None:
        """The player was sent an answer to the message ``key`` (``answers_within``)."""
        await self._ctx.store.inbound_answered(key, self._ctx.clock())

    async def answers_within(self, user_id: int, period: timedelta) -> int:
        """How many answers to their mail ``user_id`` was sent in the last ``period``."""
        return await self._ctx.store.answers_since(user_id, self._ctx.clock() - period)

    async def secret(self, name: str, make: Callable[[], str]) -> str:
        return await self._ctx.store.secret(name, make)
