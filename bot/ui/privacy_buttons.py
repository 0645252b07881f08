"""The question before forgetting a player: **Forget me** and **Keep everything**.

Persistent like every button (``DynamicItem``s, registered by ``bot.app``): the player
and the question's token ride in the custom id, so a press after a restart still works,
and the service refuses a question that is too old or whose running games changed
(``service.privacy.desk``). The question is private, and a press by anyone else is
refused all the same.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.common import QUIET, ClosedWhileStopping, reply_privately
from bot.errors import button_errors
from bot.seam import seam_of
from bot.words import reader_of, say
from service.privacy.about import FORGET as FORGET_COMMAND
from service.running.outbox import tell
from words import Reader, msg
from words.reader import ENGLISH

REBUILT = ENGLISH
"""The reader of a button ``from_custom_id`` rebuilds: never shown, only dispatched."""


def _not_theirs(interaction: discord.Interaction, user_id: int) -> bool:
    return interaction.user.id != user_id


class ForgetButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:forget:(?P<user>[0-9]+):(?P<token>[0-9]{1,11}\.[0-9a-f]{1,16})",
):
    """Forgets the player, as the question it came with said."""

    def __init__(self, user_id: int, token: str, reader: Reader) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(msg("privacy-button-forget"), reader),
                style=discord.ButtonStyle.danger,
                custom_id=f"pb:forget:{user_id}:{token}",
            )
        )
        self.user_id = user_id
        self.token = token

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ForgetButton:
        return cls(int(match["user"]), match["token"], REBUILT)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        reader = reader_of(interaction)
        async with button_errors(interaction):
            if _not_theirs(interaction, self.user_id):
                said = msg("privacy-forget-not-yours", forget=FORGET_COMMAND)
                await reply_privately(interaction, say(said, reader))
                return
            await interaction.response.defer()  # ending games and erasing may take a moment
            forgotten = await bot.service.privacy.forget(self.user_id, self.token)
            await interaction.edit_original_response(
                content=say(forgotten.text, reader), view=None, allowed_mentions=QUIET
            )
            for update in forgotten.updates:
                await tell(bot.outbox, update)  # each told in its thread, as any resignation
            for closed in forgotten.closed:
                await tell(bot.outbox, closed)


class KeepButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:keep:(?P<user>[0-9]+)",
):
    """Drops the question: nothing is forgotten."""

    def __init__(self, user_id: int, reader: Reader) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(msg("privacy-button-keep"), reader),
                style=discord.ButtonStyle.secondary,
                custom_id=f"pb:keep:{user_id}",
            )
        )
        self.user_id = user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> KeepButton:
        return cls(int(match["user"]), REBUILT)

    async def callback(self, interaction: discord.Interaction) -> None:
        reader = reader_of(interaction)
        async with button_errors(interaction):
            if _not_theirs(interaction, self.user_id):
                said = msg("privacy-forget-not-yours", forget=FORGET_COMMAND)
                await reply_privately(interaction, say(said, reader))
                return
            await interaction.response.edit_message(
                content=say(msg("privacy-forget-cancelled"), reader), view=None
            )


def forget_buttons(user_id: int, token: str, reader: Reader) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetButton(user_id, token, reader))
    view.add_item(KeepButton(user_id, reader))
    return view


PRIVACY_BUTTONS = (ForgetButton, KeepButton)
"""Registered once with the bot (``add_dynamic_items``), so a question outlives a restart."""
