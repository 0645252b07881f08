"""/web link and /web revoke: a player's personal link to their own page of a game
(``service.web_play``), and making every such link stop working. Every answer is
private: a link opens its player's seat."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import QUIET, asked_in
from bot.errors import answers_player_errors
from bot.seam import Postboard
from bot.words import reader_of, say

GAME_OPTION = "the game number (only needed outside the game's thread)"


class Web(commands.Cog):
    web = app_commands.Group(
        name="web",
        description="Your own web page of a game: a private link to it, or revoke them all.",
    )

    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @web.command(
        name="link", description="A private link to your own page of a game, to see and play."
    )
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def link(self, interaction: discord.Interaction, game: int | None = None) -> None:
        _, said = await self.bot.service.web_play.link(asked_in(interaction, game))
        await interaction.response.send_message(  # no preview: Discord would fetch the link
            say(said, reader_of(interaction)),
            ephemeral=True,
            allowed_mentions=QUIET,
            suppress_embeds=True,
        )

    @web.command(name="revoke", description="Make every link to your games' pages stop working.")
    @answers_player_errors
    async def revoke(self, interaction: discord.Interaction) -> None:
        said = await self.bot.service.web_play.revoke(interaction.user.id)
        await interaction.response.send_message(
            say(said, reader_of(interaction)), ephemeral=True, allowed_mentions=QUIET
        )
