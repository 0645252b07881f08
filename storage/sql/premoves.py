"""Conditional moves: the lines a player queued for the opponent's next move.

A line goes in only while its game is still at its ply: the game's row is locked as
`append_move` locks it, so a line is either in before the opponent's move lands (and
that move's request finds it) or refused. A reply is logged in the transaction that
resolves its ply's lines, after the game's row is locked (the order `put_premove`
takes too), so the one caller that logs it is the one that fires it.
"""

from collections.abc import Sequence
from datetime import datetime

from storage.codec import encode_time, premove_from_row
from storage.errors import PremoveGone
from storage.models import AppendedMove, ClockRecord, GameResult, MailIntent, PremoveRecord
from storage.protocol.premoves import PremoveStore
from storage.sql.games import _check_still_at, append_in
from storage.sql.part import SqlPart, require


class SqlPremoves(SqlPart, PremoveStore):
    async def put_premove(self, premove: PremoveRecord) -> None:
        """Queue a line, replacing the seat's line for the same ``their_move`` at that ply
        and forgetting the seat's lines of other plies (resolved, or left behind); the
        game's ``premove_ply`` becomes the line's ply.

        `StaleMove` if the game is no longer at ``premove.ply``, `GameFinished` if it
        is over, `NotFound` for an unknown game.
        """
        require(premove.seat in (0, 1), "seat must be 0 or 1")
        require(premove.ply >= 0, "ply must not be negative")
        require(premove.state == "pending", "a line is queued pending")
        require(bool(premove.their_move and premove.reply_move), "both moves are needed")
        async with self._db.transaction() as db:
            await _check_still_at(db, premove.game_id, premove.ply)
            await db.run(
                "UPDATE games SET premove_ply = ? WHERE id = ?", (premove.ply, premove.game_id)
            )
            await db.run(
                "DELETE FROM premoves WHERE game_id = ? AND seat = ? AND ply <> ?",
                (premove.game_id, premove.seat, premove.ply),
            )
            await db.run(
                """INSERT INTO premoves
                       (game_id, seat, ply, their_move, reply_move, state, created_at)
                   VALUES (?, ?, ?, ?, ?, 'pending', ?)
                   ON CONFLICT (game_id, seat, ply, their_move) DO UPDATE SET
                       reply_move = excluded.reply_move, state = 'pending',
                       created_at = excluded.created_at""",
                (
                    premove.game_id,
                    premove.seat,
                    premove.ply,
                    premove.their_move,
                    premove.reply_move,
                    encode_time(premove.created_at),
                ),
            )

    async def premoves_for(self, game_id: int, seat: int) -> list[PremoveRecord]:
        """The seat's lines in the game, pending and resolved, by ply, oldest first."""
        rows = await self._db.fetch_all(
            """SELECT * FROM premoves WHERE game_id = ? AND seat = ?
               ORDER BY ply, created_at, their_move""",
            (game_id, seat),
        )
        return [premove_from_row(row) for row in rows]

    async def clear_premoves(self, game_id: int, seat: int) -> int:
        """Forget every line of the seat in the game; how many were still pending."""
        async with self._db.transaction() as db:
            rows = await db.fetch_all(
                "DELETE FROM premoves WHERE game_id = ? AND seat = ? RETURNING state",
                (game_id, seat),
            )
        return sum(1 for row in rows if row["state"] == "pending")

    async def drop_premoves(self, game_id: int) -> None:
        """Forget every line of the game (a takeback, the end)."""
        async with self._db.transaction() as db:
            await db.run("DELETE FROM premoves WHERE game_id = ?", (game_id,))

    async def resolve_premoves(self, game_id: int, seat: int, ply: int) -> list[PremoveRecord]:
        """The opponent's move at ``ply`` named none of the seat's lines: the pending ones
        are dropped. Returns the lines this call dropped (none if another did first)."""
        async with self._db.transaction() as db:
            rows = await db.fetch_all(
                """UPDATE premoves SET state = 'dropped'
                   WHERE game_id = ? AND seat = ? AND ply = ? AND state = 'pending'
                   RETURNING *""",
                (game_id, seat, ply),
            )
        return [premove_from_row(row) for row in rows]

    async def append_premove_reply(
        self,
        premove: PremoveRecord,
        *,
        created_at: datetime,
        to_move: int | None,
        result: GameResult | None = None,
        clock: ClockRecord | None = None,
        mail: Sequence[MailIntent] = (),
    ) -> AppendedMove:
        """Log ``premove``'s reply as the seat's move at ply ``premove.ply + 2`` and resolve
        the seat's lines of that ply (this one fired, the others dropped), in one
        transaction, with `append_move`'s guards (`StaleMove`, `GameFinished`).

        `PremoveGone` if the line is not pending any more (cleared, or already resolved):
        then nothing is written.
        """
        async with self._db.transaction() as db:
            appended = await append_in(
                db,
                premove.game_id,
                expected_ply=premove.ply + 1,
                seat=premove.seat,
                notation=premove.reply_move,
                created_at=created_at,
                to_move=to_move,
                result=result,
                clock=clock,
                mail=mail,
            )
            resolved = await db.fetch_all(
                """UPDATE premoves SET state = CASE
                       WHEN their_move = :their AND reply_move = :reply THEN 'fired'
                       ELSE 'dropped' END
                   WHERE game_id = :game AND seat = :seat AND ply = :ply
                       AND state = 'pending'
                   RETURNING state""",
                {
                    "their": premove.their_move,
                    "reply": premove.reply_move,
                    "game": premove.game_id,
                    "seat": premove.seat,
                    "ply": premove.ply,
                },
            )
            if not any(row["state"] == "fired" for row in resolved):
                raise PremoveGone(premove.game_id, premove.ply)
        return appended
