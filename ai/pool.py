"""Searching in worker processes, so the bot's event loop stays responsive.

Each worker is a one-process ``multiprocessing`` pool of its own: a search
that overruns its hard cap is ended by terminating that process, which a
``concurrent.futures`` executor cannot do, and only that search dies.
Processes start with ``forkserver`` (``spawn`` where there is none), never
plain ``fork``: the bot's process has threads (aiosqlite), and forking a
threaded process can copy a held lock into the child.
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable, Hashable
from multiprocessing.context import BaseContext
from multiprocessing.pool import Pool
from typing import Any, Final, TypeVar

from ai.appraise import APPRAISAL_SEARCHES, Appraisal, appraise
from ai.fairness import FairQueue
from ai.levels import Level
from ai.observation import Observation
from ai.search import SearchResult, choose_move

T = TypeVar("T")

GRACE_SECONDS: Final = 5.0
"""Added to a level's own time budget for the hard cap: a fresh worker has to
start Python and import the engines before it searches."""

Search = Callable[[Observation, Level, int], SearchResult]


class ThinkingTimeout(Exception):
    """A search overran its hard cap; its worker was terminated."""


def process_context() -> BaseContext:
    """``forkserver`` where the platform has it, else ``spawn``; never a plain fork."""
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    return multiprocessing.get_context(method)


class _Worker:
    """One worker process, started on first use and again after a termination."""

    def __init__(self) -> None:
        self._pool: Pool | None = None

    async def run(self, function: Callable[..., T], arguments: tuple[Any, ...], cap: float) -> T:
        """``function(*arguments)`` in the worker process, stopped after ``cap`` seconds."""
        if self._pool is None:
            self._pool = process_context().Pool(1)
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[T] = loop.create_future()

        def settle(outcome: T | BaseException) -> None:
            if answer.done():
                return
            if isinstance(outcome, BaseException):
                answer.set_exception(outcome)
            else:
                answer.set_result(outcome)

        def deliver(outcome: T | BaseException) -> None:
            """Runs in the pool's result thread: hand over to the event loop."""
            try:
                loop.call_soon_threadsafe(settle, outcome)
            except RuntimeError:  # the loop has closed; nobody is waiting any more
                pass

        self._pool.apply_async(function, arguments, callback=deliver, error_callback=deliver)
        try:
            return await asyncio.wait_for(answer, cap)
        except TimeoutError:
            self.stop()
            raise ThinkingTimeout(
                f"The search did not answer within {cap:.1f} seconds and was stopped."
            ) from None
        except asyncio.CancelledError:
            self.stop()  # the search may still be running; never leave it to the next caller
            raise

    def stop(self) -> None:
        if self._pool is not None:
            self._pool.terminate()
            self._pool = None


class ThinkingPool:
    """``await pool.think(observation, level, seed, key=game_id)`` searches in a worker
    process.

    Calls beyond ``workers`` wait their turn, first come first served per ``key``
    and keys in turn (``ai.fairness``); a call without a key is a queue of its own.
    A call's hard cap, ``level.seconds + grace``, runs from when a worker takes it.
    ``search`` is injectable so tests can stand in a search that overruns;
    ``appraise`` runs ``ai.appraise.appraise`` (the analysis of a finished game) the
    same way.
    """

    def __init__(
        self, workers: int = 1, *, grace: float = GRACE_SECONDS, search: Search = choose_move
    ) -> None:
        self._workers = [_Worker() for _ in range(workers)]
        self._queue: FairQueue[_Worker] = FairQueue(list(self._workers))
        self._grace = grace
        self._search = search

    async def think(
        self, observation: Observation, level: Level, seed: int, *, key: Hashable = None
    ) -> SearchResult:
        worker = await self._queue.acquire(object() if key is None else key)
        try:
            cap = level.seconds + self._grace
            return await worker.run(self._search, (observation, level, seed), cap)
        finally:
            self._queue.release(worker)

    async def appraise(
        self, observation: Observation, played: str, level: Level, seed: int, *, key: Hashable
    ) -> Appraisal:
        """How much worse ``played`` is than the best move, searched in a worker."""
        worker = await self._queue.acquire(key)
        try:
            cap = APPRAISAL_SEARCHES * level.seconds + self._grace
            return await worker.run(appraise, (observation, played, level, seed), cap)
        finally:
            self._queue.release(worker)

    def close(self) -> None:
        """Terminate every worker process; safe to call twice. A later ``think`` starts
        new ones."""
        for worker in self._workers:
            worker.stop()
