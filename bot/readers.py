"""Who reads a public post: the server's language, as the service keeps it.

A game's thread is read by everyone in the server, so its posts are written in the
server's language: the one its admins chose (``/postboard config language:``), else
the one nearest the locale Discord says the server prefers. The service keeps the
choice a minute (``service.readers.desk.ReaderDesk``) and draws the boards of public posts
in the same language, so the bot tells it the locale Discord reports for each server
it sees: when the server becomes available or changes, and before each post.
"""

from __future__ import annotations

from collections.abc import Callable

import discord

from service.readers.desk import ReaderDesk
from words import Reader


class ServerReaders:
    def __init__(self, desk: Callable[[], ReaderDesk], client: discord.Client) -> None:
        """``desk``: the service's readers, asked for when needed (the bot may open its
        service only once it starts)."""
        self._desk = desk
        self._client = client

    def saw(self, guild: discord.Guild) -> None:
        """Tell the service the locale Discord reports ``guild`` prefers."""
        self._desk().prefers(guild.id, str(guild.preferred_locale))

    async def of(self, guild_id: int | None) -> Reader:
        """The reader of a public post in ``guild_id`` (English outside any server)."""
        guild = self._client.get_guild(guild_id) if guild_id is not None else None
        if guild is not None:
            self.saw(guild)
        return await self._desk().server_reader(guild_id)
