"""The seats the bot itself plays, in SQLite."""

import aiosqlite

from storage.codec import computer_seat_from_row, game_from_row
from storage.migrate import run
from storage.models import ComputerSeat, GameRecord
from storage.protocol import ComputerStore
from storage.sqlite.base import SqliteBase


class SqliteComputer(SqliteBase, ComputerStore):
    async def computer_seat(self, game_id: int) -> ComputerSeat | None:
        """The seat the bot plays in this game, or None in a game between people."""
        rows = await self._read("SELECT * FROM computer_seats WHERE game_id = ?", (game_id,))
        return computer_seat_from_row(rows[0]) if rows else None

    async def games_awaiting_computer(self) -> list[GameRecord]:
        """Running games whose next move is the computer's, oldest first: after a
        restart these are the moves still owed."""
        rows = await self._read(
            """SELECT games.* FROM games JOIN computer_seats ON computer_seats.game_id = games.id
               WHERE games.status = 'active' AND games.to_move = computer_seats.seat
               ORDER BY games.updated_at, games.id""",
            (),
        )
        return [game_from_row(row) for row in rows]


async def insert_computer_seat(db: aiosqlite.Connection, seat: ComputerSeat, game_id: int) -> None:
    """Store ``seat`` under ``game_id``, inside the transaction that creates that game."""
    await run(
        db,
        "INSERT INTO computer_seats (game_id, seat, level) VALUES (?, ?, ?)",
        (game_id, seat.seat, seat.level),
    )
