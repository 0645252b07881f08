"""What a stop (SIGTERM, SIGINT, ``docker stop``) means for the bot: lose nothing.

A stop first closes the door: new commands, buttons and DMs are answered with
`RESTARTING` and change nothing. Work already started finishes: commands and
button presses being handled, event handlers, a clock sweep in the middle of a
round. The computer's thinking is the exception: it is abandoned, because the
database still says the move is owed and the next start thinks again, while
waiting could take longer than a service manager grants. Only then does the
bot disconnect and close the database.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from words import msg

RESTARTING = msg("bot-restarting")
"""What a command, a button or a DM is told once a stop began: nothing was done."""

# discord.py names the tasks it starts for one interaction or one event handler.
_HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-", "discord.py: ")


class Lifecycle:
    """Whether the bot takes new work, and which work is in flight."""

    def __init__(self) -> None:
        self.accepting = True
        # Each job's end, and the task it runs in.
        self._jobs: dict[asyncio.Future[None], asyncio.Task[object]] = {}

    @contextmanager
    def job(self) -> Iterator[None]:
        """Mark the current task's work, until the block ends, as something a stop must
        wait for. The block's end is waited for, not its task: a ``tasks.loop`` runs
        every round in one task that lives on, asleep until the next round."""
        task = asyncio.current_task()
        assert task is not None
        done: asyncio.Future[None] = task.get_loop().create_future()
        self._jobs[done] = task
        try:
            yield
        finally:
            del self._jobs[done]
            done.set_result(None)

    def in_flight(self) -> set[asyncio.Future[Any]]:
        current = asyncio.current_task()
        handlers: set[asyncio.Future[Any]] = {
            task
            for task in asyncio.all_tasks()
            if task.get_name().startswith(_HANDLER_TASKS) and not task.done()
        }
        jobs = {done for done, task in self._jobs.items() if task is not current}
        return (handlers - {current}) | jobs

    async def drain(self, grace: float) -> bool:
        """Stop accepting and wait for the work in flight; False if ``grace`` ran out first."""
        self.accepting = False
        loop = asyncio.get_running_loop()
        deadline = loop.time() + grace
        while pending := self.in_flight():
            remaining = deadline - loop.time()
            if remaining <= 0:
                return False
            await asyncio.wait(pending, timeout=remaining)
        return True
