"""/tournament create|join|leave|start|cancel|show|list, and the loop that moves
tournaments along (their start dates; a Swiss round or an end the outbox's look after
a game's result did not tell, the process having died first): all decided in
``service.tournaments``; this cog only resolves Discord's objects and posts.

Creating, starting and cancelling are for members with Manage Server (and the
creator may start or cancel their own); everyone else may join, leave and look.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.common import QUIET, as_file
from bot.errors import answers_player_errors, log_failure
from bot.fitting import fitted_text
from bot.seam import Postboard
from bot.words import reader_of, say
from service import game_names
from service.running.outbox import tell
from service.tournaments.entry import Plan
from service.tournaments.news import Happening
from words import Game, msg

GAME_CHOICES = [app_commands.Choice(name=name.capitalize(), value=name) for name in game_names()]
FORMAT_CHOICES = [
    app_commands.Choice(
        name="round robin (everyone plays everyone, all games at once)", value="round_robin"
    ),
    app_commands.Choice(name="Swiss (rounds, paired by score)", value="swiss"),
]
NUMBER = "the tournament's number (see /tournament list)"


def _admin(interaction: discord.Interaction) -> bool:
    return interaction.permissions.manage_guild


class Tournaments(commands.Cog):
    tournament = app_commands.Group(
        name="tournament",
        description="Round robins and Swiss events: join, follow the standings.",
        guild_only=True,
    )

    def __init__(self, bot: Postboard) -> None:
        self.bot = bot
        self.sweep.change_interval(minutes=bot.sweep_minutes)
        self.sweep.start()

    async def cog_unload(self) -> None:
        self.sweep.cancel()

    @tasks.loop(minutes=5)
    async def sweep(self) -> None:
        """A loop dies on its first exception: a failure is logged and retried next round."""
        with self.bot.lifecycle.job():
            try:
                happened = await self.bot.service.tournaments.sweep()
            except Exception as error:
                log_failure("the tournament sweep failed; trying again next round", error)
                return
            await self._tell(happened)

    @sweep.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    async def _tell(self, happened: list[Happening]) -> None:
        for item in happened:
            try:
                await tell(self.bot.outbox, item)  # news: the games channel; a game: its thread
            except Exception as error:
                log_failure("telling a tournament's news failed", error)

    @tournament.command(name="create", description="Create a tournament (server admins).")
    @app_commands.rename(kind="format", board_size="size", max_players="players")
    @app_commands.describe(
        game="which game",
        kind="round robin or Swiss",
        clock="time control for every game: standard (3d+1d, cap 7d), relaxed, brisk, or e.g. "
        "2d+12h/5d",
        rated="whether the games count for ratings (default yes)",
        rounds="Swiss: how many rounds (default: enough for the field)",
        double="round robin: each pair plays twice, colours swapped",
        max_players="at most this many players may join",
        start="when it starts: 2026-06-01, 2026-06-01 18:00 (UTC) or a delay like 3d "
        "(default a week)",
        name="its name",
        board_size="board size (Pinch: 9, 11 or 13; Pletore: 4 to 19)",
        komi="Pletore: a fixed komi for White",
        points="Plakoto: the match length in points",
    )
    @app_commands.choices(game=GAME_CHOICES, kind=FORMAT_CHOICES)
    @answers_player_errors
    async def create(
        self,
        interaction: discord.Interaction,
        game: str,
        kind: str,
        clock: app_commands.Range[str, 1, 30] | None = None,
        rated: bool = True,
        rounds: app_commands.Range[int, 1, 20] | None = None,
        double: bool = False,
        max_players: app_commands.Range[int, 3, 64] | None = None,
        start: app_commands.Range[str, 1, 30] | None = None,
        name: app_commands.Range[str, 1, 60] | None = None,
        board_size: app_commands.Range[int, 3, 25] | None = None,
        komi: app_commands.Range[int, -361, 361] | None = None,
        points: app_commands.Range[int, 1, 25] | None = None,
    ) -> None:
        assert interaction.guild_id is not None  # guild_only
        given = {"size": board_size, "komi": komi, "match_length": points}
        plan = Plan(
            game=game,
            kind=kind,
            clock=clock,
            rated=rated,
            rounds=rounds,
            double=double,
            players=max_players,
            start=start,
            name=name,
            options={key: value for key, value in given.items() if value is not None},
        )
        text = await self.bot.service.tournaments.create(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            user_id=interaction.user.id,
            admin=_admin(interaction),
            plan=plan,
        )
        await interaction.response.send_message(
            say(text, await self.bot.readers.of(interaction.guild_id)), allowed_mentions=QUIET
        )

    @tournament.command(name="join", description="Join a tournament before it starts.")
    @app_commands.describe(tournament=NUMBER)
    @answers_player_errors
    async def join(self, interaction: discord.Interaction, tournament: int) -> None:
        await self.bot.service.remember(interaction.user.id, interaction.user.display_name)
        text = await self.bot.service.tournaments.join(
            tournament, interaction.user.id, interaction.guild_id
        )
        await interaction.response.send_message(
            say(text, reader_of(interaction)), ephemeral=True, allowed_mentions=QUIET
        )

    @tournament.command(
        name="leave", description="Leave a tournament; once it has begun, withdraw from it."
    )
    @app_commands.describe(tournament=NUMBER)
    @answers_player_errors
    async def leave(self, interaction: discord.Interaction, tournament: int) -> None:
        withdrawn = await self.bot.service.tournaments.leave(
            tournament, interaction.user.id, interaction.guild_id
        )
        await interaction.response.send_message(
            say(withdrawn.text, reader_of(interaction)),
            ephemeral=True,
            allowed_mentions=QUIET,
        )
        for update in withdrawn.updates:  # each resigned game is told in its thread
            await tell(self.bot.outbox, update)

    @tournament.command(name="start", description="Start a tournament now (server admins).")
    @app_commands.describe(tournament=NUMBER)
    @answers_player_errors
    async def start(self, interaction: discord.Interaction, tournament: int) -> None:
        happened = await self.bot.service.tournaments.start(
            tournament,
            guild_id=interaction.guild_id,
            user_id=interaction.user.id,
            admin=_admin(interaction),
        )
        await interaction.response.send_message(
            say(msg("tournaments-starting", tournament=Game(tournament)), reader_of(interaction)),
            ephemeral=True,
        )
        await self._tell(happened)

    @tournament.command(name="cancel", description="Cancel a tournament (server admins).")
    @app_commands.describe(tournament=NUMBER)
    @answers_player_errors
    async def cancel(self, interaction: discord.Interaction, tournament: int) -> None:
        text = await self.bot.service.tournaments.cancel(
            tournament,
            guild_id=interaction.guild_id,
            user_id=interaction.user.id,
            admin=_admin(interaction),
        )
        await interaction.response.send_message(
            say(text, await self.bot.readers.of(interaction.guild_id)), allowed_mentions=QUIET
        )

    @tournament.command(name="show", description="A tournament's players, games and standings.")
    @app_commands.describe(tournament="the tournament's number (default: the latest here)")
    @answers_player_errors
    async def show(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        shown = await self.bot.service.tournaments.show(tournament, interaction.guild_id)
        public = await self.bot.readers.of(interaction.guild_id)
        text = say(shown.text, public)
        if shown.image is None:
            await interaction.response.send_message(text, allowed_mentions=QUIET)
            return
        await interaction.response.send_message(
            text, file=as_file(shown.image, public), allowed_mentions=QUIET
        )

    @tournament.command(name="list", description="This server's tournaments.")
    @answers_player_errors
    async def list(self, interaction: discord.Interaction) -> None:
        listing = await self.bot.service.tournaments.list(interaction.guild_id)
        await interaction.response.send_message(
            fitted_text(listing, reader_of(interaction)), ephemeral=True, allowed_mentions=QUIET
        )
