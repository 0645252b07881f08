"""Looking back on Discord: /review (stepping through a game, privately), /replay (an
animated GIF of the whole game) and /export (the records of finished games)."""

from __future__ import annotations

import io
from typing import Final

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import QUIET, asked_in, board_parts
from bot.errors import answers_player_errors
from bot.late_answers import follow_up
from bot.seam import Postboard
from bot.ui.review_buttons import review_buttons
from bot.words import reader_of, say
from words.plain import PLAIN

UPLOAD_LIMIT: Final = 8 * 1024 * 1024
"""The upload limit when an interaction does not say its own: 8 MiB, the least any
Discord server had (``interaction.filesize_limit`` is the channel's own)."""


class Review(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @app_commands.command(description="Step through a game move by move, only you see it.")
    @app_commands.describe(
        game="the game number (only needed outside the game's thread)",
        ply="the ply to start at: 0 is the start (default: the latest)",
    )
    @answers_player_errors
    async def review(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        ply: app_commands.Range[int, 0] | None = None,
    ) -> None:
        shown = await self.bot.service.reviews.review(
            asked_in(interaction, game),
            ply,
            reader=reader_of(interaction),
        )
        reader = reader_of(interaction)
        mode = await self.bot.service.settings.board_mode(interaction.user.id)
        content, files = board_parts(say(shown.text, reader), shown.image, reader, mode)
        await interaction.response.send_message(
            content,
            files=files,
            view=review_buttons(shown),
            ephemeral=True,
            allowed_mentions=QUIET,
        )

    @app_commands.command(description="An animated replay of a game, a frame per move.")
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    @answers_player_errors
    async def replay(self, interaction: discord.Interaction, game: int | None = None) -> None:
        """Public, to be shared; privately when it is a player's own view of a game with
        hidden information. Drawing takes a second or two, so it is acknowledged first."""
        reviews = self.bot.service.reviews
        plan = await reviews.replay_plan(asked_in(interaction, game))
        await interaction.response.defer(ephemeral=plan.private, thinking=True)
        # public unless it is a player's own view: then in the player's language
        reader = (
            reader_of(interaction)
            if plan.private
            else await self.bot.readers.of(interaction.guild_id)
        )
        limit = interaction.filesize_limit or UPLOAD_LIMIT
        made = await reviews.replay(plan, limit=limit, reader=reader)
        await follow_up(
            interaction,
            say(made.text, reader),
            file=discord.File(
                io.BytesIO(made.gif),
                filename=made.filename,
                description=PLAIN.render(made.alt, reader),
            ),
            ephemeral=made.private,
            allowed_mentions=QUIET,
        )

    @app_commands.command(description="Download the records of finished games as one file.")
    @app_commands.describe(
        user="someone else whose finished games you want (in a DM: those you played together)"
    )
    @answers_player_errors
    async def export(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        exported = await self.bot.service.records.export(
            (user or interaction.user).id, asked_in(interaction, None)
        )
        file = discord.File(io.BytesIO(exported.record.encode()), filename=exported.filename)
        await follow_up(
            interaction,
            say(exported.text, reader_of(interaction)),
            file=file,
            ephemeral=True,
            allowed_mentions=QUIET,
        )
