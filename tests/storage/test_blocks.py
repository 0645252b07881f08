"""Blocks (issue 32.3): one row per blocker and blocked player, on both engines."""

import asyncio
from datetime import timedelta

import pytest

from storage import SqlStore
from storage.errors import OverCap
from tests.storage.support import T0

SECOND = timedelta(seconds=1)


async def test_a_block_is_added_once_listed_and_removed(store: SqlStore) -> None:
    assert await store.add_block(1, 2, T0, cap=5)
    assert not await store.add_block(1, 2, T0 + SECOND, cap=5), "already blocked"
    assert await store.add_block(1, 3, T0 + SECOND, cap=5)
    listed = await store.blocks_of(1)
    assert [(b.blocked_id, b.blocked_at) for b in listed] == [(2, T0), (3, T0 + SECOND)]
    assert await store.blocks_of(2) == [], "one way: 2 blocked nobody"
    assert await store.remove_block(1, 2)
    assert not await store.remove_block(1, 2), "nothing left to remove"
    assert not await store.remove_block(2, 1)
    assert [b.blocked_id for b in await store.blocks_of(1)] == [3]


async def test_blocks_between_players_either_way(store: SqlStore) -> None:
    await store.add_block(1, 2, T0, cap=5)
    await store.add_block(3, 1, T0 + SECOND, cap=5)
    between = await store.blocks_between([1, 2])
    assert [(b.user_id, b.blocked_id) for b in between] == [(1, 2)]
    assert [(b.user_id, b.blocked_id) for b in await store.blocks_between([2, 1])] == [(1, 2)]
    assert [(b.user_id, b.blocked_id) for b in await store.blocks_between([1, 3])] == [(3, 1)]
    assert await store.blocks_between([2, 3]) == []
    assert await store.blocks_between([1]) == []


async def test_the_cap_and_yourself_are_refused(store: SqlStore) -> None:
    for blocked in (2, 3):
        assert await store.add_block(1, blocked, T0, cap=2)
    with pytest.raises(OverCap) as over:
        await store.add_block(1, 4, T0, cap=2)
    assert over.value.held == (2, 3)
    assert not await store.add_block(1, 2, T0, cap=2), "one standing is no new row"
    with pytest.raises(ValueError):
        await store.add_block(1, 1, T0, cap=2)


async def test_blocks_at_once_add_one_row(store: SqlStore) -> None:
    added = await asyncio.gather(*(store.add_block(1, 2, T0, cap=5) for _ in range(5)))
    assert sorted(added) == [False] * 4 + [True]
    assert len(await store.blocks_of(1)) == 1
