"""Moderation: holds on running games, and the rulings moderators made.

A hold is a column of the game's row (``games.hold``), so every read of a game carries
it and the move's own transaction refuses a line while it stands
(``storage.sql.games``); a hold's start or end locks that row like a move does, so of a
move and a pause racing at one ply exactly one lands and the other is refused.
"""

from collections.abc import Sequence
from datetime import datetime

from storage.codec import clock_params, decode_time, encode_time, game_from_row
from storage.errors import GameFinished, NotFound, NotHeldAsAsked, StaleMove
from storage.models import AppendedMove, ClockRecord, GameRecord, GameResult, MailIntent
from storage.moderation import HOLDS, RULING_ACTIONS, RulingRecord
from storage.protocol.rulings import RulingStore
from storage.rows import Row
from storage.sql.clocks import UPSERT_CLOCK, check_clock_agrees
from storage.sql.db import Db
from storage.sql.games import append_in
from storage.sql.mail import insert_mail
from storage.sql.part import SqlPart, require


def _ruling(row: Row) -> RulingRecord:
    return RulingRecord(
        game_id=int(row["game_id"]),
        guild_id=int(row["guild_id"]),
        moderator_id=int(row["moderator_id"]),
        action=row["action"],
        reason=row["reason"],
        ply=int(row["ply"]),
        ruled_at=decode_time(row["ruled_at"]),
        winner=row["winner"],
        id=int(row["id"]),
    )


async def _insert_ruling(db: Db, ruling: RulingRecord) -> None:
    require(ruling.action in RULING_ACTIONS, f"unknown ruling {ruling.action!r}")
    require(ruling.winner in (None, 0, 1), "a ruling's winner is a seat or None")
    await db.run(
        """INSERT INTO rulings (game_id, guild_id, moderator_id, action, winner, reason, ply,
                                ruled_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)""",
        (
            ruling.game_id,
            ruling.guild_id,
            ruling.moderator_id,
            ruling.action,
            ruling.winner,
            ruling.reason,
            ruling.ply,
            encode_time(ruling.ruled_at),
        ),
    )


async def _locked(db: Db, game_id: int, expected_ply: int) -> Row:
    """The running game's row, locked, at ``expected_ply``; else what stands in the way."""
    row = await db.fetch_one("SELECT * FROM games WHERE id = ?" + db.dialect.for_update, (game_id,))
    if row is None:
        raise NotFound("game", game_id)
    if row["status"] == "finished":
        raise GameFinished(game_id, expected_ply, row["ply"])
    if row["ply"] != expected_ply:
        raise StaleMove(game_id, expected_ply, row["ply"])
    return row


class SqlRulings(SqlPart, RulingStore):
    async def hold_game(
        self,
        game_id: int,
        *,
        expected_ply: int,
        hold: str,
        clock: ClockRecord | None,
        ruling: RulingRecord | None,
        mail: Sequence[MailIntent] = (),
        at: datetime | None = None,
    ) -> GameRecord:
        require(hold in HOLDS, f"unknown hold {hold!r}")
        return await self._set_hold(game_id, expected_ply, (None, hold), clock, ruling, mail, at)

    async def release_game(
        self,
        game_id: int,
        *,
        expected_ply: int,
        hold: str,
        clock: ClockRecord | None,
        ruling: RulingRecord | None,
        mail: Sequence[MailIntent] = (),
        at: datetime | None = None,
    ) -> GameRecord:
        require(hold in HOLDS, f"unknown hold {hold!r}")
        return await self._set_hold(game_id, expected_ply, (hold, None), clock, ruling, mail, at)

    async def _set_hold(
        self,
        game_id: int,
        expected_ply: int,
        change: tuple[str | None, str | None],
        clock: ClockRecord | None,
        ruling: RulingRecord | None,
        mail: Sequence[MailIntent],
        at: datetime | None,
    ) -> GameRecord:
        """Move the game's hold from ``change[0]`` to ``change[1]``, with its clock,
        ruling and mail, or write nothing. ``at``: when, if no ruling says it."""
        was, becomes = change
        when = ruling.ruled_at if ruling is not None else at
        require(not mail or when is not None, "mail about a hold needs its time")
        if clock is not None:
            require(clock.game_id == game_id, "the clock must belong to the game held")
            require(clock.ply == expected_ply, "the clock must be at the game's ply")
        async with self._db.transaction() as db:
            row = await _locked(db, game_id, expected_ply)
            if row["hold"] != was:
                raise NotHeldAsAsked(game_id, row["hold"])
            since = row["updated_at"]  # a release restarts the wait for the next move
            if becomes is None and when is not None:
                since = encode_time(when)
            updated = await db.fetch_one(
                "UPDATE games SET hold = ?, updated_at = ? WHERE id = ? RETURNING *",
                (becomes, since, game_id),
            )
            if clock is not None:
                check_clock_agrees(clock, row["to_move"])
                await db.run(UPSERT_CLOCK, clock_params(clock))
            if ruling is not None:
                await _insert_ruling(db, ruling)
            if when is not None:
                await insert_mail(db, mail, encode_time(when))
        assert updated is not None
        return game_from_row(updated)

    async def append_ruling(
        self,
        ruling: RulingRecord,
        *,
        notation: str,
        result: GameResult,
        clock: ClockRecord | None = None,
        mail: Sequence[MailIntent] = (),
    ) -> AppendedMove:
        async with self._db.transaction() as db:
            await _locked(db, ruling.game_id, ruling.ply)
            await db.run("UPDATE games SET hold = NULL WHERE id = ?", (ruling.game_id,))
            appended = await append_in(
                db,
                ruling.game_id,
                expected_ply=ruling.ply,
                seat=None,
                notation=notation,
                created_at=ruling.ruled_at,
                to_move=None,
                result=result,
                clock=clock,
                mail=mail,
            )
            await _insert_ruling(db, ruling)
        return appended

    async def rulings_of(self, game_id: int) -> list[RulingRecord]:
        rows = await self._db.fetch_all(
            "SELECT * FROM rulings WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [_ruling(row) for row in rows]

    async def recent_rulings(
        self, guild_id: int, *, since: datetime, limit: int
    ) -> list[RulingRecord]:
        rows = await self._db.fetch_all(
            """SELECT * FROM rulings WHERE guild_id = ? AND ruled_at >= ?
               ORDER BY ruled_at DESC, id DESC LIMIT ?""",
            (guild_id, encode_time(since), limit),
        )
        return [_ruling(row) for row in rows]
