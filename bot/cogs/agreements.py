"""/draw, /takeback, /pause, /abort, /rematch, and the buttons that answer an offer."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import ClosedWhileStopping, button_errors, player_errors
from bot.cogs.lobby import Lobby, challenge_buttons
from bot.cogs.play import announce
from bot.service import Proposal, Settled
from bot.service.results import GameStarted

if TYPE_CHECKING:
    from bot.app import PostboardBot

PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)
QUIET = discord.AllowedMentions.none()
GAME_OPTION = "the game number (only needed outside the game's thread)"


class AnswerButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:agree:(?P<game>[0-9]+):(?P<ply>[0-9]+):(?P<kind>draw|takeback|pause):(?P<yes>[01])",
):
    """Accept / Decline under an offer; the ply makes a late press harmless."""

    def __init__(self, game_id: int, ply: int, kind: str, accept: bool) -> None:
        super().__init__(
            discord.ui.Button(
                label="Accept" if accept else "Decline",
                style=discord.ButtonStyle.success if accept else discord.ButtonStyle.secondary,
                custom_id=f"pb:agree:{game_id}:{ply}:{kind}:{int(accept)}",
            )
        )
        self.game_id, self.ply, self.kind, self.accept = game_id, ply, kind, accept

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> AnswerButton:
        return cls(int(match["game"]), int(match["ply"]), match["kind"], match["yes"] == "1")

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: PostboardBot = interaction.client  # type: ignore[assignment]
        async with button_errors(interaction):
            settled = await bot.service.agreements.answer(
                interaction.user.id, self.game_id, self.ply, self.kind, accept=self.accept
            )
            await interaction.response.edit_message(view=None)
            await _tell(bot, settled)


def answer_buttons(proposal: Proposal) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for accept in (True, False):
        view.add_item(AnswerButton(proposal.game.id, proposal.ply, proposal.kind, accept))
    return view


async def _tell(bot: PostboardBot, settled: Settled) -> None:
    home = await bot.home_of(settled.game.thread_id, settled.game.channel_id)
    if settled.update is not None:
        await announce(bot, settled.update, home)
    elif home is not None:
        await home.send(settled.text, allowed_mentions=PINGS)


class Agreements(commands.Cog):
    def __init__(self, bot: PostboardBot) -> None:
        self.bot = bot

    async def _propose(self, interaction: discord.Interaction, kind: str, game: int | None) -> None:
        async with player_errors(interaction):
            result = await self.bot.service.agreements.propose(
                interaction.user.id,
                kind,
                game_id=game,
                thread_id=interaction.channel_id,
                guild_id=interaction.guild_id,
            )
            if isinstance(result, Settled):
                await interaction.response.send_message(
                    "Agreed.", ephemeral=True, allowed_mentions=QUIET
                )
                await _tell(self.bot, result)
                return
            home = await self.bot.home_of(result.game.thread_id, result.game.channel_id)
            post = {"view": answer_buttons(result), "allowed_mentions": PINGS}
            if home is None or home.id == interaction.channel_id:
                await interaction.response.send_message(result.text, **post)
            else:
                await interaction.response.send_message(
                    f"Asked in {home.mention}.", ephemeral=True, allowed_mentions=QUIET
                )
                await home.send(result.text, **post)

    @app_commands.command(description="Offer a draw, or accept your opponent's offer.")
    @app_commands.describe(game=GAME_OPTION)
    async def draw(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self._propose(interaction, "draw", game)

    @app_commands.command(description="Ask to take back your last move (your opponent decides).")
    @app_commands.describe(game=GAME_OPTION)
    async def takeback(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self._propose(interaction, "takeback", game)

    @app_commands.command(description="Pause this game's clock by agreement, or resume it.")
    @app_commands.describe(game=GAME_OPTION)
    async def pause(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self._propose(interaction, "pause", game)

    @app_commands.command(description="Cancel a game before its second move (no result).")
    @app_commands.describe(game=GAME_OPTION)
    async def abort(self, interaction: discord.Interaction, game: int | None = None) -> None:
        async with player_errors(interaction):
            update = await self.bot.service.agreements.abort(
                interaction.user.id,
                game_id=game,
                thread_id=interaction.channel_id,
                guild_id=interaction.guild_id,
            )
            await interaction.response.send_message(
                f"Game #{update.game.id} aborted.", ephemeral=True, allowed_mentions=QUIET
            )
            home = await self.bot.home_of(update.game.thread_id, update.game.channel_id)
            await announce(self.bot, update, home)

    @app_commands.command(description="Challenge your opponent again, with the seats swapped.")
    @app_commands.describe(game=GAME_OPTION)
    async def rematch(self, interaction: discord.Interaction, game: int | None = None) -> None:
        async with player_errors(interaction):
            posted = await self.bot.service.agreements.rematch(
                interaction.user.id,
                game_id=game,
                thread_id=interaction.channel_id,
                guild_id=interaction.guild_id,
            )
            if isinstance(posted, GameStarted):  # the computer accepts at once
                await interaction.response.defer(ephemeral=True, thinking=True)
                lobby = self.bot.get_cog("Lobby")
                assert isinstance(lobby, Lobby)
                where = await lobby.open_game(posted, interaction.channel)
                await interaction.followup.send(
                    f"Rematch: game #{posted.game.id} is on in {where.mention}.", ephemeral=True
                )
                return
            channel = await self.bot.channel(posted.challenge.channel_id)
            await interaction.response.send_message(
                "Rematch offered.", ephemeral=True, allowed_mentions=QUIET
            )
            if channel is not None:
                message = await channel.send(
                    posted.text,
                    view=challenge_buttons(posted.challenge.id),
                    allowed_mentions=PINGS,
                )
                await self.bot.service.challenges.attach_message(
                    posted.challenge.id, message.channel.id, message.id
                )
