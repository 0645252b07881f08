"""What a game's knowledge may tell the search: the one interface the search calls.

A structural :class:`typing.Protocol`, so a game's knowledge is a plain object
with these four members and inherits nothing. Knowledge only ever sees states
the search is allowed to see: for Plateau that is a world sampled from the
bot's own view, never the truth.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol


class Knowledge(Protocol):
    """What a game may tell the search; :class:`ai.knowledge.default.Uninformed` is the
    sensible default of every member."""

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

        ``random()`` returns a float in ``[0, 1)`` from the search's own seeded
        generator: drawing only through it keeps a search reproducible by seed.
        """
        ...
