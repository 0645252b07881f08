"""Drawing chance moves (Plakoto's dice) by their probabilities, quickly.

Engines give probabilities as ``Fraction``s, exact but slow to add up in a
playout's every other ply. Engines hand back the same outcome list (same
move objects, same probabilities) at every roll, so the cumulative float
weights are kept for the last list seen and reused while it compares equal,
which, move objects being shared, is a cheap identity walk.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from fractions import Fraction
from typing import Any

Outcomes = list[tuple[Any, Fraction]]


class ChanceSampler:
    """``draw(state)`` returns one chance move of ``state`` with its probability."""

    def __init__(
        self, chance_outcomes: Callable[[Any], Outcomes], random: Callable[[], float]
    ) -> None:
        self._chance_outcomes = chance_outcomes
        self._random = random
        self._last: Outcomes = []
        self._moves: list[Any] = []
        self._cumulative: list[float] = []

    def draw(self, state: Any) -> Any:
        outcomes = self._chance_outcomes(state)
        if outcomes != self._last:
            self._last = outcomes
            self._moves = [move for move, _ in outcomes]
            total = Fraction(0)
            self._cumulative = []
            for _, probability in outcomes:
                total += probability
                self._cumulative.append(float(total))
        cumulative = self._cumulative
        index = bisect_right(cumulative, self._random() * cumulative[-1])
        return self._moves[min(index, len(cumulative) - 1)]
