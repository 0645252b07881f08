"""Seeks: open challenges, posted to a server and accepted by whoever clicks first.

Accepting is one compare-and-set UPDATE (``WHERE status = 'open'`` and not yet due)
in the transaction that creates the game: SQLite runs one write transaction at a
time, and PostgreSQL re-checks the WHERE of a row a concurrent transaction changed
once that one commits, so of several racing accepts (in one process or several)
exactly one changes the row and gets a game.

The cap on a seeker's open seeks is counted in the transaction that inserts the new
one (`storage.sql.caps`), so a burst of posts cannot all pass it.
"""

from datetime import datetime
from typing import Final

from storage.codec import (
    clock_params,
    decode_options,
    decode_time,
    decode_time_control,
    encode_options,
    encode_time,
    encode_time_control,
)
from storage.community import SEEK_STATUSES, SeekRecord
from storage.errors import NotFound
from storage.models import CHALLENGE_FIRST, ClockRecord, GameRecord, TimeControl
from storage.protocol.seeks import SeekStore
from storage.rows import Row
from storage.sql.caps import cap_key, over_cap
from storage.sql.clocks import UPSERT_CLOCK, check_clock_agrees
from storage.sql.games import insert_game
from storage.sql.part import SqlPart, require

_OPEN: Final = "status = 'open' AND expires_at > :now"


class SqlSeeks(SqlPart, SeekStore):
    async def create_seek(
        self,
        *,
        guild_id: int,
        channel_id: int,
        seeker_id: int,
        game: str,
        options: dict[str, object],
        first: str,
        time_control: TimeControl | None,
        rated: bool,
        min_rating: int | None,
        max_rating: int | None,
        created_at: datetime,
        expires_at: datetime,
        cap: int | None = None,
    ) -> SeekRecord:
        """Post a seek; ``cap``: `OverCap` instead if the seeker already has that many
        seeks open (at ``created_at``), in any server."""
        require(first in CHALLENGE_FIRST, f"first must be one of {sorted(CHALLENGE_FIRST)}")
        async with self._db.transaction(None if cap is None else cap_key(seeker_id)) as db:
            over = cap is not None and await over_cap(
                db,
                "open seeks",
                cap,
                f"SELECT id FROM seeks WHERE seeker_id = :seeker AND {_OPEN} ORDER BY id",
                {"seeker": seeker_id, "now": encode_time(created_at)},
            )
            if over:
                raise over
            row = await db.fetch_one(
                """INSERT INTO seeks (guild_id, channel_id, seeker_id, game, options, first,
                       time_control, rated, min_rating, max_rating, created_at, expires_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *""",
                (
                    guild_id,
                    channel_id,
                    seeker_id,
                    game,
                    encode_options(options),
                    first,
                    encode_time_control(time_control),
                    int(rated),
                    min_rating,
                    max_rating,
                    encode_time(created_at),
                    encode_time(expires_at),
                ),
            )
        assert row is not None
        return seek_from_row(row)

    async def set_seek_message(self, seek_id: int, channel_id: int, message_id: int) -> None:
        async with self._db.transaction() as db:
            changed = await db.execute(
                "UPDATE seeks SET channel_id = ?, message_id = ? WHERE id = ?",
                (channel_id, message_id, seek_id),
            )
            if not changed:
                raise NotFound("seek", seek_id)

    async def get_seek(self, seek_id: int) -> SeekRecord:
        row = await self._db.fetch_one("SELECT * FROM seeks WHERE id = ?", (seek_id,))
        if row is None:
            raise NotFound("seek", seek_id)
        return seek_from_row(row)

    async def open_seeks(self, guild_id: int, now: datetime) -> list[SeekRecord]:
        """The server's seeks that may still be accepted, oldest first."""
        rows = await self._db.fetch_all(
            f"SELECT * FROM seeks WHERE guild_id = :guild AND {_OPEN} ORDER BY id",
            {"guild": guild_id, "now": encode_time(now)},
        )
        return [seek_from_row(row) for row in rows]

    async def close_seek(self, seek_id: int, *, status: str) -> bool:
        """Cancel or expire an open seek; False if it was no longer open."""
        require(status in SEEK_STATUSES - {"open", "accepted"}, "status: cancelled or expired")
        async with self._db.transaction() as db:
            changed = await db.execute(
                "UPDATE seeks SET status = ? WHERE id = ? AND status = 'open'", (status, seek_id)
            )
            if not changed and await db.fetch_one("SELECT 1 FROM seeks WHERE id = ?", (seek_id,)):
                return False
            if not changed:
                raise NotFound("seek", seek_id)
        return True

    async def accept_seek_into_game(
        self,
        seek_id: int,
        *,
        accepted_by: int,
        players: tuple[int, int],
        to_move: int,
        created_at: datetime,
        clock: ClockRecord | None = None,
    ) -> GameRecord | None:
        """Accept an open, undue seek and create its game (with ``clock``, given with
        ``game_id=0`` as for a challenge), all or nothing; None if the seek was no longer
        open (another accept, a cancel or the expiry came first). The game takes the
        seek's server, channel, game, options and rated flag."""
        require(accepted_by in players, "whoever accepts plays")
        if clock is not None:
            require(clock.game_id == 0 and clock.ply == 0, "a new game's clock: game 0, ply 0")
            check_clock_agrees(clock, to_move)
        async with self._db.transaction() as db:
            row = await db.fetch_one(
                f"""UPDATE seeks SET status = 'accepted', accepted_by = :by
                    WHERE id = :id AND seeker_id <> :by AND {_OPEN} RETURNING *""",
                {"id": seek_id, "by": accepted_by, "now": encode_time(created_at)},
            )
            if row is None:
                if await db.fetch_one("SELECT 1 FROM seeks WHERE id = ?", (seek_id,)) is None:
                    raise NotFound("seek", seek_id)
                return None
            seek = seek_from_row(row)
            record = await insert_game(
                db,
                seek.guild_id,
                seek.channel_id,
                seek.game,
                seek.options,
                players,
                to_move,
                created_at,
                rated=seek.rated,
            )
            await db.run("UPDATE seeks SET game_id = ? WHERE id = ?", (record.id, seek_id))
            if clock is not None:
                await db.run(UPSERT_CLOCK, {**clock_params(clock), "game_id": record.id})
        return record

    async def due_seeks(self, now: datetime) -> list[SeekRecord]:
        """Open seeks whose ``expires_at`` is at or before ``now``, oldest first."""
        rows = await self._db.fetch_all(
            "SELECT * FROM seeks WHERE status = 'open' AND expires_at <= ? ORDER BY expires_at, id",
            (encode_time(now),),
        )
        return [seek_from_row(row) for row in rows]


def seek_from_row(row: Row) -> SeekRecord:
    return SeekRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        message_id=row["message_id"],
        seeker_id=row["seeker_id"],
        game=row["game"],
        options=decode_options(row["options"]),
        first=row["first"],
        time_control=decode_time_control(row["time_control"]),
        rated=bool(row["rated"]),
        min_rating=row["min_rating"],
        max_rating=row["max_rating"],
        status=row["status"],
        created_at=decode_time(row["created_at"]),
        expires_at=decode_time(row["expires_at"]),
        game_id=row["game_id"],
        accepted_by=row["accepted_by"],
    )
