"""/explore and /lines: the analysis board, a player's private lines kept with a game
(``service.explore``). Every answer is ephemeral: nothing reaches the game's thread,
and nothing in a line changes the game."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import QUIET, asked_in
from bot.errors import answers_player_errors
from bot.seam import Postboard
from bot.ui.explore_buttons import explored_parts
from bot.words import reader_of, say
from service.explore.desk import MAX_NAME, MAX_NOTE, Explored
from words import Speech

GAME_OPTION = "the game number (only needed outside the game's thread)"


class Explore(commands.Cog):
    lines = app_commands.Group(
        name="lines",
        description="Your kept lines of the analysis board (/explore), only to you.",
    )

    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @app_commands.command(
        description="A private board to try moves for both sides; only you see it."
    )
    @app_commands.describe(
        game=GAME_OPTION,
        ply="start at this ply: 0 is the start (default: now)",
        move="a move to try, e.g. e5 (start typing to see the legal ones)",
    )
    @answers_player_errors
    async def explore(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        ply: app_commands.Range[int, 0] | None = None,
        move: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        """No move: a fresh working line from ``ply`` (now). A move alone goes on in the
        line touched last; with a ply, in a fresh line from there."""
        desk = self.bot.service.explore
        asked, reader = asked_in(interaction, game), reader_of(interaction)
        if move is None:
            shown = await desk.open(asked, ply, reader=reader)
        elif ply is None:
            shown = await desk.play(asked, move, reader=reader)
        else:
            opened = await desk.open(asked, ply, reader=reader)
            shown = await desk.play(asked, move, line_id=opened.line.id, reader=reader)
        await self._board(interaction, shown)

    @explore.autocomplete("move")
    async def _suggest_moves(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        ply = getattr(interaction.namespace, "ply", None)
        moves = await self.bot.service.explore.suggest_moves(
            asked_in(interaction, getattr(interaction.namespace, "game", None)),
            typed,
            ply if isinstance(ply, int) else None,
        )
        return [app_commands.Choice(name=move, value=move) for move in moves]

    @lines.command(name="list", description="Your lines in a game, the latest first.")
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def list_(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self._say(
            interaction, await self.bot.service.explore.listed(asked_in(interaction, game))
        )

    @lines.command(name="open", description="Show a named line again where you left it.")
    @app_commands.describe(name="the line's name (start typing to see yours)", game=GAME_OPTION)
    @answers_player_errors
    async def open_(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        game: int | None = None,
    ) -> None:
        shown = await self.bot.service.explore.reopen(
            asked_in(interaction, game), name, reader=reader_of(interaction)
        )
        await self._board(interaction, shown)

    @lines.command(name="delete", description="Drop a named line for good.")
    @app_commands.describe(name="the line's name (start typing to see yours)", game=GAME_OPTION)
    @answers_player_errors
    async def delete(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        game: int | None = None,
    ) -> None:
        deleted = await self.bot.service.explore.delete(asked_in(interaction, game), name)
        await self._say(interaction, deleted)

    @open_.autocomplete("name")
    @delete.autocomplete("name")
    async def _suggest_names(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        names = await self.bot.service.explore.suggest_names(
            asked_in(interaction, getattr(interaction.namespace, "game", None)), typed
        )
        return [app_commands.Choice(name=name, value=name) for name in names]

    @lines.command(name="name", description="Name your latest line to keep it, or rename it.")
    @app_commands.describe(name="the name to give it", game=GAME_OPTION)
    @answers_player_errors
    async def name_(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, MAX_NAME],
        game: int | None = None,
    ) -> None:
        shown = await self.bot.service.explore.name(
            asked_in(interaction, game), name, reader=reader_of(interaction)
        )
        await self._board(interaction, shown)

    @lines.command(name="note", description="A note on the position your latest line shows.")
    @app_commands.describe(text="what to note about it", game=GAME_OPTION)
    @answers_player_errors
    async def note(
        self,
        interaction: discord.Interaction,
        text: app_commands.Range[str, 1, MAX_NOTE],
        game: int | None = None,
    ) -> None:
        shown = await self.bot.service.explore.note(
            asked_in(interaction, game), text, reader=reader_of(interaction)
        )
        await self._board(interaction, shown)

    @lines.command(
        name="queue", description="Queue your latest line's next two moves as a /premove."
    )
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def queue(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self._say(
            interaction, await self.bot.service.explore.queue(asked_in(interaction, game))
        )

    async def _board(self, interaction: discord.Interaction, shown: Explored) -> None:
        content, files, view = await explored_parts(interaction, shown)
        await interaction.response.send_message(
            content, files=files, view=view, ephemeral=True, allowed_mentions=QUIET
        )

    async def _say(self, interaction: discord.Interaction, said: Speech) -> None:
        await interaction.response.send_message(
            say(said, reader_of(interaction)), ephemeral=True, allowed_mentions=QUIET
        )
