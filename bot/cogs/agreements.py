"""/draw, /takeback, /pause, /abort, /rematch (the buttons that answer an offer are in
``bot.ui.buttons``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import QUIET, asked_in, pinging
from bot.errors import answers_player_errors
from bot.late_answers import follow_up
from bot.seam import Postboard
from bot.ui.buttons import answer_buttons, challenge_buttons
from bot.words import reader_of, say
from service import Settled
from service.results import GameStarted
from service.running.outbox import tell
from words import Game, Verbatim, msg

GAME_OPTION = "the game number (only needed outside the game's thread)"


class Agreements(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    async def _propose(self, interaction: discord.Interaction, kind: str, game: int | None) -> None:
        result = await self.bot.service.agreements.propose(
            asked_in(interaction, game),
            kind,
        )
        if isinstance(result, Settled):
            await interaction.response.send_message(
                say(msg("offer-agreed"), reader_of(interaction)),
                ephemeral=True,
                allowed_mentions=QUIET,
            )
            await tell(self.bot.outbox, result)
            return
        home = await self.bot.home_of(result.game.thread_id, result.game.channel_id)
        asked = pinging([result.answer_user_id] if result.ping else [])  # who answers, or nobody
        public = await self.bot.readers.of(interaction.guild_id)
        text = say(result.text, public)  # posted for both players: the place's language
        if home is None or home.id == interaction.channel_id:
            await interaction.response.send_message(
                text, view=answer_buttons(result, public), allowed_mentions=asked
            )
        else:
            await interaction.response.send_message(
                say(msg("offer-asked-in", place=Verbatim(home.mention)), reader_of(interaction)),
                ephemeral=True,
                allowed_mentions=QUIET,
            )
            await home.send(text, view=answer_buttons(result, public), allowed_mentions=asked)
        await self.bot.outbox.offer_posted(result)  # else it stays owed, for the sweep

    @app_commands.command(description="Offer a draw, or accept your opponent's offer.")
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def draw(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self._propose(interaction, "draw", game)

    @app_commands.command(description="Ask to take back your last move (your opponent decides).")
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def takeback(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self._propose(interaction, "takeback", game)

    @app_commands.command(description="Pause this game's clock by agreement, or resume it.")
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def pause(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self._propose(interaction, "pause", game)

    @app_commands.command(description="Cancel a game before its second move (no result).")
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def abort(self, interaction: discord.Interaction, game: int | None = None) -> None:
        update = await self.bot.service.agreements.abort(asked_in(interaction, game))
        await interaction.response.send_message(
            say(msg("abort-done", game=Game(update.game.id)), reader_of(interaction)),
            ephemeral=True,
            allowed_mentions=QUIET,
        )
        await self.bot.outbox.announce(update)

    @app_commands.command(description="Challenge your opponent again, with the seats swapped.")
    @app_commands.describe(game=GAME_OPTION)
    @answers_player_errors
    async def rematch(self, interaction: discord.Interaction, game: int | None = None) -> None:
        posted = await self.bot.service.agreements.rematch(asked_in(interaction, game))
        if isinstance(posted, GameStarted):  # the computer accepts at once
            await interaction.response.defer(ephemeral=True, thinking=True)
            where = await self.bot.outbox.open_game(posted, interaction.channel)
            on = msg("rematch-on", game=Game(posted.game.id), place=Verbatim(where.mention))
            await follow_up(interaction, say(on, reader_of(interaction)), ephemeral=True)
            return
        channel = await self.bot.channel(posted.challenge.channel_id)
        await interaction.response.send_message(
            say(msg("rematch-offered"), reader_of(interaction)),
            ephemeral=True,
            allowed_mentions=QUIET,
        )
        if channel is not None:
            public = await self.bot.readers.of(interaction.guild_id)
            message = await channel.send(
                say(posted.text, public),
                view=challenge_buttons(posted.challenge.id, public),
                allowed_mentions=pinging([posted.challenge.opponent_id]),
            )
            await self.bot.service.challenges.attach_message(
                posted.challenge.id, message.channel.id, message.id
            )
