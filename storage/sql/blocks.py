"""Blocks: whom each player blocked, and since when."""

from collections.abc import Iterable
from datetime import datetime

from storage.codec import decode_time, encode_time
from storage.community import BlockRecord
from storage.protocol.blocks import BlockStore
from storage.rows import Row
from storage.sql.caps import cap_key, over_cap
from storage.sql.part import SqlPart, require


def _block(row: Row) -> BlockRecord:
    return BlockRecord(int(row["user_id"]), int(row["blocked_id"]), decode_time(row["blocked_at"]))


class SqlBlocks(SqlPart, BlockStore):
    async def add_block(self, user_id: int, blocked_id: int, at: datetime, *, cap: int) -> bool:
        """Block ``blocked_id`` for ``user_id``: True if new, False if it stood already
        (its time kept). `OverCap` if ``user_id`` already blocks ``cap`` players; counted
        in the writing transaction, keyed by the blocker (``storage.sql.caps``)."""
        require(user_id != blocked_id, "a player cannot block themselves")
        async with self._db.transaction(cap_key(user_id)) as db:
            standing = await db.fetch_one(
                "SELECT 1 FROM blocks WHERE user_id = ? AND blocked_id = ?",
                (user_id, blocked_id),
            )
            if standing is not None:
                return False
            over = await over_cap(
                db,
                "blocks",
                cap,
                "SELECT blocked_id FROM blocks WHERE user_id = :user "
                "ORDER BY blocked_at, blocked_id",
                {"user": user_id},
            )
            if over:
                raise over
            added = await db.fetch_one(
                """INSERT INTO blocks (user_id, blocked_id, blocked_at) VALUES (?, ?, ?)
                   ON CONFLICT (user_id, blocked_id) DO NOTHING RETURNING user_id""",
                (user_id, blocked_id, encode_time(at)),
            )
        return added is not None

    async def remove_block(self, user_id: int, blocked_id: int) -> bool:
        async with self._db.transaction() as db:
            removed = await db.fetch_one(
                "DELETE FROM blocks WHERE user_id = ? AND blocked_id = ? RETURNING user_id",
                (user_id, blocked_id),
            )
        return removed is not None

    async def blocks_of(self, user_id: int) -> list[BlockRecord]:
        rows = await self._db.fetch_all(
            "SELECT * FROM blocks WHERE user_id = ? ORDER BY blocked_at, blocked_id",
            (user_id,),
        )
        return [_block(row) for row in rows]

    async def blocks_between(self, players: Iterable[int]) -> list[BlockRecord]:
        ids = sorted(set(players))
        if len(ids) < 2:
            return []
        marks = ", ".join("?" for _ in ids)
        rows = await self._db.fetch_all(
            f"""SELECT * FROM blocks WHERE user_id IN ({marks}) AND blocked_id IN ({marks})
                ORDER BY blocked_at, user_id, blocked_id""",
            (*ids, *ids),
        )
        return [_block(row) for row in rows]
