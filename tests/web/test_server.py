"""``WebServer``: listens, ends its live streams when stopped, and says when it cannot listen."""

from __future__ import annotations

import asyncio
import socket

import aiohttp
import pytest

from service import Service
from service.spectators.desk import SpectatorDesk
from tests.web.conftest import new_game
from web import WebServer


async def test_a_stop_ends_the_live_streams_at_once(sqlite_service: Service) -> None:
    desk = SpectatorDesk(sqlite_service.ctx)
    game = await new_game(sqlite_service)
    server = WebServer(desk, "127.0.0.1", 0, poll_seconds=0.05, spread_seconds=0.0)
    await server.start()
    assert server.port > 0
    url = f"http://127.0.0.1:{server.port}{await desk.page_path(game)}"
    async with aiohttp.ClientSession() as session:
        async with session.get(url) as page:
            assert page.status == 200
        async with session.get(url + "/events") as stream:
            first = await asyncio.wait_for(stream.content.readline(), 5)
            assert first == b"retry: 3000\n"
            loop = asyncio.get_running_loop()
            began = loop.time()
            await server.stop()
            assert loop.time() - began < 1.5, "a viewer's stream held the stop up"
            rest = await asyncio.wait_for(stream.content.read(), 5)
            assert b"event: version" in rest  # what was said before the end, then the end
    await server.stop()  # twice is fine


async def test_an_address_in_use_is_an_os_error(sqlite_service: Service) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        server = WebServer(SpectatorDesk(sqlite_service.ctx), "127.0.0.1", taken.getsockname()[1])
        with pytest.raises(OSError):
            await server.start()
        await server.stop()
