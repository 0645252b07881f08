"""/postboard: a server's defaults and its list of games on the web (``config``, for
members with Manage Server), and its moderators' hand on its games (``game``: abort,
adjudicate, pause, resume; ``status``: the games at a glance; Manage Server or the
moderator role the server set).

Discord sets a command's default permissions for a whole group, not per subcommand,
and the moderator role must reach ``game``; so the group is visible to every member
and each subcommand's right is checked by the service (``service.moderation.rights``),
a member without it told privately which right it needs.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import QUIET, asked_in
from bot.errors import answers_player_errors
from bot.seam import Postboard
from bot.words import reader_of, say
from service.moderation import Rights
from service.moderation.desk import DRAW, REASON_LIMIT
from service.moderation.rights import check_manager
from service.preferences.server import RESETTABLE, SERVER_DEFAULT
from service.readers.locales import NAMES, SUPPORTED
from service.running.outbox import tell
from words import Game, Place, Speech, Verbatim, lines, msg

TIMEOUT_CHOICES = [
    app_commands.Choice(name="the game ends (auto)", value="auto"),
    app_commands.Choice(name="the opponent may claim the win", value="claim"),
]
RESET_CHOICES = [app_commands.Choice(name=name, value=name) for name in RESETTABLE]
WEB_LIST_CHOICES = [
    app_commands.Choice(name="on: game pages link to this server's list", value="on"),
    app_commands.Choice(name="off: no list, and no link to it", value="off"),
    app_commands.Choice(name="new link: the old link stops working", value="new_link"),
]
LANGUAGE_CHOICES = [
    app_commands.Choice(name=f"{NAMES[code]} ({code})", value=code) for code in SUPPORTED
] + [
    app_commands.Choice(
        name="the server's own (its primary language on Discord)", value=SERVER_DEFAULT
    )
]
HINT_CHOICES = [app_commands.Choice(name="off", value=0)] + [
    app_commands.Choice(name=f"up to level {level}", value=level) for level in range(1, 6)
]
ACTION_CHOICES = [
    app_commands.Choice(name="abort: end it with no result", value="abort"),
    app_commands.Choice(name="adjudicate: decide the result", value="adjudicate"),
    app_commands.Choice(name="pause: no moves until it is resumed", value="pause"),
    app_commands.Choice(name="resume: the game goes on", value="resume"),
]
THREAD_NEEDS = (
    "view_channel",
    "send_messages",
    "create_public_threads",
    "send_messages_in_threads",
)


class Admin(commands.Cog):
    postboard = app_commands.Group(
        name="postboard",
        description="Postboard's settings for this server, and its games' moderation.",
        guild_only=True,
    )

    def __init__(self, bot: Postboard) -> None:
        self.bot = bot

    @postboard.command(name="config", description="Server defaults; no option shows them.")
    @app_commands.describe(
        games="the games allowed here, comma-separated (e.g. pinch, les), or all",
        channel="the channel challenges and game threads go to",
        clock="default time control: standard, relaxed, brisk, none, or e.g. 3d+1d/7d",
        timeout="default when time runs out: the game ends, or the opponent may claim it",
        vacation_days="vacation days each player gets per year (0 to 365)",
        hints="the strongest computer (level 1-5) players may ask for a move with /hint "
        "(default off)",
        web_list="the web list of this server's games (in channels everyone can read): "
        "on, off, or a new link",
        language="the language this server's posts are written in, or the server's own",
        abandon_days="days without a move before a game without a clock may be claimed "
        "(4 to 365, 0 never; default 14)",
        moderator_role="the role whose members may moderate games here (besides Manage Server)",
        reset="put one setting (or all) back to the built-in default",
    )
    @app_commands.choices(timeout=TIMEOUT_CHOICES, reset=RESET_CHOICES, web_list=WEB_LIST_CHOICES)
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.choices(hints=HINT_CHOICES)  # int values: a call of their own for mypy
    @answers_player_errors
    async def config(
        self,
        interaction: discord.Interaction,
        games: app_commands.Range[str, 1, 200] | None = None,
        channel: discord.TextChannel | None = None,
        clock: app_commands.Range[str, 1, 30] | None = None,
        timeout: str | None = None,
        vacation_days: app_commands.Range[int, 0, 365] | None = None,
        hints: int | None = None,
        web_list: str | None = None,
        language: str | None = None,
        abandon_days: app_commands.Range[int, 0, 365] | None = None,
        moderator_role: discord.Role | None = None,
        reset: str | None = None,
    ) -> None:
        assert interaction.guild_id is not None  # guild_only
        check_manager(rights_of(interaction))
        said = await self.bot.service.config.update(
            interaction.guild_id,
            games=games,
            channel_id=None if channel is None else channel.id,
            clock=clock,
            timeout=timeout,
            vacation_days=vacation_days,
            hints=hints,
            web_list=web_list,
            language=language,
            moderator_role_id=None if moderator_role is None else moderator_role.id,
            abandon_days=abandon_days,
            reset=reset,
        )
        if channel is not None and interaction.guild is not None:
            missing = _missing_permissions(channel, interaction.guild.me)
            if missing:
                said = lines(
                    said,
                    msg(
                        "config-missing-permissions",
                        channel=Place(channel.id, channel.name),
                        missing=Verbatim(", ".join(missing)),
                    ),
                )
        await interaction.response.send_message(say(said, reader_of(interaction)), ephemeral=True)

    @postboard.command(
        name="game", description="Moderate a game of this server: abort, adjudicate, pause, resume."
    )
    @app_commands.describe(
        action="what to do with the game",
        reason="why: kept with the game's record and posted in its thread",
        game="the game number (only needed outside the game's thread)",
        winner="adjudicate: the player the game is given to",
        draw="adjudicate: a draw instead of a winner",
    )
    @app_commands.choices(action=ACTION_CHOICES)
    @answers_player_errors
    async def game(
        self,
        interaction: discord.Interaction,
        action: str,
        reason: app_commands.Range[str, 1, REASON_LIMIT] | None = None,
        game: int | None = None,
        winner: discord.User | None = None,
        draw: bool = False,
    ) -> None:
        moderation = self.bot.service.moderation
        asked, rights, why = asked_in(interaction, game), rights_of(interaction), reason or ""
        if (winner is not None or draw) and action != "adjudicate":
            await _privately(interaction, msg("moderation-result-only-to-adjudicate"))
            return
        if action == "adjudicate" and (winner is None) == (not draw):
            await _privately(interaction, msg("moderation-adjudicate-needs-result"))
            return
        if action in ("abort", "adjudicate"):
            result = DRAW if winner is None else winner.id
            update = await (
                moderation.abort(asked, rights, why)
                if action == "abort"
                else moderation.adjudicate(asked, rights, result, why)
            )
            await _privately(interaction, msg("moderation-done", game=Game(update.game.id)))
            await self.bot.outbox.announce(update)
            return
        settled = await (
            moderation.pause(asked, rights, why)
            if action == "pause"
            else moderation.resume(asked, rights, why)
        )
        await _privately(interaction, msg("moderation-done", game=Game(settled.game.id)))
        await tell(self.bot.outbox, settled)

    @postboard.command(
        name="status",
        description="This server's games at a glance: time, idle games, mail, failures.",
    )
    @app_commands.describe(
        idle_days="how many days without a move make a game idle (default: abandon_days)"
    )
    @answers_player_errors
    async def status(
        self,
        interaction: discord.Interaction,
        idle_days: app_commands.Range[int, 1, 365] | None = None,
    ) -> None:
        said = await self.bot.service.overview.status(rights_of(interaction), idle_days)
        await _privately(interaction, said)


def rights_of(interaction: discord.Interaction) -> Rights:
    """What the member who asked holds here: Manage Server, and their roles."""
    assert interaction.guild_id is not None  # guild_only
    roles = getattr(interaction.user, "roles", ())
    return Rights(
        user_id=interaction.user.id,
        guild_id=interaction.guild_id,
        manages_server=interaction.permissions.manage_guild,
        role_ids=frozenset(role.id for role in roles),
    )


async def _privately(interaction: discord.Interaction, said: Speech) -> None:
    await interaction.response.send_message(
        say(said, reader_of(interaction)), ephemeral=True, allowed_mentions=QUIET
    )


def _missing_permissions(channel: discord.TextChannel, me: discord.Member) -> list[str]:
    granted = channel.permissions_for(me)
    return [name.replace("_", " ") for name in THREAD_NEEDS if not getattr(granted, name)]
