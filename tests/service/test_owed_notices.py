"""The notices no process posted (issue 33): a decline, an agreed pause or a resume made
where no Discord runs, or by a process killed before posting it, is handed to the next
sweep after the grace, as it read when it was made, once; one posted at once is never
handed out, and one of a game that ended since is dropped."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from service import Asked, Proposal, Service, Settled
from service.games.desk import POST_GRACE, POST_LEASE
from tests.service.conftest import ALICE, BOB, Pair
from tests.service.spoken import said
from tests.service.support import new_game
from tests.service.test_owed_posts import later

COOLDOWN = timedelta(seconds=31)
"""Past the ping cooldown between two asks of one player, and past the grace."""


async def asked(service: Service, kind: str) -> Proposal:
    """Alice's offer ``kind`` in a new game, once she moved (a takeback needs a move)."""
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.posted(game, 1)
    made = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), kind)
    assert isinstance(made, Proposal)
    await service.owed_offers.posted(made)
    return made


async def declined(service: Service) -> Settled:
    """Bob's decline of alice's takeback, made and never posted."""
    offer = await asked(service, "takeback")
    return await service.agreements.answer(BOB, offer.game.id, 1, "takeback", accept=False)


async def paused(service: Service) -> Settled:
    """The pause bob agreed to, made and never posted."""
    offer = await asked(service, "pause")
    return await service.agreements.answer(BOB, offer.game.id, 1, "pause", accept=True)


async def test_a_decline_untold_is_handed_out_after_the_grace_as_it_read(
    service: Service,
) -> None:
    made = await declined(service)
    assert made.update is None and made.owed is not None
    assert await service.owed_notices.due() == [], "a live process posts within the grace"
    later(service, POST_GRACE)
    [owed] = await service.owed_notices.due()
    words = f"<@{BOB}> declined to take back their last move in game #{made.game.id}."
    assert said(owed.text) == said(made.text) == words
    assert owed.owed == made.owed and owed.game.id == made.game.id and owed.update is None
    assert await service.owed_notices.due() == [], "claimed: no other sweep posts it"
    later(service, POST_LEASE)
    [again] = await service.owed_notices.due()
    assert again == owed, "a post never made (Discord refused it) is handed out again"
    await service.owed_notices.posted(again)
    later(service, POST_LEASE)
    assert await service.owed_notices.due() == [], "posted: owed no more"


async def test_an_agreed_pause_then_a_resume_are_handed_out_in_order(service: Service) -> None:
    pause = await paused(service)
    game = Asked(game_id=pause.game.id, asked_by=ALICE)
    later(service, COOLDOWN)
    resume = await service.agreements.propose(game, "pause")
    assert isinstance(resume, Settled) and resume.owed is not None
    later(service, POST_GRACE)
    told = await service.owed_notices.due()
    assert [said(owed.text) for owed in told] == [said(pause.text), said(resume.text)]
    assert "is paused by agreement" in said(told[0].text)
    assert said(told[1].text) == f"<@{ALICE}> resumed game #{pause.game.id}; the clock runs again."


async def test_a_notice_posted_at_once_is_never_handed_out(service: Service) -> None:
    made = await declined(service)
    await service.owed_notices.posted(made)
    later(service, POST_GRACE + POST_LEASE)
    assert await service.owed_notices.due() == []


async def test_a_notice_of_a_game_over_since_is_dropped(service: Service) -> None:
    made = await declined(service)
    await service.games.resign(Asked(game_id=made.game.id, asked_by=BOB))
    later(service, POST_GRACE)
    assert await service.owed_notices.due() == [], "the game's end is its news now"
    later(service, POST_LEASE)
    assert await service.owed_notices.due() == [], "dropped, not held"


async def test_an_offer_accepted_into_the_log_owes_no_notice(service: Service) -> None:
    """An accepted takeback changes the game: its post is the move log's, owed there."""
    offer = await asked(service, "takeback")
    settled = await service.agreements.answer(BOB, offer.game.id, 1, "takeback", accept=True)
    assert settled.update is not None and settled.owed is None
    later(service, POST_GRACE)
    assert await service.owed_notices.due() == []


async def test_two_processes_sweeping_at_once_hand_each_notice_to_one(two: Pair) -> None:
    a, b = two
    made = []
    for _ in range(4):
        made.append(await declined(a))
        later(a, COOLDOWN)  # alice asks bob again, in another game
    found = await asyncio.gather(a.owed_notices.due(), b.owed_notices.due())
    handed = sorted(owed.owed or 0 for side in found for owed in side)
    assert handed == sorted(notice.owed or 0 for notice in made), found
