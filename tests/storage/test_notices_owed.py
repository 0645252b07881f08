"""Owed notices (issue 33): a decline, an agreed pause or a resume is stored owing its line
in the game's thread in the transaction that makes the change it reports (the offer's
delete, the clock's write), so a process killed before posting it, or one with no
Discord, leaves it for a sweep; of several stores claiming at once, one gets each; a
change refused owes nothing, and a notice posted is owed no more."""

import asyncio
from dataclasses import replace
from datetime import timedelta

import pytest

from storage import SqlStore, open_store
from storage.errors import StaleMove
from storage.models import NoticeRecord, OfferRecord
from tests.storage.support import T0, at_schema, new_game
from tests.storage.test_clocks_and_settings import clock_at
from tests.storage.test_posts_owed import SCHEMA_17_GAME
from tests.storage.test_privacy import TOMB, finish

SECOND = timedelta(seconds=1)
LEASE = timedelta(minutes=5)
FAR = T0 + 3600 * SECOND
RACERS = 6


def notice(game_id: int, kind: str = "declined-draw", seat: int | None = 1) -> NoticeRecord:
    return NoticeRecord(game_id, kind, seat, T0)


async def test_a_decline_owes_its_notice_until_it_is_posted(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_offer(OfferRecord(game.id, "draw", 0, 0, T0))
    owed = await store.decline_offer(game.id, "draw", notice(game.id))
    assert owed is not None and owed.id > 0 and owed == replace(notice(game.id), id=owed.id)
    assert await store.offers_for(game.id) == [], "declined: the offer is gone"
    later = T0 + 60 * SECOND
    assert await store.claim_owed_notices(T0 - SECOND, later, later + LEASE, 10) == [], (
        "owed only since T0: not yet older than the grace"
    )
    assert await store.claim_owed_notices(T0, later, later + LEASE, 10) == [owed]
    assert await store.claim_owed_notices(T0, later, later + LEASE, 10) == [], "held by a lease"
    after = later + LEASE
    assert await store.claim_owed_notices(T0, after, after + LEASE, 10) == [owed], (
        "a lease that ran out (its process died) lets another process take it"
    )
    await store.notice_posted(owed.id)
    assert await store.claim_owed_notices(FAR, FAR + LEASE, FAR + 2 * LEASE, 10) == []


async def test_a_decline_of_no_offer_owes_nothing(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_offer(OfferRecord(game.id, "draw", 0, 0, T0))
    assert await store.decline_offer(game.id, "draw", notice(game.id)) is not None
    assert await store.decline_offer(game.id, "draw", notice(game.id)) is None, (
        "answered already: the second press declines nothing and tells nothing"
    )
    assert len(await store.claim_owed_notices(FAR, FAR, FAR + LEASE, 10)) == 1


async def test_a_clock_write_owes_its_notice_and_a_refused_one_nothing(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    paused = await store.put_clock(
        clock_at(game.id, 0, paused=True, frozen=True), owing=notice(game.id, "paused", None)
    )
    assert paused is not None and paused.kind == "paused" and paused.seat is None
    assert await store.put_clock(clock_at(game.id, 0)) is None, "nothing owed: nothing handed"
    with pytest.raises(StaleMove):  # a pause computed before a move landed
        await store.put_clock(clock_at(game.id, 3), owing=notice(game.id, "resumed", 0))
    assert await store.claim_owed_notices(FAR, FAR, FAR + LEASE, 10) == [paused], (
        "the refused write was rolled back, its notice with it"
    )


async def test_notices_are_handed_out_in_the_order_they_were_owed(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    first = await store.put_clock(
        clock_at(game.id, 0, paused=True, frozen=True), owing=notice(game.id, "paused", None)
    )
    second = await store.put_clock(clock_at(game.id, 0), owing=notice(game.id, "resumed", 0))
    assert await store.claim_owed_notices(FAR, FAR, FAR + LEASE, 10) == [first, second]


async def test_her_notices_go_when_she_is_forgotten_and_the_others_stay(
    store: SqlStore,
) -> None:
    """A notice names the seat whose act it reports: hers go with her (issue 32)."""
    game = await new_game(store)  # 10 in seat 0, 20 in seat 1
    await store.put_clock(clock_at(game.id, 0))
    await store.put_clock(clock_at(game.id, 0), owing=notice(game.id, "resumed", 0))
    await store.put_clock(clock_at(game.id, 0), owing=notice(game.id, "paused", None))
    await store.put_offer(OfferRecord(game.id, "pause", 0, 0, T0))
    await store.decline_offer(game.id, "pause", notice(game.id, "declined-pause", 1))
    await finish(store, game.id)
    assert [row["kind"] for row in (await store.export_user(10)).rows("notices_owed")] == [
        "resumed"
    ]
    report = await store.forget_user(10, TOMB, T0)
    assert dict(report.erased).get("notices_owed") == 1
    kept = await store.claim_owed_notices(FAR, FAR, FAR + LEASE, 10)
    assert sorted(owed.kind for owed in kept) == ["declined-pause", "paused"]


async def test_of_stores_claiming_at_once_each_owed_notice_goes_to_one(database: str) -> None:
    stores = list(await asyncio.gather(*(open_store(database) for _ in range(RACERS))))
    try:
        made = []
        for _ in range(6):
            game = await new_game(stores[0])
            for kind in ("draw", "pause"):
                await stores[0].put_offer(OfferRecord(game.id, kind, 0, 0, T0))
                declined = await stores[0].decline_offer(
                    game.id, kind, notice(game.id, f"declined-{kind}")
                )
                assert declined is not None
                made.append(declined.id)
        claims = await asyncio.gather(
            *(store.claim_owed_notices(FAR, FAR, FAR + LEASE, 3) for store in stores)
        )
        claimed = [owed.id for claim in claims for owed in claim]
        assert sorted(claimed) == sorted(made), claims
    finally:
        await asyncio.gather(*(store.close() for store in stores))


async def test_upgrade_owes_no_notice_and_lets_them_be_owed(database: str) -> None:
    await at_schema(database, 27, SCHEMA_17_GAME)  # before 0028: game 7, no notices
    async with await open_store(database) as store:
        assert await store.claim_owed_notices(FAR, FAR, FAR + LEASE, 10) == []
        await store.put_offer(OfferRecord(7, "takeback", 0, 0, T0))
        owed = await store.decline_offer(7, "takeback", notice(7, "declined-takeback"))
        assert await store.claim_owed_notices(FAR, FAR, FAR + LEASE, 10) == [owed]
