"""The shell's composition in-process, with stand-in channels: who starts, who is told,
the stop order, and that the service outlives every channel."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from postboard.channels import Switchboard
from postboard.failures import Failure
from postboard.serve import serve
from postboard.settings import Settings
from service import Service
from service.notices.digests import Digest
from service.running.channels import Tell
from service.running.outbox import Outbox

Log = list[str]


@dataclass
class Handle:
    name: str
    log: Log
    service: Service
    ends: bool
    outbox: Outbox | None = None
    sweeps: bool = True  # no sweeper: these tests are about the channels

    async def wait(self) -> None:
        if not self.ends:
            await asyncio.get_running_loop().create_future()
        self.log.append(f"{self.name} ended")

    async def stop(self, grace: float) -> None:
        await self.service.ctx.store.schema_version()  # still open: channels stop first
        self.log.append(f"{self.name} stopped")


@dataclass
class Stand:
    name: str
    log: Log
    on: bool = True
    ends: bool = False
    switch: str = field(default="")

    def __post_init__(self) -> None:
        self.switch = f"POSTBOARD_{self.name.upper()} for {self.name}"

    def enabled(self, settings: Any) -> bool:
        return self.on

    async def start(self, service: Service, settings: Any, tell: Tell) -> Handle:
        self.log.append(f"{self.name} started")
        return Handle(self.name, self.log, service, self.ends)


async def test_each_channel_starts_on_one_service_and_stops_last_first(tmp_path: Path) -> None:
    log: Log = []
    channels = [
        Stand("alpha", log),
        Stand("beta", log, on=False),
        Stand("gamma", log, ends=True),
    ]
    await serve(Settings(database=str(tmp_path / "postboard.db")), channels)
    assert log == ["alpha started", "gamma started", "gamma ended"] + [
        "gamma stopped",  # the one that ended by itself stops last-first with the rest
        "alpha stopped",
    ]


async def test_no_channel_on_is_a_configuration_failure_before_the_database(
    tmp_path: Path,
) -> None:
    log: Log = []
    with pytest.raises(Failure) as failed:
        await serve(Settings(database=str(tmp_path / "db")), [Stand("alpha", log, on=False)])
    assert failed.value.exit_code == 2
    assert "set POSTBOARD_ALPHA for alpha" in str(failed.value)
    assert log == [] and not (tmp_path / "db").exists()


class Recorder:
    """An outbox that keeps what it was told (``private`` is enough for a digest)."""

    def __init__(self, fails: bool = False) -> None:
        self.told: list[str] = []
        self.fails = fails

    async def private(self, user_id: int, text: str) -> None:
        if self.fails:
            raise RuntimeError("this channel is down")
        self.told.append(text)


async def test_what_one_channel_changes_reaches_every_other_outbox() -> None:
    board = Switchboard()
    discord_, broken, own = Recorder(), Recorder(fails=True), Recorder()
    board.connect("broken", broken)  # type: ignore[arg-type]
    board.connect("discord", discord_)  # type: ignore[arg-type]
    board.connect("mail", own)  # type: ignore[arg-type]
    board.connect("web", None)
    await board.teller("mail")(Digest(1, "three games wait for you"))
    assert discord_.told == ["three games wait for you"]
    assert own.told == []  # a channel is not told what it did itself
