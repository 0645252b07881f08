"""Per-user notification modes on a simulated Discord: a DM on my turn, or a quiet thread."""

from __future__ import annotations

import random

import pytest

from bot.app import PostboardBot, create_bot
from storage.models import UserSettings
from tests.bot.conftest import SELDOM_OWED_SECONDS, World


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    """Hourly sweeps keep a virtual day quick; digests are daily."""
    return create_bot(
        database=database,
        rng=random.Random(7),
        sweep_minutes=60,
        owed_seconds=SELDOM_OWED_SECONDS,  # it leaves no post owed
    )


async def start_pinch(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    return world.thread("Pinch #1")


async def test_dm_on_my_turn_with_the_board_and_a_single_notice_when_dms_fail(world: World):
    store = world.env.bot.service.ctx.store
    await store.put_user_settings(UserSettings(world.bob.id, notify="dm"))
    thread = await start_pinch(world)
    await world.alice.slash(thread, "move", notation="e5")
    [dm] = world.bob.user.dm_channel.history()
    assert "Your move in **Pinch #1" in dm.content and dm.attachments
    assert not world.alice.user.dm_channel.history(), "alice asked for nothing"
    assert allowed_mentions(world) == {"parse": []}, "the DM is bob's ping: none in the thread"

    world.env.inject_error(
        "POST",
        f"/channels/{world.bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    await world.bob.slash(thread, "move", notation="d4")
    await world.alice.slash(thread, "move", notation="c3")
    await world.bob.slash(thread, "move", notation="f6")
    await world.alice.slash(thread, "move", notation="g7")
    notices = [m for m in thread.history() if "could not DM you" in m.content]
    assert len(notices) == 1 and f"<@{world.bob.id}>" in notices[0].content
    assert "so I ping you here instead" in notices[0].content
    pings = [m for m in thread.history() if "your DMs are closed, so I ping you here" in m.content]
    assert len(pings) == 1, "bob's second turn since: a ping instead of the DM"


async def test_a_digest_reader_is_named_but_not_pinged(world: World):
    store = world.env.bot.service.ctx.store
    await store.put_user_settings(UserSettings(world.bob.id, notify="digest"))
    thread = await start_pinch(world)
    await world.alice.slash(thread, "move", notation="e5")
    assert f"<@{world.bob.id}> to move" in thread.history()[-1].content
    assert allowed_mentions(world) == {"parse": []}, "named, not pinged"
    await world.bob.slash(thread, "move", notation="d4")
    pinged = allowed_mentions(world)
    assert pinged["parse"] == [] and pinged["users"] == [world.alice.id], "alice, and only her"


def allowed_mentions(world: World) -> dict[str, object]:
    """What the bot's last reply asked Discord to ping (SimCord lists mentions regardless)."""
    last = [r for r in world.env.http_requests if r.path.endswith("/callback")][-1]
    return last.json["data"]["allowed_mentions"]


async def test_a_digest_reader_gets_one_dm_a_day_listing_what_waits(world: World):
    hours = 24
    store = world.env.bot.service.ctx.store
    await store.put_user_settings(UserSettings(world.bob.id, notify="digest"))
    thread = await start_pinch(world)
    await world.env.advance_time(3600)
    assert not world.bob.user.dm_channel.history(), "nothing waits on bob yet"
    await world.alice.slash(thread, "move", notation="e5")
    await world.env.advance_time(3600)
    [digest] = world.bob.user.dm_channel.history()
    assert "daily Postboard digest" in digest.content and "**your move**" in digest.content
    await world.env.advance_time((hours - 1) * 3600)
    assert len(world.bob.user.dm_channel.history()) == 1, "one a day"
    await world.env.advance_time(3600)
    assert len(world.bob.user.dm_channel.history()) == 2
