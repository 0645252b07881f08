"""``ServerDesk``: Postboard added to a server, removed from it, and back (issue 32.4).

**Added.** The channel reports the join (``joined``) and says whether it has somewhere to
post; a server new to this database gets one short welcome with the first steps for its
admins, once: a repeated event, or another process told of the same join, finds it said.
A join with nowhere to post is recorded without a welcome. A server whose data was purged
starts afresh and is welcomed again.

**Removed.** ``left`` records the departure and its purge date (now plus the grace, a
setting: ``POSTBOARD_PURGE_DAYS``, 30 days by default) and suspends every running game of
the server (``holds``: the server hold, clocks frozen). A game a moderator had paused keeps
that hold and stays paused after a return. Challenges, open challenges and tournaments are
left as they are: nobody can reach their buttons while the bot is away, they expire on
their own dates, and a game one of them starts meanwhile is held by the next sweep.
Games in DMs and in other servers are never touched.

**Back within the grace.** The departure is cleared, every game on the server hold goes on
with its clock running again, each game's thread is told, and the server is told that
Postboard is back (no second welcome).

**The grace over.** ``sweep`` deletes the data of each server whose purge date has passed
(``ServerStore.purge_server``, one transaction), and holds any game of a departed server
that began since. ``purge`` does it at once for the operator (``postboard purge``), or only
counts what would go.

**Missed events.** A channel that was not connected when a server removed it reports,
once connected, every server it is in (``seen``): a server with running games that is not
among them is taken as removed now, which starts its grace (never a purge), and a departed
server that is among them is back. An empty report concludes nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection
from dataclasses import dataclass
from datetime import timedelta
from typing import Final, Literal

from service.agreements.settled import Settled
from service.context import ServiceContext
from service.servers.holds import release, suspend
from storage.moderation import MODERATOR_HOLD, SERVER_HOLD
from storage.protocol.servers import ServerContents, ServerRecord, ServerStillHere
from words import Command, Game, Lines, Notation, Speech, lines, msg

log = logging.getLogger("postboard")

DEFAULT_GRACE: Final = timedelta(days=30)
"""How long a server's data is kept after the bot was removed (``POSTBOARD_PURGE_DAYS``)."""

PurgeOutcome = Literal["purged", "counted", "already_purged", "unknown", "still_here"]


@dataclass(frozen=True, slots=True)
class Arrival:
    """What a join means: ``said`` to post in the server (its language), if anything, and
    a notice for the thread of each game that goes on."""

    said: Speech | None = None
    resumed: tuple[Settled, ...] = ()
    back: bool = False
    """The server had been left and is back within the grace."""


@dataclass(frozen=True, slots=True)
class Departure:
    """A removal recorded: the server's row (its purge date), the games suspended now,
    and those a moderator had paused already, which keep that hold."""

    server: ServerRecord
    held: tuple[int, ...]
    kept: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Seen:
    """What a channel's report of its servers changed: the servers taken as removed,
    and those found back (for the channel to greet as a join: ``joined``)."""

    left: tuple[Departure, ...] = ()
    back: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Standing:
    """A departed server with what its purge will delete."""

    server: ServerRecord
    contents: ServerContents


@dataclass(frozen=True, slots=True)
class Purge:
    """What ``purge`` did: ``purged`` (``contents`` is what went), ``counted`` (a dry run:
    what would go), ``already_purged`` or ``unknown`` (nothing is stored about it), or
    ``still_here`` (refused: the bot is in that server, and the purge was not forced)."""

    guild_id: int
    outcome: PurgeOutcome
    contents: ServerContents
    server: ServerRecord | None

    @property
    def present(self) -> bool:
        """As far as this database knows, Postboard is in the server."""
        return self.server is None or self.server.left_at is None


class ServerDesk:
    def __init__(self, ctx: ServiceContext, grace: timedelta = DEFAULT_GRACE) -> None:
        """``grace``: how long after a removal the server's data is deleted."""
        if grace <= timedelta(0):
            raise ValueError("the grace period must be positive")
        self._ctx = ctx
        self.grace = grace

    # --- a channel's events ---------------------------------------------------------------

    async def joined(self, guild_id: int, *, can_post: bool = True) -> Arrival:
        """The bot was added to the server; ``can_post``: the channel found a channel of
        the server to post in (without one, a new server is not marked welcomed)."""
        now = self._ctx.clock()
        before, _ = await self._ctx.store.server_joined(guild_id, at=now)
        if before is not None and before.departed:
            return await self._back(guild_id)
        if before is not None and not before.purged:
            return Arrival()  # already here: a repeated event, or another process's
        if can_post and await self._ctx.store.mark_welcomed(guild_id, at=now):
            return Arrival(said=welcome())
        if not can_post:
            log.info("added to server %s, with no channel to post its welcome in", guild_id)
        return Arrival()

    async def returned_if_away(self, guild_id: int, *, can_post: bool = True) -> Arrival | None:
        """The server became available to the channel: if it is recorded as left (a
        removal concluded while it was out of sight), it is back; else nothing (None)."""
        server = await self._ctx.store.get_server(guild_id)
        if server is None or not server.departed:
            return None
        return await self.joined(guild_id, can_post=can_post)

    async def left(self, guild_id: int) -> Departure:
        """The bot was removed from the server: record it and suspend its games."""
        now = self._ctx.clock()
        server = await self._ctx.store.server_left(guild_id, at=now, purge_at=now + self.grace)
        held, kept = await self._suspend_all(guild_id)
        log.info(
            "removed from server %s: %d games suspended (%d paused by moderators); "
            "its data goes after %s",
            guild_id,
            len(held),
            len(kept),
            server.purge_at,
        )
        return Departure(server, held, kept)

    async def seen(self, present: Collection[int], ours: Callable[[int], bool]) -> Seen:
        """The channel, connected, reports every server it is in (``present``); ``ours``
        says which servers it would be told of (its shards'). See the module's
        "Missed events"."""
        here = set(present)
        if not here:
            return Seen()
        left = []
        for guild_id in await self._ctx.store.servers_with_running_games():
            if ours(guild_id) and guild_id not in here:
                server = await self._ctx.store.get_server(guild_id)
                if server is None or not server.departed:
                    left.append(await self.left(guild_id))
        back = tuple(
            server.guild_id
            for server in await self._ctx.store.servers_departed()
            if server.guild_id in here and ours(server.guild_id)
        )
        return Seen(tuple(left), back)

    # --- the timed work -------------------------------------------------------------------

    async def sweep(self) -> list[Settled]:
        """Purge every departed server whose grace has passed, and hold the games of the
        others that began since they were left (nobody is told: the bot is away). A game
        still on the server hold in a server the bot is back in (its return raced the
        removal's holds) goes on, and its thread is told (the notices returned)."""
        now = self._ctx.clock()
        for server in await self._ctx.store.servers_departed():
            if server.purge_at is not None and server.purge_at <= now:
                try:
                    gone = await self._ctx.store.purge_server(server.guild_id, at=now)
                except ServerStillHere:
                    continue  # added back since it was read
                log.info("purged server %s after its grace: %s", server.guild_id, _said(gone))
            else:
                await self._suspend_all(server.guild_id)
        told: list[Settled] = []
        for guild_id in await self._ctx.store.servers_with_stray_holds():
            told += (await self._release_all(guild_id))[0]
        return told

    # --- the operator's ---------------------------------------------------------------------

    async def departed(self) -> list[Standing]:
        """Every server the bot left whose data is still kept, the first due first."""
        return [
            Standing(server, await self._ctx.store.server_contents(server.guild_id))
            for server in await self._ctx.store.servers_departed()
        ]

    async def purge(self, guild_id: int, *, dry_run: bool = False, force: bool = False) -> Purge:
        """Delete the server's data now (or with ``dry_run`` only count it). A server the
        bot is in, as far as this database knows, is refused unless ``force``."""
        server = await self._ctx.store.get_server(guild_id)
        contents = await self._ctx.store.server_contents(guild_id)
        if contents.total == 0 and server is not None and server.purged:
            return Purge(guild_id, "already_purged", contents, server)
        if contents.total == 0 and server is None:
            return Purge(guild_id, "unknown", contents, server)
        present = server is None or server.left_at is None
        if dry_run:
            return Purge(guild_id, "counted", contents, server)
        if present and not force:
            return Purge(guild_id, "still_here", contents, server)
        try:
            gone = await self._ctx.store.purge_server(
                guild_id, at=self._ctx.clock(), only_departed=not force
            )
        except ServerStillHere:  # added back since it was read
            return Purge(
                guild_id, "still_here", contents, await self._ctx.store.get_server(guild_id)
            )
        log.info("purged server %s at the operator's request: %s", guild_id, _said(gone))
        return Purge(guild_id, "purged", gone, await self._ctx.store.get_server(guild_id))

    # --- the games ------------------------------------------------------------------------------

    async def _suspend_all(self, guild_id: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        held, kept = [], []
        for game_id, hold in await self._ctx.store.server_running_games(guild_id):
            if hold == MODERATOR_HOLD:
                kept.append(game_id)
            elif hold is None:
                game = await suspend(self._ctx, game_id)
                if game is not None:
                    held.append(game)
                elif (await self._ctx.store.get_game(game_id)).hold == MODERATOR_HOLD:
                    kept.append(game_id)
        return tuple(game.id for game in held), tuple(kept)

    async def _back(self, guild_id: int) -> Arrival:
        notices, paused = await self._release_all(guild_id)
        log.info("back in server %s: %d games go on", guild_id, len(notices))
        said = welcome_back(len(notices), paused)
        return Arrival(said=said, resumed=tuple(notices), back=True)

    async def _release_all(self, guild_id: int) -> tuple[list[Settled], int]:
        """Release the server's games from the server hold: a notice for each game that
        goes on, and how many a moderator keeps paused."""
        released, paused = [], 0
        for game_id, hold in await self._ctx.store.server_running_games(guild_id):
            if hold == SERVER_HOLD:
                game = await release(self._ctx, game_id)
                if game is not None:
                    released.append(game)
            elif hold == MODERATOR_HOLD:
                paused += 1
        notices = [
            Settled(game, msg("servers-game-resumed", game=Game(game.id))) for game in released
        ]
        return notices, paused


def welcome() -> Lines:
    """The first words in a server: what Postboard is, and the first steps."""
    return lines(
        msg("servers-welcome-hello"),
        msg("servers-welcome-admins", config=Command("postboard config", (("channel", "…"),))),
        msg(
            "servers-welcome-everyone",
            help=Command("help"),
            challenge=Command("challenge"),
            rules=Command("rules"),
        ),
        msg("servers-welcome-docs", readme=Notation("README.md")),
    )


def welcome_back(resumed: int, paused: int) -> Lines:
    """Postboard is back: how many games go on, and how many a moderator keeps paused."""
    resume = Command("postboard game", (("action", "resume"),))
    return lines(
        msg("servers-welcome-back", games=resumed),
        msg("servers-welcome-back-paused", games=paused, command=resume) if paused else None,
    )


def _said(contents: ServerContents) -> str:
    """The counts for the log, the tables with rows only."""
    return ", ".join(f"{count} {table}" for table, count in contents.counts if count) or "nothing"
