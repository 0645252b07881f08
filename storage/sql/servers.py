"""Servers joined and left, and the deletion of a server's data (`storage.protocol.servers`).

``PURGED`` names every table a purge deletes from, children before the rows they
refer to, each with the rows that are the server's; ``NOT_PURGED`` names the tables
that hold a game, server or tournament id and are left alone, with the reason. A test
holds the two to the schema, so a new table about games or servers must say what a
purge does to it.
"""

from datetime import datetime
from typing import Final

from storage.codec import decode_time, encode_time
from storage.moderation import SERVER_HOLD
from storage.protocol.servers import ServerContents, ServerRecord, ServerStillHere, ServerStore
from storage.rows import Row
from storage.sql.db import Db
from storage.sql.part import SqlPart

_GAMES: Final = "game_id IN (SELECT id FROM games WHERE guild_id = :guild)"
"""The rows about one of the server's games."""
_TOURNAMENTS: Final = "tournament_id IN (SELECT id FROM tournaments WHERE guild_id = :guild)"
_SERVER: Final = "guild_id = :guild"

PURGED: Final[tuple[tuple[str, str], ...]] = (
    ("moves", _GAMES),  # the log's guard lets these go only inside the purge
    ("clocks", _GAMES),
    ("offers", _GAMES),
    ("notices_owed", _GAMES),  # a decline, a pause or a resume not yet told (issue 33)
    ("web_sessions", _GAMES),  # the players' pages of its games (issue 33)
    ("premoves", _GAMES),
    ("explore_lines", _GAMES),  # the players' analysis lines (issue 34)
    ("computer_seats", _GAMES),
    ("posts_owed", _GAMES),
    ("analyses", _GAMES),
    ("idle_reminders", _GAMES),
    ("rulings", f"{_GAMES} OR {_SERVER}"),
    ("mail_outbox", _GAMES),  # the mail queued (or sent) about its games
    ("tournament_pairings", _TOURNAMENTS),
    ("tournament_players", _TOURNAMENTS),
    ("challenges", _SERVER),
    ("seeks", _SERVER),
    ("tournaments", _SERVER),
    ("games", _SERVER),
    ("rating_guilds", _SERVER),  # its leaderboard; the players' ratings are their own
    ("vacations", _SERVER),  # taken in this server; a vacation everywhere stays
    ("channel_visibility", _SERVER),
    ("guild_settings", _SERVER),
)
"""Each table of a server's data and the rows of it that are the server's, in the order
they are deleted (a row before the rows it refers to)."""

NOT_PURGED: Final = {
    "servers": "the server's own dates, kept so that a second purge can say it was done",
    "server_purges": "empty outside the purge's transaction",
}
"""Tables with a server, game or tournament id that a purge leaves, and why."""


def _moment(value: int | None) -> datetime | None:
    return None if value is None else decode_time(value)


def _server(row: Row) -> ServerRecord:
    return ServerRecord(
        guild_id=int(row["guild_id"]),
        joined_at=_moment(row["joined_at"]),
        welcomed_at=_moment(row["welcomed_at"]),
        left_at=_moment(row["left_at"]),
        purge_at=_moment(row["purge_at"]),
        purged_at=_moment(row["purged_at"]),
    )


_COUNTS: Final = (
    "SELECT "
    + ", ".join(
        f"(SELECT count(*) FROM {table} WHERE {where}) AS {table}" for table, where in PURGED
    )
    + ", (SELECT count(*) FROM games WHERE guild_id = :guild AND status = 'active') AS running"
)
"""What a purge would delete, counted in one statement (one snapshot)."""


async def _locked(db: Db, guild_id: int) -> ServerRecord:
    """The server's row, made if missing and locked, so that changes to it take turns."""
    await db.run(
        "INSERT INTO servers (guild_id) VALUES (?) ON CONFLICT (guild_id) DO NOTHING",
        (guild_id,),
    )
    row = await db.fetch_one(
        "SELECT * FROM servers WHERE guild_id = ?" + db.dialect.for_update, (guild_id,)
    )
    assert row is not None
    return _server(row)


class SqlServers(SqlPart, ServerStore):
    async def get_server(self, guild_id: int) -> ServerRecord | None:
        row = await self._db.fetch_one("SELECT * FROM servers WHERE guild_id = ?", (guild_id,))
        return None if row is None else _server(row)

    async def server_joined(
        self, guild_id: int, *, at: datetime
    ) -> tuple[ServerRecord | None, ServerRecord]:
        async with self._db.transaction() as db:
            made = await db.fetch_one(
                """INSERT INTO servers (guild_id, joined_at) VALUES (?, ?)
                   ON CONFLICT (guild_id) DO NOTHING RETURNING *""",
                (guild_id, encode_time(at)),
            )
            if made is not None:
                return None, _server(made)
            before = await _locked(db, guild_id)
            if before.purged:  # its data is gone: it starts afresh
                sql = """UPDATE servers SET joined_at = ?, welcomed_at = NULL, left_at = NULL,
                             purge_at = NULL, purged_at = NULL
                         WHERE guild_id = ? RETURNING *"""
            elif before.departed:  # back within the grace
                sql = """UPDATE servers SET joined_at = ?, left_at = NULL, purge_at = NULL
                         WHERE guild_id = ? RETURNING *"""
            else:
                return before, before
            after = await db.fetch_one(sql, (encode_time(at), guild_id))
        assert after is not None
        return before, _server(after)

    async def mark_welcomed(self, guild_id: int, *, at: datetime) -> bool:
        changed = await self._db.execute(
            """UPDATE servers SET welcomed_at = ?
               WHERE guild_id = ? AND welcomed_at IS NULL AND left_at IS NULL
                 AND purged_at IS NULL""",
            (encode_time(at), guild_id),
        )
        return changed == 1

    async def server_left(self, guild_id: int, *, at: datetime, purge_at: datetime) -> ServerRecord:
        async with self._db.transaction() as db:
            before = await _locked(db, guild_id)
            if before.departed:
                return before
            row = await db.fetch_one(
                """UPDATE servers SET left_at = ?, purge_at = ?, purged_at = NULL
                   WHERE guild_id = ? RETURNING *""",
                (encode_time(at), encode_time(purge_at), guild_id),
            )
        assert row is not None
        return _server(row)

    async def servers_departed(self) -> list[ServerRecord]:
        rows = await self._db.fetch_all(
            """SELECT * FROM servers WHERE purge_at IS NOT NULL AND purged_at IS NULL
               ORDER BY purge_at, guild_id"""
        )
        return [_server(row) for row in rows]

    async def servers_with_running_games(self) -> list[int]:
        rows = await self._db.fetch_all(
            """SELECT DISTINCT guild_id FROM games
               WHERE status = 'active' AND guild_id IS NOT NULL ORDER BY guild_id"""
        )
        return [int(row["guild_id"]) for row in rows]

    async def servers_with_stray_holds(self) -> list[int]:
        rows = await self._db.fetch_all(
            """SELECT DISTINCT games.guild_id FROM games
               LEFT JOIN servers ON servers.guild_id = games.guild_id
               WHERE games.status = 'active' AND games.hold = ?
                 AND (servers.guild_id IS NULL OR servers.left_at IS NULL)
               ORDER BY games.guild_id""",
            (SERVER_HOLD,),
        )
        return [int(row["guild_id"]) for row in rows]

    async def server_running_games(self, guild_id: int) -> list[tuple[int, str | None]]:
        rows = await self._db.fetch_all(
            "SELECT id, hold FROM games WHERE guild_id = ? AND status = 'active' ORDER BY id",
            (guild_id,),
        )
        return [(int(row["id"]), row["hold"]) for row in rows]

    async def server_contents(self, guild_id: int) -> ServerContents:
        row = await self._db.fetch_one(_COUNTS, {"guild": guild_id})
        assert row is not None
        counts = tuple((table, int(row[table])) for table, _ in PURGED)
        return ServerContents(guild_id, counts, running=int(row["running"]))

    async def purge_server(
        self, guild_id: int, *, at: datetime, only_departed: bool = True
    ) -> ServerContents:
        guild = {"guild": guild_id}
        async with self._db.transaction() as db:
            server = await _locked(db, guild_id)
            if only_departed and server.left_at is None:
                raise ServerStillHere(guild_id)
            # No move lands in its games while they go (PostgreSQL; SQLite's writers
            # take turns anyway).
            await db.fetch_all(
                "SELECT id FROM games WHERE guild_id = :guild" + db.dialect.for_update, guild
            )
            running = await db.fetch_one(
                "SELECT count(*) FROM games WHERE guild_id = :guild AND status = 'active'", guild
            )
            assert running is not None
            await db.run("INSERT INTO server_purges (guild_id) VALUES (:guild)", guild)
            counts = []
            for table, where in PURGED:
                counts.append(
                    (table, await db.execute(f"DELETE FROM {table} WHERE {where}", guild))
                )
            await db.run("DELETE FROM server_purges WHERE guild_id = :guild", guild)
            await db.run(
                "UPDATE servers SET purged_at = COALESCE(purged_at, ?) WHERE guild_id = ?",
                (encode_time(at), guild_id),
            )
        return ServerContents(guild_id, tuple(counts), running=int(running[0]))
