"""What the bot's Discord code shares: private replies, files, mentions, the closed door."""

from __future__ import annotations

import io

import discord

from bot.lifecycle import RESTARTING
from bot.seam import seam_of
from service.results import Image

PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)
QUIET = discord.AllowedMentions.none()


async def reply_privately(interaction: discord.Interaction, text: str) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def as_file(image: Image) -> discord.File:
    return discord.File(io.BytesIO(image.png), filename=image.filename)


async def still_accepting(interaction: discord.Interaction) -> bool:
    """The door a stop closes: once it began, commands and buttons get `RESTARTING` instead.

    Autocomplete cannot be answered with a message; it gets no suggestions.
    """
    if seam_of(interaction).lifecycle.accepting:
        return True
    if interaction.type is not discord.InteractionType.autocomplete:
        await reply_privately(interaction, RESTARTING)
    return False


class ClosedWhileStopping:
    """Mixed into every persistent button: discord.py asks it before the callback runs."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await still_accepting(interaction)
