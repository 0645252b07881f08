"""One anonymous visitor cannot flood the pages (issue 35, item 1): through the real site.

A visitor that asks for many costly answers at once (past-ply boards, pages at a
ply) is answered 429 with ``Retry-After`` beyond its burst, before anything is drawn;
other visitors are not slowed by it; a spoofed ``X-Forwarded-For`` buys nothing
unless the peer is a trusted proxy.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from service import Service
from service.spectators.desk import SpectatorDesk
from tests.web.conftest import new_game, play
from web import make_app
from web.limits import COSTLY_REQUEST, Limiter, Rate

Client = TestClient[Any, Any]


class Hand:
    """A clock moved by hand, for the buckets' refill."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def _page(service: Service, desk: SpectatorDesk, plies: int) -> str:
    game = await new_game(service)
    await play(service, game.id, plies, random.Random(3))
    path = await desk.page_path(game)
    assert path is not None
    return path


async def _statuses(client: Client, paths: list[str], **kwargs: Any) -> list[int]:
    async def one(path: str) -> int:
        async with client.get(path, **kwargs) as answer:
            await answer.read()
            return answer.status

    return list(await asyncio.gather(*(one(path) for path in paths)))


async def test_a_flood_of_past_boards_is_refused_with_retry_after(
    service: Service, desk: SpectatorDesk
) -> None:
    # The site's own rates, on a clock that stands still: on a slow machine the real
    # clock refilled a token while the flood was drawn, and the page after it passed.
    app = make_app(desk, fresh_seconds=0.0, limiter=Limiter(clock=Hand()))
    path = await _page(service, desk, 6)
    async with TestClient(TestServer(app)) as client:
        await _refused_flood(client, path)


async def _refused_flood(client: Client, path: str) -> None:
    boards = [f"{path}/ply/{n % 6}.png" for n in range(60)]
    statuses = await _statuses(client, boards)
    burst = int(COSTLY_REQUEST.burst)
    assert statuses.count(200) == burst
    assert statuses.count(429) == 60 - burst
    answer = await client.get(f"{path}?ply=2")
    assert answer.status == 429
    wait = answer.headers["Retry-After"]
    assert int(wait) >= 1 and answer.headers["Cache-Control"] == "no-store"
    assert answer.headers["Content-Type"].startswith("text/html")  # a page, for a person
    page = await answer.text()
    assert f"Too many requests from your address: wait {wait} s, then reload." in page
    assert "<p class=status>HTTP 429</p>" in page and "../../../static/" in page
    assert answer.headers["Content-Security-Policy"]  # the security headers, as ever
    image = await client.get(f"{path}/ply/1.png")
    assert image.status == 429 and image.headers["Content-Type"].startswith("text/plain")
    assert (await image.text()).startswith("Too many requests from your address")


async def test_cheap_pages_outlast_costly_ones(service: Service, desk: SpectatorDesk) -> None:
    clock = Hand()
    limiter = Limiter(costly_request=Rate(per_second=1.0, burst=2.0), clock=clock)
    app = make_app(desk, fresh_seconds=0.0, limiter=limiter)
    path = await _page(service, desk, 3)
    async with TestClient(TestServer(app)) as client:
        assert await _statuses(client, [f"{path}?ply=1", f"{path}/ply/1.png"]) == [200, 200]
        assert await _statuses(client, [f"{path}/ply/2.png"]) == [429]
        # the page now and its state cost no drawing: still answered
        assert await _statuses(client, [path, f"{path}/state.json", "/"]) == [200, 200, 200]
        clock.now += 1.0  # a token back
        assert await _statuses(client, [f"{path}/ply/2.png", f"{path}?ply=0"]) == [200, 429]


async def test_live_streams_take_a_token_when_they_open(
    service: Service, desk: SpectatorDesk
) -> None:
    limiter = Limiter(any_request=Rate(per_second=0.001, burst=3.0), clock=Hand())
    app = make_app(desk, fresh_seconds=0.0, poll_seconds=0.05, limiter=limiter)
    path = await _page(service, desk, 1)
    async with TestClient(TestServer(app)) as client:
        streams = []
        for _ in range(3):
            stream = await client.get(f"{path}/events")
            assert stream.status == 200
            streams.append(stream)
        refused = await client.get(f"{path}/events")
        assert refused.status == 429 and "Retry-After" in refused.headers
        for stream in streams:
            stream.close()


async def test_a_forwarded_address_counts_only_from_a_trusted_proxy(
    service: Service, desk: SpectatorDesk
) -> None:
    path = await _page(service, desk, 2)
    tight = Rate(per_second=0.001, burst=1.0)
    board = f"{path}/ply/1.png"
    untrusted = make_app(desk, limiter=Limiter(costly_request=tight, clock=Hand()))
    async with TestClient(TestServer(untrusted)) as client:
        spoofed = [{"X-Forwarded-For": f"203.0.113.{n}"} for n in range(3)]
        statuses = [(await _statuses(client, [board], headers=h))[0] for h in spoofed]
        assert statuses == [200, 429, 429]  # one peer, whatever it writes
    proxied = Limiter(costly_request=tight, trusted_proxies=["127.0.0.0/8"], clock=Hand())
    async with TestClient(TestServer(make_app(desk, limiter=proxied))) as client:
        first = {"X-Forwarded-For": "198.51.100.7, 127.0.0.1"}
        second = {"X-Forwarded-For": "198.51.100.8"}
        assert await _statuses(client, [board], headers=first) == [200]
        assert await _statuses(client, [board], headers=first) == [429]
        assert await _statuses(client, [board], headers=second) == [200]


def test_the_client_an_address_counts_as() -> None:
    limiter = Limiter(trusted_proxies=["10.0.0.1", "fd00::/8"])
    assert limiter.client("192.0.2.1", "198.51.100.1") == "192.0.2.1"
    assert limiter.client("10.0.0.1", "198.51.100.1") == "198.51.100.1"
    assert limiter.client("10.0.0.1", "1.2.3.4, 198.51.100.1, 10.0.0.1") == "198.51.100.1"
    assert limiter.client("10.0.0.1", "not an address") == "10.0.0.1"
    assert limiter.client("2001:db8:1:2:3:4:5:6", None) == "2001:db8:1:2::/64"
    assert limiter.client("2001:db8:1:2:ffff::9", None) == "2001:db8:1:2::/64"
    assert limiter.client("::ffff:192.0.2.9", None) == "192.0.2.9"
    assert limiter.client(None, "198.51.100.1") == "?"


def test_the_table_of_addresses_is_bounded() -> None:
    clock = Hand()
    limiter = Limiter(costly_request=Rate(per_second=1.0, burst=1.0), kept=2, clock=clock)
    assert limiter.admit("a", costly=True) is None
    assert limiter.admit("a", costly=True) == 1.0
    for other in ("b", "c"):
        assert limiter.admit(other, costly=True) is None
    # "a" fell out of the table: a full bucket again, as it would be after a while
    assert limiter.admit("a", costly=True) is None
    assert limiter.admit("c", costly=True) == 1.0  # "c" was kept, and is empty
