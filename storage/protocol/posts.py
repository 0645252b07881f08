"""The owed-posts slice of the store: which game's public post no process has made yet."""

from datetime import datetime
from typing import Protocol


class PostStore(Protocol):
    """Every line logged in a game marks its post owed, in the line's own transaction
    (`append_move`); so a post a killed process never made is found again.

    ``claim_owed_posts`` hands out the games whose post has been owed since before
    ``owed_before`` and that nobody holds now, holding each until ``lease_until``, so
    of several processes sweeping at once one posts each; it returns (game id, ply)
    pairs. ``post_made`` clears a game's owed post up to ``ply``: a line logged since
    keeps it owed.
    """

    async def claim_owed_posts(
        self, owed_before: datetime, now: datetime, lease_until: datetime, limit: int
    ) -> list[tuple[int, int]]: ...

    async def post_made(self, game_id: int, ply: int) -> None: ...
