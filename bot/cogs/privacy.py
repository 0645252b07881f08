"""/privacy show|export|forget: what Postboard keeps about you, all of it as a file, and
forgetting you (``service.privacy``). Every answer is private, the file too; forgetting
asks first, with **Forget me** / **Keep everything** (``bot.ui.privacy_buttons``)."""

from __future__ import annotations

import io
from typing import Final

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import QUIET
from bot.errors import answers_player_errors
from bot.late_answers import follow_up
from bot.seam import Postboard
from bot.ui.privacy_buttons import forget_buttons
from bot.words import reader_of, say
from words import msg

UPLOAD_LIMIT: Final = 8 * 1024 * 1024
"""The upload limit when an interaction does not say its own (8 MiB, the least any
server had; ``interaction.filesize_limit`` is the channel's own)."""


class Privacy(commands.Cog):
    privacy = app_commands.Group(
        name="privacy", description="What Postboard keeps about you: see it, get it, or erase it."
    )

    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @privacy.command(name="show", description="What Postboard keeps about you, why and how long.")
    @answers_player_errors
    async def show(self, interaction: discord.Interaction) -> None:
        text = say(self.bot.service.privacy.about(), reader_of(interaction))
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=QUIET)

    @privacy.command(
        name="export", description="Everything Postboard keeps about you, as a file only you see."
    )
    @answers_player_errors
    async def export(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        exported = await self.bot.service.privacy.export(interaction.user.id)
        reader = reader_of(interaction)
        limit = getattr(interaction, "filesize_limit", None) or UPLOAD_LIMIT
        if len(exported.data) > limit:
            too_big = msg("privacy-export-too-large")
            await follow_up(interaction, say(too_big, reader), ephemeral=True)
            return
        file = discord.File(io.BytesIO(exported.data), filename=exported.filename)
        await follow_up(
            interaction,
            say(exported.text, reader),
            file=file,
            ephemeral=True,
            allowed_mentions=QUIET,
        )

    @privacy.command(
        name="forget", description="Erase what Postboard keeps about you, once you confirm."
    )
    @answers_player_errors
    async def forget(self, interaction: discord.Interaction) -> None:
        reader = reader_of(interaction)
        asked = await self.bot.service.privacy.ask_to_forget(interaction.user.id)
        view = (
            discord.utils.MISSING  # nothing to forget: nothing to confirm
            if asked.token is None
            else forget_buttons(interaction.user.id, asked.token, reader)
        )
        await interaction.response.send_message(
            say(asked.text, reader), view=view, ephemeral=True, allowed_mentions=QUIET
        )
