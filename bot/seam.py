"""The one seam between the bot and its parts: what cogs, buttons and the outbox need.

Cogs take a ``Postboard`` rather than the bot class, and buttons reach it from
``interaction.client`` through ``seam_of``, so no cog imports ``bot.app`` or
another cog, and the composition root (``bot.app``) is the only module that
knows every part.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

import discord

from bot.admission import Admission
from bot.lifecycle import Lifecycle
from bot.readers import ServerReaders
from service import Proposal, Service
from service.results import ChallengeClosed, GameStarted, GameUpdate
from service.running import outbox as core

Place = Any
"""A Discord channel or thread a game or challenge lives in, or None. discord.py's
channel types share no type with both ``send`` and ``mention`` (a forum or a
category cannot be sent to), which the callers handle where it matters."""


@dataclass(frozen=True)
class NextGame:
    """What a mover is told, privately, after a move: the game that waits on them next,
    with a link to it (``view``), or that none does (``view`` None)."""

    text: str
    view: discord.ui.View | None


class Outbox(core.Outbox, Protocol):
    """The core's outbox, plus what only Discord does: answering the interaction a
    move came from, giving a new game its thread, updating a challenge's message."""

    async def publish(
        self,
        interaction: discord.Interaction,
        update: GameUpdate,
        *,
        then: Callable[[], Awaitable[NextGame | None]] | None = None,
    ) -> None:
        """Answer the mover, then announce the move where the game lives; ``then`` says
        which game of the mover's waits next (``bot.ui.buttons.next_game``)."""
        ...

    async def open_game(self, started: GameStarted, fallback: Place) -> Place:
        """Post a new game's first board in a new thread (else in ``fallback``'s
        channel); returns where the game now lives."""
        ...

    async def close_challenge(self, closed: ChallengeClosed | None, suffix: str = "") -> None:
        """Show on the challenge's message that it is closed, and take its buttons."""
        ...

    async def offer_posted(self, proposal: Proposal) -> None:
        """An offer's post is made (by a cog, in its thread): the database owes it no more."""
        ...


class Turns(Protocol):
    """The computer's moves, played in the background."""

    def schedule(self, game_id: int) -> None:
        """Play the computer's move in ``game_id`` soon (once, however often asked)."""
        ...

    async def resume(self) -> None:
        """Schedule every move the computer owes, as the database says."""
        ...


class Postboard(Protocol):
    """What the bot offers its cogs, buttons and outbox."""

    @property
    def service(self) -> Service: ...

    @property
    def outbox(self) -> Outbox: ...

    @property
    def lifecycle(self) -> Lifecycle: ...

    @property
    def computer(self) -> Turns: ...

    @property
    def admission(self) -> Admission:
        """The door every move goes through: acknowledged in time, the queue bounded."""
        ...

    @property
    def readers(self) -> ServerReaders:
        """Who reads a public post in a server: its language, kept a minute."""
        ...

    @property
    def sweep_minutes(self) -> float:
        """How often the loops check deadlines and expiries."""
        ...

    @property
    def owed_seconds(self) -> float:
        """How often the loop of owed posts looks for posts no process made."""
        ...

    @property
    def user(self) -> discord.ClientUser | None: ...

    @property
    def guilds(self) -> Sequence[discord.Guild]: ...

    async def wait_until_ready(self) -> None: ...

    def get_user(self, id: int, /) -> discord.User | None: ...

    async def fetch_user(self, user_id: int, /) -> discord.User: ...

    async def channel(self, channel_id: int) -> Place:
        """A channel or thread by id, or None if it is gone."""
        ...

    async def home_of(self, thread_id: int | None, channel_id: int) -> Place:
        """Where a game is posted: its thread, else its channel, else None."""
        ...


def seam_of(interaction: discord.Interaction) -> Postboard:
    """The bot behind an interaction, for buttons, which discord.py builds on its own."""
    return cast(Postboard, interaction.client)
