"""Game clocks: one row per game that has a clock, always replaced whole."""

import math
from collections.abc import Iterable
from datetime import datetime
from typing import Final

from storage.codec import clock_from_row, clock_params, encode_time
from storage.errors import GameHeld, NotFound, StaleMove
from storage.models import ClockRecord, NoticeRecord
from storage.protocol import ClockStore
from storage.sql.notices import owe_notice
from storage.sql.part import SqlPart, require

# The whole row is replaced: a clock state is computed from the previous one
# and stands alone, so no column should survive from before by accident.
UPSERT_CLOCK: Final = """
    INSERT INTO clocks (game_id, initial_s, increment_s, cap_s, auto_timeout, bank0_s, bank1_s,
        running_seat, ply, started_at, deadline_at, reminded_ply, expired_ply, paused)
    VALUES (:game_id, :initial_s, :increment_s, :cap_s, :auto_timeout, :bank0_s, :bank1_s,
        :running_seat, :ply, :started_at, :deadline_at, :reminded_ply, :expired_ply, :paused)
    ON CONFLICT (game_id) DO UPDATE SET
        initial_s = excluded.initial_s, increment_s = excluded.increment_s,
        cap_s = excluded.cap_s, auto_timeout = excluded.auto_timeout,
        bank0_s = excluded.bank0_s, bank1_s = excluded.bank1_s,
        running_seat = excluded.running_seat, ply = excluded.ply,
        started_at = excluded.started_at, deadline_at = excluded.deadline_at,
        reminded_ply = excluded.reminded_ply, expired_ply = excluded.expired_ply,
        paused = excluded.paused"""
CLOCK_COLUMNS: Final = (
    "game_id", "initial_s", "increment_s", "cap_s", "auto_timeout", "bank0_s", "bank1_s",
    "running_seat", "ply", "started_at", "deadline_at", "reminded_ply", "expired_ply", "paused",
)  # fmt: skip
"""Every column of ``clocks``, for a read that joins the clock to its game."""
# A clock "runs" when a seat's time is actually running: it has a deadline and
# is not paused (a frozen clock keeps its running_seat but loses its deadline).
# Only then can it fall due, be reminded about or run out.
_RUNNING: Final = "running_seat IS NOT NULL AND deadline_at IS NOT NULL AND paused = 0"


class SqlClocks(SqlPart, ClockStore):
    async def put_clock(
        self, clock: ClockRecord, *, owing: NoticeRecord | None = None
    ) -> NoticeRecord | None:
        """Store a game's clock, replacing the whole previous row; with ``owing`` (a
        pause's or a resume's line for the game's thread), owe it in the same
        transaction and return it as kept (else None).

        For changes that come without a move (pause, resume, a vacation
        freezing the deadline, a clock added to an existing game); with a move,
        hand the clock to `append_move` instead.

        The clock must be at the game's current ply, or this raises `StaleMove`
        and writes nothing: a pause computed just before a move landed must not
        put the clock back to before that move. A game on hold refuses it too
        (`GameHeld`): its clock stays frozen until the hold is released. Like
        `append_move`, its running seat, if any, must be the game's seat to move.
        `NotFound` for an unknown game.
        The game's row is read for update, so a move landing meanwhile waits, or
        is waited for, and the ply compared is the one the write lands on.
        """
        check_clock(clock)
        async with self._db.transaction() as db:
            game = await db.fetch_one(
                "SELECT ply, to_move, hold FROM games WHERE id = ?" + db.dialect.for_update,
                (clock.game_id,),
            )
            if game is None:
                raise NotFound("game", clock.game_id)
            if game["ply"] != clock.ply:
                raise StaleMove(clock.game_id, clock.ply, game["ply"])
            if game["hold"] is not None:  # a held game's clock stands frozen: only its
                raise GameHeld(clock.game_id, clock.ply, game["hold"])  # release thaws it
            check_clock_agrees(clock, game["to_move"])
            await db.run(UPSERT_CLOCK, clock_params(clock))
            return None if owing is None else await owe_notice(db, owing)

    async def get_clock(self, game_id: int) -> ClockRecord | None:
        """The game's clock; None for a game without one (or an unknown game)."""
        row = await self._db.fetch_one("SELECT * FROM clocks WHERE game_id = ?", (game_id,))
        return None if row is None else clock_from_row(row)

    async def clocks_for_games(self, game_ids: Iterable[int]) -> dict[int, ClockRecord]:
        """Clocks of these games, by game id; games without a clock are simply absent."""
        ids = list(dict.fromkeys(game_ids))
        if not ids:
            return {}
        marks = ", ".join("?" * len(ids))
        rows = await self._db.fetch_all(
            f"SELECT * FROM clocks WHERE game_id IN ({marks})", tuple(ids)
        )
        return {row["game_id"]: clock_from_row(row) for row in rows}

    async def clocks_due(self, before: datetime) -> list[ClockRecord]:
        """Running clocks whose deadline is at or before ``before``, soonest first.

        Stopped, frozen and paused clocks are never due, whatever their ``deadline_at``.
        Clocks already reminded about or marked expired are still listed (in
        claim mode an expired clock keeps running until the win is claimed);
        `mark_reminded` and `mark_expired` are how the sweep acts once per ply.
        Pass a later ``before`` to find clocks to remind about ahead of time.
        """
        rows = await self._db.fetch_all(
            f"""SELECT * FROM clocks WHERE deadline_at <= ? AND {_RUNNING}
                ORDER BY deadline_at, game_id""",
            (encode_time(before),),
        )
        return [clock_from_row(row) for row in rows]

    async def mark_reminded(self, game_id: int, ply: int) -> bool:
        """Record that the reminder for ``ply`` is being sent; False if it must not be.

        A compare-and-set: only one caller wins, and only while the clock is
        still at ``ply`` and its time running (not stopped, frozen or paused),
        so two sweeps never both remind and
        nobody is reminded of a move already made. False for a game without a clock.
        """
        return await self._mark("reminded_ply", game_id, ply)

    async def mark_expired(self, game_id: int, ply: int) -> bool:
        """Record that the running seat ran out of time at ``ply``; False if it must not be.

        The same compare-and-set as `mark_reminded`: a move, a pause or the
        end of the game since the sweep read the clock makes it return False.
        """
        return await self._mark("expired_ply", game_id, ply)

    async def _mark(self, column: str, game_id: int, ply: int) -> bool:
        # One UPDATE whose WHERE is the comparison: PostgreSQL re-checks it on the
        # row as a concurrent winner left it, so no row lock is needed here.
        async with self._db.transaction() as db:
            changed = await db.execute(
                f"""UPDATE clocks SET {column} = :ply
                    WHERE game_id = :game AND ply = :ply
                        AND ({column} IS NULL OR {column} <> :ply) AND {_RUNNING}""",
                {"game": game_id, "ply": ply},
            )
        return bool(changed)


def check_clock(clock: ClockRecord) -> None:
    require(math.isfinite(clock.bank0_s) and math.isfinite(clock.bank1_s), "banks must be finite")


def check_clock_agrees(clock: ClockRecord, to_move: int | None) -> None:
    """A clock stored with a move must agree with it: only the seat to move can be running."""
    check_clock(clock)
    require(
        clock.running_seat is None or clock.running_seat == to_move,
        "only the seat to move can have its time running",
    )
