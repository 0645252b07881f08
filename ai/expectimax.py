"""A shallow expectimax for dice games whose knowledge evaluates a position well (Plakoto).

Monte-Carlo tree search samples one roll per visit, so at correspondence budgets
it averages a few dozen rolls below each candidate and its choice barely beats
the evaluation's own (issue 22 measured 44-48% for each level against the one
below). Backgammon programs search dice the other way: every one of the 21
rolls, weighted by its probability, a few plies deep, with a filter that keeps
the deep look for the candidates the shallow one rates best. This module does
that over the engine protocol:

* ply 1: every legal move, valued by the knowledge's ``evaluate`` of the position
  it leaves (for the mover: its own match-winning chance);
* ply 2: for the best candidates of ply 1, the average over all chance outcomes
  of the position after the opponent's best reply (chosen by ply 1);
* ply 3: for the best candidates of ply 2, one more roll and reply of our own.

Each ply looks at the candidates within a margin of the best, best first, until the
budget is spent, so a bigger budget looks at more of them and then deeper.
Inner replies are chosen greedily by ply 1 (the usual move filter), so a ply
costs one legal-move listing and one evaluation per reply. The budget counts
evaluated positions, not time, so a search is reproducible; the seconds cap
only cuts it short, and a candidate whose deeper look was cut off keeps its
shallower value out of the comparison. The choice is the best candidate at
the deepest ply that covered at least two of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from time import perf_counter
from typing import Any, Final

from ai.knowledge.contract import Knowledge
from rules.base import CHANCE
from rules.protocol import Game

EVALUATIONS_PER_ITERATION: Final = 20
"""A level's iterations times this is its budget of evaluated positions: one evaluation
(a move applied, a position estimated) costs about a twentieth of a tree-search
iteration, so the same level thinks about as long in either search."""

MARGIN: Final = (0.0, 0.0, 0.12, 0.05)
"""A candidate further than this below the best of the previous ply (in match-winning
chance, index = the ply about to be looked at) is not looked at more deeply: it
would need a swing no deeper ply gives. Within the margin, candidates are looked at
best first until the budget is spent: a roll-and-reply costs about 25 evaluations
a roll, so ply 2 is some 500 evaluations a candidate and ply 3 some 12,000."""


class OutOfBudget(Exception):
    """Raised inside a candidate's look when the budget or the clock is spent."""


@dataclass(slots=True)
class Rated:
    """One root move and its value for the mover at each ply reached (index = ply)."""

    move: Any
    values: list[float] = field(default_factory=list)

    @property
    def depth(self) -> int:
        return len(self.values)


class Expectimax:
    """One search from one position: the engine's and the knowledge's functions bound once."""

    def __init__(
        self, game: Game[Any, Any, Any], knowledge: Knowledge, budget: int, deadline: float
    ) -> None:
        self._to_move = game.to_move
        self._legal_moves = game.legal_moves
        self._apply = game.apply
        self._outcome = game.outcome
        self._chance_outcomes = game.chance_outcomes
        self._evaluate: Callable[[Any], float] = knowledge.evaluate
        self.budget = budget
        self.deadline = deadline
        self.spent = 0

    def rate(self, state: Any, seat: int, focus: Any = None) -> tuple[list[Rated], int]:
        """Every legal move of ``state`` (``seat`` to move) with its values, the move to
        play first, and the ply at which the candidates were compared.

        ``focus``, a legal move, is looked at as deeply as the best candidate whatever
        its rank: the analysis of a game compares a played move with the best.
        """
        rated = [Rated(move) for move in self._legal_moves(state)]
        for entry in rated:
            self.spent += 1
            entry.values.append(self._mine(self._apply(state, entry.move), seat, 0))
        for ply in (1, 2):
            ranked = sorted((r for r in rated if r.depth == ply), key=lambda r: -r.values[-1])
            if not ranked:
                break
            best = ranked[0].values[-1]
            chosen = [r for r in ranked if best - r.values[-1] <= MARGIN[ply + 1]]
            if focus is not None:
                chosen += [r for r in ranked if r.move == focus and r not in chosen]
            for entry in chosen:
                try:
                    entry.values.append(self._mine(self._apply(state, entry.move), seat, ply))
                except OutOfBudget:
                    return _ordered(rated)
        return _ordered(rated)

    def _mine(self, state: Any, seat: int, plies: int) -> float:
        """``state``'s value for ``seat``, looking ``plies`` decisions further."""
        value = self._value(state, plies)
        return value if seat == 0 else 1.0 - value

    def _value(self, state: Any, plies: int) -> float:
        """Seat 0's expected result: exact when over, else the evaluation after ``plies``
        more decisions, each chosen greedily by the evaluation; chance is averaged."""
        mover = self._to_move(state)
        if mover is None:
            return _result(self._outcome(state))
        if plies == 0:
            return self._evaluate(state)
        if mover is CHANCE:
            total = 0.0
            for outcome, probability in self._outcomes(state):
                total += probability * self._value(self._apply(state, outcome), plies)
            return total
        self.spent += 1
        if self.spent > self.budget or perf_counter() > self.deadline:
            raise OutOfBudget
        apply, evaluate, to_move, outcome_of = (
            self._apply,
            self._evaluate,
            self._to_move,
            self._outcome,
        )
        best_state = None
        best = -1.0
        for move in self._legal_moves(state):
            after = apply(state, move)
            self.spent += 1
            value = _result(outcome_of(after)) if to_move(after) is None else evaluate(after)
            if mover:
                value = 1.0 - value
            if value > best:
                best, best_state = value, after
        return self._value(best_state, plies - 1)

    def _outcomes(self, state: Any) -> list[tuple[Any, float]]:
        """The chance outcomes with float probabilities (a few microseconds against the
        hundreds a roll's replies cost)."""
        return [(move, float(probability)) for move, probability in self._chance_outcomes(state)]


def _ordered(rated: list[Rated]) -> tuple[list[Rated], int]:
    """Deepest first, then best: the head is the move to play; and the ply compared, the
    deepest that at least two candidates reached (one alone has nothing to be compared
    with)."""
    depth = max((d for d in range(1, 4) if sum(r.depth >= d for r in rated) >= 2), default=1)
    ordered = sorted(
        rated,
        key=lambda r: (
            -min(r.depth, depth),
            -r.values[min(r.depth, depth) - 1],
            str(r.move),
        ),
    )
    return ordered, depth


def _result(outcome: Any) -> float:
    winner = None if outcome is None else outcome.winner
    return 1.0 if winner == 0 else 0.0 if winner == 1 else 0.5
