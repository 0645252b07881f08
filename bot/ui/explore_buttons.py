"""The buttons under an ``/explore`` board: |◀ ◀ ▶ ▶| through the line, **Note…** and
**Name…** (a modal to type in), and **Queue as /premove** where the game has them.

Every button is a persistent ``DynamicItem`` whose custom id holds the game, the line
and, for a step, the position it leads to: never a move, so never a hidden piece. Whose
line a press may touch is decided from who pressed: the service refuses a line id that
is not the presser's own (``ExploreDesk._line``), so a copied id reads nothing. The
modal is discord.py's, held in memory for the few minutes one is open: a restart in
between loses the typing, never the line.
"""

from __future__ import annotations

import re
from typing import Any, Final

import discord

from bot.common import QUIET, ClosedWhileStopping, asked_in, board_parts
from bot.errors import button_errors
from bot.seam import seam_of
from bot.ui.buttons import REBUILT, label
from bot.words import reader_of, say
from service.explore.desk import MAX_NAME, MAX_NOTE, Explored
from service.games.conditional import premoves_allowed
from words import Reader

WAYS: Final = (("first", "|◀"), ("back", "◀"), ("next", "▶"), ("last", "▶|"))
"""Each step's name in its custom id, and its label (the review's own)."""

TYPING_MINUTES: Final = 15
"""How long a note's or a name's modal waits for its text."""


async def explored_parts(
    interaction: discord.Interaction, shown: Explored
) -> tuple[str, list[discord.File], discord.ui.View]:
    """An explored position's message for whoever asked: its words, the board as their
    ``/settings board:`` wants it, and the buttons, all in their language."""
    bot = seam_of(interaction)
    reader = reader_of(interaction)
    mode = await bot.service.settings.board_mode(interaction.user.id)
    content, files = board_parts(say(shown.text, reader), shown.image, reader, mode)
    return content, files, explore_buttons(shown, reader)


async def show_in_place(interaction: discord.Interaction, shown: Explored) -> None:
    """The board a button or modal came from, replaced by ``shown``."""
    content, files, view = await explored_parts(interaction, shown)
    await interaction.response.edit_message(
        content=content, attachments=files, view=view, allowed_mentions=QUIET
    )


class ExploreStep(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:explore:(?P<game>[0-9]+):(?P<line>[0-9]+):(?P<to>[0-9]+):(?P<way>first|back|next|last)",
):
    """Shows the line after ``to`` of its moves, in place of the board it is under."""

    def __init__(
        self, game_id: int, line_id: int, to: int, way: str, *, disabled: bool = False
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=dict(WAYS)[way],
                style=discord.ButtonStyle.secondary,
                custom_id=f"pb:explore:{game_id}:{line_id}:{to}:{way}",
                disabled=disabled,
                row=0,
            )
        )
        self.game_id, self.line_id, self.to = game_id, line_id, to

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ExploreStep:
        return cls(int(match["game"]), int(match["line"]), int(match["to"]), match["way"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        async with button_errors(interaction):
            shown = await bot.service.explore.step(
                asked_in(interaction, self.game_id),
                self.line_id,
                self.to,
                reader=reader_of(interaction),
            )
            await show_in_place(interaction, shown)


class ExploreText(ClosedWhileStopping, discord.ui.Modal):
    """What a player types for a line under the board that showed its position ``at``: a
    note on that position (empty takes it away), or the line's name."""

    def __init__(self, game_id: int, line_id: int, at: int, what: str, reader: Reader) -> None:
        naming = what == "name"
        super().__init__(title=label(f"explore-{what}-title", reader), timeout=TYPING_MINUTES * 60)
        self.text: discord.ui.TextInput[ExploreText] = discord.ui.TextInput(
            label=label(f"explore-{what}-field", reader),
            style=discord.TextStyle.short if naming else discord.TextStyle.paragraph,
            max_length=MAX_NAME if naming else MAX_NOTE,
            required=naming,
        )
        self.add_item(self.text)
        self.game_id, self.line_id, self.at, self.what = game_id, line_id, at, what

    async def on_submit(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        explore = bot.service.explore
        reader = reader_of(interaction)
        async with button_errors(interaction):
            asked = asked_in(interaction, self.game_id)
            # first back to where this board stands: another board of the same line may
            # have stepped it elsewhere since, and a note is for the position shown here
            await explore.step(asked, self.line_id, self.at, reader=reader)
            act = explore.name if self.what == "name" else explore.note
            shown = await act(asked, self.text.value, line_id=self.line_id, reader=reader)
            await show_in_place(interaction, shown)


class ExploreAsk(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:explore-(?P<what>note|name):(?P<game>[0-9]+):(?P<line>[0-9]+):(?P<at>[0-9]+)",
):
    """**Note…** or **Name…** under a board that shows the line's position ``at``: opens
    the modal to type it in."""

    def __init__(self, game_id: int, line_id: int, at: int, what: str, reader: Reader) -> None:
        super().__init__(
            discord.ui.Button(
                label=label(f"explore-{what}", reader),
                style=discord.ButtonStyle.secondary,
                custom_id=f"pb:explore-{what}:{game_id}:{line_id}:{at}",
                row=1,
            )
        )
        self.game_id, self.line_id, self.at, self.what = game_id, line_id, at, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ExploreAsk:
        game, line, at = int(match["game"]), int(match["line"]), int(match["at"])
        return cls(game, line, at, match["what"], REBUILT)

    async def callback(self, interaction: discord.Interaction) -> None:
        async with button_errors(interaction):
            reader = reader_of(interaction)
            modal = ExploreText(self.game_id, self.line_id, self.at, self.what, reader)
            await interaction.response.send_modal(modal)


class ExploreQueue(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:explore-queue:(?P<game>[0-9]+):(?P<line>[0-9]+)",
):
    """**Queue as /premove**: the line's next two moves from where the game stands become
    a conditional move, said in a new private answer (the board stays as it is)."""

    def __init__(self, game_id: int, line_id: int, reader: Reader) -> None:
        super().__init__(
            discord.ui.Button(
                label=label("explore-queue", reader),
                style=discord.ButtonStyle.primary,
                custom_id=f"pb:explore-queue:{game_id}:{line_id}",
                row=1,
            )
        )
        self.game_id, self.line_id = game_id, line_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ExploreQueue:
        return cls(int(match["game"]), int(match["line"]), REBUILT)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        async with button_errors(interaction):
            queued = await bot.service.explore.queue(
                asked_in(interaction, self.game_id), line_id=self.line_id
            )
            await interaction.response.send_message(
                say(queued, reader_of(interaction)), ephemeral=True, allowed_mentions=QUIET
            )


EXPLORE_BUTTONS = (ExploreStep, ExploreAsk, ExploreQueue)
"""Registered once with the bot (``add_dynamic_items``), so a board outlives a restart."""


def explore_buttons(shown: Explored, reader: Reader) -> discord.ui.View:
    """The steps from ``shown`` (those that lead nowhere greyed out), then Note…, Name…
    and, in a game that has conditional moves, Queue as /premove."""
    game, line = shown.game.id, shown.line.id
    at, length = shown.shown, shown.length
    at_start, at_end = at == 0, at == length
    view = discord.ui.View(timeout=None)
    view.add_item(ExploreStep(game, line, 0, "first", disabled=at_start))
    view.add_item(ExploreStep(game, line, max(0, at - 1), "back", disabled=at_start))
    view.add_item(ExploreStep(game, line, min(length, at + 1), "next", disabled=at_end))
    view.add_item(ExploreStep(game, line, length, "last", disabled=at_end))
    view.add_item(ExploreAsk(game, line, at, "note", reader))
    view.add_item(ExploreAsk(game, line, at, "name", reader))
    if premoves_allowed(shown.game.game):
        view.add_item(ExploreQueue(game, line, reader))
    return view
