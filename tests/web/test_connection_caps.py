"""Issue 35, item 3: the pages cap their connections and drop idle ones.

A real ``WebServer`` on loopback, its clients raw sockets from addresses of their own
(``tests.loopback``). Before the fix every connection was served and an idle one was
kept for an hour, so idle connections could hold every file the process had.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import aiohttp
import pytest

from service import Service
from service.spectators.desk import SpectatorDesk
from tests.loopback import Clients, Peer, until
from web import WebServer

REFUSED = 40
"""Connections over a cap in one burst: enough that one log line each would show."""
BURST = 100
"""Connections at once: more than asyncio accepts in one go, fewer than the smallest
``somaxconn`` (128) the kernel may cut the listening queue to."""
Serve = Callable[..., Awaitable[WebServer]]


@pytest.fixture
async def serve(sqlite_service: Service) -> AsyncIterator[Serve]:
    """``WebServer``\\ s on free loopback ports, with the caps and timeout a test gives."""
    servers: list[WebServer] = []

    async def started(**caps: Any) -> WebServer:
        server = WebServer(SpectatorDesk(sqlite_service.ctx), "127.0.0.1", 0, **caps)
        servers.append(server)
        await server.start()
        return server

    yield started
    for server in servers:
        await server.stop()


def held(server: WebServer) -> int:
    assert server.gate is not None
    return server.gate.open


async def idle(
    clients: Clients, server: WebServer, count: int, source: str = "127.0.0.1"
) -> list[Peer]:
    """``count`` connections from ``source`` that say nothing, once the server holds them."""
    before = held(server)
    peers = [await clients.connect(server.port, source) for _ in range(count)]
    await until(lambda: held(server) == before + count, f"the server holds {count} more")
    return peers


async def robots(port: int, source: str) -> int:
    """The status of ``/robots.txt`` fetched from ``source``."""
    connector = aiohttp.TCPConnector(local_addr=(source, 0))
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.get(f"http://127.0.0.1:{port}/robots.txt") as answer:
            await answer.read()
            return answer.status


async def answer(peer: Peer) -> int:
    """The status of the next answer on ``peer``, read to its end."""
    status = int((await peer.line()).split()[1])
    length = 0
    while (line := await peer.line()) != b"\r\n":
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    await asyncio.wait_for(peer.reader.readexactly(length), 5)
    return status


def assert_busy(said: bytes) -> None:
    """The whole ``503`` a connection over a cap gets, then the end."""
    head, _, body = said.partition(b"\r\n\r\n")
    status, *lines = head.decode().split("\r\n")
    headers = {name.lower(): value for name, _, value in (h.partition(": ") for h in lines)}
    assert status == "HTTP/1.1 503 Service Unavailable", said
    assert headers["retry-after"] == "10" and headers["connection"] == "close"
    assert int(headers["content-length"]) == len(body) and b"try again" in body


async def test_one_address_over_its_cap_is_told_503_and_the_others_are_served(
    serve: Serve, clients: Clients, caplog: pytest.LogCaptureFixture
) -> None:
    server = await serve(per_address=3, total=100)
    mine = await idle(clients, server, 3)
    caplog.set_level(logging.DEBUG)
    caplog.clear()
    over = [await clients.connect(server.port) for _ in range(REFUSED)]
    for peer in over:
        assert_busy(await peer.rest())
    assert held(server) == 3
    assert caplog.records == [], "a refusal wrote to the log"
    assert await robots(server.port, "127.0.0.2") == 200
    mine[0].close()  # a place given back is another connection's
    await until(lambda: held(server) == 2, "the closed connection's place is given back")
    assert await robots(server.port, "127.0.0.1") == 200


async def test_over_the_total_every_address_is_told_503(serve: Serve, clients: Clients) -> None:
    server = await serve(per_address=0, total=4)  # 0: no cap per address, as behind a proxy
    mine = await idle(clients, server, 4)  # all from one address
    assert_busy(await (await clients.connect(server.port, "127.0.0.2")).rest())
    mine[0].close()
    await until(lambda: held(server) == 3, "the closed connection's place is given back")
    assert await robots(server.port, "127.0.0.2") == 200


async def test_one_address_holds_a_quarter_of_the_total_at_most(
    serve: Serve, clients: Clients
) -> None:
    server = await serve(per_address=64, total=8)
    await idle(clients, server, 2)
    assert_busy(await (await clients.connect(server.port)).rest())
    assert await robots(server.port, "127.0.0.2") == 200


async def test_a_burst_waits_in_the_kernels_queue_for_its_turn(serve: Serve) -> None:
    """While this test's blocking connects hold the event loop, the server accepts
    nothing: every connection must wait in the kernel's queue, none have its SYN
    dropped (a second's wait for a visitor caught in an attacker's burst). Then each
    is answered, in turn."""
    server = await serve(per_address=0, total=BURST)
    loop = asyncio.get_running_loop()
    with contextlib.ExitStack() as burst:
        socks = [
            burst.enter_context(socket.create_connection(("127.0.0.1", server.port), 0.5))
            for _ in range(BURST)
        ]
        for sock in socks:
            sock.setblocking(False)
            await loop.sock_sendall(sock, b"GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n")
            said = await asyncio.wait_for(loop.sock_recv(sock, 4096), 5)
            assert said.startswith(b"HTTP/1.1 200 OK"), said


@pytest.mark.parametrize(
    "says",
    [
        b"",  # connected, never asked
        b"GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n",  # was answered, never asked again
        b"GET /robots.txt HTTP/1.1\r\nHost: x\r\n",  # headers that never end
    ],
    ids=["no request", "after an answer", "headers never finished"],
)
async def test_an_idle_connection_is_closed_after_the_keepalive(
    serve: Serve, clients: Clients, says: bytes
) -> None:
    server = await serve(keepalive_seconds=0.3)
    peer = await clients.connect(server.port)
    loop = asyncio.get_running_loop()
    began = loop.time()
    peer.writer.write(says)
    said = await peer.rest(timeout=3.0)
    assert loop.time() - began >= 0.25, "closed before the keep-alive ran out"
    answered = says.endswith(b"\r\n\r\n")
    assert said.startswith(b"HTTP/1.1 200 OK") if answered else said == b"", said
    await until(lambda: held(server) == 0, "the idle connection's place is given back")


async def test_a_request_in_time_keeps_the_connection(serve: Serve, clients: Clients) -> None:
    server = await serve(keepalive_seconds=0.5)
    peer = await clients.connect(server.port)
    for _ in range(4):  # 1.2 s in all, more than twice the keep-alive
        await asyncio.sleep(0.3)
        peer.writer.write(b"GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n")
        assert await answer(peer) == 200
    assert held(server) == 1
