"""Following who can read the game channels, for the server's list of games on the web.

Discord tells the bot when a channel's permission overwrites change (moving it into
a private category changes them too), when a channel is deleted and when a role
changes; the bot passes on whether @everyone can still read (``bot.visibility``).
On connecting it looks at every game channel of its servers again, so changes made
while it was away, and games started before channels were noted, are caught up.
"""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

from bot.errors import log_failure
from bot.seam import Postboard
from bot.visibility import everyone_reads, look_again


class Visibility(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        for guild in self.bot.guilds:
            try:
                await look_again(self.bot.service, guild)
            except Exception as error:
                log_failure(f"looking at the game channels of server {guild.id} failed", error)

    @commands.Cog.listener()
    async def on_guild_channel_update(self, before: Any, after: Any) -> None:
        changed = [after] if everyone_reads(before) != everyone_reads(after) else []
        if isinstance(after, discord.CategoryChannel) and before.overwrites != after.overwrites:
            changed += after.channels  # a synced channel's own update may come later
        for channel in changed:
            await self._changed(channel.id, everyone_reads(channel))

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: Any) -> None:
        await self._changed(channel.id, False)

    @commands.Cog.listener()
    async def on_guild_role_update(self, before: discord.Role, after: discord.Role) -> None:
        if after.is_default() and before.permissions != after.permissions:
            try:
                await look_again(self.bot.service, after.guild)
            except Exception as error:
                log_failure(
                    f"looking at the game channels of server {after.guild.id} failed", error
                )

    async def _changed(self, home_id: int, readable: bool) -> None:
        try:
            await self.bot.service.visibility.home_changed(home_id, everyone_reads=readable)
        except Exception as error:
            log_failure(f"noting who can read channel {home_id} failed", error)
