"""The computer's levels: thinking budgets for correspondence play, the same for every game.

A level is an iteration budget with a seconds cap. Iterations make a level
reproducible (a fixed seed gives the same move on any machine, whatever its
load); the cap keeps a move inside the time a player waits for it. Correspondence
games leave hours per move, so the higher levels think for seconds: level 5
up to ten seconds on one core, in the bot's worker process (``ai.pool``).

Each step multiplies the budget by five. At the small budgets measured in
issue 8 a factor of 2.5 gave 56-70% against the level below; a factor of five
keeps every step clearly above 60% (``python -m bench strength``). Level 1 is
a beginner's opponent on purpose: a handful of iterations, and a random legal
move about one turn in three (``blunder``), so a newcomer's plan can work; level 2
still slips one turn in ten. (One in four gave level 2 only 57.5% against level 1
in a second 200-game Pletore match at budgets x0.02, where both search a single
iteration and the slips are all that sets them apart; one in three gave 70-72%.)
In a dice game search alone cannot open steps that wide (luck decides too many
games): there every level below the top also chooses imprecisely, by its own
measured amount (:data:`SLIPS`, :func:`level_for`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final


@dataclass(frozen=True, slots=True)
class Level:
    """``iterations`` searches at most; ``seconds`` is the search's own time budget;
    ``blunder`` the chance of playing a uniformly random legal move instead (a move that
    wins at once is still never missed); ``imprecision`` a temperature, in expected
    result, for choosing among the moves the search rated instead of always the best
    (0: always the best; :func:`ai.search.choose_move`)."""

    number: int
    iterations: int
    seconds: float
    blunder: float = 0.0
    imprecision: float = 0.0

    def steady(self) -> Level:
        """The same search without deliberate slips: what a hint or an analysis at this
        level says is the best it found, never one of its planned mistakes."""
        return replace(self, blunder=0.0, imprecision=0.0)

    def scaled(self, factor: float) -> Level:
        """The same level with every budget times ``factor`` (at least one iteration):
        ``--time-scale`` for quick measurements, and tiny budgets in tests. The search
        is the same code at any scale; only how long it may think changes."""
        if factor == 1.0:
            return self
        return replace(
            self,
            iterations=max(1, round(self.iterations * factor)),
            seconds=self.seconds * factor,
        )


BUDGETS: Final = (
    (1, 12, 0.5, 0.35),
    (2, 60, 1.0, 0.1),
    (3, 300, 2.0, 0.0),
    (4, 1_500, 5.0, 0.0),
    (5, 7_500, 10.0, 0.0),
)
"""(level, iterations, seconds, blunder). An iteration is one walk down the tree and one
evaluated leaf (about 0.2-1 ms with the games' knowledge, ``python -m bench ai``), so
level 5 is 2-10 s a move and level 3 well under a second. Plakoto's search counts
its budget in evaluated positions instead (``ai.expectimax``), the same seconds."""

LEVELS: Final[dict[int, Level]] = {
    number: Level(number, iterations, seconds, blunder)
    for number, iterations, seconds, blunder in BUDGETS
}
"""The levels of a game without slips of its own (:data:`SLIPS`)."""

SLIPS: Final[dict[str, dict[int, tuple[float, float]]]] = {
    "plakoto": {
        1: (0.0, 0.065),
        2: (0.0, 0.045),
        3: (0.0, 0.027),
        4: (0.0, 0.008),
        5: (0.0, 0.0),
    },
}
"""(blunder, imprecision) per level, for a game whose levels would not be far enough
apart by thinking time alone. In Plakoto the dice decide so much that a search five
times longer won only 48-57% against the level below (issue 22's first measurement),
so every level but the top chooses imprecisely (:func:`ai.search.choose_move`): its
slips are mostly a person's near misses, and the easier the level the wider they
are. No uniformly random moves: a level 1 that now and then plays nonsense teaches a
beginner nothing. The temperatures were set by duels of 400 games between greedy
players (0 against 0.015, 0.015 against 0.027, 0.027 against 0.045, 0.045 against
0.065: 64-68% each), then checked level against level (``python -m bench strength``,
200 games, budgets times 0.02: 68%, 67%, 70%, 75%; with level 4 at 0.015, 4 against 3
came out at 61% and 5 against 4 at 79%, so level 4 slips less)."""


def level_for(game: str, number: int) -> Level:
    """Level ``number`` as it plays ``game``: its budgets and the game's slips, if any."""
    level = LEVELS[number]
    slips = SLIPS.get(game)
    if slips is None:
        return level
    blunder, imprecision = slips[number]
    return replace(level, blunder=blunder, imprecision=imprecision)
