"""Clocks on a simulated Discord: the sweep loop, virtual days, and a restart in between."""

from __future__ import annotations

import random

import pytest

from bot.app import PostboardBot, create_bot
from tests.bot.conftest import SELDOM_OWED_SECONDS, World

HOUR = 3600


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    """Virtual days pass faster with one sweep an hour; these deadlines are hours apart."""
    return create_bot(
        database=database,
        rng=random.Random(7),
        sweep_minutes=60,
        owed_seconds=SELDOM_OWED_SECONDS,  # it leaves no post owed
    )


async def test_a_reminder_then_a_timeout_survive_a_restart(world: World):
    """Alice never makes her first move: the game is aborted, not won by bob."""
    posted = await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=world.bob,
        game="pinch",
        first="challenger",
        clock="1d+1d/2d",
    )
    assert "1d + 1d per move, cap 2d; a timeout ends the game" in posted.response.content
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    await world.env.advance_time(10 * HOUR)
    assert not [m for m in thread.history() if "⏰" in m.content]
    await world.restart()
    await world.env.advance_time(3 * HOUR)
    reminders = [m for m in thread.history() if "⏰" in m.content]
    assert len(reminders) == 1 and f"<@{world.alice.id}>" in reminders[0].content
    await world.env.advance_time(6 * HOUR)
    assert len([m for m in thread.history() if "⏰" in m.content]) == 1, "once per ply"
    await world.env.advance_time(6 * HOUR)
    last = thread.history()[-1].content
    assert "alice ran out of time before making a first move, so nobody wins" in last
    assert "Game #1 was aborted" in last and "wins game" not in last
    assert thread._channel.thread_metadata.archived is True


async def test_a_claimed_timeout(world: World):
    posted = await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=world.bob,
        game="pinch",
        first="challenger",
        clock="1d+1h/1d",
        timeout="claim",
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    early = await world.bob.slash(thread, "claim")
    assert early.ephemeral and "nothing to claim" in early.response.content
    await world.alice.slash(thread, "move", notation="e5")
    await world.bob.slash(thread, "move", notation="d4")  # alice has 1d again (the cap)
    await world.env.advance_time(25 * HOUR)
    assert "may `/claim` the win" in thread.history()[-1].content
    claimed = await world.bob.slash(thread, "claim")
    assert not claimed.ephemeral and "alice ran out of time" in claimed.response.content
    assert "bob wins game #1" in claimed.response.content


async def test_a_claim_before_the_first_move_aborts_the_game(world: World):
    posted = await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=world.bob,
        game="pinch",
        first="challenger",
        clock="1d+1d/2d",
        timeout="claim",
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    await world.env.advance_time(25 * HOUR)
    expired = thread.history()[-1].content
    assert "may `/claim` to call the game off (no first move yet" in expired
    wrong = await world.alice.slash(thread, "claim")
    assert wrong.ephemeral and "nothing to claim" in wrong.response.content
    claimed = await world.bob.slash(thread, "claim")
    text = claimed.response.content
    assert "alice ran out of time before making a first move" in text
    assert "Game #1 was aborted" in text and "wins" not in text.replace("nobody wins", "")
    again = await world.bob.slash(world.lobby, "claim", game=1)
    assert again.ephemeral and "is over" in again.response.content
