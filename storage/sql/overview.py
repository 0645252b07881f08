"""A server's overview: counts and short lists over its games, clocks, mail and posts.

Read-only, and each figure one statement scoped to the server's games, so an overview
costs the same whatever other servers hold; the lists are capped by the caller.
"""

from datetime import datetime

from storage.codec import decode_time, encode_time, game_from_row
from storage.overview import ServerOverview, TimedGame
from storage.protocol.overview import OverviewStore
from storage.sql.part import SqlPart


class SqlOverview(SqlPart, OverviewStore):
    async def server_overview(
        self,
        guild_id: int,
        *,
        soon: datetime,
        idle_before: datetime,
        owed_before: datetime,
        since: datetime,
        limit: int,
    ) -> ServerOverview:
        db = self._db
        games = await db.fetch_one(
            """SELECT COUNT(*) AS running,
                      COALESCE(SUM(CASE WHEN hold IS NOT NULL THEN 1 ELSE 0 END), 0) AS held,
                      COALESCE(SUM(CASE WHEN updated_at < :idle THEN 1 ELSE 0 END), 0) AS idle
               FROM games WHERE guild_id = :guild AND status = 'active'""",
            {"guild": guild_id, "idle": encode_time(idle_before)},
        )
        timed = await db.fetch_all(
            """SELECT games.*, clocks.deadline_at AS clock_deadline,
                      clocks.auto_timeout AS clock_auto
               FROM games JOIN clocks ON clocks.game_id = games.id
               WHERE games.guild_id = :guild AND games.status = 'active'
                 AND games.hold IS NULL AND clocks.paused = 0
                 AND clocks.deadline_at IS NOT NULL AND clocks.deadline_at <= :soon
               ORDER BY clocks.deadline_at, games.id LIMIT :limit""",
            {"guild": guild_id, "soon": encode_time(soon), "limit": limit},
        )
        idle = await db.fetch_all(
            """SELECT * FROM games
               WHERE guild_id = :guild AND status = 'active' AND updated_at < :idle
               ORDER BY updated_at, id LIMIT :limit""",
            {"guild": guild_id, "idle": encode_time(idle_before), "limit": limit},
        )
        mail = await db.fetch_one(
            """SELECT COALESCE(SUM(CASE WHEN m.sent_at IS NULL THEN 1 ELSE 0 END), 0) AS waiting,
                      COALESCE(SUM(CASE WHEN m.sent_at IS NULL AND m.attempts > 0
                                   THEN 1 ELSE 0 END), 0) AS retrying,
                      COALESCE(SUM(CASE WHEN m.sent_at >= :since AND m.outcome LIKE 'given up%'
                                   THEN 1 ELSE 0 END), 0) AS given_up
               FROM mail_outbox m JOIN games g ON g.id = m.game_id
               WHERE g.guild_id = :guild""",
            {"guild": guild_id, "since": encode_time(since)},
        )
        owed = await db.fetch_one(
            """SELECT (SELECT COUNT(*) FROM posts_owed p JOIN games g ON g.id = p.game_id
                       WHERE g.guild_id = :guild AND p.owed_since < :before) AS posts,
                      (SELECT COUNT(*) FROM offers o JOIN games g ON g.id = o.game_id
                       WHERE g.guild_id = :guild AND g.status = 'active' AND o.ply = g.ply
                         AND o.post_owed_at < :before) AS offers,
                      (SELECT COUNT(*) FROM notices_owed n JOIN games g ON g.id = n.game_id
                       WHERE g.guild_id = :guild AND g.status = 'active'
                         AND n.owed_since < :before) AS notices""",
            {"guild": guild_id, "before": encode_time(owed_before)},
        )
        failing = await db.fetch_one(
            """SELECT COUNT(*) FROM user_settings s
               WHERE s.dm_failed = 1 AND EXISTS (
                   SELECT 1 FROM games g WHERE g.guild_id = ? AND g.status = 'active'
                      AND s.user_id IN (g.player0_id, g.player1_id))""",
            (guild_id,),
        )
        assert games is not None and mail is not None and owed is not None
        assert failing is not None
        return ServerOverview(
            running=int(games["running"]),
            held=int(games["held"]),
            on_time=tuple(
                TimedGame(
                    game_from_row(row),
                    decode_time(row["clock_deadline"]),
                    bool(row["clock_auto"]),
                )
                for row in timed
            ),
            idle=tuple(game_from_row(row) for row in idle),
            idle_count=int(games["idle"]),
            mail_waiting=int(mail["waiting"]),
            mail_retrying=int(mail["retrying"]),
            mail_given_up=int(mail["given_up"]),
            posts_owed=int(owed["posts"]),
            offers_owed=int(owed["offers"]),
            notices_owed=int(owed["notices"]),
            dm_failing=int(failing[0]),
        )
