"""The clock sweep (reminders, timeouts, digests) and /claim; the deadlines themselves are
rows. The posts the threads are owed have their own, shorter loop (``bot.cogs.owed``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.common import asked_in
from bot.errors import answers_player_errors, log_failure
from bot.seam import Postboard
from service.running.outbox import tell


class Clocks(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
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
        except Exception as error:
            log_failure("the clock sweep failed; trying again next round", error)
            return
        for notice in notices:
            try:
                await tell(self.bot.outbox, notice)
            except Exception as error:
                log_failure(f"telling game {notice.game.id} about its clock failed", error)
        try:
            digests = await self.bot.service.digests.due()
        except Exception as error:
            log_failure("preparing digests failed; trying again next round", error)
            return
        for digest in digests:
            await tell(self.bot.outbox, digest)
        try:
            await self.bot.computer.resume()  # moves a failed task or a restart left owed
        except Exception as error:
            log_failure("resuming the computer's moves failed; trying again next round", error)

    @sweep.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    @app_commands.command(
        description="End the game when your opponent's time is up: a win, or an abort if "
        "they never moved."
    )
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    @answers_player_errors
    async def claim(self, interaction: discord.Interaction, game: int | None = None) -> None:
        update = await self.bot.service.games.claim(asked_in(interaction, game))
        await self.bot.outbox.publish(interaction, update)
