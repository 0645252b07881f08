"""The records of tournaments (`storage.protocol.tournaments`): frozen values, never rows.

Kept apart from `storage.models` because nothing else reads them; standings are not
among them: the service computes those from the pairings' games every time.
"""

from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import Final

from storage.models import TimeControl

TOURNAMENT_KINDS: Final = frozenset({"round_robin", "swiss"})
TOURNAMENT_STATUSES: Final = frozenset({"open", "running", "finished", "cancelled"})


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    """A tournament's header. ``rounds``: a Swiss's rounds (None until its start chooses
    them), a round robin's cycles. ``rounds_paired``: how many rounds have pairings."""

    id: int
    guild_id: int
    channel_id: int
    name: str
    game: str
    options: dict[str, object]
    kind: str
    time_control: TimeControl
    rated: bool
    rounds: int | None
    max_players: int | None
    status: str
    rounds_paired: int
    created_by: int
    created_at: datetime
    starts_at: datetime
    finished_at: datetime | None


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player in a tournament: ``seed`` is their pairing number (None before the
    start), ``withdrawn_at`` when they left after it."""

    user_id: int
    joined_at: datetime
    seed: int | None
    withdrawn_at: datetime | None


@dataclass(frozen=True, slots=True)
class PairingRecord:
    """A board of a round and, once started, its game as stored now: ``player1_id`` None
    is a bye; ``game_status`` None while the game is not started yet."""

    tournament_id: int
    round: int
    board: int
    player0_id: int
    player1_id: int | None
    game_id: int | None
    game_status: str | None
    winner: int | None
    termination: str | None
    finished_at: datetime | None


@dataclass(frozen=True, slots=True)
class NewPairing:
    """A pairing to store: seat 0, seat 1 (None: a bye)."""

    round: int
    board: int
    player0_id: int
    player1_id: int | None


class Joined(Enum):
    """What `TournamentStore.join_tournament` did."""

    JOINED = "joined"
    ALREADY = "already"
    CLOSED = "closed"  # started, finished or cancelled: nobody joins any more
    FULL = "full"
