"""/profile, /leaderboard and /seeks: ratings, records and open challenges on Discord.

Open challenges are posted by /challenge without an opponent (``bot.cogs.lobby``); their
buttons and the page buttons are in ``bot.community``.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import QUIET, asked_in
from bot.community import GAME_CHOICES, leaderboard_view, page_embed
from bot.errors import answers_player_errors
from bot.fitting import fitted_text
from bot.seam import Postboard
from bot.words import reader_of, say
from service.ratings.desk import Profile
from words import Reader

SCOPE_CHOICES = [
    app_commands.Choice(name="this server", value="server"),
    app_commands.Choice(name="all servers", value="all"),
]


class Community(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @app_commands.command(description="A player's ratings, record, streak and latest games.")
    @app_commands.describe(user="whose profile (default: yours)")
    @answers_player_errors
    async def profile(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        shown = await self.bot.service.ratings.profile(
            (user or interaction.user).id, asked_in(interaction, None)
        )
        embed = discord.Embed(description=profile_text(shown, reader_of(interaction)))
        await interaction.response.send_message(embed=embed, ephemeral=True, allowed_mentions=QUIET)

    @app_commands.command(description="The best rated players of a game.")
    @app_commands.describe(
        game="which game",
        scope="this server's players (default) or every server's",
        page="which page (10 players a page)",
    )
    @app_commands.choices(game=GAME_CHOICES, scope=SCOPE_CHOICES)
    @answers_player_errors
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str,
        scope: str = "server",
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        if interaction.guild_id is None:
            scope = "all"  # a DM has no server of its own
        shown = await self.bot.service.ratings.leaderboard(
            game, guild_id=interaction.guild_id, scope=scope, page=page
        )
        public = await self.bot.readers.of(interaction.guild_id)  # posted for everyone here
        await interaction.response.send_message(
            embed=page_embed(shown, public),
            view=leaderboard_view(shown, game, scope, public),
            allowed_mentions=QUIET,
        )

    @app_commands.command(description="The open challenges anyone here may accept.")
    @app_commands.guild_only()
    @answers_player_errors
    async def seeks(self, interaction: discord.Interaction) -> None:
        listing = await self.bot.service.seeks.listing(interaction.guild_id)
        text = fitted_text(listing, reader_of(interaction))
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=QUIET)


def profile_text(profile: Profile, reader: Reader) -> str:
    """A profile as an embed's text: its title and each section's heading in bold."""
    parts = [f"**{say(profile.title, reader)}**"]
    for section in profile.sections:
        heading = f"**{say(section.heading, reader)}**"
        if section.note is not None:
            heading += f" {say(section.note, reader)}"
        body = say(section.body, reader)
        parts += [f"{heading}: {body}"] if section.inline else [heading, body]
    return "\n".join(parts)
