"""Challenges on Discord: /challenge (to one person, or open to the server: a seek),
/accept, /decline, and expiry (the buttons are in ``bot.ui.buttons`` and, for seeks,
``bot.community``)."""

from __future__ import annotations

import logging
from datetime import timedelta

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.common import QUIET, pinging
from bot.community import accept_seek, seek_buttons, withdraw_seek
from bot.errors import answers_player_errors
from bot.flows import accept_challenge, decline_challenge
from bot.late_answers import follow_up
from bot.seam import Postboard
from bot.ui.buttons import challenge_buttons
from bot.words import reader_of, say
from service import ChallengeTerms, UserRef, game_names
from service.challenges.seeks import SeekPosted
from service.results import ChallengePosted, GameStarted
from words import Game, Msg, Player, Verbatim, msg

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

    @app_commands.command(description="Challenge someone to a game, or anyone here.")
    @app_commands.guild_only()
    @app_commands.describe(
        game="which game",
        opponent="who you want to play; leave out to let anyone here accept (an open challenge)",
        size="board size (Pinch: 9, 11 or 13, default 11; Pletore: 4 to 19, default 13)",
        komi="Pletore: a fixed komi for White; leave out to propose it in the game",
        points="Plakoto: the match length in points (default 5)",
        first="who moves first",
        expires="hours the challenge stays open (default 48)",
        clock="time control: standard (3d+1d, cap 7d), relaxed, brisk, none, or e.g. 2d+12h/5d",
        timeout="out of time: the game ends (auto) or the opponent may /claim it (default: "
        "server's, else auto)",
        level="against the computer (challenge me): 1 (easiest) to 5 (strongest), default 3",
        rated="whether the result counts for ratings (default yes; never against the computer)",
        min_rating="open challenges: the lowest rating that may accept",
        max_rating="open challenges: the highest rating that may accept",
    )
    @app_commands.choices(game=GAME_CHOICES, first=FIRST_CHOICES, timeout=TIMEOUT_CHOICES)
    @answers_player_errors
    async def challenge(
        self,
        interaction: discord.Interaction,
        game: str,
        opponent: discord.User | None = None,
        size: app_commands.Range[int, 3, 25] | None = None,
        komi: app_commands.Range[int, -361, 361] | None = None,
        points: app_commands.Range[int, 1, 25] | None = None,
        first: str = "random",
        expires: app_commands.Range[int, 1, 336] = 48,
        clock: app_commands.Range[str, 1, 30] | None = None,
        timeout: str | None = None,
        level: app_commands.Range[int, 1, 5] | None = None,
        rated: bool | None = None,
        min_rating: app_commands.Range[int, 0, 4000] | None = None,
        max_rating: app_commands.Range[int, 0, 4000] | None = None,
    ) -> None:
        service = self.bot.service
        await service.remember(interaction.user.id, interaction.user.display_name)
        if opponent is not None:
            await service.remember(opponent.id, opponent.display_name)
        given = {"size": size, "komi": komi, "match_length": points}
        terms = ChallengeTerms(
            game,
            {key: value for key, value in given.items() if value is not None},
            first=first,
            expires_in=timedelta(hours=expires),
            clock=clock,
            timeout=timeout,
            rated=rated,
            level=level,
            min_rating=min_rating,
            max_rating=max_rating,
        )
        me = self.bot.user
        made = await service.lobby.challenge(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            challenger=UserRef(interaction.user.id, interaction.user.bot),
            opponent=None if opponent is None else UserRef(opponent.id, opponent.bot),
            terms=terms,
            computer=None if me is None else Player(me.id, me.display_name),
        )
        if isinstance(made, SeekPosted):
            public = await self.bot.readers.of(interaction.guild_id)
            message = await self._post(
                interaction,
                msg("lobby-seek-name", seek=Game(made.seek.id)),
                made.seek.channel_id,
                say(made.text, public),
                seek_buttons(made.seek.id, public),
            )
            await service.seeks.attach_message(made.seek.id, message.channel.id, message.id)
        elif isinstance(made, GameStarted):
            await interaction.response.defer(ephemeral=True, thinking=True)
            where = await self.bot.outbox.open_game(made, interaction.channel)
            on = msg(
                "buttons-computer-game-on", game=Game(made.game.id), place=Verbatim(where.mention)
            )
            await follow_up(interaction, say(on, reader_of(interaction)), ephemeral=True)
        else:
            message = await self._post_challenge(interaction, made)
            await service.challenges.attach_message(
                made.challenge.id, message.channel.id, message.id
            )

    async def _post_challenge(
        self, interaction: discord.Interaction, posted: ChallengePosted
    ) -> discord.Message:
        public = await self.bot.readers.of(interaction.guild_id)
        view = challenge_buttons(posted.challenge.id, public)
        challenged = pinging([posted.challenge.opponent_id])  # not whoever a text names
        return await self._post(
            interaction,
            msg("lobby-challenge-name", challenge=Game(posted.challenge.id)),
            posted.challenge.channel_id,
            say(posted.text, public),
            view,
            challenged,
        )

    async def _post(
        self,
        interaction: discord.Interaction,
        name: Msg,
        home: int,
        text: str,
        view: discord.ui.View,
        mentions: discord.AllowedMentions = QUIET,
    ) -> discord.Message:
        """Where the command was typed, unless the server has a games channel (``home``):
        then there, with a private pointer for the challenger. If that channel cannot be
        posted in, the challenge stays here (and so does its game's thread) rather than
        being lost. An open challenge pings nobody."""
        if home != interaction.channel_id and (
            interaction.channel is None or getattr(interaction.channel, "parent_id", None) != home
        ):
            channel = await self.bot.channel(home)
            try:
                message: discord.Message = await channel.send(
                    text, view=view, allowed_mentions=mentions
                )
            except (AttributeError, discord.HTTPException):
                log.warning("cannot post a challenge in channel %s", home)
            else:
                posted = msg("buttons-posted-in", name=name, link=Verbatim(message.jump_url))
                await interaction.response.send_message(
                    say(posted, reader_of(interaction)), ephemeral=True
                )
                return message
        await interaction.response.send_message(text, view=view, allowed_mentions=mentions)
        return await interaction.original_response()

    @app_commands.command(description="Accept a challenge to you, or an open challenge here.")
    @app_commands.describe(
        challenge="the challenge number, if you have several",
        seek="the number of an open challenge (see /seeks)",
    )
    @answers_player_errors
    async def accept(
        self,
        interaction: discord.Interaction,
        challenge: int | None = None,
        seek: int | None = None,
    ) -> None:
        if seek is not None:
            await accept_seek(self.bot, interaction, seek)
        else:
            await accept_challenge(self.bot, interaction, challenge)

    @app_commands.command(description="Decline a challenge to you, or withdraw your own.")
    @app_commands.describe(
        challenge="the challenge number, if you have several",
        seek="the number of your open challenge to withdraw",
    )
    @answers_player_errors
    async def decline(
        self,
        interaction: discord.Interaction,
        challenge: int | None = None,
        seek: int | None = None,
    ) -> None:
        if seek is not None:
            await withdraw_seek(self.bot, interaction, seek)
        else:
            await decline_challenge(self.bot, interaction, challenge)

    @tasks.loop(minutes=5)
    async def expire_challenges(self) -> None:
        """One bad message must never stop the sweep: a loop dies on its first exception."""
        with self.bot.lifecycle.job():
            try:
                due = await self.bot.service.challenges.expire_due()
                due += await self.bot.service.seeks.expire_due()
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
