"""/block and /unblock: who may challenge you, take your open challenges and ping you
(the service decides what a block stops, ``service.preferences.blocks``). Every answer
is private."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import QUIET
from bot.errors import answers_player_errors
from bot.fitting import fitted_text
from bot.seam import Postboard
from bot.words import reader_of, say


class Blocks(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @app_commands.command(
        description="Block a player from challenging or pinging you; alone, list whom you blocked."
    )
    @app_commands.describe(user="the player to block (leave out to see whom you blocked)")
    @answers_player_errors
    async def block(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        service = self.bot.service
        if user is None:
            listing = await service.blocks.listing(interaction.user.id)
            text = fitted_text(listing, reader_of(interaction))
        else:
            if not user.bot:
                await service.remember(user.id, user.display_name)
            said = await service.blocks.block(interaction.user.id, user.id, is_bot=user.bot)
            text = say(said, reader_of(interaction))
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=QUIET)

    @app_commands.command(description="Lift a block: that player may challenge you again.")
    @app_commands.describe(user="the player to unblock")
    @answers_player_errors
    async def unblock(self, interaction: discord.Interaction, user: discord.User) -> None:
        said = await self.bot.service.blocks.unblock(interaction.user.id, user.id)
        text = say(said, reader_of(interaction))
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=QUIET)
