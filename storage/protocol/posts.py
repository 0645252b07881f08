"""The owed-posts slice of the store: which game's public post no process has made yet."""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True, slots=True)
class OwedPost:
    """A game whose public post up to ``ply`` is owed; ``opening``: the first post of
    the game (its thread and first board) was never made."""

    game_id: int
    ply: int
    opening: bool = False


class PostStore(Protocol):
    """Every line logged in a game marks its post owed, in the line's own transaction
    (`append_move`); so a post a killed process never made is found again.

    ``claim_owed_posts`` hands out the games whose post has been owed since before
    ``owed_before`` and that nobody holds now, holding each until ``lease_until``, so
    of several processes sweeping at once one posts each. A new game owes its opening
    (ply 0, ``opening``) from the transaction that makes it. ``post_made`` clears a
    game's owed post up to ``ply``: a line logged since keeps it owed.
    """

    async def claim_owed_posts(
        self, owed_before: datetime, now: datetime, lease_until: datetime, limit: int
    ) -> list[OwedPost]: ...

    async def post_made(self, game_id: int, ply: int) -> None: ...
