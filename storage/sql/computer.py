"""The seats the bot itself plays."""

from storage.codec import computer_seat_from_row, game_from_row
from storage.errors import OverCap
from storage.models import ComputerSeat, GameRecord
from storage.protocol import ComputerStore
from storage.sql.caps import over_cap
from storage.sql.db import Db
from storage.sql.part import SqlPart


class SqlComputer(SqlPart, ComputerStore):
    async def computer_seat(self, game_id: int) -> ComputerSeat | None:
        """The seat the bot plays in this game, or None in a game between people."""
        row = await self._db.fetch_one("SELECT * FROM computer_seats WHERE game_id = ?", (game_id,))
        return None if row is None else computer_seat_from_row(row)

    async def games_awaiting_computer(self) -> list[GameRecord]:
        """Running games whose next move is the computer's, oldest first: after a
        restart these are the moves still owed."""
        rows = await self._db.fetch_all(
            """SELECT games.* FROM games JOIN computer_seats ON computer_seats.game_id = games.id
               WHERE games.status = 'active' AND games.to_move = computer_seats.seat
               ORDER BY games.updated_at, games.id"""
        )
        return [game_from_row(row) for row in rows]


async def insert_computer_seat(db: Db, seat: ComputerSeat, game_id: int) -> None:
    """Store ``seat`` under ``game_id``, inside the transaction that creates that game."""
    await db.run(
        "INSERT INTO computer_seats (game_id, seat, level) VALUES (?, ?, ?)",
        (game_id, seat.seat, seat.level),
    )


async def computer_games_over(db: Db, user_id: int, cap: int) -> OverCap | None:
    """`OverCap` if ``user_id`` already has ``cap`` running games against the computer;
    inside the transaction keyed by ``storage.sql.caps.cap_key(user_id)``."""
    return await over_cap(
        db,
        "games against the computer",
        cap,
        """SELECT games.id FROM games JOIN computer_seats ON computer_seats.game_id = games.id
           WHERE games.status = 'active' AND (games.player0_id = :user OR games.player1_id = :user)
           ORDER BY games.id""",
        {"user": user_id},
    )
