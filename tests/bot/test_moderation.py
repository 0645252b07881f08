"""/postboard game on a simulated Discord (issue 32.1): a moderator's abort, adjudication,
pause and resume are answered privately and told in the game's thread; a member without
the right is told privately which right it needs."""

from __future__ import annotations

import discord
import simcord

from tests.bot.conftest import World


def member(world: World, name: str, *roles: discord.Role) -> simcord.MemberActor:
    return world.guild.add_member(world.env.create_user(name), roles=list(roles))


async def start_game(world: World) -> simcord.ChannelHandle:
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    return world.thread("Pinch #1")


def said(thread: simcord.ChannelHandle, text: str) -> list[str]:
    return [m.content for m in thread.history() if text in m.content]


async def test_a_moderator_pauses_resumes_and_adjudicates(world: World) -> None:
    thread = await start_game(world)
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    mods = world.guild.create_role("Mods")
    dana, erin = member(world, "dana", admins), member(world, "erin", mods)
    refused = await erin.slash(thread, "postboard game", action="pause", reason="a look")
    assert refused.ephemeral
    assert "needs the Manage Server permission" in refused.response.content
    assert "/postboard config moderator_role:" in refused.response.content
    set_role = await dana.slash(world.lobby, "postboard config", moderator_role=mods)
    assert set_role.ephemeral and f"<@&{mods.id}>" in set_role.response.content

    paused = await erin.slash(thread, "postboard game", action="pause", reason="a dispute")
    assert paused.ephemeral and paused.response.content.startswith("Done")
    assert said(thread, "A moderator paused game #1: a dispute.")
    move = await world.alice.slash(thread, "move", notation="e5")
    assert move.ephemeral and "is paused by a moderator" in move.response.content
    resumed = await erin.slash(thread, "postboard game", action="resume")
    assert resumed.ephemeral
    assert said(thread, "A moderator resumed game #1: it goes on")
    await world.alice.slash(thread, "move", notation="e5")

    neither = await erin.slash(thread, "postboard game", action="adjudicate", reason="x")
    assert neither.ephemeral and "needs its result" in neither.response.content
    stray = await erin.slash(thread, "postboard game", action="pause", reason="x", draw=True)
    assert stray.ephemeral and "only for an adjudication" in stray.response.content
    ruled = await erin.slash(
        thread, "postboard game", action="adjudicate", reason="bob left", winner=world.alice
    )
    assert ruled.ephemeral
    assert said(thread, "wins. Reason: bob left")
    again = await dana.slash(thread, "postboard game", action="abort", reason="oops")
    assert again.ephemeral and "already over" in again.response.content


async def test_an_ordinary_member_is_refused_and_nothing_changes(world: World) -> None:
    thread = await start_game(world)
    carol = await world.carol.slash(thread, "postboard game", action="abort", reason="mine now")
    assert carol.ephemeral and "needs the Manage Server permission" in carol.response.content
    assert not said(thread, "aborted")
    config = await world.carol.slash(world.lobby, "postboard config", games="pinch")
    assert config.response.content == "This needs the Manage Server permission."


async def test_the_status_is_private_and_for_moderators(world: World) -> None:
    await start_game(world)
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    status = await member(world, "dana", admins).slash(world.lobby, "postboard status")
    assert status.ephemeral
    assert status.response.content.startswith("**Postboard in this server**: one running game.")
    assert "No game has gone 14 days without a move." in status.response.content
    refused = await world.carol.slash(world.lobby, "postboard status", idle_days=3)
    assert refused.ephemeral and "needs the Manage Server permission" in refused.response.content
