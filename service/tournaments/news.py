"""What the tournament desk hands a channel: messages, images and whom to ping."""

from __future__ import annotations

from dataclasses import dataclass

from service.results import GameStarted, GameUpdate, Image
from words import Speech


@dataclass(frozen=True, slots=True)
class TournamentNews:
    """A post for a server's games channel about a tournament as a whole (it began, a
    round was paired, it is over): told through the outbox's ``bulletin``, pinging
    exactly ``ping`` (its players)."""

    tournament_id: int
    guild_id: int
    channel_id: int
    text: Speech
    image: Image | None = None
    ping: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Shown:
    """An answer for the asker: text, and the standings when there are any."""

    text: Speech
    image: Image | None = None


@dataclass(frozen=True, slots=True)
class Withdrawn:
    """A player withdrew: the answer, and the games their withdrawal resigned (each told
    like any resignation)."""

    text: Speech
    updates: tuple[GameUpdate, ...]


Happening = TournamentNews | GameStarted | GameUpdate
"""What a sweep (or an early start) has to tell: news, each new game to open, and a
withdrawn player's game it resigned."""
