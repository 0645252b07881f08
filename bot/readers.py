"""Who reads a public post: the server's language, kept a minute in this process.

A game's thread is read by everyone in the server, so its posts are written in the
server's language: the one its admins chose (``/postboard config language:``), else
the one nearest the locale Discord says the server prefers. Asking the store before
every post would add a read to every move, so the answer is kept for a minute; a
change made in this process is seen at once (``forget``), one made in another within
the minute.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import discord

from service.readers import ReaderDesk
from words import ENGLISH, Reader
from words.locales import negotiate

KEPT_FOR = 60.0  # seconds a server's language is kept before it is read again


class ServerReaders:
    def __init__(
        self,
        desk: Callable[[], ReaderDesk],
        client: discord.Client,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``desk``: the service's readers, asked for when needed (the bot may open its
        service only once it starts)."""
        self._desk = desk
        self._client = client
        self._clock = clock
        self._kept: dict[int, tuple[float, str | None]] = {}

    async def of(self, guild_id: int | None) -> Reader:
        """The reader of a public post in ``guild_id`` (English outside any server)."""
        if guild_id is None:
            return ENGLISH
        now = self._clock()
        kept = self._kept.get(guild_id)
        if kept is None or now - kept[0] > KEPT_FOR:
            kept = (now, await self._desk().server_language(guild_id))
            self._kept[guild_id] = kept
        chosen = kept[1]
        if chosen:
            return Reader(chosen)
        guild = self._client.get_guild(guild_id)
        return Reader(negotiate(str(guild.preferred_locale)) if guild else "en")

    def forget(self, guild_id: int) -> None:
        """The server's admins changed its language here: read it again next time."""
        self._kept.pop(guild_id, None)
