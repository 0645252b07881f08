"""/premove end to end on a simulated Discord: queued privately after your move, the reply
posted in the thread the moment the opponent's move names it, and nobody else ever
seeing a line."""

from __future__ import annotations

from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game


async def test_a_queued_reply_is_posted_as_soon_as_the_opponent_moves(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    theirs = await world.alice.autocomplete(thread, "premove add", "if", "d")
    assert [c["value"] for c in theirs][:4] == ["d1", "d2", "d3", "d4"]
    mine = await world.alice.autocomplete(thread, "premove add", "then", "c", **{"if": "d4"})
    assert "c3" in [c["value"] for c in mine]
    before = len(thread.history())
    queued = await world.alice.slash(thread, "premove add", **{"if": "d4", "then": "c3"})
    assert queued.ephemeral
    assert "if they play `d4`, you reply `c3` at once" in queued.response.content
    assert len(thread.history()) == before, "nothing public"

    listed = await world.alice.slash(thread, "premove list")
    assert listed.ephemeral and "`d4` → you reply `c3`" in listed.response.content
    peeked = await world.bob.slash(thread, "premove list")
    assert peeked.ephemeral and peeked.response.content == "No conditional moves wait in game #1."
    assert await world.bob.autocomplete(thread, "premove add", "if", "") == []

    played = await world.bob.slash(thread, "move", notation="d4")
    assert not played.ephemeral
    post = played.response.content
    assert post.startswith("bob played d4")
    assert "alice played c3 — a conditional move, queued in advance." in post
    assert post.endswith(f"<@{world.bob.id}> to move.")
    assert played.response.attachments and "pinch-1-3" in played.response.attachments[0].filename
    assert thread.history()[-1].content == post

    again = await world.bob.slash(thread, "move", notation="a9")  # bob's turn again at once
    assert not again.ephemeral and again.response.content.startswith("bob played a9")
    record = await world.alice.slash(thread, "history")
    text = (await record.response.attachments[0].read()).decode()
    assert text.rstrip().endswith("e5\nd4\nc3\na9")


async def test_a_move_that_names_no_line_drops_them_quietly(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    await world.alice.slash(thread, "premove add", **{"if": "d4", "then": "c3"})
    played = await world.bob.slash(thread, "move", notation="a9")
    assert "conditional" not in played.response.content
    assert all("conditional" not in m.content for m in thread.history())
    listed = await world.alice.slash(thread, "premove list")
    assert listed.ephemeral and "(they played `a9`)" in listed.response.content
    assert "`d4` → `c3`: dropped" in listed.response.content


async def test_refusals_are_private_sentences(world: World):
    _, thread = await start_game(world)
    early = await world.alice.slash(thread, "premove add", **{"if": "d4", "then": "c3"})
    assert early.ephemeral and "It is your turn in game #1" in early.response.content
    await world.alice.slash(thread, "move", notation="e5")
    wrong = await world.alice.slash(thread, "premove add", **{"if": "e5", "then": "c3"})
    assert wrong.ephemeral and wrong.response.content == "`if`: e5 is already occupied."
    cleared = await world.alice.slash(thread, "premove clear")
    assert cleared.ephemeral and "no conditional moves waiting" in cleared.response.content


async def test_plakoto_says_why_not(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plakoto", points=1
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plakoto #1")
    refused = await world.alice.slash(thread, "premove add", **{"if": "24/18", "then": "13/7"})
    assert refused.ephemeral
    assert refused.response.content.startswith(
        "Conditional moves are not available in Plakoto: the dice decide"
    )
