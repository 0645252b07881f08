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
    assert "Game #1 ends in a draw" in thread.history()[-1].content


async def test_plakoto_takeback_keeps_the_shown_roll_and_abort_is_refused(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plakoto", points=1, first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plakoto #1")
    store = world.env.bot.service.ctx.store
    game = await store.get_game(1)
    replay = await world.env.bot.service.games.replay_of(game)
    players = {world.alice.id: world.alice, world.bob.id: world.bob}
    mover = players[game.players[replay.to_move]]
    other = players[game.players[1 - replay.to_move]]
    turns = [str(t) for t in replay.legal_moves()]
    refused = await mover.slash(thread, "abort")
    assert refused.ephemeral and "shown your own dice" in refused.response.content

    await mover.slash(thread, "move", notation=turns[0])
    shown = (await store.moves(1))[-1].notation
    asked = await mover.slash(thread, "takeback")
    await other.click(asked.response, label="Accept")
    assert f"🎲 {shown} stays for the next roll" in thread.history()[-1].content
    await mover.slash(thread, "move", notation=turns[1])
    assert f"🎲 {shown}" in thread.history()[-1].content, "the same dice, not a fresh roll"
    assert (await store.moves(1))[-1].notation == shown
    refused = await other.slash(thread, "abort")
    assert refused.ephemeral and "shown your own dice" in refused.response.content


async def test_a_plateau_move_that_showed_a_face_cannot_be_taken_back(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plateau", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plateau #1")
    await world.alice.slash(thread, "move", notation="open a1 xx rb")
    asked = await world.alice.slash(thread, "takeback")
    assert asked.ephemeral and "revealed a hidden face" in asked.response.content
    assert "asks to take back" not in thread.history()[-1].content


async def test_a_second_ping_within_the_cooldown_is_refused_privately(world: World):
    """Hardening item 10: one unanswered request per 30 s from one player to another."""
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger"
    )
    again = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9
    )
    assert again.ephemeral
    assert f"You asked <@{world.bob.id}> something 0 s ago; wait 30 s" in again.response.content
    assert not [m for m in world.lobby.history() if "**Challenge #2**" in m.content]
    elsewhere = await world.alice.slash(
        world.lobby, "challenge", opponent=world.carol, game="pinch", size=9
    )
    assert "**Challenge #2**" in elsewhere.response.content, "another player: no wait"
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    await world.alice.slash(thread, "move", notation="e5")
    asked = await world.alice.slash(thread, "takeback")
    assert "asks to take back" in asked.response.content
    refused = await world.alice.slash(thread, "pause")
    assert refused.ephemeral and "wait 30 s before pinging them again" in refused.response.content
    await world.env.advance_time(30)
    paused = await world.alice.slash(thread, "pause")
    assert "asks to pause" in paused.response.content
