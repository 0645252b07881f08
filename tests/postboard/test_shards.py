"""Several bot processes, each running its own Discord shards, on one PostgreSQL database.

Two installed ``postboard`` processes with ``POSTBOARD_SHARDS=0/2`` and ``1/2``
connect to the same (fake) Discord and the same database: each identifies as its
own shard, a command is answered, and both stop cleanly.
"""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import pytest

from postboard.settings import Settings, SettingsError
from tests.installed import Installed
from tests.postboard.test_process import fake as fake  # the fixture
from tests.postboard.test_process import start, wired
from tests.wire.fake_discord import FakeDiscord

PLAYER = 4242


def test_shards_are_read_as_ranges_lists_or_one() -> None:
    assert Settings.from_env({"POSTBOARD_SHARDS": "0-3/8"}).shards == ((0, 1, 2, 3), 8)
    assert Settings.from_env({"POSTBOARD_SHARDS": " 2/8 "}).shards == ((2,), 8)
    assert Settings.from_env({"POSTBOARD_SHARDS": "4,0-1/6"}).shards == ((0, 1, 4), 6)
    assert Settings.from_env({}).shards is None


@pytest.mark.parametrize(
    "value, says",
    [
        ("0-3", "must be the shards"),
        ("a/2", "must be the shards"),
        ("2/2", "outside 0 to 1"),
        ("0,0/2", "one twice"),
        ("0/0", "outside"),
        ("0/99999999999999999999", "at most 65,536 shards"),  # issue 35.13: refused, not built
        ("0-99999999999999999999/8", "outside 0 to 7"),
        ("0-4000000000/65536", "outside 0 to 65535"),
    ],
)
def test_bad_shards_are_one_line(value: str, says: str) -> None:
    with pytest.raises(SettingsError, match=says):
        Settings.from_env({"POSTBOARD_SHARDS": value})


async def test_two_processes_run_one_shard_each_on_one_database(
    installed: Installed, fake: FakeDiscord, tmp_path: Path, postgres_url: str
) -> None:
    bots = []
    for shard in ("0/2", "1/2"):
        env = wired(fake, POSTBOARD_DB=postgres_url, POSTBOARD_SHARDS=shard)
        bots.append(await start(installed, tmp_path, env))
    try:
        async with asyncio.timeout(90):
            while sorted(
                tuple(f["d"]["shard"]) for f in fake.gateway_frames if f.get("op") == 2
            ) != [(0, 2), (1, 2)]:
                await asyncio.sleep(0.1)
        asked = await fake.send_slash_command(
            "games", user_id=PLAYER, channel_id=fake.dm_channel_id(PLAYER)
        )
        answered = await fake.wait_for_callback_done(asked, timeout=30)
        assert "no running games" in str(answered.json).lower()
    finally:
        for bot in bots:
            bot.send_signal(signal.SIGTERM)
        ended = [await asyncio.wait_for(bot.communicate(), 30) for bot in bots]
    for bot, (_, stderr) in zip(bots, ended, strict=True):
        assert bot.returncode == 0, stderr.decode()
        assert "Traceback" not in stderr.decode()
