"""The explored-lines slice of the store: a player's private analysis lines in a game."""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True, slots=True)
class ExploreLine:
    """A line ``seat`` explored in ``game_id`` from the position after ``start_ply`` of
    its lines: ``moves`` for both sides in canonical notation, ``notes`` by position in
    the line (0 its start, n after its n-th move), ``shown`` the position its owner looks
    at. ``name`` is '' for the seat's working line (``/explore`` starts it afresh).
    Nothing here is ever part of the game, and only the seat that made it reads it."""

    id: int
    game_id: int
    seat: int
    name: str
    start_ply: int
    moves: tuple[str, ...]
    notes: tuple[tuple[int, str], ...]
    shown: int
    created_at: datetime
    touched_at: datetime
    revision: int = 0
    """The row's writes so far; a write from an older reading is refused."""


class ExploreNameTaken(Exception):
    """Another line of the same seat in the same game has that name already."""


class ExploreStore(Protocol):
    """Explored lines (issue 34). The line a seat touched last (``touched_at``) is the one
    its typed moves and notes are for; ``explore_lines`` lists it first."""

    async def start_explore_line(
        self, game_id: int, seat: int, start_ply: int, at: datetime
    ) -> ExploreLine:
        """The seat's working line (name ''), begun anew from ``start_ply`` and touched
        now; `NotFound` for an unknown game."""
        ...

    async def explore_lines(self, game_id: int, seat: int) -> list[ExploreLine]:
        """The seat's lines in the game, the one touched last first."""
        ...

    async def explore_line(self, line_id: int) -> ExploreLine | None: ...

    async def save_explore_line(self, line: ExploreLine) -> bool:
        """Write ``line``'s name, moves, notes, shown position and touched time over the
        row with its id, if the row is still at ``line.revision`` (the reading it was made
        from); False if it is gone or was written since. `ExploreNameTaken` if the seat
        has another line of that name."""
        ...

    async def delete_explore_line(self, line_id: int) -> bool: ...
