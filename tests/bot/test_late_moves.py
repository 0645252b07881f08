"""A /move after the deadline on a simulated Discord, before the sweep has looked."""

from __future__ import annotations

import random

import pytest

from bot.app import PostboardBot, create_bot
from tests.bot.conftest import SELDOM_OWED_SECONDS, World

HOUR = 3600


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    """One sweep at the start, and none for ten days: only the move can see the deadline."""
    return create_bot(
        database=database,
        rng=random.Random(7),
        sweep_minutes=10 * 24 * 60,
        owed_seconds=SELDOM_OWED_SECONDS,  # it leaves no post owed
    )


async def test_a_late_move_is_told_plainly_and_the_thread_gets_the_timeout(world: World):
    posted = await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=world.bob,
        game="pinch",
        first="challenger",
        clock="1d+1d/2d",
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    await world.alice.slash(thread, "move", notation="e5")
    await world.bob.slash(thread, "move", notation="d4")  # alice now has 2d (the cap)
    await world.env.advance_time(49 * HOUR)
    assert "ran out of time" not in thread.history()[-1].content, "no sweep has run"
    late = await world.alice.slash(thread, "move", notation="c3")
    assert late.ephemeral
    assert "Your time in game #1 ran out before your move arrived" in late.response.content
    assert "`c3` was not played" in late.response.content
    last = thread.history()[-1].content
    assert "alice ran out of time" in last and "bob wins game #1" in last
    assert not [m for m in thread.history() if "alice played c3" in m.content]
    assert thread._channel.thread_metadata.archived is True


async def test_a_first_move_that_comes_too_late_aborts_the_game(world: World):
    posted = await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=world.bob,
        game="pinch",
        first="challenger",
        clock="1d+1d/2d",
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    await world.env.advance_time(25 * HOUR)
    late = await world.alice.slash(thread, "move", notation="e5")
    assert late.ephemeral
    assert "Your time in game #1 ran out before a first move" in late.response.content
    assert "the game is aborted and counts for nobody" in late.response.content
    last = thread.history()[-1].content
    assert "alice ran out of time before making a first move" in last
    assert "Game #1 was aborted" in last and "bob wins" not in last
    assert thread._channel.thread_metadata.archived is True
