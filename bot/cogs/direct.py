"""Moves sent to the bot by DM: the most private way to name a hidden piece (Plateau §7.5)."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.lifecycle import RESTARTING
from bot.seam import Postboard
from bot.typed_text import mended
from bot.words import say
from service import PLAYER_ERRORS
from service.errors import said_of
from words import ENGLISH, Game, msg

MOVE_TEXT_LIMIT = 120


class Direct(commands.Cog):
    """Reads DMs only: the bot never needs the content of server messages."""

    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        if message.guild is not None or message.author.bot or not message.content.strip():
            return
        if not self.bot.lifecycle.accepting:
            await message.channel.send(say(RESTARTING, ENGLISH))
            return
        if len(message.content) > MOVE_TEXT_LIMIT:
            await message.channel.send(say(msg("buttons-dm-too-long"), ENGLISH))
            return
        try:
            update = await self.bot.admission.admit(
                lambda: self.bot.service.games.move_by_dm(
                    message.author.id, mended(message.content)
                )
            )
        except PLAYER_ERRORS as exc:
            await message.channel.send(say(said_of(exc), ENGLISH))
            return
        if update.mover_reply is not None:
            await message.channel.send(say(update.mover_reply, ENGLISH))
        else:
            played = msg("buttons-dm-played", game=Game(update.game.id))
            await message.channel.send(say(played, ENGLISH))
        await self.bot.outbox.announce(update)
