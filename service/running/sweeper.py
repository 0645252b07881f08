"""The service's timed work, run by the shell when no running channel runs it.

Deadlines, vacations, digests, expiries and tournaments come due while nobody
types anything, and the computer owes moves nobody asks for: something must look
every few minutes. The Discord adapter's cogs have always done it (and still do
when Discord runs: they also make Discord's own owed posts); a deployment without
Discord gets this loop instead, so a mail-only club keeps its deadlines and the
computer still answers. Every step is one the desks make safe across processes
(each due item is done by one of them), and what it produces is handed to
``tell``: the outboxes of the channels that run.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence

from service import Service
from service.running.channels import Tell
from service.running.outbox import Notification

log = logging.getLogger("postboard")

ROUND_SECONDS = 300.0
"""Deadlines are days: coarse on purpose, as the cogs' five minutes."""
COMPUTER_SECONDS = 5.0
"""How soon the computer answers a move no channel scheduled it for (one by mail)."""


class Sweeper:
    def __init__(
        self,
        service: Service,
        tell: Tell,
        *,
        round_seconds: float = ROUND_SECONDS,
        computer_seconds: float = COMPUTER_SECONDS,
    ) -> None:
        self._service = service
        self._tell = tell
        self._round_seconds = round_seconds
        self._computer_seconds = computer_seconds
        self._tasks: list[asyncio.Task[None]] = []

    def start(self) -> None:
        """The first round at once (what a restart owes), then every ``round_seconds``."""
        self._tasks = [
            asyncio.create_task(self._every(self._round_seconds, self.sweep), name="sweeps"),
            asyncio.create_task(
                self._every(self._computer_seconds, self.computer), name="sweeps-computer"
            ),
        ]

    async def stop(self) -> None:
        """A round cut short is safe: what it did not do is still due next start."""
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []

    async def sweep(self) -> None:
        """One round of everything that comes due by the clock."""
        desks: Sequence[tuple[str, Callable[[], Awaitable[Sequence[Notification]]]]] = (
            ("clock", self._service.clocks.sweep),
            ("digest", self._service.digests.due),
            ("vacation", self._service.vacations.sweep),
            ("challenge expiry", self._service.challenges.expire_due),
            ("open challenge expiry", self._service.seeks.expire_due),
            ("tournament", self._service.tournaments.sweep),
            ("departed servers", self._service.servers.sweep),
        )
        for name, due in desks:
            try:
                found = await due()
            except Exception:  # one desk's failure must not keep the others from their round
                log.exception("the %s sweep failed; trying again next round", name)
                continue
            for notification in found:
                await self._tell(notification)

    async def computer(self) -> None:
        """The computer's owed moves, one after another (one worker thinks anyway)."""
        for game_id in await self._service.computer.waiting():
            try:
                update = await self._service.computer.play_turn(game_id)
            except Exception:
                log.exception("the computer's move in game %s failed; trying again", game_id)
                continue
            if update is not None:
                await self._tell(update)

    async def _every(self, seconds: float, work: Callable[[], Awaitable[None]]) -> None:
        while True:
            try:
                await work()
            except Exception:
                log.exception("a background round failed; trying again next round")
            await asyncio.sleep(seconds)
