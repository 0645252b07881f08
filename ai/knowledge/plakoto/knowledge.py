"""Plakoto's knowledge object: match equity as the evaluation, turns rated by it.

The evaluation carries :func:`~ai.knowledge.plakoto.estimate.game_estimate`
through the :class:`~ai.knowledge.plakoto.match.MatchTable`. Priors and
playouts rate each legal turn by the evaluation of the position it leaves.

The search cuts playouts at once (``playout_plies`` 0): its leaves are
evaluated where they stand. Playouts of a few plies only replace the
estimate by a noisier one, since the dice they roll swing each result far
more than the turns they choose; in measured duels they played no better.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Final

from ai.knowledge.plakoto.estimate import game_estimate
from ai.knowledge.plakoto.match import match_table
from ai.knowledge.weighted import weighted_pick
from rules.base import CHANCE
from rules.plakoto.game import PLAKOTO
from rules.plakoto.moves import OPENINGS, ROLLS, PlakotoMove
from rules.plakoto.state import MOVE, NEW_GAME, OPENING, OVER, PlakotoState

PRIOR_SHARPNESS: Final = 100.0
"""Prior weight ``exp(sharpness * (equity - best equity))``: a turn 0.01 worse weighs 0.37.
Dice make the search's averages noisy, so it should lean on the estimate's ranking of the
turns: in duels at 130 and 400 iterations this beat a sharpness of 25 by 142 games to 107
(300 was no better)."""
PLAYOUT_SHARPNESS: Final = 60.0
"""Playouts pick turns by the same estimate, but greedier."""

RATED_LIMIT: Final = 4_096
"""Positions whose turn ratings are kept (a few hundred kilobytes)."""


def _chance_move(state: PlakotoState, random: Callable[[], float]) -> PlakotoMove:
    """Dice for callers that play whole games by this policy (self-play, the tests): the
    search draws its chance moves from ``chance_outcomes`` and never asks for these."""
    if state.phase == OPENING:
        return OPENINGS[int(random() * len(OPENINGS))]
    # 36 equally likely ordered rolls onto the 21 listed ones (higher die first)
    a = int(random() * 6) + 1
    b = int(random() * 6) + 1
    return ROLLS[(max(a, b) - 1) * max(a, b) // 2 + min(a, b) - 1]


class PlakotoKnowledge:
    """Plakoto's :class:`~ai.knowledge.contract.Knowledge`: see the module docstring.

    The search asks for a node's priors again each time it expands one of its
    children, so the last few thousand turn ratings are kept by position.
    """

    playout_plies: int | None = 0

    def __init__(self) -> None:
        self._rated: dict[PlakotoState, list[float]] = {}

    def evaluate(self, state: PlakotoState) -> float:
        table = match_table(state.match_length)
        need0 = state.match_length - state.score[0]
        need1 = state.match_length - state.score[1]
        phase = state.phase
        if phase == OVER:
            winner = 0 if need0 <= 0 else 1 if need1 <= 0 else None
            return 0.5 if winner is None else 1.0 - winner
        if phase == OPENING:
            return table.before(need0, need1, None)
        if phase == NEW_GAME:
            return table.before(need0, need1, state.seat_of_side(state.side))
        w1, w2, b1, b2, draw = game_estimate(state.board, state.off, state.side)
        if state.white_seat == 0:
            win1, win2, lose1, lose2 = w1, w2, b1, b2
        else:
            win1, win2, lose1, lose2 = b1, b2, w1, w2
        before = table.before
        value = win1 * before(need0 - 1, need1, 0) + win2 * before(need0 - 2, need1, 0)
        value += lose1 * before(need0, need1 - 1, 1) + lose2 * before(need0, need1 - 2, 1)
        if draw:
            value += draw * table.drawn(need0, need1)
        return min(1.0, max(0.0, value))

    def rate(self, state: PlakotoState, moves: Sequence[PlakotoMove]) -> list[float]:
        """The mover's match equity after each of ``moves`` (the legal turns of ``state``),
        minus the best of them: 0 for the best turn, negative for the others."""
        rated = self._rated.get(state)
        if rated is not None and len(rated) == len(moves):
            return rated
        apply, evaluate = PLAKOTO.apply, self.evaluate
        sign = -1.0 if PLAKOTO.to_move(state) == 1 else 1.0
        values = [sign * evaluate(apply(state, move)) for move in moves]
        best = max(values)
        rated = [value - best for value in values]
        if len(self._rated) >= RATED_LIMIT:
            self._rated.clear()
        self._rated[state] = rated
        return rated

    def priors(self, state: PlakotoState, moves: Sequence[PlakotoMove]) -> Sequence[float]:
        if state.phase != MOVE or len(moves) < 2:
            return [1.0] * len(moves)
        return [math.exp(PRIOR_SHARPNESS * r) for r in self.rate(state, moves)]

    def playout_move(self, state: PlakotoState, random: Callable[[], float]) -> PlakotoMove:
        if PLAKOTO.to_move(state) is CHANCE:
            return _chance_move(state, random)
        moves = PLAKOTO.legal_moves(state)
        if len(moves) == 1:
            return moves[0]
        weights = [math.exp(PLAYOUT_SHARPNESS * r) for r in self.rate(state, moves)]
        return weighted_pick(moves, weights, random)


PLAKOTO_KNOWLEDGE: Final = PlakotoKnowledge()
