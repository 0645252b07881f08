"""Bulk seeding of finished games for the community benchmark (`python -m bench
community`): many results, each counted for the ratings, written in one go (SQLite:
one ``executemany`` transaction; PostgreSQL: ``COPY``) into a database with no games.

The rows are the ones the store writes when a game ends (`storage.codec`'s encodings),
without their move logs, which profiles, leaderboards and lists never read; each counted
result gets a ``rating_seq`` in the order given, a valid order of counting. The ratings
themselves are then rebuilt from these results (`RatingStore.recompute_ratings`), as an
admin's recompute would. Not used by the bot.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final

from storage.bulk import in_batches, write_all
from storage.codec import encode_options, encode_time

_COLUMNS: Final = (
    "id", "guild_id", "channel_id", "thread_id", "game", "options", "player0_id",
    "player1_id", "ply", "to_move", "status", "winner", "termination", "created_at",
    "updated_at", "finished_at", "rated", "rating_seq",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class FinishedSeed:
    """A finished game's header: ``winner`` a seat or None (a draw), counted for the
    ratings when ``rated``."""

    id: int
    guild_id: int
    game: str
    players: tuple[int, int]
    plies: int
    winner: int | None
    termination: str
    started_at: datetime
    finished_at: datetime
    rated: bool


def _rows(batch: list[FinishedSeed]) -> list[tuple[object, ...]]:
    return [
        (seed.id, seed.guild_id, seed.guild_id + 1, seed.id + 10**12, seed.game)
        + (encode_options({}), *seed.players, seed.plies, None, "finished", seed.winner)
        + (seed.termination, encode_time(seed.started_at), encode_time(seed.finished_at))
        + (encode_time(seed.finished_at), int(seed.rated), seed.id if seed.rated else None)
        for seed in batch
    ]


async def seed_finished(target: str | Path, games: Iterable[FinishedSeed]) -> int:
    """Write ``games`` (ids increasing) into the empty database ``target``; how many."""
    batches = in_batches(games, lambda batch: (_rows(batch),))
    return await write_all(target, (("games", _COLUMNS),), batches, "seed_finished")
