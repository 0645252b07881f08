"""The installed ``postboard`` on PostgreSQL: a real process, a real server.

``POSTBOARD_DB=postgresql://…`` is all it takes: the schema is made at start, a
command is answered from it, the stop is clean, and a server that refuses the
password is one line at start, before Discord is contacted.
"""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import asyncpg

from storage.migrate import bundled_migrations
from tests.installed import Installed
from tests.postboard.test_process import failure_line, run_to_end, start, wired
from tests.postboard.test_process import fake as fake  # the fixture
from tests.wire.fake_discord import FakeDiscord

PLAYER = 4242


async def test_the_bot_runs_on_postgresql(
    installed: Installed, fake: FakeDiscord, tmp_path: Path, postgres_url: str
) -> None:
    bot = await start(installed, tmp_path, wired(fake, POSTBOARD_DB=postgres_url))
    try:
        await fake.wait_until_identified(timeout=60)
        asked = await fake.send_slash_command(
            "games", user_id=PLAYER, channel_id=fake.dm_channel_id(PLAYER)
        )
        answered = await fake.wait_for_callback_done(asked, timeout=30)
        assert "no running games" in str(answered.json).lower()
    finally:
        bot.send_signal(signal.SIGTERM)
        _, stderr = await asyncio.wait_for(bot.communicate(), 20)
    assert bot.returncode == 0, stderr.decode()
    assert "Traceback" not in stderr.decode()
    connection = await asyncpg.connect(postgres_url)
    try:
        version = await connection.fetchval("SELECT max(version) FROM schema_version")
    finally:
        await connection.close()
    assert version == len(bundled_migrations())
    assert not list(tmp_path.glob("*.db")), "no SQLite file was made on the side"


async def test_a_refused_password_is_one_line_before_discord(
    installed: Installed, fake: FakeDiscord, tmp_path: Path, postgres_url: str
) -> None:
    user, rest = postgres_url.split("://", 1)[1].split(":", 1)
    wrong = f"postgresql://{user}:not-the-password@{rest.split('@', 1)[1]}"
    code, stderr = await run_to_end(installed, tmp_path, wired(fake, POSTBOARD_DB=wrong))
    line = failure_line(stderr)
    assert code == 2 and "not-the-password" not in line  # only the admin can fix it
    assert "password" in line.lower()
    assert fake.requests == [], "the database is checked before Discord is contacted"


async def test_a_server_out_of_reach_is_one_line_and_may_pass_by_itself(
    installed: Installed, fake: FakeDiscord, tmp_path: Path
) -> None:
    nobody = "postgresql://postboard:secret@127.0.0.1:9/postboard"  # the discard port
    code, stderr = await run_to_end(installed, tmp_path, wired(fake, POSTBOARD_DB=nobody))
    line = failure_line(stderr)
    assert code == 1, "systemd's unit retries exit code 1 only"
    assert "nothing answers there" in line and "secret" not in line
    assert fake.requests == []
