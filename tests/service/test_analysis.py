"""/analyse through the service, on both engines (issue 22): finished games only, players
only, once per game and kept, one new analysis per user per 10 minutes, and two requests
at once start one search."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from ai import LEVELS, Appraisal, Level, Observation, appraise
from bot.words import DISCORD
from service import Asked, NotAllowed, Service
from service.computer.analysis import AnalysisDesk
from tests.service.conftest import ALICE, BOB
from tests.service.support import later, new_game
from words import ENGLISH

QUICK = LEVELS[3].scaled(0.02)
"""The analysis level at a fiftieth of its budget: the same engine, quickly."""
BLUNDERS = ["e5", "a1", "d4", "i9", "c4", "a2"]
"""Pinch 9×9: alice takes the centre, bob answers in the corners."""


class InlineAppraiser:
    """``ai.appraise`` in this process (the bot uses its process pool)."""

    def __init__(self) -> None:
        self.asked: list[tuple[Observation, str, Any]] = []
        self.gate: asyncio.Event | None = None
        self.started = asyncio.Event()
        self.fail = False

    async def appraise(
        self, observation: Observation, played: str, level: Level, seed: int, *, key: Any
    ) -> Appraisal:
        self.asked.append((observation, played, key))
        self.started.set()
        if self.gate is not None:
            await self.gate.wait()
        if self.fail:
            raise RuntimeError("the worker died")
        return appraise(observation, played, level, seed)


@pytest.fixture
def appraiser(service: Service) -> InlineAppraiser:
    inline = InlineAppraiser()
    service.analysis = AnalysisDesk(service.ctx, service.games, inline, QUICK)
    return inline


async def finished_game(service: Service) -> int:
    game_id = await new_game(service)
    for ply, move in enumerate(BLUNDERS):
        await service.games.move(Asked(game_id=game_id, asked_by=(ALICE, BOB)[ply % 2]), move)
    await service.games.resign(Asked(game_id=game_id, guild_id=1, asked_by=BOB))
    return game_id


async def ask(service: Service, user: int, game_id: int) -> Any:
    return await service.analysis.analyse(Asked(game_id=game_id, guild_id=1, asked_by=user))


async def test_a_finished_game_is_analysed_once_and_kept(
    service: Service, appraiser: InlineAppraiser
) -> None:
    game_id = await finished_game(service)
    first = await ask(service, ALICE, game_id)
    assert first.fresh
    text = DISCORD.render(first.text, ENGLISH)
    assert text.startswith(f"Analysis of Pinch #{game_id} · alice vs bob")
    assert "6 moves looked at" in text
    assert [played for _, played, _ in appraiser.asked] == BLUNDERS
    assert {key for _, _, key in appraiser.asked} == {("analysis", game_id)}
    assert all(not observation.hidden for observation, _, _ in appraiser.asked)
    listed = [line for line in text.splitlines() if line.startswith("- move ")]
    assert listed and all("the engine preferred" in line for line in listed)
    assert any(line.startswith("- move 2, bob: `a1`") for line in listed), DISCORD.render(
        first.text, ENGLISH
    )

    again = await ask(service, BOB, game_id)  # the other player, at once: the kept text
    assert (again.fresh, DISCORD.render(again.text, ENGLISH)) == (
        False,
        text,
    )
    assert len(appraiser.asked) == len(BLUNDERS)


async def test_only_players_of_finished_games_may_ask(
    service: Service, appraiser: InlineAppraiser
) -> None:
    game_id = await new_game(service)
    with pytest.raises(NotAllowed, match=f"Game #{game_id} is still being played"):
        await ask(service, ALICE, game_id)
    await service.games.resign(Asked(game_id=game_id, guild_id=1, asked_by=BOB))
    await service.remember(77, "carol")
    with pytest.raises(NotAllowed, match=f"Only the players of game #{game_id}"):
        await ask(service, 77, game_id)
    assert appraiser.asked == []


async def test_one_new_analysis_per_user_every_ten_minutes(
    service: Service, appraiser: InlineAppraiser
) -> None:
    first, second = await finished_game(service), await finished_game(service)
    await ask(service, ALICE, first)
    later(service, minutes=4)
    with pytest.raises(NotAllowed, match="one new analysis every 10 minutes; try again in 6 "):
        await ask(service, ALICE, second)
    assert (await ask(service, ALICE, first)).fresh is False  # a kept one is always free
    assert (await ask(service, BOB, second)).fresh  # bob has his own allowance
    later(service, minutes=6)
    third = await finished_game(service)
    assert (await ask(service, ALICE, third)).fresh


async def test_two_requests_at_once_start_one_analysis(
    service: Service, appraiser: InlineAppraiser
) -> None:
    game_id = await finished_game(service)
    appraiser.gate = asyncio.Event()
    first = asyncio.ensure_future(ask(service, ALICE, game_id))
    await appraiser.started.wait()
    with pytest.raises(NotAllowed, match="is being analysed already"):
        await ask(service, BOB, game_id)
    appraiser.gate.set()
    assert (await first).fresh
    assert (await ask(service, BOB, game_id)).fresh is False  # bob's slot was given back


async def test_a_failed_analysis_gives_back_both_claims(
    service: Service, appraiser: InlineAppraiser
) -> None:
    game_id = await finished_game(service)
    appraiser.fail = True
    with pytest.raises(RuntimeError, match="the worker died"):
        await ask(service, ALICE, game_id)
    assert await service.ctx.store.get_analysis(game_id) is None
    appraiser.fail = False
    assert (await ask(service, ALICE, game_id)).fresh
