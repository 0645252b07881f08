"""A listing as data: its items one per line, then a tail, fitted by the channel.

How many items fit is the channel's to say (a Discord message holds 2,000 characters,
counted as Discord writes them: mentions, links); the items are messages, so only the
channel that renders them can count. It shows as many as fit, then ``more`` (a message
taking ``$count``: how many were left out), then the tail.
"""

from __future__ import annotations

from dataclasses import dataclass

from words import Speech


@dataclass(frozen=True, slots=True)
class Listing:
    items: tuple[Speech, ...]
    tail: tuple[Speech, ...] = ()
    more: str = "lobby-more"
    """The message saying how many items were left out, given ``$count``."""
