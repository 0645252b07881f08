"""The one cache of the service: what was used last is kept, what was used least long ago
goes first.

Every cache of the service is one of these (replays, a computer's seat, the web pages'
positions and boards, the review's marks, a server's language), so each says only
what it keeps and how much: at most ``capacity`` entries, at most a ``budget`` of
weight (each entry's ``weight``, counted again by ``reweigh`` when it grew), or
entries no older than ``max_age`` seconds of ``clock``. Nothing here is shared
between processes: a cache is only ever a copy of what the store holds.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


def _one(_: object) -> int:
    return 1


class Kept(Generic[K, V]):
    """A least-recently-used cache, bounded by count, by weight, by age, or by several."""

    def __init__(
        self,
        capacity: int | None = None,
        *,
        budget: int | None = None,
        weight: Callable[[V], int] = _one,
        max_age: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``budget``: the total ``weight`` kept, though never fewer than one entry;
        ``max_age``: seconds of ``clock`` an entry is trusted for after it was put."""
        self._capacity = capacity
        self._budget = budget
        self._weight_of = weight
        self._max_age = max_age
        self._clock = clock
        self._entries: OrderedDict[K, tuple[V, int, float]] = OrderedDict()
        self._weight = 0

    def get(self, key: K) -> V | None:
        """The value kept for ``key``, now the most recently used; None when there is none
        or it is older than ``max_age``."""
        kept = self._entries.get(key)
        if kept is None:
            return None
        if self._max_age is not None and self._clock() - kept[2] > self._max_age:
            self.forget(key)
            return None
        self._entries.move_to_end(key)
        return kept[0]

    def peek(self, key: K) -> V | None:
        """The value kept for ``key``, its place left as it was."""
        kept = self._entries.get(key)
        return None if kept is None else kept[0]

    def put(self, key: K, value: V) -> None:
        self.forget(key)
        weight = self._weight_of(value)
        self._entries[key] = (value, weight, self._clock())
        self._weight += weight
        self._trim()

    def reweigh(self, key: K) -> None:
        """``key``'s value changed in place: count its weight again, then trim."""
        kept = self._entries.get(key)
        if kept is None:
            return
        value, before, put_at = kept
        weight = self._weight_of(value)
        self._entries[key] = (value, weight, put_at)
        self._weight += weight - before
        self._trim()

    def forget(self, key: K) -> None:
        kept = self._entries.pop(key, None)
        if kept is not None:
            self._weight -= kept[1]

    def __len__(self) -> int:
        return len(self._entries)

    def _trim(self) -> None:
        while self._entries and (
            (self._capacity is not None and len(self._entries) > self._capacity)
            or (self._budget is not None and self._weight > self._budget and len(self) > 1)
        ):
            _, (_, weight, _) = self._entries.popitem(last=False)
            self._weight -= weight
