"""Owed offer posts (issue 33): every offer is put owing its post in the game's thread,
so an offer made where no Discord runs (or by a process killed before posting it) is
left for a sweep; of several stores claiming at once, one gets each; an offer answered
is never handed out, and a post made clears only the offer it was of."""

import asyncio
from datetime import timedelta

from storage import SqlStore, open_store
from storage.codec import encode_time
from storage.models import OfferRecord
from tests.storage.support import T0, at_schema, new_game
from tests.storage.test_posts_owed import SCHEMA_17_GAME

SECOND = timedelta(seconds=1)
LEASE = timedelta(minutes=5)
FAR = T0 + 3600 * SECOND
RACERS = 6


def offer(game_id: int, kind: str = "draw", ply: int = 0, seconds: int = 0) -> OfferRecord:
    return OfferRecord(game_id, kind, 0, ply, T0 + seconds * SECOND)


async def test_an_offer_owes_its_post_until_it_is_made(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_offer(offer(game.id))
    later = T0 + 60 * SECOND
    assert await store.claim_owed_offers(T0 - SECOND, later, later + LEASE, 10) == [], (
        "owed only since T0: not yet older than the grace"
    )
    assert await store.claim_owed_offers(T0, later, later + LEASE, 10) == [offer(game.id)]
    assert await store.claim_owed_offers(T0, later, later + LEASE, 10) == [], "held by a lease"
    after = later + LEASE
    assert await store.claim_owed_offers(T0, after, after + LEASE, 10) == [offer(game.id)], (
        "a lease that ran out (its process died) lets another process take it"
    )
    await store.offer_posted(game.id, "draw", 0)
    assert await store.claim_owed_offers(FAR, FAR + LEASE, FAR + 2 * LEASE, 10) == []
    assert await store.offers_for(game.id) == [offer(game.id)], "posted, still open"


async def test_an_offer_answered_is_owed_no_more(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_offer(offer(game.id, "takeback"))
    await store.put_offer(offer(game.id, "pause"))
    assert await store.delete_offer(game.id, "takeback")
    await store.delete_offers(game.id)
    assert await store.claim_owed_offers(FAR, FAR, FAR + LEASE, 10) == []


async def test_a_post_of_an_earlier_offer_leaves_the_one_replacing_it_owed(
    store: SqlStore,
) -> None:
    game = await new_game(store)
    await store.put_offer(offer(game.id, ply=0))
    assert await store.claim_owed_offers(FAR, FAR, FAR + LEASE, 10) == [offer(game.id)]
    renewed = offer(game.id, ply=2, seconds=9)
    await store.put_offer(renewed)  # made again after two moves: its claim starts over
    await store.offer_posted(game.id, "draw", 0)  # the first one's post, made late
    assert await store.claim_owed_offers(FAR, FAR, FAR + LEASE, 10) == [renewed]


async def test_of_stores_claiming_at_once_each_owed_offer_goes_to_one(database: str) -> None:
    stores = list(await asyncio.gather(*(open_store(database) for _ in range(RACERS))))
    try:
        games = [await new_game(stores[0]) for _ in range(6)]
        for game in games:
            await stores[0].put_offer(offer(game.id, "draw"))
            await stores[0].put_offer(offer(game.id, "pause", seconds=1))
        claims = await asyncio.gather(
            *(store.claim_owed_offers(FAR, FAR, FAR + LEASE, 3) for store in stores)
        )
        claimed = [(o.game_id, o.kind) for claim in claims for o in claim]
        assert sorted(claimed) == sorted(
            (game.id, kind) for game in games for kind in ("draw", "pause")
        ), claims
    finally:
        await asyncio.gather(*(store.close() for store in stores))


SCHEMA_26_GAME = SCHEMA_17_GAME  # game 7: its columns did not change between the two
SCHEMA_26_OFFER = f"INSERT INTO offers VALUES (7, 'draw', 0, 0, {encode_time(T0)})"


async def test_upgrade_keeps_the_offers_and_owes_none_made_before(database: str) -> None:
    await at_schema(database, 26, SCHEMA_26_GAME, SCHEMA_26_OFFER)  # before 0027
    async with await open_store(database) as store:
        assert await store.offers_for(7) == [OfferRecord(7, "draw", 0, 0, T0)]
        assert await store.claim_owed_offers(FAR, FAR, FAR + LEASE, 10) == [], (
            "an offer from before was posted by the process that made it"
        )
        await store.put_offer(OfferRecord(7, "pause", 1, 0, T0))
        assert await store.claim_owed_offers(FAR, FAR, FAR + LEASE, 10) == [
            OfferRecord(7, "pause", 1, 0, T0)
        ]
