"""`SqlNotices`: the lines about a game its thread is owed (`storage.protocol.notices`),
and `owe_notice`, which the writes they report call inside their own transaction."""

from dataclasses import replace
from datetime import datetime

from storage.codec import encode_time, notice_from_row
from storage.models import NOTICE_KINDS, NoticeRecord
from storage.sql.db import Db
from storage.sql.part import SqlPart, require


async def owe_notice(db: Db, notice: NoticeRecord) -> NoticeRecord:
    """Inside the transaction of the change ``notice`` reports (which found its game, so
    the game is there): its line is owed from its ``owed_since``. The notice as kept,
    with its id."""
    require(notice.kind in NOTICE_KINDS, f"kind must be one of {sorted(NOTICE_KINDS)}")
    require(notice.seat in (0, 1, None), "seat must be 0, 1 or None")
    row = await db.fetch_one(
        """INSERT INTO notices_owed (game_id, kind, seat, owed_since) VALUES (?, ?, ?, ?)
           RETURNING id""",
        (notice.game_id, notice.kind, notice.seat, encode_time(notice.owed_since)),
    )
    assert row is not None
    return replace(notice, id=int(row["id"]))


class SqlNotices(SqlPart):
    async def claim_owed_notices(
        self, owed_before: datetime, now: datetime, lease_until: datetime, limit: int
    ) -> list[NoticeRecord]:
        """The notices owed since ``owed_before`` that nobody holds, each held until
        ``lease_until``: of two sweeps at once, one gets each. Oldest first, so a
        game's thread hears its pause before its resume."""
        async with self._db.transaction() as db:
            rows = await db.fetch_all(
                f"""UPDATE notices_owed SET claimed_until = :lease
                    WHERE id IN (
                        SELECT id FROM notices_owed
                        WHERE owed_since <= :before
                          AND (claimed_until IS NULL OR claimed_until <= :now)
                        ORDER BY owed_since, id LIMIT :limit{db.dialect.skip_locked})
                    RETURNING id, game_id, kind, seat, owed_since""",
                {
                    "before": encode_time(owed_before),
                    "now": encode_time(now),
                    "lease": encode_time(lease_until),
                    "limit": limit,
                },
            )
        owed = (notice_from_row(row) for row in rows)
        return sorted(owed, key=lambda notice: (notice.owed_since, notice.id))

    async def notice_posted(self, notice_id: int) -> None:
        async with self._db.transaction() as db:
            await db.run("DELETE FROM notices_owed WHERE id = ?", (notice_id,))
