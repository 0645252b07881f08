"""A restart in the middle of the computer's thinking (issue 22): the new process thinks
again and the move is played once."""

from __future__ import annotations

import asyncio
import random

import pytest
import simcord
from simcord.builders import UserHandle

from ai import Level, Observation, SearchResult
from bot.app import PostboardBot, create_bot
from tests.bot.conftest import World


class StuckThinker:
    """A search that never ends, as a level-5 search looks to a restart."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.env: simcord.Env | None = None

    async def think(
        self, observation: Observation, level: Level, seed: int, *, key: object = None
    ) -> SearchResult:
        self.started.set()
        assert self.env is not None
        await self.env.external_wait(asyncio.Event().wait(), reason="a search that never ends")
        raise AssertionError("unreachable")


@pytest.fixture
def thinker() -> StuckThinker:
    return StuckThinker()


@pytest.fixture
def simcord_bot(database: str, thinker: StuckThinker) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7), thinker=thinker)


async def test_a_restart_mid_thought_thinks_again_and_plays_the_move_once(
    world: World, thinker: StuckThinker
) -> None:
    thinker.env = world.env
    computer = UserHandle(world.env, world.env.backend.bot_user)
    await world.alice.slash(
        world.lobby, "challenge", opponent=computer, game="pinch", size=9, first="opponent",
        level=2,
    )  # fmt: skip
    await asyncio.wait_for(thinker.started.wait(), 10)
    assert await world.env.bot.stop_gracefully(grace=5)

    await world.restart()  # a new process with the real worker pool
    await world.env.bot.computer.idle()
    store = world.env.bot.service.ctx.store
    seat = (await store.computer_seat(1)).seat
    assert [m.seat for m in await store.moves(1)] == [seat], "thought again, and played once"
    thread = world.thread("Pinch #1")
    me = world.env.bot.user.name
    assert sum(p.content.startswith(f"{me} (level 2) played") for p in thread.history()) == 1
