"""Challenges on Discord: /challenge, /accept, /decline, their buttons, and expiry."""

from __future__ import annotations

import logging
import re
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.cogs.common import (
    ClosedWhileStopping,
    as_file,
    button_errors,
    player_errors,
    reply_privately,
)
from bot.cogs.play import offer_view
from bot.service import NotAllowed, UserRef, game_names
from bot.service.computer import DEFAULT_LEVEL
from bot.service.results import ChallengeClosed, ChallengePosted, GameStarted

if TYPE_CHECKING:
    from bot.app import PostboardBot

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
PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)
ACCEPT_STYLE = discord.ButtonStyle.success
DECLINE_STYLE = discord.ButtonStyle.secondary


class ChallengeButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:challenge:(?P<id>[0-9]+):(?P<action>accept|decline)",
):
    """Accept / Decline on a challenge message; the id lives in custom_id, so restarts keep it."""

    def __init__(self, challenge_id: int, action: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=action.capitalize(),
                style=discord.ButtonStyle.success
                if action == "accept"
                else discord.ButtonStyle.secondary,
                custom_id=f"pb:challenge:{challenge_id}:{action}",
            )
        )
        self.challenge_id = challenge_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChallengeButton:
        return cls(int(match["id"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        lobby = interaction.client.get_cog("Lobby")  # type: ignore[union-attr]
        assert isinstance(lobby, Lobby)
        async with button_errors(interaction):
            if self.action == "accept":
                await lobby.accept_from(interaction, self.challenge_id)
            else:
                await lobby.decline_from(interaction, self.challenge_id)


def challenge_buttons(challenge_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ChallengeButton(challenge_id, "accept"))
    view.add_item(ChallengeButton(challenge_id, "decline"))
    return view


class Lobby(commands.Cog):
    def __init__(self, bot: PostboardBot) -> None:
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
        async with player_errors(interaction):
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
                where = await self.open_game(started, interaction.channel)
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
            await service.challenges.attach_message(
                posted.challenge.id, message.channel.id, message.id
            )

    async def _post_challenge(
        self, interaction: discord.Interaction, posted: ChallengePosted
    ) -> discord.Message:
        """Where the command was typed, unless the server has a games channel: then there,
        with a private pointer for the challenger. If that channel cannot be posted in,
        the challenge stays here (and so does its game's thread) rather than being lost."""
        view = challenge_buttons(posted.challenge.id)
        home = posted.challenge.channel_id
        if home != interaction.channel_id and (
            interaction.channel is None or getattr(interaction.channel, "parent_id", None) != home
        ):
            channel = await self.bot.channel(home)
            try:
                message: discord.Message = await channel.send(
                    posted.text, view=view, allowed_mentions=PINGS
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
        await interaction.response.send_message(posted.text, view=view, allowed_mentions=PINGS)
        return await interaction.original_response()

    @app_commands.command(description="Accept a challenge to you.")
    @app_commands.describe(challenge="the challenge number, if you have several")
    async def accept(self, interaction: discord.Interaction, challenge: int | None = None) -> None:
        await self.accept_from(interaction, challenge)

    @app_commands.command(description="Decline a challenge to you, or withdraw your own.")
    @app_commands.describe(challenge="the challenge number, if you have several")
    async def decline(self, interaction: discord.Interaction, challenge: int | None = None) -> None:
        await self.decline_from(interaction, challenge)

    async def accept_from(self, interaction: discord.Interaction, challenge_id: int | None) -> None:
        async with player_errors(interaction):
            await self.bot.service.remember(interaction.user.id, interaction.user.display_name)
            started = await self.bot.service.challenges.accept(interaction.user.id, challenge_id)
            await interaction.response.defer(ephemeral=True, thinking=True)
            where = await self.open_game(started, interaction.channel)
            await self._close_message(started.closed, suffix=f" → {where.mention}")
            await interaction.followup.send(
                f"Challenge accepted — game #{started.game.id} is on in {where.mention}.",
                ephemeral=True,
            )

    async def decline_from(
        self, interaction: discord.Interaction, challenge_id: int | None
    ) -> None:
        async with player_errors(interaction):
            closed = await self.bot.service.challenges.decline(interaction.user.id, challenge_id)
            await self._close_message(closed)
            await reply_privately(interaction, f"Challenge #{closed.challenge.id} is closed.")

    async def open_game(self, started: GameStarted, fallback: Any) -> Any:
        """Post the first board in a new thread of the challenge's channel.

        A challenge made inside a thread gets its thread in the parent channel
        (one thread, one game); where no thread can be made, the game is played
        in the channel itself and the text says to name the game.
        """
        channel = await self.bot.channel(started.game.channel_id) or fallback
        if isinstance(channel, discord.Thread) and channel.parent is not None:
            channel = channel.parent
        target = channel
        text = started.text
        try:
            target = await channel.create_thread(
                name=started.thread_name,
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
            await self.bot.service.games.attach_thread(started.game.id, target.id)
        except (AttributeError, discord.HTTPException):
            text = text.replace("`/move` in this thread", f"`/move … game:{started.game.id}` here")
        await target.send(
            text,
            file=as_file(started.image),
            view=offer_view(started.game.id, started.ply, started.offers),
            allowed_mentions=PINGS,
        )
        await self.bot.mail.deliver(started.game.id, started.private_views, target)
        if started.computer_to_move:
            self.bot.computer.schedule(started.game.id)
        return target  # type: ignore[no-any-return]

    async def _close_message(self, closed: ChallengeClosed, suffix: str = "") -> None:
        record = closed.challenge
        if record.message_id is None:
            return
        channel = await self.bot.channel(record.channel_id)
        if channel is None:
            return  # the channel is gone; the challenge itself is closed either way
        try:
            await channel.get_partial_message(record.message_id).edit(
                content=closed.text + suffix,
                view=None,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except (AttributeError, discord.HTTPException):
            pass  # the message was deleted; the challenge itself is closed either way

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
                    await self._close_message(closed)
                except Exception:
                    log.exception("closing the message of challenge %s failed", closed.challenge.id)

    @expire_challenges.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()
