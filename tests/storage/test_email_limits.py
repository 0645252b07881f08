"""The store's limits on proving addresses (issue 35, item 5): ``link_email`` counts links
per player and codes mailed per address over a rolling window, ``take_code_try`` tries
per player and address over it, each in one transaction under one key, so the limits
hold for many stores at once on one database."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from storage import SqlStore, open_store
from storage.models import CodeTry, EmailLinked, LinkLimits, MailIntent
from tests.storage.support import T0

LIMITS = LinkLimits(
    window=timedelta(days=1),
    per_user=3,
    per_address=2,
    tries=3,
    code_lifetime=timedelta(hours=1),
)
DAY = LIMITS.window
ZERO = timedelta()


def code_mail(user: int, address: str) -> MailIntent:
    return MailIntent(user, "verify", body="{}", address=address, only_if_wanted=False)


async def link(store: SqlStore, user: int, address: str, at: timedelta = ZERO) -> EmailLinked:
    """``/email link`` by ``user`` at ``T0 + at``, its code hash and mail named after them."""
    return await store.link_email(
        user, address, f"hash {user}", code_mail(user, address), T0 + at, LIMITS
    )


async def mailed(store: SqlStore) -> list[tuple[int, str | None]]:
    """(user, address) of each mail queued and not claimed yet, which it claims."""
    later = T0 + 30 * DAY
    return [(m.user_id, m.address) for m in await store.claim_mail(later, later, 1000)]


async def test_links_per_player_are_limited_over_a_rolling_window(store: SqlStore) -> None:
    for hour in range(LIMITS.per_user):
        linked = await link(store, 10, f"a{hour}@example.org", timedelta(hours=hour))
        assert linked == EmailLinked("mailed")
    refused = await link(store, 10, "more@example.org", timedelta(hours=5))
    assert refused == EmailLinked("refused", T0 + DAY)
    claim = await store.get_email(10)
    assert claim is not None and claim.address == "a2@example.org", "a refusal writes nothing"
    assert await link(store, 10, "more@example.org", DAY) == EmailLinked("mailed")
    again = await link(store, 10, "more@example.org", DAY + timedelta(minutes=1))
    assert again == EmailLinked("refused", T0 + timedelta(hours=1) + DAY)
    assert len(await mailed(store)) == LIMITS.per_user + 1


async def test_an_address_is_mailed_its_codes_whoever_links_it(store: SqlStore) -> None:
    outcomes = [(await link(store, user, "Target@example.org")).outcome for user in (1, 2, 3)]
    assert outcomes == ["mailed", "mailed", "withheld"]
    assert await mailed(store) == [(1, "Target@example.org"), (2, "Target@example.org")]
    claim = await store.get_email(3)
    assert claim is not None and claim.code_hash == "hash 3", "claimed all the same"
    assert (await link(store, 4, "target@EXAMPLE.org", DAY)).outcome == "mailed"


async def test_an_address_another_player_verified_is_claimed_and_never_mailed(
    store: SqlStore,
) -> None:
    await store.claim_email(1, "ann@example.org", "h", T0 + timedelta(hours=1))
    await store.verify_email(1, T0)
    assert await link(store, 2, "ANN@example.org") == EmailLinked("withheld")
    assert await mailed(store) == []
    assert await store.user_for_address("ann@example.org") == 1
    assert await link(store, 1, "Ann@Example.org") == EmailLinked("unchanged")
    owned = await store.get_email(1)
    assert owned is not None and owned.verified_at == T0 and owned.address == "ann@example.org"


async def test_tries_are_kept_per_player_and_address_whatever_the_links(
    store: SqlStore,
) -> None:
    await link(store, 10, "ann@example.org")
    taken = [await store.take_code_try(10, "ann@example.org", T0, LIMITS) for _ in range(3)]
    assert taken == [CodeTry(2), CodeTry(1), CodeTry(0)]
    await link(store, 10, "ann@example.org", timedelta(minutes=1))  # a new code, no new tries
    spent = await store.take_code_try(10, "Ann@example.org", T0 + timedelta(minutes=1), LIMITS)
    assert spent == CodeTry(0, T0 + DAY)
    assert await store.take_code_try(10, "bob@example.org", T0, LIMITS) == CodeTry(2)
    assert await store.take_code_try(20, "ann@example.org", T0, LIMITS) == CodeTry(2)
    assert await store.take_code_try(10, "ann@example.org", T0 + DAY, LIMITS) == CodeTry(2)


async def test_proving_an_address_forgets_its_tries_only(store: SqlStore) -> None:
    await link(store, 10, "bob@example.org")
    await store.take_code_try(10, "bob@example.org", T0, LIMITS)
    await link(store, 10, "ann@example.org")
    await store.take_code_try(10, "ann@example.org", T0, LIMITS)
    await store.verify_email(10, T0)  # ann@ is proven: bob@'s try still counts
    assert await store.take_code_try(10, "bob@example.org", T0, LIMITS) == CodeTry(1)
    assert await store.take_code_try(10, "ann@example.org", T0, LIMITS) == CodeTry(2)


async def test_stores_racing_keep_every_limit(database: str) -> None:
    async with await open_store(database) as one, await open_store(database) as two:
        stores = (one, two)
        links = await asyncio.gather(
            *(link(stores[i % 2], 10, f"a{i}@example.org") for i in range(20))
        )
        assert sum(linked.outcome == "mailed" for linked in links) == LIMITS.per_user
        codes = await asyncio.gather(
            *(link(stores[i % 2], 100 + i, "target@example.org") for i in range(20))
        )
        assert sum(linked.outcome == "mailed" for linked in codes) == LIMITS.per_address
        tries = await asyncio.gather(
            *(stores[i % 2].take_code_try(10, "a@example.org", T0, LIMITS) for i in range(20))
        )
        assert sorted(t.left for t in tries if t.retry_at is None) == [0, 1, 2]
        assert len(await mailed(one)) == LIMITS.per_user + LIMITS.per_address
