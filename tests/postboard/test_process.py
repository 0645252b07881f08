"""The installed ``postboard`` as a real process: how it fails, and how it stops.

Discord is the over-the-wire fake (``tests/wire``), so the real discord.py client
logs in, syncs and connects, and a signal reaches a real process.
"""

from __future__ import annotations

import asyncio
import signal
import sqlite3
from collections.abc import AsyncIterator
from contextlib import closing
from pathlib import Path

import pytest

from bot.lifecycle import RESTARTING
from bot.words import say
from tests.installed import Installed
from tests.wire.fake_discord import FakeDiscord
from words import ENGLISH

PLAYER = 4242


def failure_line(stderr: str) -> str:
    """The admin's one line: exactly one ``postboard:`` line, and no traceback anywhere."""
    assert "Traceback" not in stderr, stderr
    lines = [line for line in stderr.splitlines() if line.startswith("postboard: ")]
    assert len(lines) == 1, stderr
    return lines[0]


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(token="good-token") as discord_:
        yield discord_


def wired(fake: FakeDiscord, token: str = "good-token", **more: str) -> dict[str, str]:
    return {
        "DISCORD_TOKEN": token,
        "POSTBOARD_DISCORD_API": fake.api_base,
        "POSTBOARD_DISCORD_GATEWAY": fake.gateway_url,
        **more,
    }


async def run_to_end(
    installed: Installed, cwd: Path, env: dict[str, str], timeout: float = 60
) -> tuple[int, str]:
    process = await asyncio.create_subprocess_exec(
        str(installed.script),
        cwd=cwd,
        env=installed.env(**env),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    _, stderr = await asyncio.wait_for(process.communicate(), timeout)
    assert process.returncode is not None
    return process.returncode, stderr.decode()


async def test_a_token_discord_rejects(
    installed: Installed, fake: FakeDiscord, tmp_path: Path
) -> None:
    code, stderr = await run_to_end(installed, tmp_path, wired(fake, token="stale-token"))
    assert code == 2
    assert "Discord rejected the token in DISCORD_TOKEN" in failure_line(stderr)


async def test_discord_out_of_reach(installed: Installed, tmp_path: Path) -> None:
    nobody = "http://127.0.0.1:9/api/v10"  # the discard port: nothing listens
    code, stderr = await run_to_end(
        installed, tmp_path, {"DISCORD_TOKEN": "t", "POSTBOARD_DISCORD_API": nobody}
    )
    assert code == 1
    assert f"Cannot reach Discord at {nobody}" in failure_line(stderr)


@pytest.mark.parametrize(
    "database, reason",
    [
        ("missing/postboard.db", "the folder {tmp}/missing does not exist"),
        ("file.txt/postboard.db", "{tmp}/file.txt is a file, not a folder"),
        (".", "that is a folder, not a database file"),
        ("file.txt", "the file is not a SQLite database"),
    ],
)
async def test_a_database_path_that_cannot_be_used(
    installed: Installed, fake: FakeDiscord, tmp_path: Path, database: str, reason: str
) -> None:
    (tmp_path / "file.txt").write_text("notes, not a database\n" * 100)
    path = str(tmp_path / database)
    code, stderr = await run_to_end(installed, tmp_path, wired(fake, POSTBOARD_DB=path))
    assert code == 2
    assert reason.format(tmp=tmp_path) in failure_line(stderr)
    assert fake.requests == [], "the database is checked before Discord is contacted"


async def test_a_database_written_by_a_newer_release(
    installed: Installed, fake: FakeDiscord, tmp_path: Path
) -> None:
    with closing(sqlite3.connect(tmp_path / "postboard.db")) as db:
        db.execute("PRAGMA user_version = 99")
    code, stderr = await run_to_end(installed, tmp_path, wired(fake))
    line = failure_line(stderr)
    assert code == 2 and "schema version 99, newer than this release's" in line
    assert "install the newer Postboard" in line
    with closing(sqlite3.connect(tmp_path / "postboard.db")) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 99  # left untouched


async def test_a_malformed_setting(installed: Installed, fake: FakeDiscord, tmp_path: Path) -> None:
    code, stderr = await run_to_end(installed, tmp_path, wired(fake, POSTBOARD_GUILD="my server"))
    assert code == 2 and stderr == (
        "postboard: POSTBOARD_GUILD must be a server id (digits), not 'my server'.\n"
    )


async def test_the_full_trace_goes_to_the_debug_log(installed: Installed, tmp_path: Path) -> None:
    env = {"DISCORD_TOKEN": "t", "POSTBOARD_DB": str(tmp_path / "nowhere" / "x.db")}
    _, quiet = await run_to_end(installed, tmp_path, env)
    _, debug = await run_to_end(installed, tmp_path, {**env, "POSTBOARD_LOG_LEVEL": "debug"})
    assert "Traceback" not in quiet
    assert "Traceback" in debug and "unable to open database file" in debug


async def start(installed: Installed, cwd: Path, env: dict[str, str]) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        str(installed.script),
        cwd=cwd,
        env=installed.env(**env),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )


async def test_sigterm_finishes_the_interaction_in_flight_refuses_new_ones_and_exits_0(
    installed: Installed, fake: FakeDiscord, tmp_path: Path
) -> None:
    bot = await start(installed, tmp_path, wired(fake))
    await fake.wait_until_identified(timeout=60)
    fake.hold_callbacks()  # the first /games answer is on its way when the signal comes
    in_flight = await fake.send_slash_command(
        "games", user_id=PLAYER, channel_id=fake.dm_channel_id(PLAYER)
    )
    await fake.wait_for_callback_arrival(in_flight, timeout=30)

    bot.send_signal(signal.SIGTERM)
    await asyncio.sleep(0.5)
    too_late = await fake.send_slash_command(
        "games", user_id=PLAYER, channel_id=fake.dm_channel_id(PLAYER)
    )
    await fake.wait_for_callback_arrival(too_late, timeout=10)
    fake.release_callbacks()

    finished = await fake.wait_for_callback_done(in_flight, timeout=10)
    assert "no running games" in str(finished.json).lower(), finished.json
    refused = await fake.wait_for_callback_done(too_late, timeout=10)
    assert refused.json["data"]["content"] == say(RESTARTING, ENGLISH)
    assert refused.json["data"]["flags"] & 64  # ephemeral
    stopped_at = asyncio.get_running_loop().time()
    _, stderr = await asyncio.wait_for(bot.communicate(), 15)
    assert bot.returncode == 0, stderr.decode()
    assert asyncio.get_running_loop().time() - stopped_at < 5
    assert "Traceback" not in stderr.decode() and "stopped cleanly" in stderr.decode()
    assert not (tmp_path / "postboard.db-wal").exists(), "the database was closed"


async def test_sigint_with_nothing_in_flight_exits_0_at_once(
    installed: Installed, fake: FakeDiscord, tmp_path: Path
) -> None:
    bot = await start(installed, tmp_path, wired(fake))
    await fake.wait_until_identified(timeout=60)
    started = asyncio.get_running_loop().time()
    bot.send_signal(signal.SIGINT)
    _, stderr = await asyncio.wait_for(bot.communicate(), 15)
    assert bot.returncode == 0, stderr.decode()
    assert asyncio.get_running_loop().time() - started < 3
    await fake.wait_until_disconnected(timeout=5)
