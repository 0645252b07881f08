"""Issue 28, item 5: an answer ready after Discord's 15 minutes still reaches the player.

The interaction's token is dead by then: the follow-up failed (404), a traceback was
logged and the player watched "thinking…" forever. Now a private answer comes by DM,
saying what it answers."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import simcord

from tests.bot.conftest import World

LATE = 16 * 60


def admin(world: World) -> simcord.MemberActor:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("dana"), roles=[mods])


async def test_a_hint_ready_after_fifteen_minutes_comes_by_dm(world: World, monkeypatch) -> None:
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger",
        rated=False,
    )  # fmt: skip
    await world.bob.click(posted.response, label="Accept")
    await admin(world).slash(world.lobby, "postboard config", hints=2)
    computer = world.env.bot.service.computer
    ask = computer.hint

    async def slow_hint(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(LATE)  # a pool busy for a quarter of an hour
        return await ask(*args, **kwargs)

    monkeypatch.setattr(computer, "hint", slow_hint)
    asked = await world.alice.slash(world.thread("Pinch #1"), "hint", level=2)
    assert asked.response is None or "what the level 2" not in (asked.response.content or "")
    await world.env.advance_time(LATE + 5)
    dm = world.alice.user.dm_channel.history()[-1].content
    assert dm.startswith("The answer to `/hint` came after Discord stopped waiting for it")
    assert "what the level 2 computer would play" in dm
    assert world.env.errors == []
