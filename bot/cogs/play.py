"""Playing on Discord: /move (with autocomplete and its preview), /board, /hand, /resign,
/games, /history."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.admission import deferring
from bot.common import QUIET, asked_in, board_parts
from bot.community import GAME_CHOICES, send_finished
from bot.errors import answers_player_errors
from bot.fitting import fitted_text
from bot.late_answers import follow_up
from bot.seam import Postboard
from bot.ui.buttons import (
    TOO_LONG_TO_CONFIRM,
    confirm_buttons,
    next_game,
    offer_view,
    resign_button,
)
from bot.words import reader_of, say
from service.results import MovePreview
from words import Game, msg


class Play(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @app_commands.command(description="Play a move in your game.")
    @app_commands.describe(
        notation="your move, e.g. e5 (start typing to see the legal moves)",
        game="the game number (only needed outside the game's thread)",
        ply="the ply shown on the board you are answering: refuses the move if the game moved on",
    )
    @answers_player_errors
    async def move(
        self,
        interaction: discord.Interaction,
        notation: app_commands.Range[str, 1, 100],
        game: int | None = None,
        ply: app_commands.Range[int, 0] | None = None,
    ) -> None:
        """Played at once, or first shown privately with Confirm / Cancel to a player who
        asked for it (``/settings confirm:true``). Outside a game's thread and without
        ``game``, the move is for the one game of this server that waits on the player."""
        user_id = interaction.user.id
        result = await self.bot.admission.admit(
            lambda: self.bot.service.games.move_or_preview(
                asked_in(interaction, game),
                notation,
                expected_ply=ply,
                reader=reader_of(interaction),
            ),
            deferring(interaction),
            sent_at=interaction.created_at,
        )
        if isinstance(result, MovePreview):
            mode = await self.bot.service.settings.board_mode(user_id)
            await show_preview(interaction, result, mode)
            return
        reader = reader_of(interaction)
        await self.bot.outbox.publish(
            interaction, result, then=lambda: next_game(self.bot, user_id, result.game, reader)
        )

    @move.autocomplete("notation")
    async def _suggest(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        if self.bot.admission.refuses(interaction.created_at):
            return []  # real overload: a move now would be refused too
        game = getattr(interaction.namespace, "game", None)
        moves = await self.bot.service.games.suggest(
            asked_in(interaction, game),
            typed,
        )
        return [app_commands.Choice(name=move, value=move) for move in moves]

    @app_commands.command(description="Show the board of a game, now or at any ply.")
    @app_commands.describe(
        game="the game number (only needed outside the game's thread)",
        ply="show the board after this many plies (0: the start); /review steps through",
        text="the board in words, read aloud row by row, instead of the picture",
    )
    @answers_player_errors
    async def board(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        ply: app_commands.Range[int, 0] | None = None,
        text: bool | None = None,
    ) -> None:
        where = asked_in(interaction, game)
        public = await self.bot.readers.of(interaction.guild_id)  # the server's language
        if ply is None:
            shown = await self.bot.service.games.board(where)
        else:
            shown = await self.bot.service.reviews.board_at(where, ply, reader=public)
        if text is None:
            mode = await self.bot.service.settings.board_mode(interaction.user.id)
        else:
            mode = "text" if text else "image"
        content, files = board_parts(say(shown.text, public), shown.image, public, mode)
        await interaction.response.send_message(
            content,
            files=files,
            view=offer_view(shown.game.id, shown.ply, shown.offers),
            allowed_mentions=QUIET,
        )

    @app_commands.command(description="See your hand and hidden faces, privately (Plateau).")
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    @answers_player_errors
    async def hand(self, interaction: discord.Interaction, game: int | None = None) -> None:
        private = await self.bot.service.games.hand(
            asked_in(interaction, game),
            reader=reader_of(interaction),
        )
        reader = reader_of(interaction)
        mode = await self.bot.service.settings.board_mode(interaction.user.id)
        content, files = board_parts(say(private.text, reader), private.image, reader, mode)
        await interaction.response.send_message(
            content, files=files, ephemeral=True, allowed_mentions=QUIET
        )

    @app_commands.command(description="Resign a game (asks you to confirm).")
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    @answers_player_errors
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        record = await self.bot.service.games.confirm_resign(asked_in(interaction, game))
        await interaction.response.send_message(
            say(msg("buttons-resign-really", game=Game(record.id)), reader_of(interaction)),
            view=resign_button(record.id, record.ply, reader_of(interaction)),
            ephemeral=True,
        )

    @app_commands.command(description="List running games (waiting ones first), or finished ones.")
    @app_commands.describe(
        user="someone else whose games you want to see (in a DM: those you play together)",
        finished="list finished games instead, newest first, with results and records",
        game="with finished: only this game",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @answers_player_errors
    async def games(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        finished: bool = False,
        game: str | None = None,
    ) -> None:
        if finished or game is not None:
            await send_finished(self.bot, interaction, user, game)
            return
        listing = await self.bot.service.games.games_of(
            (user or interaction.user).id, asked_in(interaction, None)
        )
        text = fitted_text(listing, reader_of(interaction))
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=QUIET)

    @app_commands.command(description="Download a game's record as a text file.")
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    @answers_player_errors
    async def history(self, interaction: discord.Interaction, game: int | None = None) -> None:
        found = await self.bot.service.records.history(asked_in(interaction, game))
        record = await self.bot.service.spectators.record_comment(found.game) + found.record
        file = discord.File(io.BytesIO(record.encode()), filename=found.filename)
        await interaction.response.send_message(
            say(found.text, await self.bot.readers.of(interaction.guild_id)),
            file=file,
            allowed_mentions=QUIET,
        )


async def show_preview(
    interaction: discord.Interaction, preview: MovePreview, mode: str = "image"
) -> None:
    """A previewed move, to its mover only, with Confirm / Cancel (in the follow-up when
    a busy process acknowledged the command first); the board as the mover reads boards
    (``/settings board:``: the picture, the board in words, or both)."""
    reader = reader_of(interaction)
    view = confirm_buttons(preview, reader)
    said = say(preview.text, reader)
    text = said if view is not None else f"{said}\n{say(TOO_LONG_TO_CONFIRM, reader)}"
    extra: dict[str, Any] = {}
    if preview.image is not None:
        text, files = board_parts(text, preview.image, reader, mode)
        extra["files"] = files
    if view is not None:
        extra["view"] = view
    if interaction.response.is_done():
        await follow_up(interaction, text, ephemeral=True, allowed_mentions=QUIET, **extra)
    else:
        await interaction.response.send_message(
            text, ephemeral=True, allowed_mentions=QUIET, **extra
        )
