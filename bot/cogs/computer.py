"""The computer as a player on Discord: its name and owed moves at start-up, /hint, and
/analyse of a finished game.

Its moves themselves are played in the background by ``bot.turns.ComputerTurns``.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import asked_in
from bot.errors import answers_player_errors
from bot.late_answers import follow_up
from bot.seam import Postboard
from bot.words import reader_of, say

LEVEL_CHOICES = [app_commands.Choice(name=f"level {level}", value=level) for level in range(1, 6)]


class Computer(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Keep the bot's own name for boards and records, then play what is owed."""
        if self.bot.user is not None:
            await self.bot.service.remember(self.bot.user.id, self.bot.user.display_name)
        await self.bot.computer.resume()

    @app_commands.command(description="Ask the computer which move it would play (if allowed).")
    @app_commands.describe(
        game="the game number (only needed outside the game's thread)",
        level="the computer to ask, 1 (easiest) to 5; default the strongest the server allows",
    )
    @app_commands.choices(level=LEVEL_CHOICES)
    @answers_player_errors
    async def hint(
        self, interaction: discord.Interaction, game: int | None = None, level: int | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)  # level 5 takes ~10 s
        hint = await self.bot.service.computer.hint(
            asked_in(interaction, game),
            level=level,
        )
        await follow_up(interaction, say(hint.text, reader_of(interaction)), ephemeral=True)
        await self.bot.outbox.notice(hint.game, hint.notice, ping=False)

    @app_commands.command(
        description="After a game: the moves where the computer disagreed most (private)."
    )
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    @answers_player_errors
    async def analyse(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        analysis = await self.bot.service.analysis.analyse(asked_in(interaction, game))
        await follow_up(interaction, say(analysis.text, reader_of(interaction)), ephemeral=True)
