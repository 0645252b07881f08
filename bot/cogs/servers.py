"""Postboard added to a server and removed from it (issue 32.4): Discord's guild events
reach ``service.servers``, which decides; this cog finds where to post and posts.

The welcome (and the "back" after a return) goes to the server's system channel if the
bot may post there, else to the first text channel it may post in, else nowhere (logged).
It is written in the server's language (``bot.readers``). Discord reports a removal as
``on_guild_remove`` (an outage is ``on_guild_unavailable``, which changes nothing). On
each ``on_ready`` the servers Discord reports for this process's shards are compared
with the servers that have running games, so a removal missed while the bot was offline
starts its grace (never a purge); a server found back is greeted as a join. The grace
period's purges run in this cog's hourly loop (the shell's sweeper does it when Discord
does not run).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

import discord
from discord.ext import commands, tasks

from bot.common import QUIET
from bot.errors import log_failure
from bot.seam import Postboard
from bot.words import say
from service.agreements.settled import Settled
from service.running.outbox import tell
from service.servers import Arrival

log = logging.getLogger("postboard")

SWEEP_HOURS = 1.0
"""How often departed servers are looked at: their grace is counted in days."""


def welcome_place(guild: discord.Guild) -> discord.TextChannel | None:
    """The system channel if the bot may post there, else the first text channel (in the
    order the server shows them) it may post in; None when there is none."""
    me = guild.me
    if me is None:
        return None
    for channel in (guild.system_channel, *guild.text_channels):
        if channel is not None and channel.permissions_for(me).send_messages:
            return channel
    return None


class Servers(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot
        self._ready = False  # the servers Discord reports were compared once
        self._turns = asyncio.Lock()  # joins, removals and sweeps take turns in a process
        self.sweep.start()

    async def cog_unload(self) -> None:
        self.sweep.cancel()

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        with self.bot.lifecycle.job():
            async with self._turns:
                place = welcome_place(guild)
                try:
                    arrival = await self.bot.service.servers.joined(
                        guild.id, can_post=place is not None
                    )
                except Exception as error:
                    log_failure(f"recording the join of server {guild.id} failed", error)
                    return
                await self._greet(guild, place, arrival)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        with self.bot.lifecycle.job():
            async with self._turns:
                try:
                    await self.bot.service.servers.left(guild.id)
                except Exception as error:  # the next start concludes it again
                    log_failure(f"recording the removal from server {guild.id} failed", error)

    @commands.Cog.listener()
    async def on_guild_available(self, guild: discord.Guild) -> None:
        """A server seen again after the start (an outage over): back, if it was taken
        as removed. At the start itself ``on_ready`` compares them all at once."""
        if not self._ready:
            return
        with self.bot.lifecycle.job():
            async with self._turns:
                place = welcome_place(guild)
                try:
                    arrival = await self.bot.service.servers.returned_if_away(
                        guild.id, can_post=place is not None
                    )
                except Exception as error:
                    log_failure(f"looking at server {guild.id} again failed", error)
                    return
                if arrival is not None:
                    await self._greet(guild, place, arrival)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        with self.bot.lifecycle.job():
            async with self._turns:
                await self._compare()

    async def _compare(self) -> None:
        """The servers Discord reports against the database's (``ServerDesk.seen``)."""
        guilds = {guild.id: guild for guild in self.bot.guilds}
        try:
            seen = await self.bot.service.servers.seen(guilds, self._ours)
        except Exception as error:
            log_failure("comparing the servers Discord reports with the games failed", error)
            return
        finally:
            self._ready = True
        for guild_id in seen.back:
            guild = guilds.get(guild_id)
            place = None if guild is None else welcome_place(guild)
            try:
                arrival = await self.bot.service.servers.joined(
                    guild_id, can_post=place is not None
                )
            except Exception as error:
                log_failure(f"recording the return to server {guild_id} failed", error)
                continue
            await self._greet(guild, place, arrival)

    @tasks.loop(hours=SWEEP_HOURS)
    async def sweep(self) -> None:
        """Purge the servers whose grace is over; hold games begun in departed ones."""
        with self.bot.lifecycle.job():
            async with self._turns:
                try:
                    notices = await self.bot.service.servers.sweep()
                except Exception as error:
                    log_failure("the servers' sweep failed; trying again next round", error)
                    return
                await self._tell(notices)

    @sweep.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    def _ours(self, guild_id: int) -> bool:
        """Whether Discord tells this process about ``guild_id``: its shard is one of ours
        (every server, for a bot that is not sharded)."""
        bot: Any = self.bot
        count, shard_ids = getattr(bot, "shard_count", None), getattr(bot, "shard_ids", None)
        if not count or shard_ids is None:
            return True
        return (guild_id >> 22) % count in shard_ids

    async def _greet(
        self, guild: discord.Guild | None, place: discord.TextChannel | None, arrival: Arrival
    ) -> None:
        """Post what the arrival says in the server, and tell each game that goes on."""
        if arrival.said is not None and guild is not None:
            if place is None:
                log.info("server %s: nowhere to post what Postboard says on joining", guild.id)
            else:
                reader = await self.bot.readers.of(guild.id)
                try:
                    await place.send(say(arrival.said, reader), allowed_mentions=QUIET)
                except discord.HTTPException as error:
                    log.warning("server %s: its welcome could not be posted: %s", guild.id, error)
        await self._tell(arrival.resumed)

    async def _tell(self, notices: Sequence[Settled]) -> None:
        for notice in notices:
            try:
                await tell(self.bot.outbox, notice)
            except Exception as error:
                log_failure(f"telling game {notice.game.id} it goes on failed", error)
