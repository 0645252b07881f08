"""The site as a server: started and stopped by the composition root (``postboard.serve``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from aiohttp import web

from service.spectators import SpectatorDesk
from web.app import make_app
from web.limits import Limiter

log = logging.getLogger("postboard.web")

STOP_SECONDS = 2.0
"""How long a stop waits for answers in flight; live streams are ended at once."""


class WebServer:
    """The pages of ``desk`` on ``host``:``port`` (port 0: any free port, see ``port``)."""

    def __init__(
        self,
        desk: SpectatorDesk,
        host: str,
        port: int,
        *,
        fresh_seconds: float = 1.0,
        poll_seconds: float = 1.0,
        spread_seconds: float = 0.5,
        limiter: Limiter | None = None,
    ) -> None:
        self._desk = desk
        self._app = make_app(
            desk,
            fresh_seconds=fresh_seconds,
            poll_seconds=poll_seconds,
            spread_seconds=spread_seconds,
            limiter=limiter,
        )
        self._warming: asyncio.Task[None] | None = None
        self._host = host
        self._port = port
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        """Listen; ``OSError`` when the address cannot be had (in use, not this machine's)."""
        runner = web.AppRunner(
            self._app, access_log=None, handle_signals=False, shutdown_timeout=STOP_SECONDS
        )
        await runner.setup()
        try:
            site = web.TCPSite(runner, self._host, self._port)
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        self._warming = asyncio.create_task(self._warm_up(), name="postboard-web-warm-up")
        log.info("web pages served on http://%s:%d", self._host, self.port)

    async def _warm_up(self) -> None:
        try:
            await self._desk.warm_up()
        except Exception:  # only a head start: the first board will be slower, that is all
            log.warning("could not draw the boards ahead of the first viewer", exc_info=True)

    @property
    def port(self) -> int:
        """The port listened on (the one chosen, when started with port 0)."""
        if self._runner is None:
            return self._port
        for address in self._runner.addresses:
            return int(address[1])
        return self._port

    async def stop(self) -> None:
        """End the live streams, finish answers in flight, stop listening; twice is fine."""
        if self._warming is not None:
            self._warming.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._warming
            self._warming = None
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()
