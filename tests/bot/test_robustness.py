"""Regressions from review: Discord failing after a commit, odd places, long lists."""

from __future__ import annotations

from tests.bot.conftest import World

WINNING_LINE = "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split()


async def start(world: World, channel=None):
    posted = await world.alice.slash(
        channel or world.lobby,
        "challenge",
        opponent=world.bob,
        game="pinch",
        size=9,
        first="challenger",
    )
    await world.bob.click(posted.response, label="Accept")
    return posted


async def test_expiry_keeps_running_after_a_channel_is_deleted(world: World):
    other = world.guild.create_text_channel("other")
    await world.alice.slash(other, "challenge", opponent=world.bob, game="pinch", expires=1)
    kept = await world.alice.slash(
        world.lobby, "challenge", opponent=world.carol, game="pinch", expires=1
    )
    await world.env.bot.get_channel(other.id).delete()
    await world.env.advance_time(2 * 3600)
    assert "expired unanswered" in kept.response.message.content
    assert not kept.response.message.components


async def test_a_win_after_the_thread_was_deleted_is_announced_not_apologised(world: World):
    await start(world)
    thread = world.thread("Pinch #1")
    await world.env.bot.get_channel(thread.id).delete()
    players = [world.alice, world.bob]
    for ply, move in enumerate(WINNING_LINE):
        result = await players[ply % 2].slash(world.lobby, "move", notation=move, game=1)
    assert "Sorry" not in result.response.content
    assert all("Sorry" not in f.content for f in result.followups)
    assert "alice wins game #1" in world.lobby.history()[-1].content


async def test_resign_after_the_thread_was_deleted_is_announced_in_the_channel(world: World):
    await start(world)
    await world.env.bot.get_channel(world.thread("Pinch #1").id).delete()
    confirm = await world.bob.slash(world.lobby, "resign", game=1)
    done = await world.bob.click(confirm.response, label="Resign")
    assert done.response.content == "You resigned game #1."
    assert "bob resigned" in world.lobby.history()[-1].content


async def test_a_challenge_made_inside_a_game_thread_gets_its_own_thread(world: World):
    await start(world)
    first_thread = world.thread("Pinch #1")
    await start(world, channel=first_thread)
    second = world.thread("Pinch #2")
    assert second.id != first_thread.id
    assert "Pinch #2" in second.history()[0].content


async def test_a_challenge_found_expired_at_accept_is_closed_by_the_sweep(world: World):
    await world.env.advance_time(100)
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", expires=1
    )
    await world.env.advance_time(3650)
    late = await world.bob.click(posted.response, label="Accept")
    assert late.ephemeral and "has expired" in late.response.content
    await world.env.advance_time(600)
    assert "expired unanswered" in posted.response.message.content
    assert not posted.response.message.components


async def test_a_long_games_list_fits_one_message(world: World):
    for _ in range(30):
        await start(world)
    listing = await world.bob.slash(world.lobby, "games")
    assert listing.ephemeral and len(listing.response.content) <= 2000
    assert "more" in listing.response.content.splitlines()[-1]


async def test_a_move_sent_from_elsewhere_is_posted_in_the_game_thread(world: World):
    await start(world)
    thread = world.thread("Pinch #1")
    result = await world.alice.slash(world.lobby, "move", notation="e5", game=1)
    assert result.ephemeral and f"<#{thread.id}>" in result.response.content
    assert thread.history()[-1].content.startswith("alice played e5")


async def test_unavailable_agreements_are_named_honestly(world: World):
    await start(world)
    result = await world.alice.slash(world.thread("Pinch #1"), "move", notation="draw")
    assert result.ephemeral and "not available" in result.response.content
    assert "/draw" not in result.response.content


async def test_games_of_another_server_are_not_found(world: World):
    await start(world)
    elsewhere = world.env.create_guild("Elsewhere")
    room = elsewhere.create_text_channel("room")
    stranger = elsewhere.add_member(world.env.create_user("dave"))
    board = await stranger.slash(room, "board", game=1)
    assert board.ephemeral and "There is no game #1" in board.response.content
