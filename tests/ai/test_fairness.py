"""Several games thinking at once: first come first served per game, games in turn."""

from __future__ import annotations

import asyncio

import pytest

from ai import Level, ThinkingPool, observe
from ai.fairness import FairQueue
from rules import GAMES


async def served_order(queue: FairQueue[str], requests: list[str]) -> list[str]:
    """Hold the one worker, queue ``requests`` (keys) in that order, then free the worker
    after each search: the order in which the keys got it."""
    held = await queue.acquire("holder")
    order: list[str] = []

    async def search(key: str) -> None:
        worker = await queue.acquire(key)
        order.append(key)
        queue.release(worker)

    tasks = []
    for key in requests:
        tasks.append(asyncio.ensure_future(search(key)))
        await asyncio.sleep(0)  # let it reach the queue, in this order
    assert queue.waiting() == len(requests)
    queue.release(held)
    await asyncio.gather(*tasks)
    return order


async def test_games_take_turns_and_each_game_keeps_its_order():
    order = await served_order(FairQueue(["w"]), ["a", "a", "a", "b", "c", "b"])
    assert order == ["a", "b", "c", "a", "b", "a"]


async def test_a_request_that_gives_up_waiting_loses_its_place_only():
    queue = FairQueue(["w"])
    held = await queue.acquire("holder")
    impatient = asyncio.ensure_future(queue.acquire("a"))
    patient = asyncio.ensure_future(queue.acquire("b"))
    await asyncio.sleep(0)
    impatient.cancel()
    with pytest.raises(asyncio.CancelledError):
        await impatient
    queue.release(held)
    assert await patient == "w"
    assert queue.waiting() == 0


async def test_the_pool_answers_two_games_in_turn_with_one_worker():
    """The real pool and worker process: game 2's single search is answered before game
    1's second one, which was queued first."""
    game = GAMES["pinch"]
    state = game.initial({"size": 9})
    observation = observe("pinch", state, 0)
    level = Level(3, 5, 5.0)
    pool = ThinkingPool(workers=1)
    answered: list[str] = []

    async def think(name: str, key: int) -> None:
        await pool.think(observation, level, 1, key=key)
        answered.append(name)

    try:
        first = asyncio.ensure_future(think("1a", 1))
        await asyncio.sleep(0)
        queued = [asyncio.ensure_future(think("1b", 1))]
        await asyncio.sleep(0)
        queued.append(asyncio.ensure_future(think("2a", 2)))
        await asyncio.gather(first, *queued)
    finally:
        pool.close()
    assert answered == ["1a", "2a", "1b"]
