"""Fewer keystrokes (issue 19, item 5) on a simulated Discord: `/move` outside a thread
plays in the one game that waits, a "Next game" link after a move, /games with links."""

from __future__ import annotations

from typing import Any

import simcord

from tests.bot.conftest import World


async def pinch(
    world: World, number: int, opponent: simcord.MemberActor | None = None
) -> simcord.ChannelHandle:
    """Pinch 9×9, alice (to move) against ``opponent`` (bob), accepted: its thread."""
    opponent = opponent or world.bob
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=opponent, game="pinch", size=9, first="challenger"
    )
    await opponent.click(posted.response, label="Accept")
    return world.thread(f"Pinch #{number}")


def links(message: Any) -> list[tuple[str, str]]:
    """The link buttons of a message: (label, url)."""
    return [
        (button["label"], button["url"])
        for row in message.components
        for button in row["components"]
        if button.get("url")
    ]


async def test_a_move_in_the_lobby_plays_in_the_one_game_waiting(world: World):
    thread = await pinch(world, 1)
    in_lobby = len(world.lobby.history())
    result = await world.alice.slash(world.lobby, "move", notation="e5")
    assert result.ephemeral
    assert result.response.content == (
        f"Played in <#{thread.id}>.\nNo other game waits for your move."
    )
    assert thread.history()[-1].content.startswith("alice played e5")
    assert len(world.lobby.history()) == in_lobby, "the post went to the game's thread"


async def test_a_move_in_the_lobby_with_no_game_waiting_plays_nothing(world: World):
    thread = await pinch(world, 1)
    await world.alice.slash(thread, "move", notation="e5")
    before = len(thread.history())
    result = await world.alice.slash(world.lobby, "move", notation="d4")
    assert result.ephemeral
    assert "no game in this server is waiting for your move" in result.response.content
    assert len(thread.history()) == before


async def test_a_move_in_the_lobby_with_several_games_waiting_lists_them(world: World):
    first = await pinch(world, 1)
    second = await pinch(world, 2, world.carol)
    result = await world.alice.slash(world.lobby, "move", notation="e5")
    assert result.ephemeral
    text = result.response.content
    jump = f"https://discord.com/channels/{world.guild.id}"
    assert f"[#1]({jump}/{first.id}) Pinch" in text and f"[#2]({jump}/{second.id}) Pinch" in text
    assert "name the game, e.g. game:" in text
    assert len(first.history()) == len(second.history()) == 1, "nothing played"
    played = await world.alice.slash(world.lobby, "move", notation="e5", game=2)
    assert played.ephemeral and second.history()[-1].content.startswith("alice played e5")


async def test_after_a_move_a_next_game_link_leads_to_the_game_waiting_next(world: World):
    first = await pinch(world, 1)
    second = await pinch(world, 2, world.carol)
    result = await world.alice.slash(first, "move", notation="e5")
    assert not result.ephemeral, "the public post is as it always was"
    assert result.response.content.startswith("alice played e5")
    [nudge] = result.followups
    assert nudge.ephemeral and nudge.content == "Your move in Pinch #2 too."
    url = f"https://discord.com/channels/{world.guild.id}/{second.id}"
    assert links(nudge) == [("Next game: Pinch #2", url)]

    last = await world.alice.slash(second, "move", notation="e5")
    assert not last.ephemeral and last.followups == [], "no other game waits: nothing more"


async def test_games_lists_links_to_each_game(world: World):
    first = await pinch(world, 1)
    second = await pinch(world, 2, world.carol)
    listed = await world.alice.slash(world.lobby, "games")
    assert listed.ephemeral
    for thread in (first, second):
        assert f"](https://discord.com/channels/{world.guild.id}/{thread.id})" in (
            listed.response.content
        )
    in_dm = (await world.alice.user.slash("games")).response.content
    for thread in (first, second):
        assert f"https://discord.com/channels/{world.guild.id}/{thread.id}" in in_dm
