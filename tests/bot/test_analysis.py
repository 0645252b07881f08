"""/analyse on a simulated Discord (issue 22): after the game, privately, kept once made.

The bot's real worker pool appraises the moves."""

from __future__ import annotations

from tests.bot.conftest import World


async def test_analyse_after_a_game_lists_where_the_engine_disagreed(world: World) -> None:
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    early = await world.alice.slash(thread, "analyse")
    assert early.ephemeral and "still being played" in early.response.content
    for player, move in [(world.alice, "e5"), (world.bob, "a1"), (world.alice, "d4")]:
        played = await player.slash(thread, "move", notation=move)
        assert not played.ephemeral, played.response.content
    asked = await world.bob.slash(thread, "resign")
    await world.bob.click(asked.response, label="Resign")  # after its confirmation
    answer = await world.alice.slash(thread, "analyse")
    assert answer.ephemeral
    text = answer.response.content
    assert text.startswith("Analysis of Pinch #1 · alice vs bob by the level 3 engine"), text
    assert "3 moves looked at" in text
    again = await world.bob.slash(world.lobby, "analyse", game=1)
    assert again.ephemeral and again.response.content == text  # kept, not searched again
