"""The e-mail channel as one object the shell starts and stops (entry point
``postboard.channels: mail``, on when ``POSTBOARD_SMTP_URL`` is set).

Three tasks on the bot's event loop: the sender (the mail queue), the
postmaster (received mail: acted on as soon as the listener keeps it, and
looked for every ``poll_seconds`` for what ``postboard deliver`` kept; the sender
looks at the queue as often, and at once after the postmaster queues an answer), and the
SMTP listener when ``listen`` is set. The reply-address key is the configured
secret, else one made on first start and kept in the database, so every
process on one database signs alike.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from mail.config import MailConfig
from mail.letters import Letters
from mail.listener import start_listener
from mail.postmaster import Postmaster
from mail.screening import SenderChecks
from mail.sender import MailSender, Transport, smtp_transport
from mail.tokens import Token, sign
from service import Service
from service.running.channels import Tell
from service.running.outbox import Notification

log = logging.getLogger("postboard.mail")
SECRET_NAME = "mail-reply-key"


async def signing_key(service: Service, config: MailConfig) -> bytes:
    if config.secret:
        return config.secret.encode()
    kept = await service.mailbox.secret(SECRET_NAME, lambda: secrets.token_hex(32))
    return kept.encode()


class MailChannel:
    def __init__(
        self,
        service: Service,
        config: MailConfig,
        key: bytes,
        tell: Callable[[Notification], Awaitable[None]],
        transport: Transport | None = None,
    ) -> None:
        self.config = config
        self._key = key

        def signer(token: Token) -> str:
            return sign(token, key)

        self.sender = MailSender(
            service,
            config,
            Letters(service, signer),
            signer,
            transport or smtp_transport(config.smtp),
        )
        self.postmaster = Postmaster(
            service, key, config.domain, tell, self.sender.wake, SenderChecks.of(config)
        )
        self._service = service
        self._tasks: list[asyncio.Task[None]] = []
        self._server: asyncio.Server | None = None
        self._arrived = asyncio.Event()
        self._stopping = False

    @classmethod
    async def open(
        cls,
        service: Service,
        config: MailConfig,
        tell: Callable[[Notification], Awaitable[None]],
        transport: Transport | None = None,
    ) -> MailChannel:
        service.email.enabled = True
        return cls(service, config, await signing_key(service, config), tell, transport)

    outbox = None
    """What other channels change reaches mail through the service's mail queue."""
    sweeps = False

    async def wait(self) -> None:
        """Mail never ends by itself: a failure is logged and the next round tries again."""
        await asyncio.get_running_loop().create_future()

    def sign(self, token: Token) -> str:
        return sign(token, self._key)

    async def start(self, *, background: bool = True) -> None:
        """Listen, and (``background``) send and act in tasks of their own; without them,
        nothing moves until ``pump`` (a test that owns the event loop's time)."""
        loop = asyncio.get_running_loop()
        if background:
            self._tasks = [
                loop.create_task(self.sender.run(self.config.poll_seconds), name="mail-sender"),
                loop.create_task(self._receive(), name="mail-postmaster"),
            ]
        if self.config.listen is not None:
            host, port = self.config.listen
            self._server = await start_listener(
                self.postmaster, host, port, self.config.domain, self._arrived.set
            )

    @property
    def port(self) -> int | None:
        """The port the listener got (``listen`` may ask for port 0 in tests)."""
        if self._server is None or not self._server.sockets:
            return None
        return int(self._server.sockets[0].getsockname()[1])

    async def stop(self, grace: float = 10.0) -> None:
        """Stop listening, let the mail in hand finish (up to ``grace`` seconds), then
        cancel what is left. Nothing is lost either way: what was not finished is
        still queued and is claimed again after its lease."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        self.sender.stop()
        self._stopping = True
        self._arrived.set()
        if self._tasks:
            _, late = await asyncio.wait(self._tasks, timeout=grace)
            for task in late:
                task.cancel()
            if late:
                await asyncio.wait(late, timeout=grace)
        self._tasks = []

    async def pump(self) -> None:
        """Act on everything received and send everything due, until nothing is left."""
        while await self.postmaster.act_on_pending() + await self.sender.send_due():
            pass

    async def _receive(self) -> None:
        while not self._stopping:
            self._arrived.clear()
            try:
                await self.postmaster.act_on_pending()
            except Exception:
                log.exception("acting on received mail failed; trying again shortly")
            if self._stopping:
                return
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(self.config.poll_seconds):
                    await self._arrived.wait()


class MailEntry:
    """The entry point: mail's ``Channel`` (``service.running.channels``)."""

    name = "mail"
    switch = "POSTBOARD_SMTP_URL and POSTBOARD_MAIL_FROM for e-mail (docs/mail.md)"

    def enabled(self, settings: Any) -> bool:
        return settings.mail is not None

    async def start(self, service: Service, settings: Any, tell: Tell) -> MailChannel:
        """What mail changes (a move by reply) is told to the other channels."""
        opened = await MailChannel.open(service, settings.mail, tell)
        await opened.start()
        return opened


channel = MailEntry()
