"""The ratings' maths: Glicko-2 from the ``glicko2`` library, one result at a time.

Each rated result is its own rating period for both players (a correspondence game
takes weeks, so results are counted as they come rather than batched). The library
does the maths; this module only says what a new player starts at, when a rating is
provisional, and how a stored rating goes in and comes out. The same two functions
serve the incremental path (`GlickoRater`, run by the store inside the transaction
that writes the result) and a recompute (`rebuild`), so both give the same numbers.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from datetime import datetime
from typing import Final

import glicko2  # type: ignore[import-untyped]  # the library ships no type hints

from storage.community import CountedGame, Rebuilt
from storage.rating import RatingRecord

INITIAL_RATING: Final = 1500.0
INITIAL_DEVIATION: Final = 350.0
INITIAL_VOLATILITY: Final = 0.06
PROVISIONAL_DEVIATION: Final = 150.0
"""A rating stays provisional (shown with a ``?``, listed after the established ones)
while its deviation is above this: for a new player about seven results against other
new players, fewer against established ones. Lichess uses 110 for games played
daily; correspondence games are fewer, so the bar is lower."""


def fresh(user_id: int, game: str, now: datetime) -> RatingRecord:
    """A player's rating before their first rated result in ``game``."""
    return RatingRecord(
        user_id=user_id,
        game=game,
        rating=INITIAL_RATING,
        deviation=INITIAL_DEVIATION,
        volatility=INITIAL_VOLATILITY,
        games=0,
        provisional=True,
        seq=0,
        updated_at=now,
    )


def rate(
    first: RatingRecord, second: RatingRecord, winner: int | None, now: datetime
) -> tuple[RatingRecord, RatingRecord]:
    """Both ratings after one result between them: ``winner`` 0 (``first`` won), 1, or
    None for a draw. Each is updated against the other's rating before the game."""
    score = 0.5 if winner is None else (1.0 if winner == 0 else 0.0)
    return _updated(first, second, score, now), _updated(second, first, 1.0 - score, now)


def _updated(
    player: RatingRecord, opponent: RatingRecord, score: float, now: datetime
) -> RatingRecord:
    maths = glicko2.Player(player.rating, player.deviation, player.volatility)
    maths.update_player([opponent.rating], [opponent.deviation], [score])
    rating, deviation, volatility = float(maths.rating), float(maths.rd), float(maths.vol)
    return replace(
        player,
        rating=rating,
        deviation=deviation,
        volatility=volatility,
        games=player.games + 1,
        provisional=deviation > PROVISIONAL_DEVIATION,
        updated_at=now,
    )


class GlickoRater:
    """The `storage.rating.Rater` the service hands the store with a rated result."""

    def fresh(self, user_id: int, game: str, now: datetime) -> RatingRecord:
        return fresh(user_id, game, now)

    def rate(
        self, first: RatingRecord, second: RatingRecord, winner: int | None, now: datetime
    ) -> tuple[RatingRecord, RatingRecord]:
        return rate(first, second, winner, now)


RATER: Final = GlickoRater()


def rebuild(counted: Iterable[CountedGame]) -> Rebuilt:
    """Every rating from the counted results alone, replayed in the order they counted
    (`CountedGame.seq`): what the incremental path computed, result by result; and the
    two ratings each game's result met."""
    ratings: dict[tuple[int, str], RatingRecord] = {}
    before: dict[int, tuple[float, float]] = {}
    for result in counted:
        now = result.finished_at
        first, second = (
            ratings.get((player, result.game)) or fresh(player, result.game, now)
            for player in result.players
        )
        before[result.game_id] = (first.rating, second.rating)
        for record in rate(first, second, result.winner, now):
            ratings[(record.user_id, record.game)] = replace(record, seq=result.seq)
    return Rebuilt(sorted(ratings.values(), key=lambda r: (r.game, r.user_id)), before)
