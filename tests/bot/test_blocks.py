"""/block and /unblock on a simulated Discord (issue 32.3): a blocked player's challenge
and their click on the blocker's open challenge are refused privately, the blocker's
list shows them, unblocking restores both; a running game goes on, its offers no longer
pinging the blocker; and each bad input gets its own private answer."""

from __future__ import annotations

from tests.bot.conftest import World
from tests.bot.test_computer_game import postboard


async def challenge(world: World, challenger, opponent):
    return await challenger.slash(
        world.lobby, "challenge", opponent=opponent, game="pinch", size=9, first="challenger"
    )


async def test_block_refuses_a_challenge_and_unblock_restores_it(world: World):
    alice, bob = world.alice, world.bob
    blocked = await alice.slash(world.lobby, "block", user=bob)
    assert blocked.ephemeral
    assert blocked.response.content.startswith(f"You blocked <@{bob.id}>.")
    assert "go on as before" in blocked.response.content

    before = len(world.lobby.history())
    refused = await challenge(world, bob, alice)
    assert refused.ephemeral
    assert refused.response.content == f"<@{alice.id}> does not take challenges from you."
    own = await challenge(world, alice, bob)
    assert own.ephemeral
    assert own.response.content == (
        f"You have blocked <@{bob.id}>; `/unblock` them first to play them."
    )
    assert len(world.lobby.history()) == before, "nothing was posted"
    assert await world.env.bot.service.ctx.store.pending_challenges_for(alice.id) == []

    carol = await challenge(world, world.carol, alice)
    assert not carol.ephemeral, "carol is not blocked"

    lifted = await alice.slash(world.lobby, "unblock", user=bob)
    assert lifted.ephemeral
    assert (
        lifted.response.content == f"You unblocked <@{bob.id}>: you may challenge each other again."
    )
    posted = await challenge(world, bob, alice)
    assert not posted.ephemeral and "challenges" in posted.response.content
    accepted = await alice.click(posted.response, label="Accept")
    assert accepted.ephemeral and "is on" in accepted.response.content
    assert world.thread("Pinch #")


async def test_a_blocked_player_cannot_take_the_blockers_open_challenge(world: World):
    alice, bob = world.alice, world.bob
    posted = await alice.slash(world.lobby, "challenge", game="pinch", size=9)
    assert not posted.ephemeral and "Open challenge #1" in posted.response.content
    await alice.slash(world.lobby, "block", user=bob)

    clicked = await bob.click(posted.response, label="Accept")
    assert clicked.ephemeral
    assert clicked.response.content == f"<@{alice.id}> does not take challenges from you."
    typed = await bob.slash(world.lobby, "accept", seek=1)
    assert typed.ephemeral and "does not take challenges from you" in typed.response.content
    assert world.lobby.history()[0].components, "the seek stays open for everyone else"
    assert await world.env.bot.service.ctx.store.count_games() == 0

    await alice.slash(world.lobby, "unblock", user=bob)
    taken = await bob.click(posted.response, label="Accept")
    assert taken.ephemeral and "game #1 is on" in taken.response.content


async def test_a_running_game_goes_on_and_the_blocked_players_offer_does_not_ping(world: World):
    alice, bob = world.alice, world.bob
    posted = await challenge(world, alice, bob)
    await bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    await alice.slash(world.lobby, "block", user=bob)

    moved = await alice.slash(thread, "move", notation="e5")
    assert not moved.ephemeral, moved.response.content
    moved = await bob.slash(thread, "move", notation="d4")
    assert not moved.ephemeral, moved.response.content
    asked = await bob.slash(thread, "takeback")
    assert not asked.ephemeral
    offer = thread.history()[-1]
    assert "asks to take back" in offer.content and offer.components, "the offer stands, to answer"
    recorded = world.env.backend.messages[thread.id][offer.id]  # as Discord delivered it
    assert alice.id in recorded.mention_user_ids, "alice is named in it"
    assert alice.id not in recorded.ping_user_ids, "but not pinged"
    answered = await alice.click(offer, label="Accept")
    assert "taken back" in thread.history()[-1].content, answered.response.content
    await alice.slash(thread, "takeback")  # the blocker's own offer pings as ever
    hers = thread.history()[-1]
    assert "asks to take back" in hers.content
    assert bob.id in world.env.backend.messages[thread.id][hers.id].ping_user_ids

    resigned = await bob.slash(thread, "resign")
    await bob.click(resigned.response, label="Resign")
    rematch = await bob.slash(thread, "rematch")
    assert rematch.ephemeral
    assert rematch.response.content == f"<@{alice.id}> does not take challenges from you."


async def test_the_list_and_the_bad_inputs_are_answered_privately(world: World):
    alice, bob, carol = world.alice, world.bob, world.carol
    empty = await alice.slash(world.lobby, "block")
    assert empty.ephemeral
    assert empty.response.content == "You have not blocked anyone. `/block` blocks a player."

    await alice.slash(world.lobby, "block", user=bob)
    await alice.slash(world.lobby, "block", user=carol)
    listed = await alice.slash(world.lobby, "block")
    assert listed.ephemeral
    lines = listed.response.content.splitlines()
    assert lines[0] == "You have blocked 2 players:"
    assert lines[1].startswith(f"• <@{bob.id}>, since ") and lines[2].startswith(f"• <@{carol.id}>")
    assert lines[-1] == "`/unblock` lifts a block."

    yourself = await alice.slash(world.lobby, "block", user=alice)
    assert yourself.ephemeral and yourself.response.content == "You cannot block yourself."
    twice = await alice.slash(world.lobby, "block", user=bob)
    assert twice.ephemeral
    assert twice.response.content == (
        f"You have already blocked <@{bob.id}>. `/unblock` lifts the block."
    )
    bot = await alice.slash(world.lobby, "block", user=postboard(world))
    assert bot.ephemeral and bot.response.content.startswith("Bots cannot be blocked")
    never = await bob.slash(world.lobby, "unblock", user=alice)
    assert never.ephemeral
    assert never.response.content.startswith(f"You have not blocked <@{alice.id}>")
    store = world.env.bot.service.ctx.store
    assert [b.blocked_id for b in await store.blocks_of(alice.id)] == [bob.id, carol.id]
