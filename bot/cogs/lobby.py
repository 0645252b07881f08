"""Challenges on Discord: /challenge, /accept, /decline, and expiry (the buttons are in
``bot.buttons``)."""

from __future__ import annotations

import logging
from datetime import timedelta

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.buttons import challenge_buttons
from bot.common import pinging
from bot.errors import answers_player_errors
from bot.flows import accept_challenge, decline_challenge
from bot.seam import Postboard
from service import NotAllowed, UserRef, game_names
from service.computer import DEFAULT_LEVEL
from service.results import ChallengePosted

GAME_CHOICES = [app_commands.Choice(name=name.capitalize(), value=name) for name in game_names()]
FIRST_CHOICES = [
    app_commands.Choice(name="random", value="random"),
    app_commands.Choice(name="me (the challenger)", value="challenger"),
    app_commands.Choice(name="my opponent", value="opponent"),
]
TIMEOUT_CHOICES = [
    app_commands.Choice(name="the game ends (auto)", value="auto"),
    app_commands.Choice(name="the opponent may claim the win", value="claim"),
]
log = logging.getLogger("postboard")


class Lobby(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot
        self.expire_challenges.change_interval(minutes=bot.sweep_minutes)
        self.expire_challenges.start()

    async def cog_unload(self) -> None:
        self.expire_challenges.cancel()

    @app_commands.command(description="Challenge someone to a game.")
    @app_commands.guild_only()
    @app_commands.describe(
        opponent="who you want to play",
        game="which game",
        size="board size (Pinch: 9, 11 or 13, default 11; Pletore: 4 to 19, default 13)",
        komi="Pletore: a fixed komi for White; leave out to propose it in the game",
        points="Plakoto: the match length in points (default 5)",
        first="who moves first",
        expires="hours the challenge stays open (default 48)",
        clock="time control: standard (3d+1d, cap 7d), relaxed, brisk, none, or e.g. 2d+12h/5d",
        timeout="when time runs out: the game ends (auto) or the opponent may claim it "
        "(default: the server's choice, else auto)",
        level="against the computer (challenge me): 1 (easiest) to 5 (strongest), default 3",
    )
    @app_commands.choices(game=GAME_CHOICES, first=FIRST_CHOICES, timeout=TIMEOUT_CHOICES)
    @answers_player_errors
    async def challenge(
        self,
        interaction: discord.Interaction,
        opponent: discord.User,
        game: str,
        size: app_commands.Range[int, 3, 25] | None = None,
        komi: app_commands.Range[int, -361, 361] | None = None,
        points: app_commands.Range[int, 1, 25] | None = None,
        first: str = "random",
        expires: app_commands.Range[int, 1, 336] = 48,
        clock: app_commands.Range[str, 1, 30] | None = None,
        timeout: str | None = None,
        level: app_commands.Range[int, 1, 5] | None = None,
    ) -> None:
        service = self.bot.service
        await service.remember(interaction.user.id, interaction.user.display_name)
        await service.remember(opponent.id, opponent.display_name)
        given = {"size": size, "komi": komi, "match_length": points}
        options = {key: value for key, value in given.items() if value is not None}
        me = self.bot.user
        if me is not None and opponent.id == me.id:
            started = await service.challenges.play_computer(
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id or 0,
                challenger=UserRef(interaction.user.id, interaction.user.bot),
                computer_id=me.id,
                game=game,
                options=options,
                level=DEFAULT_LEVEL if level is None else level,
                first=first,
                clock=clock,
                timeout=timeout,
            )
            await interaction.response.defer(ephemeral=True, thinking=True)
            where = await self.bot.outbox.open_game(started, interaction.channel)
            await interaction.followup.send(
                f"Game #{started.game.id} against the computer is on in {where.mention}.",
                ephemeral=True,
            )
            return
        if level is not None:
            raise NotAllowed(
                f"level is for games against the computer: challenge {me and me.mention}."
            )
        posted = await service.challenges.create(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            challenger=UserRef(interaction.user.id, interaction.user.bot),
            opponent=UserRef(opponent.id, opponent.bot),
            game=game,
            options=options,
            first=first,
            expires_in=timedelta(hours=expires),
            clock=clock,
            timeout=timeout,
        )
        message = await self._post_challenge(interaction, posted)
        await service.challenges.attach_message(posted.challenge.id, message.channel.id, message.id)

    async def _post_challenge(
        self, interaction: discord.Interaction, posted: ChallengePosted
    ) -> discord.Message:
        """Where the command was typed, unless the server has a games channel: then there,
        with a private pointer for the challenger. If that channel cannot be posted in,
        the challenge stays here (and so does its game's thread) rather than being lost."""
        view = challenge_buttons(posted.challenge.id)
        challenged = pinging([posted.challenge.opponent_id])  # not whoever a text names
        home = posted.challenge.channel_id
        if home != interaction.channel_id and (
            interaction.channel is None or getattr(interaction.channel, "parent_id", None) != home
        ):
            channel = await self.bot.channel(home)
            try:
                message: discord.Message = await channel.send(
                    posted.text, view=view, allowed_mentions=challenged
                )
            except (AttributeError, discord.HTTPException):
                log.warning("cannot post challenge %s in channel %s", posted.challenge.id, home)
            else:
                await interaction.response.send_message(
                    f"Challenge #{posted.challenge.id} is posted in {message.jump_url} — "
                    "this server plays its games there.",
                    ephemeral=True,
                )
                return message
        await interaction.response.send_message(posted.text, view=view, allowed_mentions=challenged)
        return await interaction.original_response()

    @app_commands.command(description="Accept a challenge to you.")
    @app_commands.describe(challenge="the challenge number, if you have several")
    @answers_player_errors
    async def accept(self, interaction: discord.Interaction, challenge: int | None = None) -> None:
        await accept_challenge(self.bot, interaction, challenge)

    @app_commands.command(description="Decline a challenge to you, or withdraw your own.")
    @app_commands.describe(challenge="the challenge number, if you have several")
    @answers_player_errors
    async def decline(self, interaction: discord.Interaction, challenge: int | None = None) -> None:
        await decline_challenge(self.bot, interaction, challenge)

    @tasks.loop(minutes=5)
    async def expire_challenges(self) -> None:
        """One bad message must never stop the sweep: a loop dies on its first exception."""
        with self.bot.lifecycle.job():
            try:
                due = await self.bot.service.challenges.expire_due()
            except Exception:
                log.exception("expiring challenges failed; trying again next round")
                return
            for closed in due:
                try:
                    await self.bot.outbox.close_challenge(closed)
                except Exception:
                    log.exception("closing the message of challenge %s failed", closed.challenge.id)

    @expire_challenges.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()
