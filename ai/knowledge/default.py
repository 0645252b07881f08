"""The knowledge of a game that ships none, and of every game with ``knowledge=off``.

Uniform priors and uniform playouts to the end make the search plain UCT: the
baseline that per-game knowledge must beat in duels to earn its place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules import GAMES


class Uninformed:
    """No knowledge: uniform priors, uniform playouts to the end, no evaluation."""

    playout_plies: int | None = None

    def __init__(self, game_name: str) -> None:
        self._legal_moves = GAMES[game_name].legal_moves

    def evaluate(self, state: Any) -> float:
        return 0.5

    def priors(self, state: Any, moves: Sequence[Any]) -> Sequence[float]:
        return [1.0] * len(moves)

    def playout_move(self, state: Any, random: Callable[[], float]) -> Any:
        moves = self._legal_moves(state)
        return moves[int(random() * len(moves))]
