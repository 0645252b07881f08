"""A stop on a simulated Discord: the door closes, nothing half-done, the computer's move
stays owed (the real process and its signal are tested in tests/postboard)."""

from __future__ import annotations

import asyncio
import random

import pytest
import simcord
from simcord.builders import UserHandle

from ai import Level, Observation, SearchResult
from bot.app import PostboardBot, create_bot
from bot.lifecycle import RESTARTING
from bot.words import say
from storage import open_store
from tests.bot.conftest import World
from words import ENGLISH


class StuckThinker:
    """A search that never ends, as a level-5 search looks to a stop."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.abandoned = False
        self.env: simcord.Env | None = None

    async def think(
        self, observation: Observation, level: Level, seed: int, *, key: object = None
    ) -> SearchResult:
        self.started.set()
        assert self.env is not None
        # a worker process is outside the bot: SimCord need not wait for it to settle
        try:
            await self.env.external_wait(asyncio.Event().wait(), reason="a search that never ends")
        except asyncio.CancelledError:
            self.abandoned = True
            raise
        raise AssertionError("unreachable")


@pytest.fixture
def thinker() -> StuckThinker:
    return StuckThinker()


@pytest.fixture
def simcord_bot(database: str, thinker: StuckThinker) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7), thinker=thinker)


async def test_once_a_stop_began_commands_buttons_and_dms_change_nothing(world: World) -> None:
    posted = await world.alice.slash(world.lobby, "challenge", opponent=world.bob, game="pinch")
    assert await world.env.bot.lifecycle.drain(grace=1)

    clicked = await world.bob.click(posted.response, label="Accept")
    restarting = say(RESTARTING, ENGLISH)
    assert restarting.startswith("Postboard is restarting, so nothing was done.")
    assert clicked.ephemeral and clicked.response.content == restarting
    challenge = await world.env.bot.service.ctx.store.get_challenge(1)
    assert challenge.status == "pending"
    listed = await world.alice.slash(world.lobby, "games")
    assert listed.ephemeral and listed.response.content == restarting
    await world.bob.user.send_dm("e5")
    assert world.bob.user.dm_channel.history()[-1].content == restarting


async def test_a_stop_abandons_the_computers_thinking_and_the_move_stays_owed(
    world: World, thinker: StuckThinker, database: str
) -> None:
    thinker.env = world.env
    computer = UserHandle(world.env, world.env.backend.bot_user)
    await world.alice.slash(
        world.lobby, "challenge", opponent=computer, game="pinch", size=9, first="opponent"
    )
    await asyncio.wait_for(thinker.started.wait(), 10)

    loop = asyncio.get_running_loop()
    started = loop.time()
    assert await world.env.bot.stop_gracefully(grace=5), "nothing was left running"
    assert loop.time() - started < 1
    assert thinker.abandoned

    async with await open_store(database) as store:
        [owed] = await store.games_awaiting_computer()
        assert owed.id == 1 and await store.moves(1) == []
