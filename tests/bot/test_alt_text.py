"""Issue 31.1 on Discord: every board attachment carries its words as the image's
description (Discord's alt text), in the language of whoever reads it."""

from __future__ import annotations

from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game


async def test_every_board_post_is_described_for_screen_readers(world: World) -> None:
    _, thread = await start_game(world)
    opening = thread.history()[0]
    assert opening.attachments[0].description == (
        "Pinch #1 · alice vs bob, after 0 plies.\nalice to move.\nThe board is empty."
    )
    for player, move in [(world.alice, "e6"), (world.bob, "e5"), (world.alice, "f5")]:
        await player.slash(thread, "move", notation=move)
    posted = thread.history()[-1]
    description = posted.attachments[0].description
    assert description is not None and len(description) <= 1024
    assert description.splitlines()[1:] == [
        "bob to move.",
        "Last move: f5, converting e5.",
        "Black, 3 stones: e5, f5, and e6.",
    ]
    board = await world.bob.slash(thread, "board")
    assert board.response.attachments[0].description == description


async def test_the_board_in_words_on_request_and_by_setting(world: World) -> None:
    """Issue 31.2: ``/board text:true`` gives the board read aloud, rank by rank, instead
    of the picture; ``/settings board:both`` gives both for the asker's own boards."""
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    shown = await world.bob.slash(thread, "board", text=True)
    words = shown.response.content.splitlines()
    assert not shown.response.attachments
    assert "Rank 9: empty." in words and "Rank 5: e5 Black." in words
    assert (
        words.index("Rank 9: empty.")
        < words.index("Rank 5: e5 Black.")
        < words.index("Rank 1: empty.")
    )
    pictured = await world.bob.slash(thread, "board")
    assert pictured.response.attachments and "Rank 5" not in pictured.response.content

    changed = await world.bob.slash(thread, "settings", board="both")
    assert changed.ephemeral and "board: both" in changed.response.content
    both = await world.bob.slash(thread, "board")
    assert both.response.attachments and "Rank 5: e5 Black." in both.response.content
    reviewed = await world.bob.slash(thread, "review")
    assert reviewed.ephemeral and reviewed.response.attachments
    assert "Rank 5: e5 Black." in reviewed.response.content
    pictured = await world.alice.slash(thread, "board")  # alice kept the default
    assert "Rank 5" not in pictured.response.content


async def test_plateaus_descriptions_say_a_hidden_face_is_hidden(world: World) -> None:
    """Per channel (Discord): the public post's description, Bob's DM and Bob's /hand say
    only what they may see of Alice's opening; her own /hand names her faces."""
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plateau", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plateau #1")
    await world.alice.slash(thread, "move", notation="open a1 xx rb")
    public = thread.history()[-1].attachments[0].description
    bob_dm = world.bob.user.dm_channel.history()[-1].attachments[0].description
    bob_hand = (await world.bob.slash(thread, "hand")).response.attachments[0].description
    alice_hand = (await world.alice.slash(thread, "hand")).response.attachments[0].description
    square = "a1, 2 high: "
    for seen in (public, bob_dm, bob_hand):
        assert seen is not None
        [a1] = [line for line in seen.splitlines() if line.startswith(square)]
        assert a1 == f"{square}Black red over hidden and Black hidden over hidden."
    assert alice_hand is not None
    [a1] = [line for line in alice_hand.splitlines() if line.startswith(square)]
    assert a1 == f"{square}Black red over blue and Black blank over blank."


async def test_a_turn_by_dm_comes_as_the_board_in_words_when_so_set(world: World) -> None:
    _, thread = await start_game(world)
    await world.bob.slash(thread, "settings", notify="dm", board="text")
    await world.alice.slash(thread, "move", notation="e5")
    [dm] = world.bob.user.dm_channel.history()
    assert "Rank 5: e5 Black." in dm.content and not dm.attachments
    await world.alice.slash(thread, "settings", notify="dm")
    await world.bob.slash(thread, "move", notation="d4")
    [pictured] = world.alice.user.dm_channel.history()
    assert pictured.attachments and "Rank 4" not in pictured.content
    assert pictured.attachments[0].description is not None
