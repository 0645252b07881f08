"""/email link|verify|unlink|status: a player's address for playing by mail.

Every answer is ephemeral: an address is nobody else's business. The service
owns the proof (a code mailed to the address) and the rules; this cog only
carries what was typed and shows the answer.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import answers_player_errors
from bot.seam import Postboard
from bot.words import reader_of, say


class Email(commands.Cog):
    email = app_commands.Group(
        name="email", description="Get your turns by mail and answer them by replying."
    )

    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @email.command(name="link", description="Mail a code to this address to prove it is yours.")
    @app_commands.describe(address="the address your turn mails should go to")
    @answers_player_errors
    async def link(self, interaction: discord.Interaction, address: str) -> None:
        await self.bot.service.remember(interaction.user.id, interaction.user.display_name)
        # the player's client language: mail to the address is written in it
        said = await self.bot.service.email.link(
            interaction.user.id, address, locale=str(interaction.locale)
        )
        await interaction.response.send_message(say(said, reader_of(interaction)), ephemeral=True)

    @email.command(name="verify", description="The code from the mail /email link sent.")
    @app_commands.describe(code="the six digits from the mail")
    @answers_player_errors
    async def verify(self, interaction: discord.Interaction, code: str) -> None:
        said = await self.bot.service.email.verify(interaction.user.id, code)
        await interaction.response.send_message(say(said, reader_of(interaction)), ephemeral=True)

    @email.command(name="unlink", description="Stop mail and forget your address.")
    @answers_player_errors
    async def unlink(self, interaction: discord.Interaction) -> None:
        said = await self.bot.service.email.unlink(interaction.user.id)
        await interaction.response.send_message(say(said, reader_of(interaction)), ephemeral=True)

    @email.command(name="status", description="Which address your games go to, if any.")
    @answers_player_errors
    async def status(self, interaction: discord.Interaction) -> None:
        said = await self.bot.service.email.status(interaction.user.id)
        await interaction.response.send_message(say(said, reader_of(interaction)), ephemeral=True)
