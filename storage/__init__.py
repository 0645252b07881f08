"""Persistence for Postboard: challenges, games and their append-only move logs.

Knows nothing of the game rules: a game here is a header plus a list of move
notations, and the service replays them. Import from here, not the submodules.
"""

from storage.errors import GameFinished, NotFound, StaleMove, StorageError
from storage.models import CHANCE, ChallengeRecord, GameRecord, GameResult, MoveRecord
from storage.protocol import Store
from storage.sqlite import SqliteStore, open_store

__all__ = [
    "CHANCE",
    "ChallengeRecord",
    "GameFinished",
    "GameRecord",
    "GameResult",
    "MoveRecord",
    "NotFound",
    "SqliteStore",
    "StaleMove",
    "StorageError",
    "Store",
    "open_store",
]
