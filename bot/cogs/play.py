"""Playing on Discord: /move (with autocomplete), /board, /resign, /games, /history."""

from __future__ import annotations

import io
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import ClosedWhileStopping, as_file, button_errors, player_errors
from bot.service.results import GameUpdate

if TYPE_CHECKING:
    from bot.app import PostboardBot

log = logging.getLogger("postboard")
PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)
QUIET = discord.AllowedMentions.none()


class ResignButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:resign:(?P<game>[0-9]+):(?P<ply>[0-9]+)",
):
    """The confirmation of /resign; refused if the game moved on since it was shown."""

    def __init__(self, game_id: int, ply: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Resign",
                style=discord.ButtonStyle.danger,
                custom_id=f"pb:resign:{game_id}:{ply}",
            )
        )
        self.game_id = game_id
        self.ply = ply

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ResignButton:
        return cls(int(match["game"]), int(match["ply"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        play = interaction.client.get_cog("Play")  # type: ignore[union-attr]
        assert isinstance(play, Play)
        async with button_errors(interaction):
            await play.resign_confirmed(interaction, self.game_id, self.ply)


class MoveButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:move:(?P<game>[0-9]+):(?P<ply>[0-9]+):(?P<move>[a-z0-9 ]{1,40})",
):
    """A move offered as a button (e.g. a side choice); played like /move with its ply guard."""

    def __init__(self, game_id: int, ply: int, move: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=move,
                style=discord.ButtonStyle.primary,
                custom_id=f"pb:move:{game_id}:{ply}:{move}",
            )
        )
        self.game_id = game_id
        self.ply = ply
        self.move = move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MoveButton:
        return cls(int(match["game"]), int(match["ply"]), match["move"])

    async def callback(self, interaction: discord.Interaction) -> None:
        play = interaction.client.get_cog("Play")  # type: ignore[union-attr]
        assert isinstance(play, Play)
        async with button_errors(interaction):
            update = await play.bot.service.games.move(
                interaction.user.id,
                self.move,
                game_id=self.game_id,
                guild_id=interaction.guild_id,
                expected_ply=self.ply,
                typed_publicly=True,
            )
            await publish(play.bot, interaction, update)


def offer_view(game_id: int, ply: int, offers: tuple[str, ...]) -> discord.ui.View:
    """Buttons for the offered moves; an empty view when there are none."""
    view = discord.ui.View(timeout=None)
    for move in offers[:5]:
        view.add_item(MoveButton(game_id, ply, move))
    return view


def _post(update: GameUpdate) -> dict[str, Any]:
    return {
        "file": as_file(update.image),
        "view": offer_view(update.game.id, update.ply, update.offers),
        "allowed_mentions": QUIET if update.quiet else PINGS,
    }


async def announce(
    bot: PostboardBot, update: GameUpdate, home: Any, *, posted: bool = False
) -> None:
    """Everything after a move that is not the mover's reply: the public post in the
    game's home (unless ``posted`` already), the private views by DM, archiving
    the thread of a finished game, and the computer's answer when it plays next."""
    if home is not None and not posted:
        try:
            await home.send(update.text, **_post(update))
        except discord.HTTPException:
            log.warning("could not post in %s; the game state is saved all the same", home.id)
    await bot.mail.deliver(update.game.id, update.private_views, home)
    if update.computer_to_move:
        bot.computer.schedule(update.game.id)
    if update.finished and isinstance(home, discord.Thread):
        try:
            await home.edit(archived=True)
        except discord.HTTPException:
            pass  # missing Manage Threads: the game is over all the same


async def publish(bot: PostboardBot, interaction: discord.Interaction, update: GameUpdate) -> None:
    """Answer the mover, then post the new position where the game lives.

    The move is already logged, so nothing here may look like a failure to
    the player: if the game's thread is gone the channel gets the post, and
    a move sent from elsewhere (or any move of a game with hidden
    information) is answered privately, the post going to the game's home.
    """
    home = await bot.home_of(update.game.thread_id, update.game.channel_id)
    if update.mover_reply is None and (home is None or home.id == interaction.channel_id):
        await interaction.response.send_message(update.text, **_post(update))
        await announce(bot, update, home, posted=True)
        return
    where = "" if home is None else f" in {home.mention}"
    reply = f"Played{where}."
    if update.mover_reply is not None:
        reply = update.mover_reply + (f" The board is posted{where}." if where else "")
    await interaction.response.send_message(reply, ephemeral=True, allowed_mentions=QUIET)
    await announce(bot, update, home)


class Play(commands.Cog):
    def __init__(self, bot: PostboardBot) -> None:
        self.bot = bot

    @app_commands.command(description="Play a move in your game.")
    @app_commands.describe(
        notation="your move, e.g. e5 (start typing to see the legal moves)",
        game="the game number (only needed outside the game's thread)",
        ply="the ply shown on the board you are answering: refuses the move if the game moved on",
    )
    async def move(
        self,
        interaction: discord.Interaction,
        notation: app_commands.Range[str, 1, 100],
        game: int | None = None,
        ply: app_commands.Range[int, 0] | None = None,
    ) -> None:
        async with player_errors(interaction):
            update = await self.bot.service.games.move(
                interaction.user.id,
                notation,
                game_id=game,
                thread_id=interaction.channel_id,
                guild_id=interaction.guild_id,
                expected_ply=ply,
            )
            await publish(self.bot, interaction, update)

    @move.autocomplete("notation")
    async def _suggest(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        moves = await self.bot.service.games.suggest(
            interaction.user.id,
            typed,
            game_id=game,
            thread_id=interaction.channel_id,
            guild_id=interaction.guild_id,
        )
        return [app_commands.Choice(name=move, value=move) for move in moves]

    @app_commands.command(description="Show the current board of a game.")
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    async def board(self, interaction: discord.Interaction, game: int | None = None) -> None:
        async with player_errors(interaction):
            shown = await self.bot.service.games.board(
                game_id=game, thread_id=interaction.channel_id, guild_id=interaction.guild_id
            )
            await interaction.response.send_message(
                shown.text,
                file=as_file(shown.image),
                view=offer_view(shown.game.id, shown.ply, shown.offers),
                allowed_mentions=QUIET,
            )

    @app_commands.command(description="See your hand and hidden faces, privately (Plateau).")
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    async def hand(self, interaction: discord.Interaction, game: int | None = None) -> None:
        async with player_errors(interaction):
            private = await self.bot.service.games.hand(
                interaction.user.id,
                game_id=game,
                thread_id=interaction.channel_id,
                guild_id=interaction.guild_id,
            )
            await interaction.response.send_message(
                private.text, file=as_file(private.image), ephemeral=True, allowed_mentions=QUIET
            )

    @app_commands.command(description="Resign a game (asks you to confirm).")
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        async with player_errors(interaction):
            record = await self.bot.service.games.confirm_resign(
                interaction.user.id,
                game_id=game,
                thread_id=interaction.channel_id,
                guild_id=interaction.guild_id,
            )
            view = discord.ui.View(timeout=None)
            view.add_item(ResignButton(record.id, record.ply))
            await interaction.response.send_message(
                f"Really resign game #{record.id}? This cannot be undone.",
                view=view,
                ephemeral=True,
            )

    async def resign_confirmed(
        self, interaction: discord.Interaction, game_id: int, ply: int
    ) -> None:
        async with player_errors(interaction):
            update = await self.bot.service.games.resign(
                interaction.user.id,
                game_id=game_id,
                thread_id=None,
                guild_id=interaction.guild_id,
                expected_ply=ply,
            )
            await interaction.response.edit_message(
                content=f"You resigned game #{game_id}.", view=None
            )
            home = await self.bot.home_of(update.game.thread_id, update.game.channel_id)
            await announce(self.bot, update, home)

    @app_commands.command(description="List running games, the ones waiting first, by deadline.")
    @app_commands.describe(user="someone else whose running games you want to see")
    async def games(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        async with player_errors(interaction):
            text = await self.bot.service.games.games_of(
                (user or interaction.user).id, asked_by=interaction.user.id
            )
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=QUIET)

    @app_commands.command(description="Download a game's record as a text file.")
    @app_commands.describe(game="the game number (only needed outside the game's thread)")
    async def history(self, interaction: discord.Interaction, game: int | None = None) -> None:
        async with player_errors(interaction):
            found = await self.bot.service.games.history(
                game_id=game, thread_id=interaction.channel_id, guild_id=interaction.guild_id
            )
            file = discord.File(io.BytesIO(found.record.encode()), filename=found.filename)
            await interaction.response.send_message(found.text, file=file, allowed_mentions=QUIET)
