"""The thinking pool searches in real worker processes and enforces its hard cap."""

from __future__ import annotations

import asyncio

import pytest

from ai import Level, ThinkingPool, ThinkingTimeout, observe
from rules import GAMES
from tests.ai.slow_search import STUCK_SEED, search_that_hangs_on_one_seed

PINCH = GAMES["pinch"]
QUICK = Level(1, 30, 0.2)


def legal(state) -> set[str]:
    return {str(move) for move in PINCH.legal_moves(state)}


async def test_concurrent_thinks_return_legal_moves_from_workers():
    state = PINCH.initial({"size": 9})
    pool = ThinkingPool(workers=2)
    try:
        results = await asyncio.gather(
            *(pool.think(observe("pinch", state, 0), QUICK, seed) for seed in range(3))
        )
    finally:
        pool.close()
        pool.close()
    assert all(result.move in legal(state) for result in results)
    assert all(result.iterations == QUICK.iterations for result in results)


async def test_an_overrunning_search_is_stopped_and_the_pool_recovers():
    state = PINCH.initial({"size": 9})
    observation = observe("pinch", state, 0)
    pool = ThinkingPool(grace=4.0, search=search_that_hangs_on_one_seed)
    try:
        with pytest.raises(ThinkingTimeout, match="did not answer within 4.2 seconds"):
            await pool.think(observation, QUICK, STUCK_SEED)
        result = await pool.think(observation, QUICK, 1)
    finally:
        pool.close()
    assert result.move in legal(state)
