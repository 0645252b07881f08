"""Follow-ups that come after Discord stopped waiting for them.

An acknowledged interaction ("thinking…") can be answered for 15 minutes; after that
its token is dead, the follow-up fails (404 Unknown Webhook), discord.py logged a
traceback and the player watched "thinking…" forever. A queued move on a starved
process, or a long analysis, can take that long. So every follow-up goes through
``follow_up``: within the window it is the follow-up; past it (known from the
interaction's age, or from Discord's refusal) a private answer goes to the player
by DM, as private there as it was meant to be, and a public one to the channel the
command was used in, each saying what it answers.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

import discord

from bot.words import reader_of, say
from words import ENGLISH, Command, Reader, Speech, msg

log = logging.getLogger("postboard")

FOLLOW_UP_WINDOW = timedelta(minutes=15)
"""How long Discord takes follow-ups to an interaction."""
MARGIN = timedelta(seconds=20)
"""Sent this close to the end, a follow-up could reach Discord after it: go around it."""


async def follow_up(
    interaction: discord.Interaction, content: str, *, ephemeral: bool, **extra: Any
) -> None:
    """Send ``content`` (with ``extra``: files, view, mentions) as the interaction's
    follow-up, or, once the window has closed, where the player still reads it."""
    age = discord.utils.utcnow() - interaction.created_at
    if age < FOLLOW_UP_WINDOW - MARGIN:
        try:
            await interaction.followup.send(content, ephemeral=ephemeral, **extra)
            return
        except discord.NotFound:  # the token ran out after all (a clock off by more)
            pass
    await _elsewhere(interaction, content, ephemeral=ephemeral, **extra)


def lead(interaction: discord.Interaction) -> Speech:
    """The line that says what a late answer answers."""
    command = interaction.command
    if command is None:
        return msg("bot-late-answer-unnamed")
    return msg("bot-late-answer", command=Command(command.qualified_name))


async def _elsewhere(
    interaction: discord.Interaction, content: str, *, ephemeral: bool, **extra: Any
) -> None:
    # a DM is read by the player who asked; the channel in the server's language, which
    # the content's own writer chose (English until the server's language is known)
    reader: Reader = reader_of(interaction) if ephemeral else ENGLISH
    text = f"{say(lead(interaction), reader)}\n{content}"
    try:
        if ephemeral:
            await interaction.user.send(text, **extra)
        elif isinstance(interaction.channel, discord.abc.Messageable):
            await interaction.channel.send(text, **extra)
    except discord.HTTPException as exc:
        log.info("a late answer to interaction %s could not be delivered: %s", interaction.id, exc)
