"""What every cog shares: turning player errors into ephemeral replies, files, ids."""

from __future__ import annotations

import io
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import discord

from bot.lifecycle import RESTARTING
from bot.service import PLAYER_ERRORS
from bot.service.results import Image

log = logging.getLogger("postboard")


@asynccontextmanager
async def player_errors(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Answer a player's mistake privately; let real bugs reach ``tree.on_error``."""
    try:
        yield
    except PLAYER_ERRORS as exc:
        await reply_privately(interaction, str(exc))


APOLOGY = (
    "Sorry, something went wrong on our side. If your action was recorded, "
    "`/board` shows it; otherwise please try again later."
)


@asynccontextmanager
async def button_errors(interaction: discord.Interaction) -> AsyncIterator[None]:
    """For button callbacks, which ``tree.on_error`` never sees: mistakes privately, bugs logged."""
    try:
        async with player_errors(interaction):
            yield
    except Exception:
        log.exception("button %s failed", interaction.data and interaction.data.get("custom_id"))
        try:
            await reply_privately(interaction, APOLOGY)
        except discord.HTTPException:
            pass


async def still_accepting(interaction: discord.Interaction) -> bool:
    """The door a stop closes: once it began, commands and buttons get `RESTARTING` instead.

    Autocomplete cannot be answered with a message; it gets no suggestions.
    """
    if interaction.client.lifecycle.accepting:  # type: ignore[attr-defined]
        return True
    if interaction.type is not discord.InteractionType.autocomplete:
        await reply_privately(interaction, RESTARTING)
    return False


class ClosedWhileStopping:
    """Mixed into every persistent button: discord.py asks it before the callback runs."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await still_accepting(interaction)


async def reply_privately(interaction: discord.Interaction, text: str) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def as_file(image: Image) -> discord.File:
    return discord.File(io.BytesIO(image.png), filename=image.filename)
