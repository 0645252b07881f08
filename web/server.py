"""The site as a server: started and stopped through ``web.channel`` by the shell.

Connections are capped (``service.running.connections``): in all, a share of the open-file
limit, and per client address; one over a cap is answered ``503`` and closed. An
idle connection (no request yet, or none since the last answer, or a request whose
headers do not arrive) is closed after ``KEEPALIVE_SECONDS``: aiohttp's default
keeps it for an hour, which let idle connections hold every file the process had.
A live stream is a request being answered, so it stays open, and counts under the
caps like any other connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from aiohttp import web

from service.running.connections import ConnectionGate, GatedProtocol, listen, listener_cap
from service.spectators.desk import SpectatorDesk
from web.app import make_app
from web.limits import Limiter
from web.play import PlaySite

log = logging.getLogger("postboard.web")

STOP_SECONDS = 2.0
"""How long a stop waits for answers in flight; live streams are ended at once."""
KEEPALIVE_SECONDS = 5.0
"""How long a connection may wait for a request (its first, or the next), headers
included: longer than a page's script takes to ask for its board and state, far
shorter than an idle connection is worth keeping."""
CEILING = 4096
"""Connections at most, whatever the open-file limit: each costs memory too."""
PER_ADDRESS = 64
"""Connections from one client address: a browser opens six per site, and a live
stream per open page; a school or office behind one address has room for several."""
RETRY_SECONDS = 10
_BUSY_TEXT = b"Too many connections; try again in a moment.\n"
BUSY = (
    b"HTTP/1.1 503 Service Unavailable\r\n"
    b"Content-Type: text/plain; charset=utf-8\r\n"
    b"X-Content-Type-Options: nosniff\r\n"
    b"Cache-Control: no-store\r\n"
    b"Retry-After: %d\r\n"
    b"Content-Length: %d\r\n"
    b"Connection: close\r\n\r\n%s"
) % (RETRY_SECONDS, len(_BUSY_TEXT), _BUSY_TEXT)
"""The whole answer to a connection over a cap, sent before any request is read."""


class GatedSite(web.BaseSite):
    """aiohttp's ``TCPSite`` with every connection passing ``gate`` first."""

    __slots__ = ("_host", "_port", "_gate")

    def __init__(self, runner: web.BaseRunner, host: str, port: int, gate: ConnectionGate) -> None:
        super().__init__(runner)
        self._host = host
        self._port = port
        self._gate = gate

    @property
    def name(self) -> str:
        return f"http://{self._host}:{self._port}"

    async def start(self) -> None:
        await super().start()
        server = self._runner.server
        assert server is not None

        def gated() -> GatedProtocol:
            return GatedProtocol(self._gate, server, BUSY)

        self._server = await listen(gated, self._host, self._port)


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
        per_address: int | None = None,
        total: int | None = None,
        keepalive_seconds: float = KEEPALIVE_SECONDS,
        play: PlaySite | None = None,
    ) -> None:
        """``total`` connections at most (None: ``listener_cap(CEILING)`` at start),
        ``per_address`` from one client (None: ``PER_ADDRESS``; 0: no such cap, behind a
        reverse proxy); ``play``: the players' own pages too (``web.play``)."""
        self._desk = desk
        self._app = make_app(
            desk,
            fresh_seconds=fresh_seconds,
            poll_seconds=poll_seconds,
            spread_seconds=spread_seconds,
            limiter=limiter,
            play=play,
        )
        self._warming: asyncio.Task[None] | None = None
        self._host = host
        self._port = port
        self._runner: web.AppRunner | None = None
        self._per_address = PER_ADDRESS if per_address is None else per_address
        self._total = total
        self._keepalive = keepalive_seconds
        self.gate: ConnectionGate | None = None

    async def start(self) -> None:
        """Listen; ``OSError`` when the address cannot be had (in use, not this machine's)."""
        runner = web.AppRunner(
            self._app,
            access_log=None,
            handle_signals=False,
            shutdown_timeout=STOP_SECONDS,
            keepalive_timeout=self._keepalive,
        )
        await runner.setup()
        total = self._total if self._total is not None else listener_cap(CEILING)
        self.gate = ConnectionGate(total, self._per_address)
        try:
            site = GatedSite(runner, self._host, self._port, self.gate)
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        self._warming = asyncio.create_task(self._warm_up(), name="postboard-web-warm-up")
        log.info(
            "web pages served on http://%s:%d (at most %d connections, %s per address)",
            self._host,
            self.port,
            self.gate.total,
            self.gate.per_address or "no cap",
        )

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
