"""The shell's loop for a process with no Discord (``service.running.sweeper``): the computer's
owed moves are played and told, and one failing desk leaves the rest their round."""

from __future__ import annotations

import pytest

from service import Service
from service.results import GameUpdate
from service.running.outbox import Notification
from service.running.sweeper import Sweeper
from tests.service.test_computer import service as service  # the fixture
from tests.service.test_computer import thinker as thinker  # the fixture
from tests.service.test_computer import versus_computer


async def test_the_computer_moves_nobody_scheduled_are_played_and_told(service: Service) -> None:
    told: list[Notification] = []

    async def tell(notification: Notification) -> None:
        told.append(notification)

    started = await versus_computer(service, first="opponent")
    assert await service.computer.waiting() == [started.game.id]
    await Sweeper(service, tell).computer()
    assert await service.computer.waiting() == []
    [update] = told
    assert isinstance(update, GameUpdate) and update.game.id == started.game.id


async def test_a_failing_desk_leaves_the_others_their_round(
    service: Service, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken() -> list[Notification]:
        raise RuntimeError("the clock table is locked")

    swept: list[str] = []

    async def vacations() -> list[Notification]:
        swept.append("vacations")
        return []

    monkeypatch.setattr(service.clocks, "sweep", broken)
    monkeypatch.setattr(service.vacations, "sweep", vacations)

    async def tell(notification: Notification) -> None:
        raise AssertionError("nothing is due")

    await Sweeper(service, tell).sweep()
    assert swept == ["vacations"]
    assert "the clock sweep failed; trying again next round" in caplog.text
