"""The block slice of the store: whom each player blocked."""

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol

from storage.community import BlockRecord


class BlockStore(Protocol):
    """Blocks, one row per blocker and blocked player, written by the blocker alone.

    ``add_block`` is idempotent and says whether the row is new: of two processes
    blocking the same player at once, one adds it and the other learns it was there.
    It refuses (``OverCap``, nothing written) a blocker who already holds ``cap``
    blocks. ``remove_block`` says whether there was one to remove.
    """

    async def add_block(self, user_id: int, blocked_id: int, at: datetime, *, cap: int) -> bool: ...

    async def remove_block(self, user_id: int, blocked_id: int) -> bool: ...

    async def blocks_of(self, user_id: int) -> list[BlockRecord]:
        """Whom ``user_id`` blocked, the oldest block first."""
        ...

    async def blocks_between(self, players: Iterable[int]) -> list[BlockRecord]:
        """Every block of one of ``players`` by another of them (either direction)."""
        ...
