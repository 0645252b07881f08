"""Where each reader is: the zone their times are written in and the language they read.

What a renderer asks before it writes for someone (issue 29), kept apart from the
desks that change the settings. Each read is one store call on a row the channel
reads anyway, and the pure forms (`zone_of`, `server_language_of`) serve a caller
that holds the row already: the move path reads a player's settings once and must not
read them again to learn a zone (its store calls are pinned by tests).

A server's language is asked for by every public post and every board drawn for one,
the move's included, so it is kept a minute in this process (`server_reader`): a
change made here is seen at once (`forget_server`, which ``/postboard config`` calls),
one made in another process within the minute.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from zoneinfo import ZoneInfo

from service.context import ServiceContext
from service.kit.caches import Kept
from service.readers.locales import DEFAULT, negotiate, zone
from storage.models import GuildSettings, UserSettings
from words import ENGLISH, Reader

KEPT_FOR = 60.0  # seconds a server's chosen language is kept before it is read again


def zone_of(settings: UserSettings) -> ZoneInfo:
    """The zone a player reads times in; UTC when they chose none."""
    return zone(settings.time_zone)


def server_language_of(settings: GuildSettings, preferred_locale: str | None) -> str:
    """The language a server's public posts are written in: the one its admins chose,
    else the one nearest the locale Discord reports the server prefers."""
    return settings.language or negotiate(preferred_locale)


class ReaderDesk:
    def __init__(self, ctx: ServiceContext, clock: Callable[[], float] = time.monotonic) -> None:
        """``clock``: the monotonic seconds the server languages' minute is counted in."""
        self._ctx = ctx
        self._chosen: Kept[int, tuple[str | None]] = Kept(max_age=KEPT_FOR, clock=clock)
        self._preferred: dict[int, str] = {}

    def prefers(self, guild_id: int, locale: str | None) -> None:
        """The locale a channel reports a server prefers (Discord's ``preferred_locale``):
        what its posts are written in while its admins chose none. Reported by the channel
        as it sees servers, so that a board drawn for a post on a move that came by mail
        or the web speaks the same language as the post's text."""
        if locale:
            self._preferred[guild_id] = locale

    async def server_reader(self, guild_id: int | None) -> Reader:
        """Who reads a public post in ``guild_id``: its language (`server_language_of`),
        kept a minute; English outside any server."""
        if guild_id is None:
            return ENGLISH
        kept = self._chosen.get(guild_id)
        if kept is None:
            kept = (await self.server_language(guild_id),)
            self._chosen.put(guild_id, kept)
        return Reader(kept[0] or negotiate(self._preferred.get(guild_id)))

    def forget_server(self, guild_id: int) -> None:
        """The server's admins changed its language here: read it again next time."""
        self._chosen.forget(guild_id)

    async def time_zone(self, user_id: int) -> ZoneInfo:
        """The zone ``user_id`` reads times in (UTC when unset)."""
        return zone_of(await self._ctx.store.get_user_settings(user_id))

    async def server_language(self, guild_id: int) -> str | None:
        """The language a server's admins chose; None when they chose none, and the
        channel's reported locale decides (`server_language_of`)."""
        return (await self._ctx.store.get_guild_settings(guild_id)).language

    async def mail_language(self, user_id: int) -> str:
        """The language mail to ``user_id`` is written in: the one kept with their
        address, English when they have none."""
        address = await self._ctx.store.get_email(user_id)
        return DEFAULT if address is None else address.language


async def mail_reader(ctx: ServiceContext, user_id: int) -> Reader:
    """Who reads a mail to ``user_id``: the language kept with their address and their
    zone (two reads: for mails written when queued, never on the move path)."""
    desk = ReaderDesk(ctx)
    return Reader(await desk.mail_language(user_id), await desk.time_zone(user_id))
