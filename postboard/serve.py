"""``postboard run``: the bot until a signal, then a graceful stop that loses nothing.

The database is opened (and migrated) before Discord is contacted, so a bad path
or a too-new file is reported at once, not after a login. SIGTERM and SIGINT
close the door to new interactions, let those in flight finish, close the
database, and exit 0.
"""

from __future__ import annotations

import asyncio
import logging
import signal

import discord
import yarl

from bot.app import create_bot
from mail.channel import MailChannel
from postboard import __version__
from postboard.failures import CONFIGURATION, Failure
from postboard.settings import Settings
from service import Service
from service.outbox import Notification, tell
from storage import open_store
from web import WebServer
from web.limits import Limiter, Rate

log = logging.getLogger("postboard")

GRACE_SECONDS = 8.0
"""How long a stop waits for work in flight: under Docker's and systemd's default 10 s."""


def point_discord_py_elsewhere(settings: Settings) -> None:
    """Rate-limit proxies and local gateways: swap the two base URLs discord.py uses."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base.rstrip("/")
    if settings.gateway:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway)


async def schema_version(database: str) -> int:
    """Open and migrate the database once, so its problems surface before Discord's."""
    async with await open_store(database) as store:
        return await store.schema_version()


async def serve(settings: Settings) -> None:
    token = settings.require_token()
    point_discord_py_elsewhere(settings)
    version = await schema_version(settings.database)
    log.info(
        "Postboard %s, database %s at schema version %d", __version__, settings.database, version
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    channels: list[MailChannel] = []
    sites: list[WebServer] = []

    async def opened(service: Service) -> None:
        """The web pages and the e-mail channel, on the bot's service; mail tells
        Discord what it changed."""
        if settings.web is not None:
            sites.append(await _web_pages(service, settings))
        if settings.mail is None:
            return

        async def told(notification: Notification) -> None:
            await tell(bot.outbox, notification)

        channel = await MailChannel.open(service, settings.mail, told)
        await channel.start()
        channels.append(channel)

    try:
        async with create_bot(
            database=settings.database,
            guild_id=settings.guild_id,
            opened=opened,
            shards=settings.shards,
            public_url=settings.public_url,
        ) as bot:
            running = asyncio.create_task(bot.start(token), name="postboard-bot")
            stopping = asyncio.create_task(stop.wait(), name="postboard-stop")
            await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if not stopping.done():
                stopping.cancel()
                running.result()  # the bot ended by itself: say why (a rejected token...)
                return
            log.info("stopping: finishing what is in flight (at most %.0f s)", GRACE_SECONDS)
            for channel in channels:
                await channel.stop()
            for site in sites:
                await site.stop()
            await bot.stop_gracefully(GRACE_SECONDS)
            await _ended(running)
            log.info("stopped cleanly")
    finally:
        for channel in channels:
            await channel.stop()
        for site in sites:
            await site.stop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(sig)


async def _web_pages(service: Service, settings: Settings) -> WebServer:
    """The games' pages where ``POSTBOARD_WEB`` says, read through the bot's service, each
    visitor limited as ``POSTBOARD_WEB_RATE`` and ``POSTBOARD_WEB_TRUSTED_PROXIES`` say,
    with ``POSTBOARD_WEB_PER_ADDRESS`` connections from one client."""
    assert settings.web is not None
    host, port = settings.web
    costly = None if settings.web_rate is None else Rate(*settings.web_rate)
    limiter = Limiter.per_visitor(costly, settings.trusted_proxies)
    site = WebServer(
        service.spectators,
        host,
        port,
        limiter=limiter,
        per_address=settings.web_per_address,
    )
    try:
        await site.start()
    except OSError as error:
        raise Failure(
            f"Cannot serve the web pages on {host}:{port} ({error.strerror or error}): "
            "choose another POSTBOARD_WEB, or stop what uses that port.",
            CONFIGURATION,
        ) from error
    return site


async def _ended(running: asyncio.Task[None]) -> None:
    """After a stop, how the connection ended no longer matters to anyone but the log."""
    try:
        await running
    except Exception:
        log.debug("the connection ended with an error during the stop", exc_info=True)
