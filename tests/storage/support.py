"""Helpers shared by the storage tests."""

from datetime import UTC, datetime

from storage import GameRecord, SqliteStore

# Microseconds on purpose: the round trip must keep them.
T0 = datetime(2025, 3, 1, 12, 30, 15, 123456, tzinfo=UTC)


async def new_game(store: SqliteStore, players: tuple[int, int] = (10, 20)) -> GameRecord:
    return await store.create_game(
        guild_id=1,
        channel_id=2,
        game="pinch",
        options={"size": 9},
        players=players,
        to_move=0,
        created_at=T0,
    )
