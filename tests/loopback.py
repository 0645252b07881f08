"""Raw TCP connections on loopback, from any ``127.x.y.z`` address, for the listeners'
connection caps (issue 35, item 3): Linux answers the whole ``127.0.0.0/8`` on
``lo``, so one test can be several clients, each with an address of its own."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Peer:
    """One client's connection, which says nothing unless told to."""

    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter

    async def rest(self, timeout: float = 5.0) -> bytes:
        """All the server says until it closes; ``TimeoutError`` if it keeps the
        connection open longer than ``timeout``."""
        return await asyncio.wait_for(self.reader.read(), timeout)

    async def line(self, timeout: float = 5.0) -> bytes:
        return await asyncio.wait_for(self.reader.readline(), timeout)

    async def kept_open(self, seconds: float) -> bool:
        """Whether the server still holds the connection after ``seconds``, having
        said nothing more."""
        try:
            said = await asyncio.wait_for(self.reader.read(1), seconds)
        except TimeoutError:
            return True
        assert said == b"", f"the server said {said!r}"
        return False

    def close(self) -> None:
        self.writer.close()


class Clients:
    """The connections a test makes, every one closed at its end (``close``)."""

    def __init__(self) -> None:
        self._peers: list[Peer] = []

    async def connect(self, port: int, source: str = "127.0.0.1") -> Peer:
        """A connection to ``127.0.0.1:port`` from ``source``."""
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
        self._peers.append(Peer(reader, writer))
        return self._peers[-1]

    async def close(self) -> None:
        for peer in self._peers:
            peer.writer.close()
        for peer in self._peers:
            with contextlib.suppress(OSError):
                await peer.writer.wait_closed()


async def until(condition: Callable[[], bool], what: str, timeout: float = 5.0) -> None:
    """Wait until ``condition`` holds, looking every 10 ms."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting until {what}")
        await asyncio.sleep(0.01)
