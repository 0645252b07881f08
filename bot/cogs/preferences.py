"""/settings: how a player hears about their games (the service explains each choice),
and the time zone times are written in for them, with the zones offered as they type."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import answers_player_errors
from bot.seam import Postboard
from bot.words import reader_of, say
from service.readers.locales import zone_suggestions

BOARD_CHOICES = [
    app_commands.Choice(name="the picture", value="image"),
    app_commands.Choice(name="the board in words, read aloud", value="text"),
    app_commands.Choice(name="both", value="both"),
]
NOTIFY_CHOICES = [
    app_commands.Choice(name="a ping in the game's thread", value="thread"),
    app_commands.Choice(name="a DM with the board on my turn", value="dm"),
    app_commands.Choice(name="a daily digest DM instead of every move", value="digest"),
    app_commands.Choice(name="a mail with the board (see /email)", value="email"),
]


class Preferences(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @app_commands.command(description="How you hear about your games; no option shows them.")
    @app_commands.describe(
        notify="how you are told it is your move",
        remind_dm="also get clock reminders by DM",
        remind_hours="how many hours before your deadline the reminder comes (1 to 72)",
        confirm="/move shows you the board after your move, with Confirm / Cancel, first",
        timezone="where you are, e.g. Europe/Berlin (start typing a city); UTC by default",
        board="how the boards shown to you alone come: the picture, in words, or both",
    )
    @app_commands.choices(notify=NOTIFY_CHOICES, board=BOARD_CHOICES)
    @answers_player_errors
    async def settings(
        self,
        interaction: discord.Interaction,
        notify: str | None = None,
        remind_dm: bool | None = None,
        remind_hours: app_commands.Range[int, 1, 72] | None = None,
        confirm: bool | None = None,
        timezone: app_commands.Range[str, 1, 100] | None = None,
        board: str | None = None,
    ) -> None:
        said = await self.bot.service.settings.update(
            interaction.user.id,
            notify=notify,
            remind_dm=remind_dm,
            remind_hours=remind_hours,
            confirm=confirm,
            time_zone=timezone,
            board=board,
        )
        await interaction.response.send_message(say(said, reader_of(interaction)), ephemeral=True)

    @settings.autocomplete("timezone")
    async def _suggest_zones(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        """The zone list is in memory: no store call, so it answers within Discord's 3 s
        however busy the database is."""
        return [app_commands.Choice(name=zone, value=zone) for zone in zone_suggestions(typed)]
