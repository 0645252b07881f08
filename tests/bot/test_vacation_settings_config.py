"""/vacation, /settings and /postboard config on a simulated Discord, over virtual days."""

from __future__ import annotations

import random

import discord
import pytest
import simcord

from bot.app import PostboardBot, create_bot
from tests.bot.conftest import SELDOM_OWED_SECONDS, World

HOUR = 3600
DAY = 24 * HOUR


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    """One sweep an hour: these tests let days pass."""
    return create_bot(
        database=database,
        rng=random.Random(7),
        sweep_minutes=60,
        owed_seconds=SELDOM_OWED_SECONDS,  # it leaves no post owed
    )


def admin(world: World, name: str = "dana") -> simcord.MemberActor:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user(name), roles=[mods])


async def start_game(world: World, channel: simcord.ChannelHandle | None = None, **extra: str):  # type: ignore[no-untyped-def]
    posted = await world.alice.slash(
        channel or world.lobby,
        "challenge",
        opponent=world.bob,
        game="pinch",
        first="challenger",
        **extra,
    )
    await world.bob.click(posted.response, label="Accept")
    return posted


def said(thread: simcord.ChannelHandle, text: str) -> list[str]:
    return [m.content for m in thread.history() if text in m.content]


async def test_a_vacation_freezes_the_clock_across_a_restart(world: World) -> None:
    await start_game(world, clock="4h+1h/4h")
    thread = world.thread("Pinch #1")
    await world.env.advance_time(HOUR)
    away = await world.alice.slash(world.lobby, "vacation start")
    assert away.ephemeral and "Your clock is frozen in game #1" in away.response.content
    assert said(thread, "alice is on vacation until they return (30 days left this year)")
    await world.env.advance_time(6 * HOUR)
    await world.restart()
    await world.env.advance_time(6 * HOUR)
    assert not said(thread, "ran out of time"), "no deadline while away"
    back = await world.alice.slash(thread, "vacation stop")
    assert back.ephemeral and "runs again in game #1" in back.response.content
    assert said(thread, "alice is back from vacation; their clock runs again (3 hours left).")
    await world.env.advance_time(2 * HOUR)
    assert not said(thread, "ran out of time")
    await world.env.advance_time(2 * HOUR)
    assert said(thread, "alice ran out of time")


async def test_the_server_allowance_runs_out_and_the_sweep_ends_the_vacation(
    world: World,
) -> None:
    saved = await admin(world).slash(world.lobby, "postboard config", vacation_days=1)
    assert saved.ephemeral and "**vacation_days**: 1 a year" in saved.response.content
    await start_game(world)
    thread = world.thread("Pinch #1")
    started = await world.alice.slash(world.lobby, "vacation start")
    assert "1 day of vacation left" in started.response.content
    await world.env.advance_time(23 * HOUR)
    assert not said(thread, "allowance is used up")
    await world.env.advance_time(2 * HOUR)
    assert said(
        thread,
        f"<@{world.alice.id}>'s vacation allowance is used up; their clock runs again "
        "(3 days left).",
    )
    [dm] = world.alice.user.dm_channel.history()
    assert "allowance for 2026 (1 day) is used up" in dm.content
    again = await world.alice.slash(world.lobby, "vacation start")
    assert again.ephemeral and "no vacation left this year" in again.response.content
    stop = await world.alice.slash(world.lobby, "vacation stop")
    assert "not on vacation" in stop.response.content


async def test_settings_round_trip(world: World) -> None:
    shown = await world.alice.slash(world.lobby, "settings")
    assert shown.ephemeral and "notify: thread" in shown.response.content
    saved = await world.alice.slash(world.lobby, "settings", notify="dm", remind_hours=12)
    assert saved.ephemeral and saved.response.content.startswith("Saved.")
    assert "a DM with the board when it is your move" in saved.response.content
    again = await world.alice.slash(world.lobby, "settings", remind_dm=True)
    assert "notify: dm" in again.response.content and "remind_hours: 12" in again.response.content
    assert "remind_dm: on" in again.response.content
    other = await world.bob.slash(world.lobby, "settings")
    assert "notify: thread" in other.response.content and "remind_dm: off" in other.response.content


async def test_postboard_config_is_for_members_who_manage_the_server(world: World) -> None:
    refused = await world.carol.slash(world.lobby, "postboard config", games="pinch")
    assert refused.ephemeral
    assert refused.response.content == "This needs the Manage Server permission."
    owner = simcord.MemberActor(world.env, world.guild, world.guild.owner)
    shown = await owner.slash(world.lobby, "postboard config")
    assert shown.ephemeral and "This server's settings" in shown.response.content
    saved = await admin(world).slash(world.lobby, "postboard config", games="pinch")
    assert saved.ephemeral and "**games**: Pinch" in saved.response.content


async def test_the_server_config_shapes_new_challenges(world: World) -> None:
    play = world.guild.create_text_channel("play")
    saved = await admin(world).slash(
        world.lobby, "postboard config", games="pinch, les", clock="brisk", channel=play
    )
    assert f"<#{play.id}>" in saved.response.content and "⚠️" not in saved.response.content
    refused = await world.alice.slash(world.lobby, "challenge", opponent=world.bob, game="plakoto")
    assert refused.ephemeral
    assert "Plakoto is not played in this server; the games here are Pinch, Les." == (
        refused.response.content
    )
    posted = await world.alice.slash(world.lobby, "challenge", opponent=world.bob, game="pinch")
    assert posted.ephemeral and "Challenge #1 is posted in" in posted.response.content
    [message] = play.history()
    assert "clock: 1d + 12h per move, cap 2d; a timeout ends the game" in message.content
    await world.bob.click(message, label="Accept")
    assert [t.name for t in play.threads] == ["Pinch #1 · alice vs bob"]
    assert world.lobby.threads == []
    assert "accepted — game #1 has begun" in play.history()[0].content
