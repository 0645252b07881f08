"""Players' revocation counts and the sessions their personal links opened
(`storage.protocol.web_sessions`)."""

from datetime import datetime

from storage.codec import decode_time, encode_time
from storage.protocol.web_sessions import WebSessionRecord, WebSessionStore
from storage.sql.db import Db
from storage.sql.part import SqlPart, require


async def _count(db: Db, user_id: int) -> int:
    row = await db.fetch_one("SELECT revoked FROM web_link_counters WHERE user_id = ?", (user_id,))
    return 0 if row is None else int(row["revoked"])


class SqlWebSessions(SqlPart, WebSessionStore):
    async def web_link_count(self, user_id: int) -> int:
        return await _count(self._db, user_id)

    async def revoke_web_links(self, user_id: int, at: datetime) -> int:
        async with self._db.transaction() as db:
            row = await db.fetch_one(
                """INSERT INTO web_link_counters (user_id, revoked, revoked_at)
                   VALUES (:user, 1, :at)
                   ON CONFLICT (user_id) DO UPDATE
                   SET revoked = web_link_counters.revoked + 1, revoked_at = excluded.revoked_at
                   RETURNING revoked""",
                {"user": user_id, "at": encode_time(at)},
            )
            await db.run("DELETE FROM web_sessions WHERE user_id = ?", (user_id,))
        assert row is not None
        return int(row["revoked"])

    async def open_web_session(
        self,
        session_hash: str,
        *,
        user_id: int,
        game_id: int,
        seat: int,
        revoked: int,
        at: datetime,
        expires_at: datetime,
        keep: int,
    ) -> bool:
        require(seat in (0, 1), "a seat is 0 or 1")
        require(expires_at > at, "a session must end after it begins")
        require(keep >= 1, "keep at least the new session")
        async with self._db.transaction() as db:
            if await _count(db, user_id) != revoked:
                return False
            now = encode_time(at)
            await db.run(
                "DELETE FROM web_sessions WHERE user_id = ? AND expires_at <= ?", (user_id, now)
            )
            await db.run(
                """INSERT INTO web_sessions
                       (session_hash, user_id, game_id, seat, revoked, created_at, expires_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?)""",
                (session_hash, user_id, game_id, seat, revoked, now, encode_time(expires_at)),
            )
            await db.run(
                """DELETE FROM web_sessions WHERE user_id = :user AND session_hash NOT IN (
                       SELECT session_hash FROM web_sessions WHERE user_id = :user
                       ORDER BY created_at DESC, session_hash DESC LIMIT :keep)""",
                {"user": user_id, "keep": keep},
            )
        return True

    async def web_session(self, session_hash: str) -> WebSessionRecord | None:
        row = await self._db.fetch_one(
            """SELECT s.user_id, s.game_id, s.seat, s.revoked, s.created_at, s.expires_at,
                      COALESCE(c.revoked, 0) AS revoked_now
               FROM web_sessions s LEFT JOIN web_link_counters c ON c.user_id = s.user_id
               WHERE s.session_hash = ?""",
            (session_hash,),
        )
        if row is None:
            return None
        return WebSessionRecord(
            user_id=int(row["user_id"]),
            game_id=int(row["game_id"]),
            seat=int(row["seat"]),
            revoked=int(row["revoked"]),
            created_at=decode_time(row["created_at"]),
            expires_at=decode_time(row["expires_at"]),
            revoked_now=int(row["revoked_now"]),
        )
