"""Pletore on a simulated Discord: the komi/side protocol, passes and the final score."""

from __future__ import annotations

from tests.bot.conftest import World

# Final position F3 of the Pletore spec (4×4, komi 0, Black takes the button).
F3_MOVES = "button c4 a4 c3 b3 d3 a2 d2 b2 c1 b1".split()


async def start(world: World, **options):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pletore", **options
    )
    announced = posted.response.content  # before the accept edits it
    await world.bob.click(posted.response, label="Accept")
    return announced, world.thread("Pletore #1")


async def test_komi_protocol_pass_pass_and_final_score(world: World):
    announced, thread = await start(world, size=4, first="opponent")
    assert f"<@{world.alice.id}> is seat 0" in announced
    opening = thread.history()[0]
    assert "4×4, komi proposed by seat 0" in opening.content
    assert f"<@{world.alice.id}>, you move first" in opening.content

    wrong = await world.bob.slash(thread, "move", notation="komi 3")
    assert wrong.ephemeral and f"It is <@{world.alice.id}>'s turn" in wrong.response.content
    half = await world.alice.slash(thread, "move", notation="komi 6.5")
    assert half.ephemeral and "komi must be a whole number" in half.response.content

    proposed = await world.alice.slash(thread, "move", notation="komi 0")
    assert proposed.response.content.startswith("alice played a komi of 0 for White")
    assert "Pick your side" in proposed.response.content
    side = await world.bob.click(proposed.response, label="side white")
    assert side.response.content.startswith("bob played side white")
    late = await world.bob.click(proposed.response, label="side black")
    assert late.ephemeral and "is at ply 2 now" in late.response.content

    players = [world.alice, world.bob]  # alice is Black and moves first
    for ply, move in enumerate(F3_MOVES):
        result = await players[ply % 2].slash(thread, "move", notation=move)
        assert not result.ephemeral, result.response.content
    first_pass = await world.bob.slash(thread, "move", notation="pass")
    assert "One more pass ends the game with the score Black 8.5 – White 8." in (
        first_pass.response.content
    )
    final = await world.alice.slash(thread, "move", notation="pass")
    text = final.response.content
    assert "alice wins game #1 by 8.5 to 8.**" in text
    assert "Black: 5 stones + 3 controlled points + button ½ = **8.5**" in text
    assert "White: 5 stones + 3 controlled points = **8**" in text
    assert thread._channel.thread_metadata.archived is True


async def test_fixed_komi_skips_the_protocol(world: World):
    announced, thread = await start(world, size=5, komi=3, first="challenger")
    assert "fixed komi 3 for White" in announced
    played = await world.alice.slash(thread, "move", notation="c3")
    assert played.response.content == f"alice played c3 — <@{world.bob.id}> to move."
    flip = await world.bob.slash(thread, "move", notation="flip c3")
    assert flip.ephemeral and "c3" in flip.response.content
    board = await world.carol.slash(thread, "board")
    assert board.response.attachments[0].filename == "pletore-1-1.png"


async def test_options_are_checked_per_game(world: World):
    pinch_komi = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", komi=3
    )
    assert pinch_komi.ephemeral and "Unknown option 'komi'" in pinch_komi.response.content
    too_big = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pletore", size=20
    )
    assert too_big.ephemeral and "size must be" in too_big.response.content
