"""Every persistent button, and the views that carry them.

Buttons are ``DynamicItem``s: the custom id encodes the game (or challenge), the
ply and the action, so a press works after a restart and a press on an old ply
is refused. A label is in its reader's language, so whoever builds a view passes the
``Reader``: a public post's (the server's language) or a private answer's
(``reader_of``). discord.py builds them itself, so they reach the bot through
``interaction.client`` (``seam_of``), never through a cog; and as
``tree.on_error`` never sees them, each callback runs inside ``button_errors``.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.common import ClosedWhileStopping, asked_in
from bot.errors import button_errors
from bot.flows import accept_challenge, decline_challenge
from bot.seam import NextGame, Postboard, seam_of
from bot.words import reader_of, say
from service import Proposal
from service.results import GameRecord, MovePreview
from service.running.outbox import tell
from words import ENGLISH, Command, Game, Reader, Verbatim, msg

log = logging.getLogger("postboard")
CUSTOM_ID_LIMIT = 100  # characters, Discord's
TOO_LONG_TO_CONFIRM = msg(
    "buttons-too-long-to-confirm", command=Command("settings", (("confirm", "false"),))
)
REBUILT = ENGLISH
"""The reader of a button ``from_custom_id`` rebuilds: it is built only to dispatch a
press, never shown, so its label does not matter."""


def label(name: str, reader: Reader) -> str:
    """The label ``buttons-<name>`` for ``reader`` (at most 80 characters, Discord's limit)."""
    return say(msg(f"buttons-{name}"), reader)


class ChallengeButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:challenge:(?P<id>[0-9]+):(?P<action>accept|decline)",
):
    """Accept / Decline on a challenge message; the id lives in custom_id, so restarts keep it."""

    def __init__(self, challenge_id: int, action: str, reader: Reader) -> None:
        super().__init__(
            discord.ui.Button(
                label=label(action, reader),
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
        return cls(int(match["id"]), match["action"], REBUILT)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        async with button_errors(interaction):
            if self.action == "accept":
                await accept_challenge(bot, interaction, self.challenge_id)
            else:
                await decline_challenge(bot, interaction, self.challenge_id)


class ResignButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:resign:(?P<game>[0-9]+):(?P<ply>[0-9]+)",
):
    """The confirmation of /resign; refused if the game moved on since it was shown."""

    def __init__(self, game_id: int, ply: int, reader: Reader) -> None:
        super().__init__(
            discord.ui.Button(
                label=label("resign", reader),
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
        return cls(int(match["game"]), int(match["ply"]), REBUILT)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        async with button_errors(interaction):
            update = await bot.service.games.resign(
                asked_in(interaction, self.game_id),
                expected_ply=self.ply,
            )
            await interaction.response.edit_message(
                content=say(
                    msg("buttons-resigned", game=Game(self.game_id)), reader_of(interaction)
                ),
                view=None,
            )
            await bot.outbox.announce(update)


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
        bot = seam_of(interaction)
        async with button_errors(interaction):
            update = await bot.service.games.move(
                asked_in(interaction, self.game_id),
                self.move,
                expected_ply=self.ply,
                typed_publicly=True,
            )
            await bot.outbox.publish(
                interaction,
                update,
                then=lambda: next_game(
                    bot, interaction.user.id, update.game, reader_of(interaction)
                ),
            )


class ConfirmButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:confirm:(?P<game>[0-9]+):(?P<ply>[0-9]+):(?P<move>.+)",
):
    """Plays a previewed move (``/settings confirm:true``): exactly the move shown, at
    the ply it was shown at, so a confirmation the game has moved past is refused."""

    def __init__(self, game_id: int, ply: int, move: str, reader: Reader) -> None:
        super().__init__(
            discord.ui.Button(
                label=label("confirm", reader),
                style=discord.ButtonStyle.success,
                custom_id=confirm_id(game_id, ply, move),
            )
        )
        self.game_id, self.ply, self.move = game_id, ply, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ConfirmButton:
        return cls(int(match["game"]), int(match["ply"]), match["move"], REBUILT)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Acknowledged by keeping the preview, which then becomes the answer (its board
        and buttons gone); a refusal comes as a follow-up and leaves it as it was. The
        move goes through the same door as /move (``bot.admission``)."""
        bot = seam_of(interaction)
        async with button_errors(interaction):
            await interaction.response.defer()
            update = await bot.admission.admit(
                lambda: bot.service.games.move(
                    asked_in(interaction, self.game_id),
                    self.move,
                    expected_ply=self.ply,
                )
            )
            await bot.outbox.publish(
                interaction,
                update,
                then=lambda: next_game(
                    bot, interaction.user.id, update.game, reader_of(interaction)
                ),
            )


class CancelButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:cancel:(?P<game>[0-9]+)",
):
    """Drops a previewed move: nothing was played, nothing is."""

    def __init__(self, game_id: int, reader: Reader) -> None:
        super().__init__(
            discord.ui.Button(
                label=label("cancel", reader),
                style=discord.ButtonStyle.secondary,
                custom_id=f"pb:cancel:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CancelButton:
        return cls(int(match["game"]), REBUILT)

    async def callback(self, interaction: discord.Interaction) -> None:
        async with button_errors(interaction):
            await interaction.response.edit_message(
                content=say(
                    msg("buttons-cancelled", game=Game(self.game_id)), reader_of(interaction)
                ),
                attachments=[],
                view=None,
            )


class AnswerButton(
    ClosedWhileStopping,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"pb:agree:(?P<game>[0-9]+):(?P<ply>[0-9]+):(?P<kind>draw|takeback|pause):(?P<yes>[01])",
):
    """Accept / Decline under an offer; the ply makes a late press harmless."""

    def __init__(self, game_id: int, ply: int, kind: str, accept: bool, reader: Reader) -> None:
        super().__init__(
            discord.ui.Button(
                label=label("accept" if accept else "decline", reader),
                style=discord.ButtonStyle.success if accept else discord.ButtonStyle.secondary,
                custom_id=f"pb:agree:{game_id}:{ply}:{kind}:{int(accept)}",
            )
        )
        self.game_id, self.ply, self.kind, self.accept = game_id, ply, kind, accept

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> AnswerButton:
        return cls(
            int(match["game"]), int(match["ply"]), match["kind"], match["yes"] == "1", REBUILT
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = seam_of(interaction)
        async with button_errors(interaction):
            settled = await bot.service.agreements.answer(
                interaction.user.id, self.game_id, self.ply, self.kind, accept=self.accept
            )
            await interaction.response.edit_message(view=None)
            await tell(bot.outbox, settled)


PERSISTENT = (
    ChallengeButton,
    ResignButton,
    MoveButton,
    ConfirmButton,
    CancelButton,
    AnswerButton,
)
"""Registered once with the bot (``add_dynamic_items``), so old messages keep working."""


def offer_view(game_id: int, ply: int, offers: tuple[str, ...]) -> discord.ui.View:
    """Buttons for the offered moves; an empty view when there are none."""
    view = discord.ui.View(timeout=None)
    for move in offers[:5]:
        view.add_item(MoveButton(game_id, ply, move))
    return view


def challenge_buttons(challenge_id: int, reader: Reader) -> discord.ui.View:
    """Accept / Decline under a public challenge: ``reader`` is the server's."""
    view = discord.ui.View(timeout=None)
    view.add_item(ChallengeButton(challenge_id, "accept", reader))
    view.add_item(ChallengeButton(challenge_id, "decline", reader))
    return view


def answer_buttons(proposal: Proposal, reader: Reader) -> discord.ui.View:
    """Accept / Decline under a public offer: ``reader`` is the server's."""
    view = discord.ui.View(timeout=None)
    for accept in (True, False):
        view.add_item(AnswerButton(proposal.game.id, proposal.ply, proposal.kind, accept, reader))
    return view


def resign_button(game_id: int, ply: int, reader: Reader) -> discord.ui.View:
    """The private confirmation of /resign: ``reader`` is who asked (``reader_of``)."""
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(game_id, ply, reader))
    return view


def confirm_id(game_id: int, ply: int, move: str) -> str:
    return f"pb:confirm:{game_id}:{ply}:{move}"


def confirm_buttons(preview: MovePreview, reader: Reader) -> discord.ui.View | None:
    """Confirm / Cancel under a preview; None for a move too long for a custom id (the
    move rides in it, so a confirmation needs nothing stored)."""
    if len(confirm_id(preview.game.id, preview.ply, preview.move)) > CUSTOM_ID_LIMIT:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(preview.game.id, preview.ply, preview.move, reader))
    view.add_item(CancelButton(preview.game.id, reader))
    return view


async def next_game(
    bot: Postboard, user_id: int, after: GameRecord, reader: Reader
) -> NextGame | None:
    """After a move in ``after``: a link to the next game of the mover's that waits on
    them, or that none does, told privately to ``reader``. The move stands whatever
    happens here: a failed read is logged and nothing is said."""
    try:
        game = await bot.service.games.next_waiting(user_id, after)
    except Exception:
        log.warning("could not look up the next game of user %s", user_id, exc_info=True)
        return None
    if game is None:
        return NextGame(say(msg("buttons-no-next-game"), reader), None)
    name = Verbatim(f"{game.game.capitalize()} #{game.id}")
    view = discord.ui.View(timeout=None)
    link = say(msg("buttons-next-game", name=name), reader)
    view.add_item(discord.ui.Button(label=link[:80], url=jump_url(game)))
    return NextGame(say(msg("buttons-next-game-too", name=name), reader), view)


def jump_url(game: GameRecord) -> str:
    """A link that opens the game's thread (its channel, for a game without one)."""
    guild = "@me" if game.guild_id is None else game.guild_id
    return f"https://discord.com/channels/{guild}/{game.thread_id or game.channel_id}"
