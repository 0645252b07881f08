"""A player's rating and the maths that changes it: `RatingRecord` and `Rater`.

Below both `storage.models` (a `GameResult` carries the `Rater` when the result counts
for the ratings) and `storage.community` (leaderboards and recomputes list ratings),
so that neither imports the other back. Storage keeps the numbers; the maths is the
service's (`service.ratings.glicko`).
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True, slots=True)
class RatingRecord:
    """One player's rating in one game (Plakoto: per match): the Glicko-2 triple, how
    many rated results made it, and whether it is still provisional. ``seq`` is the
    `CountedGame.seq` of the last result counted (0 before any)."""

    user_id: int
    game: str
    rating: float
    deviation: float
    volatility: float
    games: int
    provisional: bool
    seq: int
    updated_at: datetime


class Rater(Protocol):
    """What the service hands the store with a rated result: the maths, run inside the
    transaction that writes the result, on the two players' ratings as that transaction
    read and locked them (``fresh`` for a player without one yet)."""

    def fresh(self, user_id: int, game: str, now: datetime) -> RatingRecord:
        """A player's rating before their first rated result."""
        ...

    def rate(
        self, first: RatingRecord, second: RatingRecord, winner: int | None, now: datetime
    ) -> tuple[RatingRecord, RatingRecord]:
        """Both ratings after a result: ``winner`` 0 (``first`` won), 1, or None (a draw)."""
        ...
