"""What the bot tells the service of game channels' permissions
(``service.preferences.visibility``).

A server's list of games on the web shows only the games of channels everyone in
the server can read, and only Discord knows who can: here "everyone" is the
@everyone role, which must be allowed to view the channel and read its history. A
game challenged inside a thread lives in a thread of that thread's parent, so the
parent's permissions decide (its ``home``). The outbox calls ``see_game_channel``
when a game starts; the ``Visibility`` cog follows the changes.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import log_failure
from service import Service


def home_of(channel: Any) -> Any:
    """The channel whose permissions decide for games in ``channel``."""
    if isinstance(channel, discord.Thread) and channel.parent is not None:
        return channel.parent
    return channel


def everyone_reads(channel: Any) -> bool:
    """Whether every member of the server may read ``channel`` (a thread: its parent)."""
    home = home_of(channel)
    guild = getattr(home, "guild", None)
    if guild is None or not hasattr(home, "permissions_for"):
        return False  # a DM, or a channel of a kind no game lives in
    everyone = guild.default_role
    if everyone is None:
        return False  # the server's roles are not known yet (a partial guild): private
    granted = home.permissions_for(everyone)
    return bool(granted.view_channel and granted.read_message_history)


async def see_game_channel(service: Service, channel_id: int, channel: Any) -> None:
    """Tell the service how readable the games of ``channel_id`` are, posted where
    ``channel`` is; a failure is logged and leaves them as they were known (never seen:
    private)."""
    guild = getattr(channel, "guild", None)
    if guild is None:
        return
    try:
        await service.visibility.channel_seen(
            guild.id,
            channel_id,
            home_id=home_of(channel).id,
            everyone_reads=everyone_reads(channel),
        )
    except Exception as error:
        log_failure(f"noting who can read channel {channel.id} failed", error)


async def look_again(service: Service, guild: discord.Guild) -> None:
    """Every channel a game of ``guild`` was started in, as it is now: after the bot was
    away, and when @everyone's own permissions change. A channel gone, or a thread this
    process does not hold, counts as private until it is seen again."""
    for channel_id in await service.visibility.game_channels(guild.id):
        channel = guild.get_channel_or_thread(channel_id)
        if channel is None:
            await service.visibility.channel_seen(
                guild.id, channel_id, home_id=channel_id, everyone_reads=False
            )
        else:
            await see_game_channel(service, channel_id, channel)
