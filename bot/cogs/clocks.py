"""The clock sweep (reminders, timeouts) and /claim; the deadlines themselves are rows."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.cogs.common import player_errors
from bot.cogs.play import announce, publish
from bot.service.clocks import ClockNotice

if TYPE_CHECKING:
    from bot.app import PostboardBot

log = logging.getLogger("postboard")
PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)


class Clocks(commands.Cog):
    def __init__(self, bot: PostboardBot) -> None:
        self.bot = bot
        self.sweep.change_interval(minutes=bot.sweep_minutes)
        self.sweep.start()

    async def cog_unload(self) -> None:
        self.sweep.cancel()

    @tasks.loop(minutes=5)
    async def sweep(self) -> None:
        """Coarse on purpose: correspondence deadlines are days; a loop dies on an exception,
        so every failure is logged and the next round tries again."""
        with self.bot.lifecycle.job():
            await self._sweep_round()

    async def _sweep_round(self) -> None:
        try:
            notices = await self.bot.service.clocks.sweep()
        except Exception:
            log.exception("the clock sweep failed; trying again next round")
            return
        for notice in notices:
            try:
                await self._tell(notice)
            except Exception:
                log.exception("telling game %s about its clock failed", notice.game.id)
        try:
            digests = await self.bot.service.digests.due()
        except Exception:
            log.exception("preparing digests failed; trying again next round")
            return
        for digest in digests:
            await self._dm(digest.user_id, digest.text)
        try:
            await self.bot.computer.resume()  # moves a failed task or a restart left owed
        except Exception:
            log.exception("resuming the computer's moves failed; trying again next round")

    @sweep.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    async def _tell(self, notice: ClockNotice) -> None:
        home = await self.bot.home_of(notice.game.thread_id, notice.game.channel_id)
        if notice.update is not None:
            await announce(self.bot, notice.update, home)
        elif home is not None:
            await home.send(notice.text, allowed_mentions=PINGS)
        if notice.dm_text is not None:
            await self._dm(notice.ping_user_id, notice.dm_text)

    async def _dm(self, user_id: int, text: str) -> None:
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.info("DM to user %s failed", user_id)

    @app_commands.command(description="Claim the win when your opponent's time is up.")
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    async def claim(self, interaction: discord.Interaction, game: int | None = None) -> None:
        async with player_errors(interaction):
            update = await self.bot.service.games.claim(
                interaction.user.id,
                game_id=game,
                thread_id=interaction.channel_id,
                guild_id=interaction.guild_id,
            )
            await publish(self.bot, interaction, update)
