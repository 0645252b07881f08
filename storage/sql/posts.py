"""`SqlPosts`: the games whose public post is owed (`storage.protocol.posts`)."""

from datetime import datetime
from typing import Final

from storage.codec import encode_time
from storage.protocol.posts import OwedPost
from storage.sql.db import Db
from storage.sql.part import SqlPart

OWE_POST: Final = """INSERT INTO posts_owed (game_id, ply, owed_since, claimed_until)
    VALUES (?, ?, ?, NULL)
    ON CONFLICT (game_id) DO UPDATE SET
        ply = excluded.ply, owed_since = excluded.owed_since, claimed_until = NULL"""


OWE_OPENING: Final = """INSERT INTO posts_owed (game_id, ply, owed_since, claimed_until, opening)
    VALUES (?, 0, ?, NULL, 1)"""


async def owe_post(db: Db, game_id: int, ply: int, now: int) -> None:
    """Inside the transaction that logs line ``ply`` of ``game_id``: its post is owed
    (and, if its opening still is, that stays owed with it: ``opening`` is kept)."""
    await db.run(OWE_POST, (game_id, ply, now))


async def owe_opening(db: Db, game_id: int, now: int) -> None:
    """Inside the transaction that makes ``game_id``: its opening post is owed."""
    await db.run(OWE_OPENING, (game_id, now))


class SqlPosts(SqlPart):
    async def claim_owed_posts(
        self, owed_before: datetime, now: datetime, lease_until: datetime, limit: int
    ) -> list[OwedPost]:
        async with self._db.transaction() as db:
            rows = await db.fetch_all(
                f"""UPDATE posts_owed SET claimed_until = :lease
                    WHERE game_id IN (
                        SELECT game_id FROM posts_owed
                        WHERE owed_since <= :before
                          AND (claimed_until IS NULL OR claimed_until <= :now)
                        ORDER BY owed_since LIMIT :limit{db.dialect.skip_locked})
                    RETURNING game_id, ply, opening""",
                {
                    "before": encode_time(owed_before),
                    "now": encode_time(now),
                    "lease": encode_time(lease_until),
                    "limit": limit,
                },
            )
        owed = (OwedPost(row["game_id"], row["ply"], bool(row["opening"])) for row in rows)
        return sorted(owed, key=lambda post: post.game_id)

    async def post_made(self, game_id: int, ply: int) -> None:
        async with self._db.transaction() as db:
            await db.run("DELETE FROM posts_owed WHERE game_id = ? AND ply <= ?", (game_id, ply))
