"""Les on a simulated Discord: setup, side buttons, two-stone turns, and the holes at the end."""

from __future__ import annotations

from tests.bot.conftest import World

# Final position FA of the Les spec (size 4, `setup d4 d5 b2 b4`): Black wins on hole sizes.
FA_TURNS = [
    t.strip()
    for t in "b3 d1 | c4 d7 | c3 g5 | e5 g7 | e4 f3 | f5 | a3 | f4 | g6 | a4 | g4 | f6 | e3".split(
        "|"
    )
]


async def test_setup_side_turns_and_scored_end(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="les", size=4, first="opponent"
    )
    assert f"<@{world.alice.id}> is seat 0" in posted.response.content
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Les #1")
    opening = thread.history()[0]
    assert "hexagon of side 4 (37 points)" in opening.content
    assert "`/move`, e.g. `setup d4 d5 b2 b4`" in opening.content

    bad = await world.alice.slash(thread, "move", notation="setup d4 d5 b2 b3")
    assert bad.ephemeral and "jump" in bad.response.content
    setup = await world.alice.slash(thread, "move", notation="setup d4 d5 b2 b4")
    assert "the setup: Black d4 and b2, White d5 and b4" in setup.response.content
    await world.bob.click(setup.response, label="side white")  # alice is Black

    suggestions = await world.alice.autocomplete(thread, "move", "notation", "")
    assert [s["value"] for s in suggestions] == ["b3", "c4", "e5"]  # the contact points
    completions = await world.alice.autocomplete(thread, "move", "notation", "b3 d")
    assert {"b3 d1"} <= {s["value"] for s in completions}

    players = [world.alice, world.bob]
    for number, turn in enumerate(FA_TURNS):
        result = await players[number % 2].slash(thread, "move", notation=turn)
        assert not result.ephemeral, result.response.content
    final = result.response.content
    assert "alice wins game #1 by holes, as no contact point is left.**" in final
    assert "Black owns 1 hole (size 8); White owns 1 hole (size 7)." in final
    assert "8" in final.splitlines()[-1]  # the verdict sentence names the deciding sizes
    assert thread._channel.thread_metadata.archived is True


async def test_wrong_order_of_a_turn_gets_a_hint(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="les", size=4
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Les #1")
    await world.alice.slash(thread, "move", notation="setup d4 d5 b2 b4")
    await world.bob.slash(thread, "move", notation="side white")
    swapped = await world.alice.slash(thread, "move", notation="d1 b3")
    assert swapped.ephemeral and "b3 d1" in swapped.response.content
