"""/vacation start|stop, and the sweep that ends vacations whose allowance ran out."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.cogs.common import player_errors
from bot.service import VacationNotice

if TYPE_CHECKING:
    from bot.app import PostboardBot

log = logging.getLogger("postboard")
PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)


async def post_notices(bot: PostboardBot, notices: Iterable[VacationNotice]) -> None:
    """Each game's notice in its home, a personal one by DM; one failure never stops the rest."""
    for notice in notices:
        try:
            if notice.game is not None:
                home = await bot.home_of(notice.game.thread_id, notice.game.channel_id)
                if home is not None:
                    await home.send(notice.text, allowed_mentions=PINGS)
                continue
            user = bot.get_user(notice.user_id) or await bot.fetch_user(notice.user_id)
            await user.send(notice.text)
        except discord.HTTPException:
            log.info("a vacation notice for user %s could not be sent", notice.user_id)


class Vacation(commands.Cog):
    vacation = app_commands.Group(
        name="vacation",
        description="Freeze your clocks while you are away (a yearly allowance of days).",
        guild_only=True,
    )

    def __init__(self, bot: PostboardBot) -> None:
        self.bot = bot
        self.sweep.change_interval(minutes=bot.sweep_minutes)
        self.sweep.start()

    async def cog_unload(self) -> None:
        self.sweep.cancel()

    @vacation.command(name="start", description="Go on vacation: your clocks stand still.")
    async def start(self, interaction: discord.Interaction) -> None:
        async with player_errors(interaction):
            service = self.bot.service
            await service.remember(interaction.user.id, interaction.user.display_name)
            change = await service.vacations.start(interaction.user.id, interaction.guild_id)
            await interaction.response.send_message(change.reply, ephemeral=True)
            await post_notices(self.bot, change.notices)

    @vacation.command(name="stop", description="Back from vacation: your clocks run again.")
    async def stop(self, interaction: discord.Interaction) -> None:
        async with player_errors(interaction):
            service = self.bot.service
            await service.remember(interaction.user.id, interaction.user.display_name)
            change = await service.vacations.stop(interaction.user.id)
            await interaction.response.send_message(change.reply, ephemeral=True)
            await post_notices(self.bot, change.notices)

    @tasks.loop(minutes=5)
    async def sweep(self) -> None:
        """Allowances run out while nobody types anything, so a loop checks them; a loop
        dies on its first exception, so every failure is logged and retried next round."""
        with self.bot.lifecycle.job():
            try:
                notices = await self.bot.service.vacations.sweep()
            except Exception:
                log.exception("the vacation sweep failed; trying again next round")
                return
            await post_notices(self.bot, notices)

    @sweep.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()
