"""The offers no process posted (issue 33): an offer made where no Discord runs, or by a
process killed before posting it, is handed to the next sweep after the grace, as its
post would have read, once; an offer answered or made stale is never handed out."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from service import Asked, Proposal, Service
from service.games.desk import POST_GRACE, POST_LEASE
from tests.service.conftest import ALICE, BOB, Pair
from tests.service.spoken import said
from tests.service.support import new_game
from tests.service.test_owed_posts import later

COOLDOWN = timedelta(seconds=31)
"""Past the ping cooldown between two asks of one player, and past the grace."""


async def offered(service: Service) -> Proposal:
    """Alice's takeback of her first move in a new game, made and never posted."""
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.posted(game, 1)
    made = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    assert isinstance(made, Proposal)
    return made


async def test_an_unposted_offer_is_handed_out_after_the_grace_as_it_read(
    service: Service,
) -> None:
    made = await offered(service)
    assert await service.owed_offers.due() == [], "a live process posts within the grace"
    later(service, POST_GRACE)
    [owed] = await service.owed_offers.due()
    assert said(owed.text) == said(made.text) and "asks to take back" in said(owed.text)
    assert (owed.game.id, owed.kind, owed.ply) == (made.game.id, "takeback", 1)
    assert owed.answer_user_id == BOB and owed.ping
    assert await service.owed_offers.due() == [], "claimed: no other sweep posts it"
    later(service, POST_LEASE)
    [again] = await service.owed_offers.due()
    assert again == owed, "a post never made (Discord refused it) is handed out again"
    await service.owed_offers.posted(again)
    later(service, POST_LEASE)
    assert await service.owed_offers.due() == [], "posted: owed no more"


async def test_an_offer_posted_at_once_is_never_handed_out(service: Service) -> None:
    made = await offered(service)
    await service.owed_offers.posted(made)
    later(service, POST_GRACE + POST_LEASE)
    assert await service.owed_offers.due() == []


async def test_an_offer_answered_or_made_stale_is_never_handed_out(service: Service) -> None:
    declined = await offered(service)
    await service.agreements.answer(BOB, declined.game.id, 1, "takeback", accept=False)
    stale = await offered(service)
    await service.games.move(Asked(game_id=stale.game.id, asked_by=BOB), "d4")
    later(service, POST_GRACE)
    assert await service.owed_offers.due() == []
    later(service, POST_LEASE)
    assert await service.owed_offers.due() == [], "the stale one was cleared, not held"


async def test_two_processes_sweeping_at_once_hand_each_offer_to_one(two: Pair) -> None:
    a, b = two
    offers = []
    for _ in range(4):
        offers.append(await offered(a))
        later(a, COOLDOWN)  # alice asks bob again, in another game
    found = await asyncio.gather(a.owed_offers.due(), b.owed_offers.due())
    handed = sorted(owed.game.id for side in found for owed in side)
    assert handed == sorted(made.game.id for made in offers), found
