"""/postboard config: a server's defaults and its list of games on the web, for members
with Manage Server.

Discord itself hides and refuses the command for everyone else
(``default_permissions``); a server's admins can still grant it to a role in
Server Settings → Integrations, which is theirs to decide.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import answers_player_errors
from bot.seam import Postboard
from bot.words import reader_of, say
from service.preferences.server import RESETTABLE, SERVER_DEFAULT
from service.readers.locales import NAMES, SUPPORTED
from words import Place, Verbatim, lines, msg

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
THREAD_NEEDS = (
    "view_channel",
    "send_messages",
    "create_public_threads",
    "send_messages_in_threads",
)


class Admin(commands.Cog):
    postboard = app_commands.Group(
        name="postboard",
        description="Postboard's settings for this server.",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
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
        reset: str | None = None,
    ) -> None:
        assert interaction.guild_id is not None  # guild_only
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


def _missing_permissions(channel: discord.TextChannel, me: discord.Member) -> list[str]:
    granted = channel.permissions_for(me)
    return [name.replace("_", " ") for name in THREAD_NEEDS if not getattr(granted, name)]
