"""The search tree's node: statistics for one move (or one chance outcome) in context.

Children are keyed by the move value itself, not by an index into a move
list, because with hidden information the legal moves below a node differ
from one sampled world to the next (information-set search), and moves are
hashable values whose equality is their canonical notation.
"""

from __future__ import annotations

from typing import Any


class Node:
    """``value`` sums seat 0's result over ``visits`` (1 win, 0.5 draw, 0 loss), so the
    seat choosing among children reads its own mean as ``value / visits`` or one
    minus it. ``available`` counts the parent's visits in which this move was
    legal (equal to the parent's visits without hidden information); ``prior``
    is the knowledge's weight for the move relative to the best move at the
    time it was expanded, in ``(0, 1]``. ``ranked`` holds, without hidden
    information, the moves not yet expanded, heaviest prior last (popped
    next). ``terminal`` marks a node where the game
    is over: its mean is then exact, not an estimate. Whether a move ends the
    game never depends on hidden information (every end condition of the
    games is public), so this holds in every sampled world."""

    __slots__ = ("available", "children", "prior", "ranked", "terminal", "value", "visits")

    def __init__(self, prior: float = 1.0) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.value = 0.0
        self.available = 1
        self.prior = prior
        self.terminal = False
        self.ranked: list[tuple[Any, float]] | None = None

    def mean_for(self, seat: int) -> float:
        """The mean result of this child for ``seat`` (0 or 1); 0.5 before any visit."""
        if not self.visits:
            return 0.5
        mean = self.value / self.visits
        return mean if seat == 0 else 1.0 - mean
