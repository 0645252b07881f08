"""Agreements on a simulated Discord: offers with buttons in the thread, rematch in the lobby."""

from __future__ import annotations

from tests.bot.conftest import World


async def test_takeback_buttons_then_abort_is_refused_then_rematch(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    await world.alice.slash(thread, "move", notation="e5")
    asked = await world.alice.slash(thread, "takeback")
    assert "asks to take back their last move" in asked.response.content
    early = await world.alice.click(asked.response, label="Accept")
    assert early.ephemeral and "own offer" in early.response.content
    await world.bob.click(asked.response, label="Accept")
    assert "alice's last move was taken back" in thread.history()[-1].content
    assert asked.response.components == [], "answered: the buttons are gone"

    await world.alice.slash(thread, "move", notation="d4")
    await world.bob.slash(thread, "move", notation="c3")
    refused = await world.bob.slash(thread, "abort")
    assert refused.ephemeral and "past its first move" in refused.response.content
    nodraw = await world.bob.slash(thread, "draw")
    assert nodraw.ephemeral and "cannot be drawn" in nodraw.response.content

    confirm = await world.bob.slash(thread, "resign")
    await world.bob.click(confirm.response, label="Resign")
    again = await world.bob.slash(thread, "rematch")
    assert again.ephemeral
    challenge = world.lobby.history()[-1]
    assert "**Challenge #2**" in challenge.content and f"<@{world.bob.id}> moves first" in (
        challenge.content
    )
    await world.alice.click(challenge, label="Accept")
    assert world.thread("Pinch #2")


async def test_a_draw_agreed_in_pletore(world: World):
    posted = await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=world.bob,
        game="pletore",
        size=5,
        komi=3,
        first="challenger",
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pletore #1")
    offer = await world.bob.slash(thread, "draw")
    await world.alice.click(offer.response, label="Accept")
    assert "game #1 ends in a draw" in thread.history()[-1].content
