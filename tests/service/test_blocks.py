"""Blocking (issue 32.3): while either of two players blocks the other, no new game starts
between them (challenge, rematch, seek, a challenge sent before), and the blocked one's
offers in a game already running no longer ping the blocker; the game itself goes on."""

from __future__ import annotations

import pytest

from service import Asked, Conflict, NotAllowed, Proposal, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.preferences.blocks import MAX_BLOCKS
from service.results import ChallengePosted
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import listed, said
from tests.service.support import later, new_game
from tests.service.test_notify_settings import notify

CAROL = 33
GUILD = 1
TERMS = ChallengeTerms(game="pinch", options={"size": 9}, first="challenger")


async def challenge(service: Service, challenger: int, opponent: int) -> ChallengePosted:
    return await service.challenges.create(
        guild_id=GUILD,
        channel_id=2,
        challenger=UserRef(challenger),
        opponent=UserRef(opponent),
        terms=TERMS,
    )


async def test_a_block_refuses_challenges_both_ways_in_words_for_each(service: Service) -> None:
    done = said(await service.blocks.block(ALICE, BOB))
    assert f"You blocked <@{BOB}>" in done and "go on as before" in done and "`/unblock`" in done
    with pytest.raises(NotAllowed) as refused:
        await challenge(service, BOB, ALICE)
    assert said(refused.value) == f"<@{ALICE}> does not take challenges from you."
    with pytest.raises(NotAllowed) as own:
        await challenge(service, ALICE, BOB)
    assert said(own.value) == f"You have blocked <@{BOB}>; `/unblock` them first to play them."
    assert await service.ctx.store.pending_challenges_for(ALICE) == []
    assert await service.ctx.store.pending_challenges_for(BOB) == []
    # a refused challenge took no ping slot: once unblocked, the first ask goes through
    assert f"You unblocked <@{BOB}>" in said(await service.blocks.unblock(ALICE, BOB))
    posted = await challenge(service, BOB, ALICE)
    started = await service.challenges.accept(ALICE, posted.challenge.id)
    assert set(started.game.players) == {ALICE, BOB}


async def test_a_block_is_about_two_players_only(service: Service) -> None:
    await service.blocks.block(ALICE, BOB)
    posted = await challenge(service, CAROL, ALICE)
    assert posted.challenge.opponent_id == ALICE
    assert (await challenge(service, BOB, CAROL)).challenge.challenger_id == BOB


async def test_a_challenge_sent_before_the_block_cannot_be_accepted(service: Service) -> None:
    posted = await challenge(service, BOB, ALICE)
    await service.blocks.block(ALICE, BOB)
    with pytest.raises(NotAllowed, match="You have blocked"):
        await service.challenges.accept(ALICE, posted.challenge.id)
    other = await challenge(service, ALICE, CAROL)
    await service.blocks.block(ALICE, CAROL)  # alice challenged carol, then blocked her
    with pytest.raises(NotAllowed) as refused:
        await service.challenges.accept(CAROL, other.challenge.id)
    assert said(refused.value) == f"<@{ALICE}> does not take challenges from you."
    assert await service.ctx.store.count_games() == 0
    closed = await service.challenges.decline(ALICE, posted.challenge.id)  # still declinable
    assert "declined" in said(closed.text)


async def test_a_blocked_player_cannot_take_the_blockers_seek_nor_the_other_way(
    service: Service,
) -> None:
    mine = await service.seeks.post(guild_id=GUILD, channel_id=2, seeker_id=ALICE, terms=TERMS)
    theirs = await service.seeks.post(guild_id=GUILD, channel_id=2, seeker_id=BOB, terms=TERMS)
    await service.blocks.block(ALICE, BOB)
    with pytest.raises(NotAllowed) as refused:
        await service.seeks.accept(BOB, mine.seek.id, guild_id=GUILD)
    assert said(refused.value) == f"<@{ALICE}> does not take challenges from you."
    with pytest.raises(NotAllowed, match="You have blocked"):
        await service.seeks.accept(ALICE, theirs.seek.id, guild_id=GUILD)
    assert (await service.ctx.store.get_seek(mine.seek.id)).status == "open", "still open"
    started = await service.seeks.accept(CAROL, mine.seek.id, guild_id=GUILD)
    assert set(started.game.players) == {ALICE, CAROL}
    await service.blocks.unblock(ALICE, BOB)
    started = await service.seeks.accept(ALICE, theirs.seek.id, guild_id=GUILD)
    assert set(started.game.players) == {ALICE, BOB}


async def test_running_games_go_on_and_offers_stop_pinging_the_blocker(
    service: Service,
) -> None:
    await notify(service, ALICE, "email")
    game = await new_game(service)  # alice (to move) against bob
    await service.blocks.block(ALICE, BOB)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    waiting = await service.ctx.store.mail_waiting()
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "takeback")
    assert isinstance(offer, Proposal) and offer.answer_user_id == ALICE
    assert not offer.ping, "alice blocked bob: his offer does not ping her"
    assert await service.ctx.store.mail_waiting() == waiting, "nor reaches her by mail"
    settled = await service.agreements.answer(ALICE, game, offer.ply, "takeback", accept=True)
    assert settled.update is not None, "she may still answer it in the thread"
    later(service, minutes=1)
    back = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    assert isinstance(back, Proposal) and back.ping, "the blocker's own offers ping as ever"
    assert (await service.ctx.store.get_game(game)).status == "active"
    await service.games.resign(Asked(game_id=game, asked_by=BOB))
    with pytest.raises(NotAllowed, match="does not take challenges from you"):
        await service.agreements.rematch(Asked(game_id=game, asked_by=BOB))
    with pytest.raises(NotAllowed, match="You have blocked"):
        await service.agreements.rematch(Asked(game_id=game, asked_by=ALICE))


async def test_the_list_and_every_bad_input(service: Service) -> None:
    assert listed(await service.blocks.listing(ALICE)) == (
        "You have not blocked anyone. `/block` blocks a player."
    )
    await service.blocks.block(ALICE, BOB)
    later(service, days=1)
    await service.blocks.block(ALICE, CAROL)
    text = listed(await service.blocks.listing(ALICE))
    assert text.startswith("You have blocked 2 players:\n")
    assert text.index(f"<@{BOB}>") < text.index(f"<@{CAROL}>"), "the oldest first"
    assert "since" in text and text.endswith("`/unblock` lifts a block.")
    assert listed(await service.blocks.listing(BOB)).startswith("You have not blocked anyone")

    with pytest.raises(NotAllowed) as self_block:
        await service.blocks.block(ALICE, ALICE)
    assert said(self_block.value) == "You cannot block yourself."
    with pytest.raises(NotAllowed, match="Bots cannot be blocked"):
        await service.blocks.block(ALICE, 99, is_bot=True)
    with pytest.raises(Conflict) as twice:
        await service.blocks.block(ALICE, BOB)
    assert said(twice.value).startswith(f"You have already blocked <@{BOB}>.")
    with pytest.raises(Conflict) as not_blocked:
        await service.blocks.unblock(BOB, ALICE)
    assert said(not_blocked.value).startswith(f"You have not blocked <@{ALICE}>")
    assert [b.blocked_id for b in await service.ctx.store.blocks_of(ALICE)] == [BOB, CAROL]
    assert await service.ctx.store.blocks_of(BOB) == [], "nothing was written for bob"


async def test_past_the_cap_a_block_is_refused(service: Service) -> None:
    for user in range(1000, 1000 + MAX_BLOCKS):
        await service.ctx.store.add_block(ALICE, user, service.ctx.clock(), cap=MAX_BLOCKS)
    with pytest.raises(NotAllowed, match=f"blocked {MAX_BLOCKS} players, the most"):
        await service.blocks.block(ALICE, BOB)
    listing = listed(await service.blocks.listing(ALICE))
    assert listing.startswith(f"You have blocked {MAX_BLOCKS} players:") and "more." in listing
