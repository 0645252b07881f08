"""A PostgreSQL server that drops away while the bot runs (issue 18, bad input).

Between the store and the real server stands a TCP door (``Door``) the test can shut,
cutting every connection and refusing new ones, as a server restart or a network
failure does, and open again. What must hold: a short outage is waited out; a long
one is one line that says nothing was done, and nothing was; a connection cut in the
middle of a request says it may have been done; the store works again afterwards.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from urllib.parse import urlsplit, urlunsplit

import pytest

import storage.postgresql.db
from storage import Store
from storage.engines import open_store
from storage.errors import ConnectionLost, DatabaseOutOfReach

T0 = datetime(2026, 11, 28, tzinfo=UTC)


class Door:
    """A TCP relay to ``host:port`` on a port of its own, which can be shut and reopened."""

    def __init__(self, host: str, port: int) -> None:
        self._target = (host, port)
        self._server: asyncio.Server | None = None
        self._pipes: set[asyncio.StreamWriter] = set()
        self.port = 0

    async def open(self) -> None:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", self.port)
        self.port = self._server.sockets[0].getsockname()[1]

    async def shut(self, *, noticed: bool = True) -> None:
        """Refuse new connections and cut every open one; ``noticed``: give the store's
        idle connections a moment to see they were cut, as they have by the time a
        request comes in a real outage (one that comes at that very instant gets
        `ConnectionLost`, the last test)."""
        assert self._server is not None
        self._server.close()
        for writer in list(self._pipes):
            writer.transport.abort()
        self._pipes.clear()
        await self._server.wait_closed()
        if noticed:
            await asyncio.sleep(0.2)

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(*self._target)
        except OSError:
            writer.transport.abort()
            return
        self._pipes |= {writer, up_writer}
        await asyncio.gather(
            _pump(reader, up_writer), _pump(up_reader, writer), return_exceptions=True
        )
        self._pipes -= {writer, up_writer}


async def _pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
    try:
        while data := await source.read(65536):
            sink.write(data)
            await sink.drain()
    finally:
        sink.transport.abort()


@pytest.fixture
async def door(postgres_url: str) -> AsyncIterator[tuple[Door, str]]:
    parts = urlsplit(postgres_url)
    assert parts.hostname and parts.port
    relay = Door(parts.hostname, parts.port)
    await relay.open()
    netloc = parts.netloc.rsplit(":", 1)[0] + f":{relay.port}"
    yield relay, urlunsplit(parts._replace(netloc=netloc))
    if relay._server is not None and relay._server.is_serving():
        await relay.shut()


async def _game(store: Store) -> int:
    game = await store.create_game(
        guild_id=1,
        channel_id=2,
        game="pinch",
        options={"size": 9},
        players=(11, 22),
        to_move=0,
        created_at=T0,
    )
    return game.id


async def _move(store: Store, game_id: int, ply: int, notation: str) -> None:
    await store.append_move(
        game_id,
        expected_ply=ply,
        seat=ply % 2,
        notation=notation,
        created_at=T0,
        to_move=(ply + 1) % 2,
    )


async def test_a_server_that_drops_away_for_a_moment_is_waited_for(
    door: tuple[Door, str], caplog: pytest.LogCaptureFixture
) -> None:
    relay, url = door
    store = await open_store(url)
    try:
        game_id = await _game(store)
        await relay.shut()
        asyncio.get_running_loop().call_later(0.5, lambda: asyncio.ensure_future(relay.open()))
        with caplog.at_level(logging.WARNING, logger="postboard"):
            await _move(store, game_id, 0, "e5")  # waits for the door to open again
        assert [m.notation for m in await store.moves(game_id)] == ["e5"]
        assert any("out of reach" in r.getMessage() for r in caplog.records)
        assert not any(r.exc_info for r in caplog.records if r.name == "postboard"), (
            "an outage is no traceback"
        )
    finally:
        await store.close()


async def test_a_server_away_longer_than_the_pauses_is_one_line_and_nothing_was_done(
    door: tuple[Door, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    relay, url = door
    monkeypatch.setattr(storage.postgresql.db, "RETRY_PAUSES", (0.05, 0.05))
    store = await open_store(url)
    try:
        game_id = await _game(store)
        await relay.shut()
        with pytest.raises(DatabaseOutOfReach) as refused:
            await _move(store, game_id, 0, "e5")
        said = str(refused.value)
        assert not isinstance(refused.value, ConnectionLost)
        assert "nothing was done" in said and "\n" not in said
        password = urlsplit(url).password
        assert password and f":{password}@" not in said
        await relay.open()
        assert await store.moves(game_id) == [], "nothing was done"
        await _move(store, game_id, 0, "d4")
        assert [m.notation for m in await store.moves(game_id)] == ["d4"]
    finally:
        await store.close()


async def test_a_connection_cut_in_the_middle_of_a_request_may_have_been_done(
    door: tuple[Door, str],
) -> None:
    relay, url = door
    store = await open_store(url)
    try:
        db = store._db  # noqa: SLF001 (a statement that takes long enough to be cut)
        asking = asyncio.ensure_future(db.fetch_one("SELECT pg_sleep(5)"))
        await asyncio.sleep(0.5)
        await relay.shut(noticed=False)
        with pytest.raises(ConnectionLost, match="may or may not have been done"):
            await asking
        await relay.open()
        assert await _game(store) >= 1, "the store works again once the server is back"
    finally:
        await store.close()
