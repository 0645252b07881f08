"""Optional per-game knowledge the search may use, and the default that knows nothing.

Each engine may ship a ``rules/<game>/knowledge.py`` module beside it whose
``KNOWLEDGE`` object matches :class:`Knowledge` structurally (``rules`` may not
import ``ai``). Knowledge only ever sees states the search is allowed to see:
for Plateau that is a world sampled from the bot's own view, never the truth.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any, Protocol

from rules import GAMES


class Knowledge(Protocol):
    """What a game may tell the search; every member has a sensible default below."""

    @property
    def playout_plies(self) -> int | None:
        """Plies of playout before :meth:`evaluate` cuts it off; ``None`` plays to the end."""
        ...

    def evaluate(self, state: Any) -> float:
        """Estimated chance that seat 0 wins (a draw counts half), in ``[0, 1]``.

        Called on states that are not over; a seat or chance may be to move.
        """
        ...

    def priors(self, state: Any, moves: Sequence[Any]) -> Sequence[float]:
        """Non-negative weights, one per move (same order): the tree expands and
        biases toward heavier moves first. All equal means no opinion."""
        ...

    def playout_move(self, state: Any, random: Callable[[], float]) -> Any:
        """One legal move for the seat to move, drawn by the playout policy.

        ``random()`` returns a float in ``[0, 1)``; engines may not import ``random``.
        """
        ...


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


def knowledge_for(game_name: str, *, informed: bool = True) -> Knowledge:
    """The game's own ``KNOWLEDGE`` if it ships one (and ``informed``), else ``Uninformed``."""
    name = GAMES[game_name].name
    if informed:
        try:
            module = import_module(f"rules.{name}.knowledge")
        except ModuleNotFoundError as missing:
            if missing.name != f"rules.{name}.knowledge":
                raise
        else:
            knowledge: Knowledge = module.KNOWLEDGE
            return knowledge
    return Uninformed(name)
