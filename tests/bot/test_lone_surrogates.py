"""Issue 35, item 13: text no encoding can write is mended at the edge, not crashed on.

JSON may carry a lone surrogate, and discord.py hands it on as it is; before
``bot.typed_text`` the first store, picture or answer quoting it raised
``UnicodeEncodeError`` and the player got "something went wrong"."""

from __future__ import annotations

import discord
import simcord

from tests.bot.conftest import World

LONE = "x\ud800y"
MENDED = "x\ufffdy"
PINCH_WIN = "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split()


def admin(world: World) -> simcord.MemberActor:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("dana"), roles=[mods])


async def test_a_player_named_with_a_lone_surrogate_plays_a_whole_game(world: World) -> None:
    eve = world.guild.add_member(world.env.create_user("eve", global_name="E\udfffve"))
    posted = await eve.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    assert world.thread("Pinch #1").name == "Pinch #1 · E\ufffdve vs bob"
    players = [eve, world.bob]
    for ply, move in enumerate(PINCH_WIN):
        await players[ply % 2].slash(world.lobby, "move", notation=move, game=1)
    record = await world.bob.slash(world.lobby, "history", game=1)
    assert "E\ufffdve vs bob" in record.response.content
    assert world.env.errors == []


async def test_a_refusal_quoting_a_lone_surrogate_is_sent(world: World) -> None:
    dana = admin(world)
    refused = await dana.slash(world.lobby, "postboard config", clock=LONE)
    assert refused.response.content.startswith(f"'{MENDED}' is not a time control")
    assert world.env.errors == []


async def test_a_tournament_named_with_a_lone_surrogate_is_created(world: World) -> None:
    dana = admin(world)
    created = await dana.slash(
        world.lobby, "tournament create", game="pinch", format="swiss", name=LONE
    )
    assert f"**Tournament #1: {MENDED}**" in created.response.content
    assert world.env.errors == []


async def test_a_dm_move_with_a_lone_surrogate_is_refused_in_words(world: World) -> None:
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    await world.alice.user.send_dm(f"#1 e{LONE}")
    answer = world.alice.user.dm_channel.history()[-1].content
    assert "Not a Pinch move" in answer and MENDED in answer
    assert world.env.errors == []
