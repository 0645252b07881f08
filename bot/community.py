"""What the community commands share with their buttons: open challenges' Accept and
Withdraw, and the pages of a leaderboard or a list of finished games.

Buttons are persistent (``DynamicItem``s, registered by ``bot.app``): a seek's id, or a
page's game, scope, player and number, ride in the custom id, so they work after a
restart. A page button edits the message it is on, with the page it names. Labels are
in their reader's language: a public post's (the server's) or a private answer's.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.common import QUIET, ClosedWhileStopping, asked_in, reply_privately
from bot.errors import button_errors
from bot.late_answers import follow_up
from bot.seam import Postboard, seam_of
from bot.words import reader_of, say
from service import game_names
from service.kit.paging import Page
from words import ENGLISH, Game, Reader, Verbatim, msg

EMBED_COLOUR = discord.Colour.dark_teal()
GAME_CHOICES = [
    discord.app_commands.Choice(name=name.capitalize(), value=name) for name in game_names()
]


def page_embed(page: Page, reader: Reader = ENGLISH) -> discord.Embed:
    """``page`` for ``reader`` (a public page: the server's language, English until the
    server's language is known)."""
    title, text = say(page.title, reader), say(page.text, reader)
    embed = discord.Embed(title=title, description=text, colour=EMBED_COLOUR)
    if page.has_previous or page.has_next:
        embed.set_footer(text=say(msg("buttons-page", page=Verbatim(str(page.page))), reader))
    return embed


async def accept_seek(bot: Postboard, interaction: discord.Interaction, seek_id: int) -> None:
    """Take an open challenge: the game opens in its thread, the seek's message closes."""
    await bot.service.remember(interaction.user.id, interaction.user.display_name)
    started = await bot.service.seeks.accept(
        interaction.user.id, seek_id, guild_id=interaction.guild_id
    )
    await interaction.response.defer(ephemeral=True, thinking=True)
    where = await bot.outbox.open_game(started, interaction.channel)
    await bot.outbox.close_challenge(started.closed, suffix=f" → {where.mention}")
    taken = msg(
        "buttons-seek-taken",
        seek=Game(seek_id),
        game=Game(started.game.id),
        place=Verbatim(where.mention),
    )
    await follow_up(interaction, say(taken, reader_of(interaction)), ephemeral=True)


async def withdraw_seek(bot: Postboard, interaction: discord.Interaction, seek_id: int) -> None:
    closed = await bot.service.seeks.cancel(
        interaction.user.id, seek_id, guild_id=interaction.guild_id
    )
    await bot.outbox.close_challenge(closed)
    withdrawn = msg("buttons-seek-withdrawn", seek=Game(seek_id))
    await reply_privately(interaction, say(withdrawn, reader_of(interaction)))


class SeekButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:seek:(?P<id>[0-9]+):(?P<action>accept|withdraw)",
):
    """Accept / Withdraw on an open challenge's message."""

    def __init__(self, seek_id: int, action: str, reader: Reader) -> None:
        accept = action == "accept"
        super().__init__(
            discord.ui.Button(
                label=say(msg(f"buttons-{action}"), reader),
                style=discord.ButtonStyle.success if accept else discord.ButtonStyle.secondary,
                custom_id=f"pb:seek:{seek_id}:{action}",
            )
        )
        self.seek_id = seek_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SeekButton:
        # Rebuilt only to dispatch the press, never shown: the label does not matter.
        return cls(int(match["id"]), match["action"], ENGLISH)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        async with button_errors(interaction):
            if self.action == "accept":
                await accept_seek(bot, interaction, self.seek_id)
            else:
                await withdraw_seek(bot, interaction, self.seek_id)


def seek_buttons(seek_id: int, reader: Reader) -> discord.ui.View:
    """Accept / Withdraw under a public open challenge: ``reader`` is the server's."""
    view = discord.ui.View(timeout=None)
    view.add_item(SeekButton(seek_id, "accept", reader))
    view.add_item(SeekButton(seek_id, "withdraw", reader))
    return view


class LeaderboardPage(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:lb:(?P<game>[a-z]+):(?P<scope>server|all):(?P<page>[0-9]+)",
):
    """Previous / Next under a leaderboard."""

    def __init__(self, game: str, scope: str, page: int, label: str, enabled: bool) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"pb:lb:{game}:{scope}:{page}",
                disabled=not enabled,
            )
        )
        self.game, self.scope, self.page = game, scope, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LeaderboardPage:
        # Rebuilt only to dispatch the press, never shown: the label does not matter.
        return cls(match["game"], match["scope"], int(match["page"]), "", True)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        async with button_errors(interaction):
            page = await bot.service.ratings.leaderboard(
                self.game, guild_id=interaction.guild_id, scope=self.scope, page=self.page
            )
            public = await bot.readers.of(interaction.guild_id)  # a leaderboard is posted
            await interaction.response.edit_message(
                embed=page_embed(page, public),
                view=leaderboard_view(page, self.game, self.scope, public),
            )


def leaderboard_view(page: Page, game: str, scope: str, reader: Reader) -> discord.ui.View:
    """◀ Previous / Next ▶ under a public leaderboard: ``reader`` is the server's."""
    back, on = say(msg("buttons-previous"), reader), say(msg("buttons-next"), reader)
    view = discord.ui.View(timeout=None)
    view.add_item(LeaderboardPage(game, scope, page.page - 1, back, page.has_previous))
    view.add_item(LeaderboardPage(game, scope, page.page + 1, on, page.has_next))
    return view


class FinishedPage(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:fin:(?P<user>[0-9]+):(?P<game>[a-z]*):(?P<page>[0-9]+)",
):
    """Previous / Next under a list of finished games; user 0 is the server's list."""

    def __init__(self, user: int, game: str, page: int, label: str, enabled: bool) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"pb:fin:{user}:{game}:{page}",
                disabled=not enabled,
            )
        )
        self.user, self.game, self.page = user, game, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FinishedPage:
        # Rebuilt only to dispatch the press, never shown: the label does not matter.
        return cls(int(match["user"]), match["game"], int(match["page"]), "", True)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        async with button_errors(interaction):
            page = await bot.service.finished.listing(
                self.user or None,
                asked_in(interaction, None),
                game=self.game or None,
                page=self.page,
            )
            reader = reader_of(interaction)  # the list is a private answer
            await interaction.response.edit_message(
                embed=page_embed(page, reader),
                view=finished_view(page, self.user, self.game, reader),
            )


def finished_view(page: Page, user: int, game: str, reader: Reader) -> discord.ui.View:
    """◀ Previous / Next ▶ under a private list: ``reader`` is who asked."""
    back, on = say(msg("buttons-previous"), reader), say(msg("buttons-next"), reader)
    view = discord.ui.View(timeout=None)
    view.add_item(FinishedPage(user, game, page.page - 1, back, page.has_previous))
    view.add_item(FinishedPage(user, game, page.page + 1, on, page.has_next))
    return view


async def send_finished(
    bot: Postboard,
    interaction: discord.Interaction,
    user: discord.abc.User | None,
    game: str | None,
) -> None:
    """/games finished: the first page, privately, with its page buttons."""
    page = await bot.service.finished.listing(
        None if user is None else user.id, asked_in(interaction, None), game=game
    )
    user_id = 0 if user is None else user.id
    reader = reader_of(interaction)
    await interaction.response.send_message(
        embed=page_embed(page, reader),
        view=finished_view(page, user_id, game or "", reader),
        ephemeral=True,
        allowed_mentions=QUIET,
    )


COMMUNITY_BUTTONS = (SeekButton, LeaderboardPage, FinishedPage)
