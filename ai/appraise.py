"""How much a played move gave away, by the engine's expected result: the analysis of a game.

For each move of a finished game the analysis asks what the engine would have
played and how much worse, in expected result (a win 1, a draw 0.5, a loss 0,
for the player who moved), the move played is. Both values come from the same
search where it can: the dice games' expectimax looks at the played move as
deeply as at its best candidate, and the tree search reads the played move's
own statistics when it visited it often enough. Otherwise a second search from
the position the move left, for whoever moves next, values it. Dice rolled
after the move never count against it: the expectimax averages over them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random
from time import perf_counter
from typing import Any, Final

from ai.knowledge import knowledge_for
from ai.levels import Level
from ai.observation import Observation
from ai.search import SearchResult, choose_move, expectimax_result
from rules import GAMES
from rules.base import CHANCE

APPRAISAL_SEARCHES: Final = 2
"""An appraisal runs at most two searches: the hard cap of a worker allows for both."""

TRUSTED_VISITS: Final = 0.25
"""The played move's own tree statistics are used when it has at least this share of the
chosen move's visits; fewer visits are too noisy and a second search values it."""


@dataclass(frozen=True, slots=True)
class Appraisal:
    """The engine's move and, for the player who moved, the expected result after it and
    after the move played."""

    best: str
    best_value: float
    played_value: float

    @property
    def loss(self) -> float:
        """What the played move gave away (never negative: a search that liked the played
        move better after all counts it as no loss)."""
        return max(0.0, self.best_value - self.played_value)


def appraise(observation: Observation, played: str, level: Level, seed: int) -> Appraisal:
    """The engine's judgement of ``played`` (canonical notation), a legal move of the
    observing seat. ``level``'s blunders are switched off: this is advice, not play."""
    level = replace(level, blunder=0.0)
    game = GAMES[observation.game]
    rng = Random(seed)
    state = observation.world(rng)
    seat = observation.seat
    move = game.parse_move(state, played)
    knowledge = knowledge_for(observation.game)
    if game.info.has_chance and not observation.hidden:
        result = expectimax_result(game, state, seat, knowledge, level, perf_counter(), move)
        if result.values:
            return Appraisal(result.move, result.values[result.move], result.values[played])
    result = choose_move(observation, level, seed)
    best_value = _chosen_value(game, state, seat, result)
    if result.move == played:
        return Appraisal(played, best_value, best_value)
    visits = result.visits.get(played, 0)
    if played in result.values and visits >= TRUSTED_VISITS * result.visits[result.move]:
        return Appraisal(result.move, best_value, result.values[played])
    after = game.apply(state, move)
    return Appraisal(result.move, best_value, _value_after(game, after, seat, level, seed))


def _chosen_value(game: Any, state: Any, seat: int, result: SearchResult) -> float:
    """The mover's expected result after the chosen move; a move chosen without a search
    is a win at once or the only move."""
    if result.move in result.values:
        return result.values[result.move]
    outcome = game.outcome(game.apply(state, game.parse_move(state, result.move)))
    if outcome is not None:
        return _for(seat, outcome.winner)
    return 0.5


def _value_after(game: Any, state: Any, seat: int, level: Level, seed: int) -> float:
    """``seat``'s expected result in ``state``, the position its move left."""
    outcome = game.outcome(state)
    mover = game.to_move(state)
    if mover is None:
        return _for(seat, None if outcome is None else outcome.winner)
    if mover is CHANCE:
        value = knowledge_for(game.name).evaluate(state)
        return value if seat == 0 else 1.0 - value
    result = choose_move(Observation(game.name, mover, state=state), level, seed + 1)
    value = _chosen_value(game, state, mover, result)
    return value if mover == seat else 1.0 - value


def _for(seat: int, winner: int | None) -> float:
    return 0.5 if winner is None else 1.0 if winner == seat else 0.0
