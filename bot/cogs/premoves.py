"""/premove add|list|clear: conditional moves, "if they play X, I reply Y", after your
move. Every answer is ephemeral: nobody but their owner ever sees a line, until one
fires and its reply is posted like any move (``service.premoves``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import QUIET, asked_in
from bot.errors import answers_player_errors
from bot.seam import Postboard
from bot.words import reader_of, say

GAME_OPTION = "the game number (only needed outside the game's thread)"


class Premoves(commands.Cog):
    premove = app_commands.Group(
        name="premove",
        description="Conditional moves: if your opponent plays X, you reply Y at once.",
    )

    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @premove.command(name="add", description="After your move: if they play X, reply Y at once.")
    @app_commands.rename(their_move="if", reply="then")
    @app_commands.describe(
        their_move="your opponent's move you are waiting for, e.g. d4 (start typing to see them)",
        reply="your reply if they play it, e.g. c3",
        game=GAME_OPTION,
    )
    @answers_player_errors
    async def add(
        self,
        interaction: discord.Interaction,
        their_move: app_commands.Range[str, 1, 100],
        reply: app_commands.Range[str, 1, 100],
        game: int | None = None,
    ) -> None:
        text = await self.bot.service.premoves.add(
            asked_in(interaction, game),
            their_move,
            reply,
        )
        await interaction.response.send_message(
            say(text, reader_of(interaction)), ephemeral=True, allowed_mentions=QUIET
        )

    @add.autocomplete("their_move")
    async def _suggest_theirs(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        moves = await self.bot.service.premoves.suggest_theirs(
            asked_in(interaction, getattr(interaction.namespace, "game", None)),
            typed,
        )
        return [app_commands.Choice(name=move, value=move) for move in moves]

    @add.autocomplete("reply")
    async def _suggest_mine(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        their_move = getattr(interaction.namespace, "if", None)
        if not their_move:
            return []
        moves = await self.bot.service.premoves.suggest_mine(
            asked_in(interaction, getattr(interaction.namespace, "game", None)),
            str(their_move),
            typed,
        )
        return [app_commands.Choice(name=move, value=move) for move in moves]

    @premove.command(name="list", description="Your conditional moves in a game (only to you).")
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def list_(self, interaction: discord.Interaction, game: int | None = None) -> None:
        text = await self.bot.service.premoves.show(asked_in(interaction, game))
        await interaction.response.send_message(
            say(text, reader_of(interaction)), ephemeral=True, allowed_mentions=QUIET
        )

    @premove.command(name="clear", description="Drop your conditional moves in a game.")
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def clear(self, interaction: discord.Interaction, game: int | None = None) -> None:
        text = await self.bot.service.premoves.clear(asked_in(interaction, game))
        await interaction.response.send_message(
            say(text, reader_of(interaction)), ephemeral=True, allowed_mentions=QUIET
        )
