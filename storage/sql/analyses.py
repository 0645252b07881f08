"""The analyses of finished games and the per-user rate limit for new ones.

Both claims are one upsert each whose update only happens when the standing row may
be taken (the same shape as the ping cooldown, ``storage.sql.pings``): of several
callers at once exactly one gets a row back. Refused, the conflicting row is locked
(PostgreSQL locks it even when the update's condition is false; SQLite's writers
take turns), so the row read next is the one that won.
"""

from datetime import datetime, timedelta
from typing import Any

from storage.codec import decode_time, encode_time
from storage.protocol.analyses import AnalysisRecord, AnalysisStore
from storage.sql.part import SqlPart, require


class SqlAnalyses(SqlPart, AnalysisStore):
    async def get_analysis(self, game_id: int) -> AnalysisRecord | None:
        row = await self._db.fetch_one(
            "SELECT game_id, requested_by, started_at, text FROM analyses WHERE game_id = ?",
            (game_id,),
        )
        return None if row is None else _record(row)

    async def claim_analysis(
        self, game_id: int, user_id: int, now: datetime, stale: timedelta
    ) -> AnalysisRecord | None:
        require(stale > timedelta(0), "stale must be positive")
        params = {
            "game": game_id,
            "user": user_id,
            "now": encode_time(now),
            "before": encode_time(now - stale),
        }
        async with self._db.transaction() as db:
            claimed = await db.fetch_one(
                """INSERT INTO analyses (game_id, requested_by, started_at, text)
                   VALUES (:game, :user, :now, NULL)
                   ON CONFLICT (game_id) DO UPDATE
                   SET requested_by = excluded.requested_by, started_at = excluded.started_at
                   WHERE analyses.text IS NULL AND analyses.started_at <= :before
                   RETURNING game_id""",
                params,
            )
            if claimed is not None:
                return None
            row = await db.fetch_one(
                "SELECT game_id, requested_by, started_at, text FROM analyses WHERE game_id = ?",
                (game_id,),
            )
        assert row is not None  # the upsert met this row, and holds it
        return _record(row)

    async def finish_analysis(self, game_id: int, started_at: datetime, text: str) -> None:
        async with self._db.transaction() as db:
            await db.run(
                """UPDATE analyses SET text = ?
                   WHERE game_id = ? AND started_at = ? AND text IS NULL""",
                (text, game_id, encode_time(started_at)),
            )

    async def release_analysis(self, game_id: int, started_at: datetime) -> None:
        async with self._db.transaction() as db:
            await db.run(
                "DELETE FROM analyses WHERE game_id = ? AND started_at = ? AND text IS NULL",
                (game_id, encode_time(started_at)),
            )

    async def claim_analysis_slot(
        self, user_id: int, now: datetime, period: timedelta
    ) -> datetime | None:
        require(period >= timedelta(0), "period must not be negative")
        params = {"user": user_id, "now": encode_time(now), "since": encode_time(now - period)}
        async with self._db.transaction() as db:
            claimed = await db.fetch_one(
                """INSERT INTO analysis_requests (user_id, requested_at) VALUES (:user, :now)
                   ON CONFLICT (user_id) DO UPDATE SET requested_at = excluded.requested_at
                   WHERE analysis_requests.requested_at <= :since
                   RETURNING requested_at""",
                params,
            )
            if claimed is not None:
                return None
            standing = await db.fetch_one(
                "SELECT requested_at FROM analysis_requests WHERE user_id = ?", (user_id,)
            )
        assert standing is not None  # the upsert met this row, and holds it
        return decode_time(standing["requested_at"])

    async def release_analysis_slot(self, user_id: int, requested_at: datetime) -> None:
        async with self._db.transaction() as db:
            await db.run(
                "DELETE FROM analysis_requests WHERE user_id = ? AND requested_at = ?",
                (user_id, encode_time(requested_at)),
            )


def _record(row: Any) -> AnalysisRecord:
    return AnalysisRecord(
        row["game_id"], row["requested_by"], decode_time(row["started_at"]), row["text"]
    )
