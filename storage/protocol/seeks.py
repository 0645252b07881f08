"""The seek slice of the store: open challenges anyone in a server may accept."""

from datetime import datetime
from typing import Protocol

from storage.community import SeekRecord
from storage.models import ClockRecord, GameRecord, TimeControl


class SeekStore(Protocol):
    """Open seeks and their resolution, compare-and-set like challenges: accepting,
    cancelling and the expiry sweep may race, and exactly one wins. Accepting creates
    the game (and its clock) in the same transaction, so of two people clicking Accept
    at once one gets the game and the other None. ``NotFound`` for an unknown seek.

    ``create_seek(cap=n)`` writes nothing and raises `OverCap` when the seeker already
    has ``n`` open seeks, counted in the writing transaction: of a burst of posts, in
    any number of processes, exactly enough to reach the cap get through."""

    async def create_seek(
        self,
        *,
        guild_id: int,
        channel_id: int,
        seeker_id: int,
        game: str,
        options: dict[str, object],
        first: str,
        time_control: TimeControl | None,
        rated: bool,
        min_rating: int | None,
        max_rating: int | None,
        created_at: datetime,
        expires_at: datetime,
        cap: int | None = None,
    ) -> SeekRecord: ...

    async def set_seek_message(self, seek_id: int, channel_id: int, message_id: int) -> None: ...

    async def get_seek(self, seek_id: int) -> SeekRecord: ...

    async def open_seeks(self, guild_id: int, now: datetime) -> list[SeekRecord]: ...

    async def close_seek(self, seek_id: int, *, status: str) -> bool: ...

    async def accept_seek_into_game(
        self,
        seek_id: int,
        *,
        accepted_by: int,
        players: tuple[int, int],
        to_move: int,
        created_at: datetime,
        clock: ClockRecord | None = None,
    ) -> GameRecord | None: ...

    async def due_seeks(self, now: datetime) -> list[SeekRecord]: ...
