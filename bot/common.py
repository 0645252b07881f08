"""What the bot's Discord code shares: private replies, files, mentions, the closed door."""

from __future__ import annotations

import io
from collections.abc import Iterable

import discord

from bot.answer_age import first_answer
from bot.late_answers import follow_up
from bot.lifecycle import RESTARTING
from bot.seam import seam_of
from bot.words import reader_of, say
from service import Asked
from service.results import Image
from words import Reader
from words.plain import fitted_alt

QUIET = discord.AllowedMentions.none()
"""The bot's default: a message mentions people (``<@id>``) without notifying anyone."""


def pinging(user_ids: Iterable[int | None]) -> discord.AllowedMentions:
    """Notify exactly ``user_ids`` (the intended players, by id) and nobody else.

    Never ``users=True``: that pings whoever a text happens to mention, a display
    name included, and names are chosen by their owners. No roles, no @everyone.
    """
    users = [discord.Object(user) for user in dict.fromkeys(user_ids) if user is not None]
    return discord.AllowedMentions(users=users, roles=False, everyone=False, replied_user=False)


async def reply_privately(interaction: discord.Interaction, text: str) -> None:
    if interaction.response.is_done():
        await follow_up(interaction, text, ephemeral=True)
    else:
        async with first_answer(interaction):
            await interaction.response.send_message(text, ephemeral=True)


def asked_in(interaction: discord.Interaction, game_id: int | None) -> Asked:
    """Where a command or button was used and which game it names: ``game_id`` when the
    player gave one (or the button knows it), else the game of the thread it was used
    in; the server it came from (none in a DM) and who asked. Built here once, so every
    desk call decides what this place may see the same way (``Asked.may_see``)."""
    return Asked(
        game_id=game_id,
        thread_id=interaction.channel_id,
        guild_id=interaction.guild_id,
        asked_by=interaction.user.id,
    )


def as_file(image: Image, reader: Reader) -> discord.File:
    """The picture as an attachment, described for screen readers in ``reader``'s
    language (Discord's ``description``: at most 1,024 characters, ``fitted_alt``)."""
    alt = None if image.alt is None else fitted_alt(image.alt.full, image.alt.brief, reader)
    return discord.File(io.BytesIO(image.png), filename=image.filename, description=alt)


DISCORD_MESSAGE = 2000
"""The most characters Discord takes in a message's content."""


def board_parts(
    said: str, image: Image, reader: Reader, mode: str
) -> tuple[str, list[discord.File]]:
    """A board's message as ``mode`` asks (``/settings board:``, or ``/board text:``):
    ``image`` the picture (described for screen readers), ``text`` the board in words
    instead, ``both``. The words follow ``said`` in the message while it holds them
    (2,000 characters), else they come as a text file beside it."""
    files = [] if mode == "text" and image.text is not None else [as_file(image, reader)]
    if mode == "image" or image.text is None:
        return said, files
    words = say(image.text, reader)
    together = f"{said}\n\n{words}"
    if len(together) <= DISCORD_MESSAGE:
        return together, files
    name = image.filename.removesuffix(".png") + ".txt"
    files.append(discord.File(io.BytesIO(words.encode()), filename=name))
    return said, files


async def still_accepting(interaction: discord.Interaction) -> bool:
    """The door a stop closes: once it began, commands and buttons get `RESTARTING` instead.

    Autocomplete cannot be answered with a message; it gets no suggestions.
    """
    if seam_of(interaction).lifecycle.accepting:
        return True
    if interaction.type is not discord.InteractionType.autocomplete:
        await reply_privately(interaction, say(RESTARTING, reader_of(interaction)))
    return False


class ClosedWhileStopping:
    """Mixed into every persistent button: discord.py asks it before the callback runs."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await still_accepting(interaction)
