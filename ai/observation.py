"""What the computer knows when it chooses a move, and the worlds that fit it.

The search is given an :class:`Observation`, never a state it happens to hold.
For games of perfect information the observation is the position itself. For
Plateau it is only the seat's own view (the opponent's hand and unshown faces
are ``?``), so a search cannot read the truth even by mistake; it plays in
worlds sampled from that view instead (determinization).
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import Any

from rules import GAMES
from rules.base import Seat


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's knowledge of a game: ``state`` when nothing is hidden, else ``view``.

    Picklable, so it can be sent to a worker process as it is.
    """

    game: str
    seat: Seat
    state: Any = None
    view: Any = None

    @property
    def hidden(self) -> bool:
        """True when the search must sample worlds rather than search the position."""
        return self.view is not None

    def world(self, rng: Random) -> Any:
        """A full state consistent with the observation (the position itself if nothing is
        hidden); the search draws a fresh one every iteration."""
        if self.view is None:
            return self.state
        return GAMES[self.game].sample_world(self.view, rng)


def observe(game_name: str, state: Any, seat: Seat) -> Observation:
    """What ``seat`` knows of ``state``: for hidden-information games only its view."""
    game = GAMES[game_name]
    if game.info.hidden_information:
        return Observation(game.name, seat, view=game.view(state, seat))
    return Observation(game.name, seat, state=state)
