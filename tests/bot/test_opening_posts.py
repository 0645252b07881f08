"""Issue 28, item 2: a new game's first post can fail, and the game is never half-open.

The game is stored before its thread gets the first board; when Discord refused that
post (403 without Send Messages in Threads, 429 or 5xx past discord.py's retries) the
accepter got the apology, the thread stayed empty, nobody was pinged, the challenge
kept live buttons and no sweep ever posted the opening."""

from __future__ import annotations

import random

import pytest

from bot.app import PostboardBot, create_bot
from tests.bot.conftest import World

MISSING_PERMISSIONS = {"status": 403, "code": 50013, "message": "Missing Permissions"}


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7), sweep_minutes=1)


async def challenge(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger"
    )
    assert "challenges" in posted.response.content
    return posted


def opening_posts(world: World) -> list:
    places = [world.lobby, *world.lobby.threads]
    return [m for place in places for m in place.history() if "you move first" in m.content]


async def test_a_thread_that_refuses_the_first_board_gets_it_in_the_channel(world: World) -> None:
    posted = await challenge(world)
    world.env.inject_error("POST", "/channels/*/messages", **MISSING_PERMISSIONS)
    accepted = await world.bob.click(posted.response, label="Accept")
    assert accepted.response.content.startswith("Challenge accepted — game #1 is on in <#")
    assert "Sorry" not in accepted.response.content
    [opening] = opening_posts(world)
    assert opening.channel.id == world.lobby.id
    assert "`/move game:1` here" in opening.content and opening.attachments
    assert not posted.response.message.components, "the challenge is closed"
    assert world.lobby.threads == [], "the empty thread is not left behind"
    played = await world.alice.slash(world.lobby, "move", notation="e5", game=1)
    assert "Sorry" not in played.response.content
    await world.env.advance_time(5 * 60)
    assert len(opening_posts(world)) == 1, "made once: the sweep has nothing owed"


async def test_a_first_board_refused_everywhere_is_made_by_the_sweep(world: World) -> None:
    posted = await challenge(world)
    for _ in range(2):  # the thread, then the channel: both refuse for now
        world.env.inject_error("POST", "/channels/*/messages", status=503, message="Unavailable")
    accepted = await world.bob.click(posted.response, label="Accept")
    assert "game #1 is on in" in accepted.response.content
    assert "Sorry" not in accepted.response.content
    assert not posted.response.message.components, "the challenge is closed either way"
    assert opening_posts(world) == []
    await world.env.advance_time(3 * 60)
    [opening] = opening_posts(world)
    assert f"<@{world.alice.id}>, you move first" in opening.content and opening.attachments
    thread = world.thread("Pinch #1")
    assert opening.channel.id == thread.id
    await world.alice.slash(thread, "move", notation="e5")
    await world.env.advance_time(10 * 60)
    assert len(opening_posts(world)) == 1


async def test_a_rate_limited_first_board_is_posted_once_discord_lets_it(world: World) -> None:
    posted = await challenge(world)
    world.env.inject_error(
        "POST", "/channels/*/messages", status=429, message="You are being rate limited."
    )
    await world.bob.click(posted.response, label="Accept")
    await world.env.advance_time(3 * 60)
    [opening] = opening_posts(world)
    assert opening.attachments
    assert world.env.errors == []
