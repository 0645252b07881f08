"""The ping cooldown's rows: one request per period from one user to another, claimed in
the database so that every process (and a restart) sees the same cooldown."""

import asyncio
from datetime import timedelta

from storage import SqlStore, open_store
from tests.storage.support import T0

PERIOD = timedelta(seconds=30)
SECOND = timedelta(seconds=1)
RACERS = 6


async def test_a_slot_is_claimed_then_refused_until_the_period_is_over(store: SqlStore) -> None:
    assert await store.claim_ping(1, 2, T0, PERIOD) is None
    assert await store.claim_ping(1, 2, T0 + 10 * SECOND, PERIOD) == T0, "when the last was"
    assert await store.claim_ping(2, 1, T0 + 10 * SECOND, PERIOD) is None, "per direction"
    assert await store.claim_ping(1, 3, T0 + 10 * SECOND, PERIOD) is None, "per target"
    just_before = T0 + PERIOD - timedelta(microseconds=1)
    assert await store.claim_ping(1, 2, just_before, PERIOD) == T0
    assert await store.claim_ping(1, 2, T0 + PERIOD, PERIOD) is None, "a full period: free"
    assert await store.claim_ping(1, 2, T0 + PERIOD + SECOND, PERIOD) == T0 + PERIOD


async def test_a_released_claim_is_given_back_and_only_that_claim(store: SqlStore) -> None:
    assert await store.claim_ping(1, 2, T0, PERIOD) is None
    await store.release_ping(1, 2, T0 - SECOND)  # not the standing claim: nothing happens
    assert await store.claim_ping(1, 2, T0 + SECOND, PERIOD) == T0
    await store.release_ping(1, 2, T0)
    assert await store.claim_ping(1, 2, T0 + SECOND, PERIOD) is None
    await store.release_ping(3, 4, T0)  # never claimed: nothing to give back


async def test_an_answer_clears_the_cooldown_of_that_pair_only(store: SqlStore) -> None:
    assert await store.claim_ping(1, 2, T0, PERIOD) is None
    assert await store.claim_ping(3, 2, T0, PERIOD) is None
    await store.clear_ping(1, 2)
    await store.clear_ping(5, 6)  # nothing to clear
    assert await store.claim_ping(1, 2, T0 + SECOND, PERIOD) is None
    assert await store.claim_ping(3, 2, T0 + SECOND, PERIOD) == T0


async def test_of_stores_racing_for_one_ping_slot_exactly_one_claims_it(database: str) -> None:
    stores = list(await asyncio.gather(*(open_store(database) for _ in range(RACERS))))
    try:
        for round_ in range(10):
            now = T0 + round_ * PERIOD  # each round the last claim is a full period old
            results = await asyncio.gather(
                *(store.claim_ping(1, 2, now, PERIOD) for store in stores)
            )
            assert results.count(None) == 1, results
            assert [r for r in results if r is not None] == [now] * (RACERS - 1)
    finally:
        await asyncio.gather(*(store.close() for store in stores))
