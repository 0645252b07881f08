"""Who gets the next free worker: first come first served per game, games in turn.

Searches take seconds at the higher levels, and one player may keep several
games against the computer going. With plain first-come-first-served, a game
whose searches queue up (a move, then a hint, then an analysis) would hold
every other game behind all of them. Here each key (a game) keeps its own
queue in arrival order, and a freed worker goes to the key after the one it
last served, round-robin, so every game waits for at most one search of each
other game before its own.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Hashable
from typing import Generic, TypeVar

W = TypeVar("W")


class FairQueue(Generic[W]):
    """Hands out workers: ``worker = await queue.acquire(key)``, then ``queue.release(worker)``."""

    def __init__(self, workers: list[W]) -> None:
        self._idle: deque[W] = deque(workers)
        self._waiting: dict[Hashable, deque[asyncio.Future[W]]] = {}
        self._turns: deque[Hashable] = deque()
        self._holders: dict[int, Hashable] = {}  # id(worker) -> the key it searches for

    async def acquire(self, key: Hashable) -> W:
        """A worker for ``key``'s next search; waits its turn when none is idle."""
        if self._idle and not self._turns:
            worker = self._idle.popleft()
            self._holders[id(worker)] = key
            return worker
        waiter: asyncio.Future[W] = asyncio.get_running_loop().create_future()
        if key not in self._waiting:
            self._waiting[key] = deque()
            self._turns.append(key)
        self._waiting[key].append(waiter)
        try:
            return await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self.release(waiter.result())  # handed over as the waiter gave up
            else:
                self._forget(key, waiter)
            raise

    def release(self, worker: W) -> None:
        """Give ``worker`` to the next key in turn, or keep it idle. The key it served
        goes to the back of the turns first: it has just had its search."""
        served = self._holders.pop(id(worker), None)
        if served in self._waiting and self._turns[-1] != served:
            self._turns.remove(served)
            self._turns.append(served)
        while self._turns:
            key = self._turns.popleft()
            queue = self._waiting[key]
            waiter = queue.popleft()
            if queue:
                self._turns.append(key)  # its next search waits for the other keys
            else:
                del self._waiting[key]
            if not waiter.done():
                self._holders[id(worker)] = key
                waiter.set_result(worker)
                return
        self._idle.append(worker)

    def waiting(self) -> int:
        """Searches waiting for a worker (for tests and logs)."""
        return sum(len(queue) for queue in self._waiting.values())

    def _forget(self, key: Hashable, waiter: asyncio.Future[W]) -> None:
        queue = self._waiting.get(key)
        if queue is None or waiter not in queue:
            return
        queue.remove(waiter)
        if not queue:
            del self._waiting[key]
            self._turns.remove(key)
