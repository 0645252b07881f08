"""A move logged by a process that died before posting it reaches the thread anyway: the
next sweep of the bot posts what the database says is owed, once (issue 18)."""

from __future__ import annotations

import random

import pytest

from bot.app import PostboardBot, create_bot
from service import Asked
from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7), sweep_minutes=1)


async def test_a_move_logged_but_never_posted_is_posted_by_the_next_sweep(world: World):
    _, thread = await start_game(world)
    # what a process does before it is killed: the move is logged, nothing is posted
    await world.env.bot.service.games.move(Asked(game_id=1, asked_by=world.alice.id), "e5")
    assert not any("alice played e5" in m.content for m in thread.history())
    await world.env.advance_time(3 * 60)
    told = [m for m in thread.history() if "alice played e5" in m.content]
    assert len(told) == 1 and f"<@{world.bob.id}> to move" in told[0].content
    assert told[0].attachments, "with its board"
    await world.env.advance_time(10 * 60)
    assert len([m for m in thread.history() if "alice played e5" in m.content]) == 1


async def test_moves_posted_as_usual_are_not_posted_again(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    await world.bob.slash(thread, "move", notation="d4")
    before = len(thread.history())
    await world.env.advance_time(15 * 60)
    assert len(thread.history()) == before
