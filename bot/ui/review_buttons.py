"""|◀ ◀ ▶ ▶| under a ``/review``: persistent buttons that step through a game.

Each button's custom id holds the game and the ply it leads to (``end``: the latest,
whatever it is when pressed), nothing else: whose view a press shows is decided
from who pressed (``ReviewDesk.review``), so an id can never carry a hidden piece,
and the buttons work after a restart as any ``DynamicItem`` does.
"""

from __future__ import annotations

import re
from typing import Any, Final

import discord

from bot.common import QUIET, ClosedWhileStopping, asked_in, board_parts
from bot.errors import button_errors
from bot.seam import seam_of
from bot.words import reader_of, say
from service.reviews.desk import Reviewed

END: Final = "end"
WAYS: Final = (("first", "|◀"), ("back", "◀"), ("next", "▶"), ("last", "▶|"))
"""Each button's name in its custom id, and its label."""


class ReviewButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:review:(?P<game>[0-9]+):(?P<ply>[0-9]+|end):(?P<way>first|back|next|last)",
):
    """Shows the game at ``ply`` (None: the latest) in place of the review it is under."""

    def __init__(self, game_id: int, ply: int | None, way: str, *, disabled: bool = False) -> None:
        target = END if ply is None else str(ply)
        super().__init__(
            discord.ui.Button(
                label=dict(WAYS)[way],
                style=discord.ButtonStyle.secondary,
                custom_id=f"pb:review:{game_id}:{target}:{way}",
                disabled=disabled,
            )
        )
        self.game_id, self.ply, self.way = game_id, ply, way

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReviewButton:
        ply = None if match["ply"] == END else int(match["ply"])
        return cls(int(match["game"]), ply, match["way"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        async with button_errors(interaction):
            shown = await bot.service.reviews.review(
                asked_in(interaction, self.game_id),
                self.ply,
                reader=reader_of(interaction),
            )
            reader = reader_of(interaction)
            mode = await bot.service.settings.board_mode(interaction.user.id)
            content, files = board_parts(say(shown.text, reader), shown.image, reader, mode)
            await interaction.response.edit_message(
                content=content,
                attachments=files,
                view=review_buttons(shown),
                allowed_mentions=QUIET,
            )


def review_buttons(shown: Reviewed) -> discord.ui.View:
    """The four steps from ``shown``; those that lead nowhere are greyed out. ▶| stays
    live in a running game: it shows the latest position, whatever has been played since."""
    at_start, at_end = shown.ply == 0, shown.ply == shown.plies
    running = shown.game.status != "finished"
    view = discord.ui.View(timeout=None)
    game = shown.game.id
    view.add_item(ReviewButton(game, 0, "first", disabled=at_start))
    view.add_item(ReviewButton(game, max(0, shown.ply - 1), "back", disabled=at_start))
    view.add_item(ReviewButton(game, min(shown.plies, shown.ply + 1), "next", disabled=at_end))
    view.add_item(ReviewButton(game, None, "last", disabled=at_end and not running))
    return view
