"""The installed ``postboard`` with no Discord token: mail and the web pages alone.

A club that plays only by mail (and follows games on the web) runs the same
command with no ``DISCORD_TOKEN``: the shell opens the service and starts the two
channels on it, and the timed work the Discord cogs would do (deadlines, the
computer's moves) runs in the shell's own loop. A real SMTP server on loopback
takes what the process sends; players reply with a real SMTP client.
"""

from __future__ import annotations

import asyncio
import random
import signal
import sqlite3
import urllib.request
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from postboard.cli import main
from service import Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from storage.sqlite import open_store
from tests.installed import Installed
from tests.mail.conftest import outside as outside  # the fixture
from tests.mail.mailbox import OutsideWorld, reply, send, text_of
from tests.postboard.test_mail_process import ADDRESS, ALICE, BOB, free_port, prepared
from tests.postboard.test_process import start

GUILD, CHANNEL = 77, 7700
LONG_AGO = datetime.now(UTC) - timedelta(days=10)


async def overdue_game(database: Path) -> int:
    """A game begun ten days ago on a brisk clock (a day to move): its deadline is long
    past, and only a sweep can notice."""
    store = await open_store(database)
    service = Service(ServiceContext(store, rng=random.Random(3), clock=lambda: LONG_AGO))
    posted = await service.challenges.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(
            game="pinch", options={"size": 9}, first="challenger", clock="brisk", timeout="auto"
        ),
    )
    game = (await service.challenges.accept(BOB, posted.challenge.id)).game
    await store.close()
    return game.id


def status_of(database: Path, game_id: int) -> str:
    with closing(sqlite3.connect(database)) as db:
        (status,) = db.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
    return str(status)


def fetch(url: str) -> tuple[int, str]:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return answer.status, answer.read().decode()


async def test_mail_and_web_run_with_no_discord_token(
    installed: Installed, outside: OutsideWorld, tmp_path: Path
) -> None:
    database = tmp_path / "postboard.db"
    game_id = await prepared(database)
    overdue = await overdue_game(database)
    assert status_of(database, overdue) == "active"
    mail_port, web_port = free_port(), free_port()
    env = {
        "POSTBOARD_DB": str(database),
        "POSTBOARD_SMTP_URL": f"smtp://127.0.0.1:{outside.port}",
        "POSTBOARD_MAIL_FROM": "Postboard <play@play.test>",
        "POSTBOARD_MAIL_LISTEN": f"127.0.0.1:{mail_port}",
        "POSTBOARD_MAIL_POLL_SECONDS": "0.2",
        "POSTBOARD_WEB": f"127.0.0.1:{web_port}",
    }
    process = await start(installed, tmp_path, env)
    try:
        turn = await outside.wait_for(
            ADDRESS[ALICE],
            lambda m: f"#{game_id} " in str(m["Subject"]) and "(ply 0)" in str(m["Subject"]),
            timeout=60,
        )
        await send(reply(turn, ADDRESS[ALICE], "e5"), mail_port)
        bobs = await outside.wait_for(
            ADDRESS[BOB],
            lambda m: f"#{game_id} " in str(m["Subject"]) and "(ply 1)" in str(m["Subject"]),
            timeout=30,
        )
        assert "alice played e5" in text_of(bobs)

        status, home = await asyncio.to_thread(fetch, f"http://127.0.0.1:{web_port}/")
        assert status == 200 and "<html" in home.lower()

        for _ in range(100):  # the first round runs at start; it may still be under way
            if status_of(database, overdue) != "active":
                break
            await asyncio.sleep(0.2)
        assert status_of(database, overdue) != "active", "the deadline was kept"
    finally:
        process.send_signal(signal.SIGTERM)
        _, stderr = await asyncio.wait_for(process.communicate(), 20)
    log = stderr.decode()
    assert process.returncode == 0, log
    assert "Traceback" not in log and "stopped cleanly" in log
    assert "channels: mail, web (not configured: discord)" in log
    assert "deadlines, expiries, tournaments and the computer's moves run here" in log


def test_no_channel_at_all_is_one_line_naming_each_channels_setting(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for name in ("DISCORD_TOKEN", "POSTBOARD_SMTP_URL", "POSTBOARD_MAIL_LISTEN", "POSTBOARD_WEB"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("POSTBOARD_DB", str(tmp_path / "postboard.db"))
    assert main(["run"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith("postboard: No channel is configured, so there is nothing to run")
    assert "DISCORD_TOKEN for Discord" in err
    assert "POSTBOARD_SMTP_URL and POSTBOARD_MAIL_FROM for e-mail" in err
    assert "POSTBOARD_WEB for the web pages" in err
    assert not (tmp_path / "postboard.db").exists(), "nothing was opened"
