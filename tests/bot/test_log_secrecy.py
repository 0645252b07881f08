"""No log level ever carries hidden information (a Plateau piece named by its owner)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from postboard.logs import no_payloads
from tests.bot.conftest import World

SECRET = "xx rb"  # alice's opening names both her pieces; only she may know them


@pytest.fixture
def database(tmp_path: Path) -> str:
    """SQLite only: aiosqlite is the driver that logs every statement with its parameters
    at DEBUG, so it is where the filter has something to stop (asyncpg logs none)."""
    return str(tmp_path / "postboard.db")


class Recorder(logging.Handler):
    def __init__(self) -> None:
        super().__init__(level=logging.DEBUG)
        self.lines: list[tuple[str, int, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append((record.name, record.levelno, record.getMessage()))


@pytest.fixture
def everything_at_debug() -> Iterator[Recorder]:
    """Every logger at DEBUG, as careless logging configuration would have it."""
    recorder = Recorder()
    root = logging.getLogger()
    saved = root.level
    root.addHandler(recorder)
    root.setLevel(logging.DEBUG)
    yield recorder
    root.removeHandler(recorder)
    root.setLevel(saved)


async def test_a_hidden_piece_reaches_no_log_line_that_passes_the_filter(
    world: World, everything_at_debug: Recorder
) -> None:
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plateau", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    await world.alice.user.send_dm(f"open a1 {SECRET}")
    await world.bob.user.send_dm("#1 open a3 xx rr")

    carrying = [line for line in everything_at_debug.lines if SECRET in line[2]]
    assert carrying, "at DEBUG the libraries do log the move: the filter has work to do"
    passed = [
        (name, level, message)
        for name, level, message in carrying
        if no_payloads(logging.LogRecord(name, level, "", 0, message, None, None))
    ]
    assert passed == []


def test_the_filter_keeps_our_debug_lines_and_everyone_s_warnings() -> None:
    def kept(name: str, level: int) -> bool:
        return no_payloads(logging.LogRecord(name, level, "", 0, "m", None, None))

    assert kept("postboard", logging.DEBUG)
    assert kept("discord.gateway", logging.INFO) and kept("aiosqlite", logging.WARNING)
    assert not kept("discord.http", logging.DEBUG) and not kept("aiosqlite", logging.DEBUG)
