"""A claimed row kept claimed while it is worked on, however long the work takes.

A claim's lease is what lets another process take over the work of one that died. It
must not also hand over work that is merely slow: a relay that takes minutes over one
mail, a move that takes long to play. So while one mail is sent or acted on, ``Held``
renews its lease every third of the lease's length, each renewal a compare-and-set on
the lease this holder set last (its token): a process that stalls for longer than a
lease and finds the row claimed by another learns so (``lost``) and logs it. A holder
that dies renews nothing, and the row goes to the next claimer when its lease runs out:
after a crash a mail may go out twice (with the same Message-ID), in normal operation
never.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from types import TracebackType

log = logging.getLogger("postboard.mail")

Renew = Callable[[datetime], Awaitable[datetime | None]]
"""Extends the claim held with the lease given; the new lease, or None if it is lost."""


class Held:
    """``async with Held(renew, until, lease, what):`` keeps the claim whose lease is
    ``until`` renewed until the block ends; ``until`` is then the lease it holds."""

    def __init__(self, renew: Renew, until: datetime, lease: timedelta, what: str) -> None:
        self.until = until
        self.lost = False
        self._renew = renew
        self._every = lease.total_seconds() / 3
        self._what = what
        self._done = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> Held:
        self._task = asyncio.get_running_loop().create_task(self._keep(), name="mail-lease")
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        """Stop renewing, letting a renewal under way finish: cancelling it mid-write could
        leave the lease this holder thinks it has different from the one it has."""
        self._done.set()
        if self._task is not None:
            await asyncio.shield(self._task)

    async def _keep(self) -> None:
        while not self._done.is_set():
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(self._every):
                    await self._done.wait()
            if self._done.is_set():
                return
            try:
                renewed = await self._renew(self.until)
            except Exception:  # a database hiccup: the next renewal may still be in time
                log.exception("could not renew the claim on %s", self._what)
                continue
            if renewed is None:
                self.lost = True
                log.warning("the claim on %s ran out and another process has it", self._what)
                return
            self.until = renewed
