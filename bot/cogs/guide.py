"""/help and /rules: learning the bot and its games in Discord, privately.

Both answer ephemerally and work anywhere, a DM included. The rules come from
``service.guide``; ``bot.help`` lays them out as embeds.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import answers_player_errors
from bot.help import games_embed, help_embeds, rules_embed
from bot.late_answers import follow_up
from bot.seam import Postboard
from bot.words import reader_of
from service import game_names
from service.guide import guide_for

GAME_CHOICES = [app_commands.Choice(name=name.capitalize(), value=name) for name in game_names()]


class Guide(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="What Postboard does, its commands, a game.")
    @answers_player_errors
    async def help_(self, interaction: discord.Interaction) -> None:
        """Its embeds one to a message, as Discord counts its limit per message."""
        first, *more = help_embeds(reader_of(interaction))
        await interaction.response.send_message(embed=first, ephemeral=True)
        for embed in more:
            await follow_up(interaction, "", embed=embed, ephemeral=True)

    @app_commands.command(description="A game's rules in short, with a diagram and the moves.")
    @app_commands.describe(game="which game (leave out for the list of games)")
    @app_commands.choices(game=GAME_CHOICES)
    @answers_player_errors
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        reader = reader_of(interaction)
        embed = games_embed(reader) if game is None else rules_embed(guide_for(game), reader)
        await interaction.response.send_message(embed=embed, ephemeral=True)
