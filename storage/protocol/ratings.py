"""The rating slice of the store: ratings per player and game, and the finished games
profiles and listings read."""

from collections.abc import Callable
from typing import Protocol

from storage.community import CountedGame, LeaderboardPage, Rebuilt, ResultTally
from storage.models import GameRecord
from storage.rating import RatingRecord


class RatingStore(Protocol):
    """Ratings change only with a result that counts for them, in the transaction that
    writes it (a `GameResult` carrying a `Rater`, given to ``append_move``): the game is
    marked counted (its place in the order results counted) and both players' ratings
    are read, locked and rewritten there, so two results sharing a player never lose
    one another. ``recompute_ratings`` rebuilds every rating from the counted results
    alone, in that order, in one transaction no rated result interleaves with."""

    async def rating(self, user_id: int, game: str) -> RatingRecord | None: ...

    async def ratings_of(self, user_id: int) -> list[RatingRecord]: ...

    async def leaderboard(
        self, game: str, *, guild_id: int | None, offset: int, limit: int
    ) -> LeaderboardPage: ...

    async def result_tallies(self, user_id: int, *, leave_out: str) -> list[ResultTally]: ...

    async def finished_games(
        self,
        *,
        player: int | None,
        guild_id: int | None,
        opponent: int | None = None,
        game: str | None = None,
        offset: int = 0,
        limit: int = 10,
    ) -> list[GameRecord]: ...

    async def recompute_ratings(self, rebuild: Callable[[list[CountedGame]], Rebuilt]) -> int: ...
