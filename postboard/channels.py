"""The channels this install has, found by entry point, and what they tell each other.

Each channel package registers one ``service.running.channels.Channel`` under the
``postboard.channels`` entry-point group (``pyproject.toml``), so the shell imports
no channel: ``tests/test_layering.py`` holds it to that. An install reads the group
from its metadata, editable ones too (``pip install -e .`` writes it).
"""

from __future__ import annotations

import logging
from importlib.metadata import entry_points

from service.running.channels import Channel, Tell
from service.running.outbox import Notification, Outbox, tell

GROUP = "postboard.channels"
log = logging.getLogger("postboard")


def discover() -> list[Channel]:
    """Every registered channel, by name (one per name, whatever the metadata repeats)."""
    found: dict[str, Channel] = {}
    for point in entry_points(group=GROUP):
        if point.name not in found:
            found[point.name] = point.load()
    return [found[name] for name in sorted(found)]


def none_configured(channels: list[Channel]) -> str:
    """The one line when the settings turn on no channel: which setting turns on which."""
    switches = "; ".join(channel.switch for channel in channels)
    return f"No channel is configured, so there is nothing to run: set {switches}."


class Switchboard:
    """What one channel changed reaches every other running channel's outbox: a move by
    mail is posted on Discord. A channel with no outbox learns from the service."""

    def __init__(self) -> None:
        self._outboxes: dict[str, Outbox] = {}

    def connect(self, name: str, outbox: Outbox | None) -> None:
        if outbox is not None:
            self._outboxes[name] = outbox

    def teller(self, source: str) -> Tell:
        """The ``tell`` handed to ``source``: every outbox but its own."""

        async def told(notification: Notification) -> None:
            for name, outbox in list(self._outboxes.items()):
                if name == source:
                    continue
                try:
                    await tell(outbox, notification)
                except Exception:  # one channel's failure must not keep it from the rest
                    log.exception("telling the %s channel what %s changed failed", name, source)

        return told
