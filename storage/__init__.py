"""Persistence for Postboard: challenges, games and their append-only move logs,
clocks, offers, vacations and user and guild settings.

Knows nothing of the game rules: a game here is a header plus a list of move
notations, and the service replays them. Import from here, not the submodules.
`open_store` opens a SQLite file or a PostgreSQL database (`storage.engines`); the
SQL is shared (`storage.sql`), the engines are `storage.sqlite` and
`storage.postgresql`.
"""

from storage.engines import open_store
from storage.errors import GameFinished, NotFound, PremoveGone, StaleMove, StorageError
from storage.models import (
    CHANCE,
    NOTIFY_MODES,
    OFFER_KINDS,
    AppendedMove,
    ChallengeRecord,
    ClockRecord,
    ComputerSeat,
    GameAndClock,
    GameRecord,
    GameResult,
    GuildSettings,
    MoveRecord,
    OfferRecord,
    PremoveRecord,
    TimeControl,
    UserSettings,
    VacationRecord,
)
from storage.protocol import (
    ChallengeStore,
    ClockStore,
    ComputerStore,
    GameStore,
    OfferStore,
    PingStore,
    PremoveStore,
    SettingsStore,
    Store,
    VacationStore,
)
from storage.sql.store import SqlStore
from storage.sqlite import SqliteStore

__all__ = [
    "CHANCE",
    "NOTIFY_MODES",
    "OFFER_KINDS",
    "AppendedMove",
    "ChallengeRecord",
    "ChallengeStore",
    "ClockRecord",
    "ClockStore",
    "ComputerSeat",
    "ComputerStore",
    "GameAndClock",
    "GameFinished",
    "GameRecord",
    "GameResult",
    "GameStore",
    "GuildSettings",
    "MoveRecord",
    "NotFound",
    "OfferRecord",
    "OfferStore",
    "PremoveGone",
    "PingStore",
    "PremoveRecord",
    "PremoveStore",
    "SettingsStore",
    "SqlStore",
    "SqliteStore",
    "StaleMove",
    "StorageError",
    "Store",
    "TimeControl",
    "UserSettings",
    "VacationRecord",
    "VacationStore",
    "open_store",
]
