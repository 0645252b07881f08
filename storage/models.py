"""The records storage hands out: frozen values, never database rows.

Seats are 0 and 1 (seat 0 moves first), as in ``rules``; storage does not
import ``rules``, so the chance player gets its own constant here.
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Final

CHANCE: Final = -1
"""`GameRecord.to_move` when the next entry is a chance move (a dice roll)."""

CHALLENGE_FIRST: Final = frozenset({"challenger", "opponent", "random"})
CHALLENGE_STATUSES: Final = frozenset({"pending", "accepted", "declined", "expired", "cancelled"})
GAME_STATUSES: Final = frozenset({"active", "finished"})


@dataclass(frozen=True, slots=True)
class ChallengeRecord:
    """An invitation to play, from the moment it is posted until it is resolved.

    ``options`` is decoded from JSON, so tuples come back as lists.
    ``game_id`` is set once the challenge is accepted into a game.
    """

    id: int
    guild_id: int | None
    channel_id: int
    message_id: int | None
    challenger_id: int
    opponent_id: int
    game: str
    options: dict[str, object]
    first: str
    status: str
    created_at: datetime
    expires_at: datetime
    game_id: int | None


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game's header; the position itself is ``initial(options)`` plus its moves.

    ``players[seat]`` is the user id in that seat. ``ply`` is the number of
    moves logged, which callers pass back as ``expected_ply`` to append the next
    one. ``to_move`` is 0, 1 or `CHANCE` while the game is active and ``None``
    once it is finished. ``winner`` is a seat, or ``None`` for a draw or an
    aborted game.
    """

    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    game: str
    options: dict[str, object]
    players: tuple[int, int]
    ply: int
    to_move: int | None
    status: str
    winner: int | None
    termination: str | None
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """One entry of the append-only log; ``ply`` is 1-based, ``seat`` None for chance."""

    game_id: int
    ply: int
    seat: int | None
    notation: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended, given to `append_move` with the move that ended it.

    ``winner`` is a seat, or ``None`` for a draw or an aborted game.
    """

    winner: int | None
    termination: str

    def __post_init__(self) -> None:
        if self.winner not in (None, 0, 1):
            raise ValueError(f"winner must be seat 0, seat 1 or None, not {self.winner!r}")
