"""Issue 35, item 3: the SMTP listener caps its connections and drops idle sessions.

The bot's real listener (``start_listener``) on loopback, its clients raw sockets
from addresses of their own (``tests.loopback``) and aiosmtplib. Before the fix
every connection was served, and a silent one kept five minutes a command, so idle
connections could hold every file the process had.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import aiosmtplib
import pytest

from mail.listener import TOO_MANY, start_listener
from mail.postmaster import Postmaster
from mail.tokens import Token, sign
from service import Service, ServiceContext
from service.running.outbox import Notification
from storage import open_store
from tests.loopback import Clients, Peer

DOMAIN = "play.test"
KEY = b"k" * 32
REFUSED = 40
"""Connections over a cap in one burst: enough that one log line each would show."""
Listen = Callable[..., Awaitable[int]]


@pytest.fixture
async def listen(tmp_path: Path) -> AsyncIterator[Listen]:
    """Listeners on free loopback ports, with the caps and timeout a test gives: the
    port of each."""
    store = await open_store(str(tmp_path / "caps.db"))
    service = Service(ServiceContext(store))

    async def tell(notification: Notification) -> None:
        pass

    postmaster = Postmaster(service, KEY, DOMAIN, tell, lambda: None)
    servers: list[asyncio.Server] = []

    async def started(**caps: Any) -> int:
        server = await start_listener(postmaster, "127.0.0.1", 0, DOMAIN, lambda: None, **caps)
        servers.append(server)
        port: int = server.sockets[0].getsockname()[1]
        return port

    yield started
    for server in servers:
        server.close()
        await server.wait_closed()
    await store.close()


async def greeted(clients: Clients, port: int, source: str = "127.0.0.1") -> Peer:
    """A connection the listener took: it has said its ``220``."""
    peer = await clients.connect(port, source)
    assert (await peer.line()).startswith(b"220 "), "the listener did not greet"
    return peer


async def until_greeted(clients: Clients, port: int, source: str = "127.0.0.1") -> None:
    """Connect from ``source`` until the listener takes one (a place given back is
    another connection's once the listener has seen the old one close)."""
    for _ in range(100):
        peer = await clients.connect(port, source)
        if (await peer.line()).startswith(b"220 "):
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"{source} was never taken again")


async def test_one_address_over_its_cap_hears_421_and_the_others_are_served(
    listen: Listen, clients: Clients, caplog: pytest.LogCaptureFixture
) -> None:
    port = await listen(per_address=2, total=50)
    mine = [await greeted(clients, port) for _ in range(2)]
    caplog.set_level(logging.DEBUG)
    caplog.clear()
    over = [await clients.connect(port) for _ in range(REFUSED)]
    for peer in over:
        assert await peer.rest() == TOO_MANY
    # the database driver's own debug chatter (another task's query finishing) is not
    # the listener writing: only what a refusal itself logs counts (seen flaky in CI)
    written = [r for r in caplog.records if not r.name.startswith("aiosqlite")]
    assert written == [], "a refusal wrote to the log"
    async with aiosmtplib.SMTP(
        hostname="127.0.0.1", port=port, source_address=("127.0.0.2", 0)
    ) as other:
        assert (await other.ehlo()).code == 250
        assert (await other.noop()).code == 250
    mine[0].close()
    await until_greeted(clients, port)


async def test_over_the_total_every_address_hears_421(listen: Listen, clients: Clients) -> None:
    port = await listen(per_address=0, total=3)  # 0: no cap per address
    mine = [await greeted(clients, port) for _ in range(3)]  # all from one address
    assert await (await clients.connect(port, "127.0.0.2")).rest() == TOO_MANY
    mine[0].close()
    await until_greeted(clients, port, "127.0.0.2")


async def test_one_address_holds_a_quarter_of_the_total_at_most(
    listen: Listen, clients: Clients
) -> None:
    port = await listen(per_address=20, total=8)
    for _ in range(2):
        await greeted(clients, port)
    assert await (await clients.connect(port)).rest() == TOO_MANY
    await greeted(clients, port, "127.0.0.2")


async def test_a_burst_waits_in_the_kernels_queue_for_its_turn(listen: Listen) -> None:
    """As for the pages (``tests/web/test_connection_caps.py``): blocking connects hold
    the loop, so all of them wait in the kernel's queue (or time out if it is short),
    then each is greeted in turn."""
    port = await listen(per_address=0, total=100)
    loop = asyncio.get_running_loop()
    with contextlib.ExitStack() as burst:
        socks = [
            burst.enter_context(socket.create_connection(("127.0.0.1", port), 0.5))
            for _ in range(100)
        ]
        for sock in socks:
            sock.setblocking(False)
            said = await asyncio.wait_for(loop.sock_recv(sock, 4096), 5)
            assert said.startswith(b"220 "), said
            await loop.sock_sendall(sock, b"QUIT\r\n")
            while await asyncio.wait_for(loop.sock_recv(sock, 4096), 5):
                pass  # until the listener closes its end


REPLY_TO = f"{sign(Token('m', 11, 1, 0), KEY)}@{DOMAIN}"


@pytest.mark.parametrize(
    "says, answers",
    [
        (b"", 0),  # greeted, never spoke
        (b"EHLO client.test\r\n", 1),  # one command, then silence
        (  # a message begun and never ended
            b"HELO client.test\r\nMAIL FROM:<alice@player.test>\r\n"
            + f"RCPT TO:<{REPLY_TO}>\r\nDATA\r\n".encode()
            + b"Subject: e5\r\n\r\nhalf a",
            4,
        ),
    ],
    ids=["after the greeting", "after a command", "in the middle of DATA"],
)
async def test_a_silent_session_is_closed_after_its_timeout(
    listen: Listen, clients: Clients, says: bytes, answers: int
) -> None:
    port = await listen(idle_seconds=0.3, per_address=1)
    peer = await greeted(clients, port)
    loop = asyncio.get_running_loop()
    began = loop.time()
    peer.writer.write(says)
    said = await peer.rest(timeout=3.0)
    assert loop.time() - began >= 0.25, "closed before the timeout ran out"
    replies = [line for line in said.split(b"\r\n") if line[3:4] == b" "]
    assert len(replies) == answers, said
    assert all(reply[:1] in b"23" for reply in replies), said
    await until_greeted(clients, port)  # its one place is given back


async def test_commands_in_time_keep_the_session(listen: Listen, clients: Clients) -> None:
    port = await listen(idle_seconds=0.4)
    peer = await greeted(clients, port)
    for _ in range(5):  # 1.25 s in all, three times the timeout
        await asyncio.sleep(0.25)
        peer.writer.write(b"NOOP\r\n")
        assert (await peer.line()).startswith(b"250 ")
