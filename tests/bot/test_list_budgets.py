"""Issue 28, item 1: every list the bot sends fits one Discord message.

Past 2,000 characters Discord refuses the whole message (400, 50035) and the caller
gets the apology; nine open challenges with rating ranges, or fifteen tournaments of
long names, were enough."""

from __future__ import annotations

import discord
import simcord

from tests.bot.conftest import World

DISCORD_MESSAGE = 2000


def admin(world: World) -> simcord.MemberActor:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("dana"), roles=[mods])


async def test_nine_open_challenges_fit_the_seeks_answer(world: World) -> None:
    for player in (world.alice, world.bob, world.carol):
        for game in ("pinch", "plakoto", "plateau"):
            posted = await player.slash(
                world.lobby, "challenge", game=game, clock="30d+10d/60d",
                min_rating=1000, max_rating=2500, expires=72,
            )  # fmt: skip
            assert "Open challenge #" in posted.response.content
    dana = admin(world)
    listed = await dana.slash(world.lobby, "seeks")
    text = listed.response.content
    assert len(text) <= DISCORD_MESSAGE and "Sorry" not in text
    assert text.count("**#") + int(text.split("…and ")[1].split()[0]) == 9
    assert text.endswith("`/accept seek:<number>`.")
    assert world.env.errors == []


async def test_fifteen_long_named_tournaments_fit_the_list(world: World) -> None:
    dana = admin(world)
    for number in range(15):
        made = await dana.slash(
            world.lobby, "tournament create", game="plakoto", format="round_robin", double=True,
            name=f"The {number:02}th grand winter invitational of the Thessaloniki club",
            start="30d",
        )  # fmt: skip
        assert "is open" in made.response.content
    listed = await world.alice.slash(world.lobby, "tournament list")
    text = listed.response.content
    assert len(text) <= DISCORD_MESSAGE and "Sorry" not in text
    assert text.count("**#") + int(text.split("…and ")[1].split()[0]) == 15
    assert world.env.errors == []
