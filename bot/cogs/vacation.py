"""/vacation start|stop, and the sweep that ends vacations whose allowance ran out."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.errors import answers_player_errors
from bot.seam import Postboard
from bot.words import reader_of, say
from service.running.outbox import tell

log = logging.getLogger("postboard")


class Vacation(commands.Cog):
    vacation = app_commands.Group(
        name="vacation",
        description="Freeze your clocks while you are away (a yearly allowance of days).",
        guild_only=True,
    )

    def __init__(self, bot: Postboard) -> None:
        self.bot = bot
        self.sweep.change_interval(minutes=bot.sweep_minutes)
        self.sweep.start()

    async def cog_unload(self) -> None:
        self.sweep.cancel()

    @vacation.command(name="start", description="Go on vacation: your clocks stand still.")
    @answers_player_errors
    async def start(self, interaction: discord.Interaction) -> None:
        service = self.bot.service
        await service.remember(interaction.user.id, interaction.user.display_name)
        change = await service.vacations.start(interaction.user.id, interaction.guild_id)
        await interaction.response.send_message(
            say(change.reply, reader_of(interaction)), ephemeral=True
        )
        for notice in change.notices:
            await tell(self.bot.outbox, notice)

    @vacation.command(name="stop", description="Back from vacation: your clocks run again.")
    @answers_player_errors
    async def stop(self, interaction: discord.Interaction) -> None:
        service = self.bot.service
        await service.remember(interaction.user.id, interaction.user.display_name)
        change = await service.vacations.stop(interaction.user.id, interaction.guild_id)
        await interaction.response.send_message(
            say(change.reply, reader_of(interaction)), ephemeral=True
        )
        for notice in change.notices:
            await tell(self.bot.outbox, notice)

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
            for notice in notices:
                await tell(self.bot.outbox, notice)

    @sweep.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()
