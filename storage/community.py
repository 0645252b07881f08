"""The records of the community features: ratings, their leaderboards, open seeks, blocks.

Kept apart from `storage.models` (the games' own records) so that what only ratings,
profiles and seeks need stays in one place. Storage keeps the numbers; what they mean
(the Glicko-2 maths, when a rating is provisional) is the service's business, handed
in as a `storage.rating.Rater` where a result is written. A player's rating itself
(`RatingRecord`) and that `Rater` are in `storage.rating`, below both this module and
`storage.models`, whose `GameResult` carries the `Rater`: so the arrows between the
three point one way.
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Final

from storage.models import TimeControl
from storage.rating import RatingRecord

SEEK_STATUSES: Final = frozenset({"open", "accepted", "cancelled", "expired"})


@dataclass(frozen=True, slots=True)
class Rebuilt:
    """What a recompute writes: every rating, and each counted game's two ratings as
    they stood when its result counted (``GameRecord.ratings``, the record's tags)."""

    ratings: list[RatingRecord]
    before: dict[int, tuple[float, float]]


@dataclass(frozen=True, slots=True)
class CountedGame:
    """A result that counted for the ratings, as a recompute replays it. ``seq`` orders
    results so that each player's come in the order they were counted (a Lamport clock
    over the two players' ratings: one more than the larger of their last ``seq``)."""

    game_id: int
    game: str
    guild_id: int | None
    players: tuple[int, int]
    winner: int | None
    seq: int
    finished_at: datetime


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    """One page of a leaderboard: the ratings in rank order, and how many there are."""

    rows: list[RatingRecord]
    total: int


@dataclass(frozen=True, slots=True)
class ResultTally:
    """A player's finished games in one game, aborted ones left out."""

    game: str
    won: int
    lost: int
    drawn: int


@dataclass(frozen=True, slots=True)
class SeekRecord:
    """An open challenge: anyone in the server may accept it, within the rating range if
    one is set. ``first``: who moves first, ``challenger`` being the seeker and
    ``opponent`` whoever accepts. ``game_id`` and ``accepted_by`` once accepted."""

    id: int
    guild_id: int
    channel_id: int
    message_id: int | None
    seeker_id: int
    game: str
    options: dict[str, object]
    first: str
    time_control: TimeControl | None
    rated: bool
    min_rating: int | None
    max_rating: int | None
    status: str
    created_at: datetime
    expires_at: datetime
    game_id: int | None
    accepted_by: int | None


@dataclass(frozen=True, slots=True)
class BlockRecord:
    """``user_id`` blocked ``blocked_id`` at ``blocked_at`` (``BlockStore``)."""

    user_id: int
    blocked_id: int
    blocked_at: datetime
