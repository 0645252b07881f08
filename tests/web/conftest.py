"""The web pages over a real service and database: games of each kind, the site, a browser.

``service`` runs every test that takes it on a SQLite file and on a fresh PostgreSQL
database. ``site`` is the aiohttp app on a real port (so a browser can reach it),
reading the store on every request and polling it ten times a second, so live
updates come quickly in tests; ``roomy`` is that site with no rate limit, for tests that
ask for more boards than a visitor may. ``chromium`` is Debian's headless Chromium driven by
Playwright; no browser is ever downloaded.
"""

from __future__ import annotations

import os
import random
import shutil
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from service import Asked, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from service.spectators.desk import SpectatorDesk
from storage import open_store
from storage.models import GameRecord
from tests.fresh import fresh_database
from web import make_app
from web.limits import UNLIMITED, Limiter

GUILD, OTHER_GUILD = 1, 2
ALICE, BOB = 11, 22
PUBLIC_URL = "https://games.example.org/postboard"
GAMES_AND_OPTIONS: dict[str, dict[str, Any]] = {
    "pinch": {"size": 9},
    "pletore": {"size": 9},
    "les": {},
    "plakoto": {"match_length": 1},
    "plateau": {},
}
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
NO_CHROMIUM = """\
The browser tests need Chromium, and there is none at {path}: install Debian's \
(`sudo apt-get install chromium`), point POSTBOARD_TEST_CHROMIUM at a Chromium or \
Chrome binary, or run `bash .ci/run`, which installs it. Playwright's own browser \
download is not used."""


class Clock:
    """The service's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 5, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


async def open_test_service(database: str) -> Service:
    store = await open_store(database)
    service = Service(ServiceContext(store, rng=random.Random(7), clock=Clock()))
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    return service


@pytest.fixture(params=["sqlite", "postgresql"])
async def service(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Service]:
    async with AsyncExitStack() as stack:
        database = await stack.enter_async_context(
            fresh_database(request, request.param, tmp_path / "web.db")
        )
        service = await open_test_service(database)
        stack.push_async_callback(service.ctx.store.close)
        yield service


@pytest.fixture
async def sqlite_service(tmp_path: Path) -> AsyncIterator[Service]:
    """The SQLite one alone, for the browser tests (the engines differ only below the
    service, which the aiohttp tests cover on both)."""
    service = await open_test_service(str(tmp_path / "web.db"))
    try:
        yield service
    finally:
        await service.ctx.store.close()


@pytest.fixture
def desk(service: Service) -> SpectatorDesk:
    return SpectatorDesk(service.ctx, PUBLIC_URL)


@pytest.fixture
async def client(desk: SpectatorDesk) -> AsyncIterator[TestClient[Any, Any]]:
    app = make_app(desk, fresh_seconds=0.0, poll_seconds=0.05, spread_seconds=0.0)
    async with TestClient(TestServer(app)) as client:
        yield client


async def new_game(
    service: Service,
    game: str = "pinch",
    *,
    guild_id: int | None = GUILD,
    clock: str = "none",
    public: bool | None = True,
    channel: int = 2,
) -> GameRecord:
    """A game of ``game`` between alice (who moves first) and bob, accepted, in its
    server's ``channel``, which everyone there can read (``public``), or not, or which
    the bot never saw (None)."""
    channel_id = channel if guild_id in (GUILD, None) else channel + 100 * guild_id
    if public is not None and guild_id is not None:
        await service.visibility.channel_seen(
            guild_id, channel_id, home_id=channel_id, everyone_reads=public
        )
    posted = await service.challenges.create(
        guild_id=guild_id,
        channel_id=channel_id,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(
            game=game, options=GAMES_AND_OPTIONS[game], first="challenger", clock=clock
        ),
    )
    started = await service.challenges.accept(BOB, posted.challenge.id)
    return started.game


async def play(service: Service, game_id: int, plies: int, rng: random.Random) -> GameRecord:
    """Random legal moves by whoever is to move, until the log holds ``plies`` lines or
    the game ends (the service rolls the dice itself)."""
    game = await service.ctx.store.get_game(game_id)
    while game.ply < plies and game.status == "active":
        replay = await service.games.replay_of(game)
        seat = replay.to_move
        assert isinstance(seat, int), "the service rolls before anyone can look"
        move = rng.choice(replay.legal_moves())
        await service.games.move(Asked(game_id=game_id, asked_by=game.players[seat]), str(move))
        game = await service.ctx.store.get_game(game_id)
    return game


async def notations(service: Service, game_id: int) -> list[str]:
    return [m.notation for m in await service.ctx.store.moves(game_id)]


def chromium_path() -> str:
    path = os.environ.get("POSTBOARD_TEST_CHROMIUM") or shutil.which("chromium") or ""
    path = path or "/usr/bin/chromium"
    if not os.access(path, os.X_OK):
        pytest.fail(NO_CHROMIUM.format(path=path), pytrace=False)
    return path


@pytest.fixture
async def chromium() -> AsyncIterator[Any]:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=chromium_path(), args=CHROMIUM_ARGS
        )
        try:
            yield browser
        finally:
            await browser.close()


@dataclass
class Site:
    desk: SpectatorDesk
    server: TestServer

    def url(self, path: str) -> str:
        return str(self.server.make_url(path))


@pytest.fixture
async def site(sqlite_service: Service) -> AsyncIterator[Site]:
    desk = SpectatorDesk(sqlite_service.ctx)
    server = TestServer(make_app(desk, fresh_seconds=0.0, poll_seconds=0.1, spread_seconds=0.0))
    await server.start_server()
    try:
        yield Site(desk, server)
    finally:
        await server.close()


async def open_site(desk: SpectatorDesk, limiter: Limiter) -> TestServer:
    """The site over ``desk`` on a real port, counting requests with ``limiter``."""
    server = TestServer(
        make_app(desk, fresh_seconds=0.0, poll_seconds=0.1, spread_seconds=0.0, limiter=limiter)
    )
    await server.start_server()
    return server


@pytest.fixture
async def roomy(sqlite_service: Service) -> AsyncIterator[Site]:
    """``site`` with no rate limit: an audit asks for more boards than a visitor may."""
    desk = SpectatorDesk(sqlite_service.ctx)
    server = await open_site(desk, Limiter(any_request=UNLIMITED, costly_request=UNLIMITED))
    try:
        yield Site(desk, server)
    finally:
        await server.close()
