"""Random draws the games' playout policies share (Les, Pletore, Plakoto, Plateau).

A policy draws only through the ``random()`` function the search hands it
(its own seeded generator), never a ``random.Random`` of its own, so a search
is reproducible by seed; these turn that one float source into the weighted
and set-bit draws the policies need. Only knowledge uses them, so they live
with it rather than in ``rules``.
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


def random_set_bit(cells: Sequence[int], bits: int, random: Callable[[], float]) -> int:
    """The bit index of a uniformly drawn point of the non-empty set ``bits``, where
    ``cells`` lists every board point's bit index.

    Dense sets draw board points until one is in the set (a few tries);
    sparse ones count to the k-th set bit, so neither case walks the board.
    """
    count = bits.bit_count()
    if count * 4 >= len(cells):
        while True:
            index = cells[int(random() * len(cells))]
            if bits >> index & 1:
                return index
    for _ in range(int(random() * count)):
        bits &= bits - 1
    return (bits & -bits).bit_length() - 1
