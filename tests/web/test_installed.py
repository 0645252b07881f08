"""The installed ``postboard`` serves the pages when ``POSTBOARD_WEB`` is set.

The wheel's console script runs from an empty folder against the over-the-wire
Discord stand-in (``tests/wire``); the test writes a game into the process's
database and reads its page, image and script over HTTP, as a browser would.
"""

from __future__ import annotations

import asyncio
import signal
import socket
from datetime import UTC, datetime
from pathlib import Path

import aiohttp

from service import ServiceContext
from service.spectators.desk import SpectatorDesk
from storage import open_store
from tests.installed import Installed
from tests.loopback import Clients
from tests.wire.fake_discord import FakeDiscord
from web.app import CSP

PUBLIC = "https://games.example.org"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wired(fake: FakeDiscord, **more: str) -> dict[str, str]:
    return {
        "DISCORD_TOKEN": "good-token",
        "POSTBOARD_DISCORD_API": fake.api_base,
        "POSTBOARD_DISCORD_GATEWAY": fake.gateway_url,
        **more,
    }


async def start(installed: Installed, cwd: Path, env: dict[str, str]) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        str(installed.script),
        cwd=cwd,
        env=installed.env(**env),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )


async def test_the_installed_bot_serves_a_games_page(installed: Installed, tmp_path: Path) -> None:
    port = free_port()
    async with FakeDiscord(token="good-token") as fake:
        env = wired(fake, POSTBOARD_WEB=f"127.0.0.1:{port}", POSTBOARD_PUBLIC_URL=PUBLIC)
        bot = await start(installed, tmp_path, env)
        try:
            await fake.wait_until_identified(timeout=60)
            now = datetime(2026, 5, 1, tzinfo=UTC)
            async with await open_store(str(tmp_path / "postboard.db")) as store:
                game = await store.create_game(
                    guild_id=1,
                    channel_id=2,
                    game="pinch",
                    options={"size": 9},
                    players=(11, 22),
                    to_move=0,
                    created_at=now,
                )
                await store.append_move(
                    game.id, expected_ply=0, seat=0, notation="e5", created_at=now, to_move=1
                )
                await store.remember_user(11, "alice", now)
                path = await SpectatorDesk(ServiceContext(store)).page_path(game)
            site = f"http://127.0.0.1:{port}"
            async with aiohttp.ClientSession() as session:
                async with session.get(f"{site}{path}") as answer:
                    html = await answer.text()
                    assert answer.status == 200, html
                    assert answer.headers["Content-Security-Policy"] == CSP
                    assert f"<title>Pinch #{game.id} · alice vs player 22</title>" in html
                    assert "<span id=where>ply 1 of 1</span>" in html
                async with session.get(f"{site}{path}/ply/1.png") as answer:
                    assert answer.status == 200 and answer.content_type == "image/png"
                    assert (await answer.read()).startswith(b"\x89PNG")
                async with session.get(f"{site}/static/page.js") as answer:
                    assert answer.status == 200 and "EventSource" in await answer.text()
                async with session.get(f"{site}/g/1/{game.id}/wrong") as answer:
                    assert answer.status == 404
        finally:
            if bot.returncode is None:
                bot.send_signal(signal.SIGTERM)
            _, stderr = await asyncio.wait_for(bot.communicate(), 30)
    text = stderr.decode()
    assert bot.returncode == 0, text
    assert "Traceback" not in text and "stopped cleanly" in text
    assert f"web pages served on http://127.0.0.1:{port}" in text


async def test_the_installed_bot_caps_connections_per_address_as_set(
    installed: Installed, tmp_path: Path, clients: Clients
) -> None:
    """``POSTBOARD_WEB_PER_ADDRESS`` reaches the pages: two idle connections from one
    address are all it may hold, while another address is still served."""
    port = free_port()
    async with FakeDiscord(token="good-token") as fake:
        env = wired(fake, POSTBOARD_WEB=f"127.0.0.1:{port}", POSTBOARD_WEB_PER_ADDRESS="2")
        bot = await start(installed, tmp_path, env)
        try:
            await fake.wait_until_identified(timeout=60)
            for _ in range(2):
                assert await (await clients.connect(port)).kept_open(0.2)
            refused = await (await clients.connect(port)).rest()
            assert refused.startswith(b"HTTP/1.1 503 Service Unavailable\r\n"), refused
            connector = aiohttp.TCPConnector(local_addr=("127.0.0.2", 0))
            async with aiohttp.ClientSession(connector=connector) as session:
                async with session.get(f"http://127.0.0.1:{port}/robots.txt") as answer:
                    assert answer.status == 200
        finally:
            if bot.returncode is None:
                bot.send_signal(signal.SIGTERM)
            _, stderr = await asyncio.wait_for(bot.communicate(), 30)
    text = stderr.decode()
    assert bot.returncode == 0, text
    assert f"web pages served on http://127.0.0.1:{port} (at most " in text
    assert " connections, 2 per address)" in text


async def test_an_address_already_taken_is_one_line(installed: Installed, tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        async with FakeDiscord(token="good-token") as fake:
            bot = await start(installed, tmp_path, wired(fake, POSTBOARD_WEB=f"127.0.0.1:{port}"))
            _, stderr = await asyncio.wait_for(bot.communicate(), 60)
    text = stderr.decode()
    assert bot.returncode == 2, text
    assert "Traceback" not in text
    lines = [line for line in text.splitlines() if line.startswith("postboard: ")]
    assert len(lines) == 1 and lines[0].startswith(
        f"postboard: Cannot serve the web pages on 127.0.0.1:{port} ("
    ), text
