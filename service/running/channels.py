"""What a channel (Discord, mail, the web pages) offers the application shell.

The shell (``postboard serve``) opens one ``Service`` and starts every channel the
settings turn on, on that service, as equals. It knows no channel by name: each
registers one ``Channel`` object under the ``postboard.channels`` entry point
(``pyproject.toml``), so the shell imports no channel and no channel imports the
shell. These protocols live in the core because both sides may import it.

``settings`` is the shell's settings object, passed through as it is: the core
must not know the shell, so a channel reads the attributes it needs from it (the
shell's ``Settings`` documents them).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from service import Service
from service.running.outbox import Notification, Outbox

Tell = Callable[[Notification], Awaitable[None]]
"""Hands what one channel changed to the outboxes of the other channels that run."""


class CannotStart(Exception):
    """A channel cannot start for a reason only the configuration can fix (an address
    in use, say); the message is one line for the admin, naming the setting."""


class Running(Protocol):
    """A started channel, as the shell keeps it until the stop."""

    sweeps: bool
    """Whether the channel runs the service's timed work itself (Discord's cogs do);
    when none does, the shell runs ``service.running.sweeper``."""

    @property
    def outbox(self) -> Outbox | None:
        """Where the other channels' changes are told here; None for a channel that
        learns of them otherwise (mail reads its queue, the web pages the database)."""
        ...

    async def wait(self) -> None:
        """Return, or raise, only when the channel ends by itself (Discord rejected the
        token): the shell then stops the rest and reports why."""
        ...

    async def stop(self, grace: float) -> None:
        """Take no new work, let the work in flight finish for up to ``grace`` seconds,
        then end; the service stays open (the shell closes it after every channel)."""
        ...


class Channel(Protocol):
    """One channel's entry point: whether the settings turn it on, and how it starts."""

    name: str
    switch: str
    """Which settings turn it on, for the message when no channel is configured."""

    def enabled(self, settings: Any) -> bool: ...

    async def start(self, service: Service, settings: Any, tell: Tell) -> Running:
        """Start on ``service``; ``tell`` reaches the other running channels."""
        ...
