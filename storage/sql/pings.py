"""The ping cooldown: when each user last pinged each other user with a request."""

from datetime import datetime, timedelta

from storage.codec import decode_time, encode_time
from storage.protocol import PingStore
from storage.sql.part import SqlPart, require


class SqlPings(SqlPart, PingStore):
    async def claim_ping(
        self, user_id: int, target_id: int, now: datetime, period: timedelta
    ) -> datetime | None:
        """Record a ping from ``user_id`` to ``target_id`` at ``now``, unless the last one
        is less than ``period`` old: None if claimed, else when the standing one was made.

        One statement claims (an upsert that only updates a row a full period old), so
        of several callers at once exactly one gets the slot. Refused, the row it met is
        locked (PostgreSQL locks a conflicting row even when the update's condition is
        false; SQLite's writers take turns), so the time read next is the one that won.
        """
        require(period >= timedelta(0), "period must not be negative")
        params = {
            "user": user_id,
            "target": target_id,
            "now": encode_time(now),
            "since": encode_time(now - period),
        }
        async with self._db.transaction() as db:
            claimed = await db.fetch_one(
                """INSERT INTO ping_cooldowns (user_id, target_id, pinged_at)
                   VALUES (:user, :target, :now)
                   ON CONFLICT (user_id, target_id) DO UPDATE SET pinged_at = excluded.pinged_at
                   WHERE ping_cooldowns.pinged_at <= :since
                   RETURNING pinged_at""",
                params,
            )
            if claimed is not None:
                return None
            standing = await db.fetch_one(
                "SELECT pinged_at FROM ping_cooldowns WHERE user_id = ? AND target_id = ?",
                (user_id, target_id),
            )
        assert standing is not None  # the upsert met this row, and holds it
        return decode_time(standing["pinged_at"])

    async def release_ping(self, user_id: int, target_id: int, pinged_at: datetime) -> None:
        """Give back the slot claimed at ``pinged_at`` (its request was not sent after all);
        a later claim, by another process, stays. The slot's earlier ping was at least a
        full period old when it was claimed, so dropping the row is as good as restoring it.
        """
        async with self._db.transaction() as db:
            await db.run(
                """DELETE FROM ping_cooldowns
                   WHERE user_id = ? AND target_id = ? AND pinged_at = ?""",
                (user_id, target_id, encode_time(pinged_at)),
            )

    async def clear_ping(self, user_id: int, target_id: int) -> None:
        """``target_id`` answered ``user_id``: a new request is no longer a burst."""
        async with self._db.transaction() as db:
            await db.run(
                "DELETE FROM ping_cooldowns WHERE user_id = ? AND target_id = ?",
                (user_id, target_id),
            )
