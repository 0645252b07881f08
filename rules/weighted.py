"""A weighted draw for the games' playout policies (``rules/<game>/knowledge.py``).

Engines may not import ``random``; the search hands its policies a
``random()`` function instead, and this is the one draw they share.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def weighted_pick(items: Sequence[T], weights: Sequence[float], random: Callable[[], float]) -> T:
    """One of ``items``, each with probability proportional to its weight; the last one
    absorbs floating-point rounding, so a draw never falls off the end."""
    pick = random() * sum(weights)
    for item, weight in zip(items, weights, strict=True):
        pick -= weight
        if pick < 0.0:
            return item
    return items[-1]
