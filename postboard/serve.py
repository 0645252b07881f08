"""``postboard run``: every configured channel on one service until a signal, then a
graceful stop that loses nothing.

The shell owns the composition. It opens (and migrates) the database and the
service first, so a bad path or a too-new file is reported before any channel
starts or Discord is contacted; then it starts each channel the settings turn on
(Discord, mail, the web pages: found by entry point, ``postboard.channels``) on
that one service, as equals: none needs another, so a mail-only or web-only
deployment runs with no Discord token. SIGTERM and SIGINT stop the channels (each
closes its door, lets what is in flight finish, then ends), then the service and
its database close, and the process exits 0.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from collections.abc import Sequence
from datetime import timedelta

from postboard import __version__
from postboard.channels import Switchboard, discover, none_configured
from postboard.failures import CONFIGURATION, Failure
from postboard.settings import Settings
from service import Service, open_service
from service.running.channels import Channel, Running
from service.running.sweeper import Sweeper
from storage import open_store

log = logging.getLogger("postboard")

GRACE_SECONDS = 8.0
"""How long a stop waits for work in flight, all channels together: under Docker's and
systemd's default 10 s."""


async def schema_version(database: str) -> int:
    """Open and migrate the database once (``postboard check``), so its problems surface
    before any channel's."""
    async with await open_store(database) as store:
        return await store.schema_version()


def chosen(settings: Settings, channels: Sequence[Channel]) -> list[Channel]:
    """The channels the settings turn on; none at all is a configuration mistake."""
    enabled = [channel for channel in channels if channel.enabled(settings)]
    if not enabled:
        raise Failure(none_configured(list(channels)), CONFIGURATION)
    return enabled


async def serve(settings: Settings, channels: Sequence[Channel] | None = None) -> None:
    """``channels``: those to choose from (the registered ones by default)."""
    available = discover() if channels is None else list(channels)
    enabled = chosen(settings, available)
    service = await open_service(
        settings.database,
        public_url=settings.public_url,
        purge_grace=timedelta(days=settings.purge_days),
    )
    try:
        version = await service.ctx.store.schema_version()
        log.info(
            "Postboard %s, database %s at schema version %d",
            __version__,
            settings.database,
            version,
        )
        off = [channel.name for channel in available if channel not in enabled]
        log.info(
            "channels: %s%s",
            ", ".join(channel.name for channel in enabled),
            f" (not configured: {', '.join(off)})" if off else "",
        )
        await _run(service, settings, enabled)
    finally:
        await service.close()
    log.info("stopped cleanly")


async def _run(service: Service, settings: Settings, enabled: list[Channel]) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    switchboard = Switchboard()
    running: list[tuple[str, Running]] = []
    sweeper: Sweeper | None = None
    try:
        for channel in enabled:
            handle = await channel.start(service, settings, switchboard.teller(channel.name))
            running.append((channel.name, handle))
            switchboard.connect(channel.name, handle.outbox)
        if not any(handle.sweeps for _, handle in running):
            log.info("deadlines, expiries, tournaments and the computer's moves run here")
            sweeper = Sweeper(service, switchboard.teller("sweeper"))
            sweeper.start()
        ended = await _until_stop_or_end(stop, running)
        if ended is None:
            log.info("stopping: finishing what is in flight (at most %.0f s)", GRACE_SECONDS)
    finally:
        if sweeper is not None:
            await sweeper.stop()
        await _stop_all(running)
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(sig)
    if ended is not None:
        ended.result()  # a channel ended by itself: say why (a rejected token...)


async def _until_stop_or_end(
    stop: asyncio.Event, running: list[tuple[str, Running]]
) -> asyncio.Task[None] | None:
    """None after a signal; else the task of the channel that ended by itself."""
    stopping = asyncio.create_task(stop.wait(), name="postboard-stop")
    waits = {
        asyncio.create_task(handle.wait(), name=f"postboard-{name}"): name
        for name, handle in running
    }
    try:
        done, _ = await asyncio.wait({stopping, *waits}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (stopping, *waits):
            if not task.done():
                task.cancel()
    for task, name in waits.items():
        if task in done:
            if task.exception() is None:
                log.info("the %s channel ended", name)
            return task
    return None


async def _stop_all(running: list[tuple[str, Running]]) -> None:
    """Last started, first stopped, all within ``GRACE_SECONDS``; the service stays open
    until every channel is done with it."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + GRACE_SECONDS
    while running:
        name, handle = running.pop()
        try:
            await handle.stop(max(0.5, deadline - loop.time()))
        except Exception:
            log.exception("stopping the %s channel failed", name)
