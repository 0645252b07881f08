"""The web pages as one channel the shell starts (entry point ``postboard.channels: web``).

On when ``POSTBOARD_WEB`` is set; read through the shell's service, each visitor
limited as ``POSTBOARD_WEB_RATE`` and ``POSTBOARD_WEB_TRUSTED_PROXIES`` say, with
``POSTBOARD_WEB_PER_ADDRESS`` connections from one client.
"""

from __future__ import annotations

import asyncio
from typing import Any

from service import Service
from service.running.channels import CannotStart, Tell
from web.limits import Limiter, Rate
from web.play import PlaySite
from web.server import WebServer


class RunningPages:
    """The server, as the shell keeps it: the pages learn of changes from the database."""

    outbox = None
    sweeps = False

    def __init__(self, site: WebServer) -> None:
        self.site = site

    async def wait(self) -> None:
        """The pages never end by themselves."""
        await asyncio.get_running_loop().create_future()

    async def stop(self, grace: float) -> None:
        """Answers in flight get ``web.server.STOP_SECONDS``, well inside any grace."""
        await self.site.stop()


class WebEntry:
    name = "web"
    switch = "POSTBOARD_WEB for the web pages (docs/web.md)"

    def enabled(self, settings: Any) -> bool:
        return settings.web is not None

    async def start(self, service: Service, settings: Any, tell: Tell) -> RunningPages:
        """What a player changes on their own page (a move, an offer) is told to the other
        channels (``tell``), as mail's replies are."""
        host, port = settings.web
        costly = None if settings.web_rate is None else Rate(*settings.web_rate)
        site = WebServer(
            service.spectators,
            host,
            port,
            limiter=Limiter.per_visitor(costly, settings.trusted_proxies),
            per_address=settings.web_per_address,
            play=PlaySite(service.web_play, tell),
        )
        try:
            await site.start()
        except OSError as error:
            raise CannotStart(
                f"Cannot serve the web pages on {host}:{port} ({error.strerror or error}): "
                "choose another POSTBOARD_WEB, or stop what uses that port."
            ) from error
        return RunningPages(site)


channel = WebEntry()
