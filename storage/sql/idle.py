"""Idle games without a clock: who to remind, and the reminders sent (issue 32.2)."""

from datetime import datetime, timedelta
from typing import Final

from storage.codec import decode_time, encode_time, game_from_row
from storage.models import GameRecord
from storage.protocol.idle import IdleStore
from storage.sql.part import SqlPart

_DAY: Final = 86_400_000_000
"""A day in the stored unit, microseconds."""


class SqlIdle(SqlPart, IdleStore):
    async def idle_games(
        self, now: datetime, *, default_days: int, lead: timedelta, limit: int
    ) -> list[tuple[GameRecord, int]]:
        rows = await self._db.fetch_all(
            """SELECT games.*, COALESCE(guild_settings.abandon_days, :default) AS idle_days
               FROM games
               LEFT JOIN clocks ON clocks.game_id = games.id
               LEFT JOIN computer_seats ON computer_seats.game_id = games.id
               LEFT JOIN guild_settings ON guild_settings.guild_id = games.guild_id
               LEFT JOIN idle_reminders ON idle_reminders.game_id = games.id
               WHERE games.status = 'active' AND games.to_move IN (0, 1)
                 AND games.hold IS NULL AND clocks.game_id IS NULL
                 AND computer_seats.game_id IS NULL
                 AND COALESCE(guild_settings.abandon_days, :default) > 0
                 AND games.updated_at
                     <= :now - COALESCE(guild_settings.abandon_days, :default) * :day + :lead
                 AND (idle_reminders.ply IS NULL OR idle_reminders.ply <> games.ply)
               ORDER BY games.updated_at, games.id
               LIMIT :limit""",
            {
                "default": default_days,
                "now": encode_time(now),
                "day": _DAY,
                "lead": int(lead / timedelta(microseconds=1)),
                "limit": limit,
            },
        )
        return [(game_from_row(row), int(row["idle_days"])) for row in rows]

    async def mark_idle_reminded(self, game_id: int, ply: int, at: datetime) -> bool:
        async with self._db.transaction() as db:
            game = await db.fetch_one(
                "SELECT ply, status FROM games WHERE id = ?" + db.dialect.for_update, (game_id,)
            )
            if game is None or game["status"] != "active" or game["ply"] != ply:
                return False
            marked = await db.fetch_one(
                """INSERT INTO idle_reminders (game_id, ply, reminded_at) VALUES (?, ?, ?)
                   ON CONFLICT (game_id) DO UPDATE
                       SET ply = excluded.ply, reminded_at = excluded.reminded_at
                       WHERE idle_reminders.ply <> excluded.ply
                   RETURNING game_id""",
                (game_id, ply, encode_time(at)),
            )
        return marked is not None

    async def idle_reminder(self, game_id: int) -> tuple[int, datetime] | None:
        row = await self._db.fetch_one(
            "SELECT ply, reminded_at FROM idle_reminders WHERE game_id = ?", (game_id,)
        )
        return None if row is None else (int(row["ply"]), decode_time(row["reminded_at"]))
