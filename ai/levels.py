"""The computer's levels: thinking budgets, the same for every game.

A level is an iteration budget with a seconds cap. Iterations make a level
reproducible (a fixed seed gives the same move on any machine) and make its
strength independent of the machine's load; the cap only guards against a
position whose playouts are unusually slow (Plakoto matches, long Pletore
endgames), where the search stops early and plays its best so far.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Level:
    """``iterations`` searches at most; ``seconds`` is the search's own time budget."""

    number: int
    iterations: int
    seconds: float


BUDGETS: Final = ((1, 8, 1.0), (2, 20, 2.0), (3, 50, 3.0), (4, 125, 5.0), (5, 320, 8.0))
"""(level, iterations, seconds). Each level searches two and a half times as many
iterations as the one below: on Pinch 9×9 a factor of three won 65–75% of
the games against the level below, so 2.5 keeps every step a clear one while
five steps stay cheap. Level 5 is a few hundred iterations, 0.05–0.3 s a
move on a typical position with the games' knowledge on this machine
(``python -m bench ai``), so the strength table (each level against random
play and against the level below, 100 games each, five games) can be
measured in about an hour on two cores. Level 1's eight iterations try the
five or so moves the knowledge likes best with one short playout each:
better than random, beatable by a beginner."""

LEVELS: Final[dict[int, Level]] = {
    number: Level(number, iterations, seconds) for number, iterations, seconds in BUDGETS
}
