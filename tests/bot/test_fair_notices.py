"""Issue 19 on a simulated Discord: DMs and pings as `/settings notify:` says (item 4),
and a challenge to a player on vacation that says so (item 8)."""

from __future__ import annotations

import simcord

from storage.models import UserSettings
from tests.bot.conftest import World
from tests.service.test_plateau_privacy import leaks

SECRETS = {"open a1 xx rb", "open d4 bb ox", "on xx b1", "on xx c4"}


def pinged(world: World, channel: simcord.ChannelHandle) -> list[int]:
    """Whom the bot's last message in ``channel`` pinged (not merely named)."""
    last = channel.history()[-1]
    return list(world.env.backend.messages[channel.id][last.id].ping_user_ids)


def dms(player: simcord.MemberActor) -> list[str]:
    return [m.content for m in player.user.dm_channel.history()]


async def test_plateau_dms_and_pings_follow_each_players_setting(world: World):
    store = world.env.bot.service.ctx.store
    await store.put_user_settings(UserSettings(world.bob.id, notify="dm"))
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plateau", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plateau #1")
    [opening] = dms(world.alice)
    assert "Your hand (12)" in opening, "alice must open privately: her view comes by DM"
    assert dms(world.bob) == [], "bob is not to move yet"

    await world.alice.slash(thread, "move", notation="open a1 xx rb")
    [turn] = dms(world.bob)
    assert turn.startswith("Your move in **Plateau #1") and "Your hand (12)" in turn
    assert pinged(world, thread) == [], "bob asked for DMs: the post names him, no ping"
    assert "`/hand`" not in thread.history()[-1].content

    await world.bob.slash(thread, "move", notation="open d4 bb ox")
    assert len(dms(world.alice)) == 1, "a normal turn of a thread reader brings no DM"
    assert pinged(world, thread) == [world.alice.id]
    post = thread.history()[-1].content
    assert f"<@{world.alice.id}>, your hand and hidden faces are one `/hand` away" in post
    hand = await world.alice.slash(thread, "hand")
    assert hand.ephemeral and "Your hand (10)" in hand.response.content

    await world.alice.slash(thread, "move", notation="on xx b1")
    assert len(dms(world.bob)) == 2 and pinged(world, thread) == []
    await world.bob.slash(thread, "move", notation="on xx c4")
    assert len(dms(world.alice)) == 1 and pinged(world, thread) == [world.alice.id]

    for message in thread.history():
        assert not leaks(message.content, SECRETS), message.content
    for message in dms(world.alice):  # bob's hidden moves never reach alice
        assert not leaks(message, {"open d4 bb ox", "on xx c4"}), message


async def test_closed_dms_of_a_dm_reader_become_a_ping_in_the_thread(world: World):
    store = world.env.bot.service.ctx.store
    await store.put_user_settings(UserSettings(world.bob.id, notify="dm"))
    world.env.inject_error(
        "POST",
        f"/channels/{world.bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plateau", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plateau #1")
    await world.alice.slash(thread, "move", notation="open a1 xx rb")
    said = thread.history()[-1].content
    assert "it is your move, but I could not DM you" in said and "`/hand`" in said
    assert pinged(world, thread) == [world.bob.id], "the DM stood for his ping"
    await world.bob.slash(thread, "move", notation="open d4 bb ox")
    await world.alice.slash(thread, "move", notation="on xx b1")
    again = thread.history()[-1].content
    assert again.startswith(f"<@{world.bob.id}>, your move (your DMs are closed")
    assert pinged(world, thread) == [world.bob.id]
    assert len([m for m in thread.history() if "could not DM you" in m.content]) == 1
    for message in thread.history():
        assert not leaks(message.content, SECRETS), message.content


async def test_a_challenge_to_a_player_on_vacation_says_so(world: World):
    away = await world.bob.slash(world.lobby, "vacation start")
    assert away.ephemeral and "vacation in this server has started" in away.response.content
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", first="challenger"
    )
    text = posted.response.content
    assert f"🏖️ <@{world.bob.id}> is on vacation here" in text
    assert "at most 30 days more this year" in text
    assert "The challenge does not wait for them: unless they accept before, it expires <t:" in text
    await world.bob.click(posted.response, label="Accept")
    assert world.thread("Pinch #1"), "a player on vacation may still accept"
