"""The SQLite implementation of `storage.protocol.Store`, over one aiosqlite connection.

The connection runs in autocommit mode and every write opens its own
``BEGIN IMMEDIATE`` transaction: taking the write lock up front means a
transaction never has to upgrade a read lock, which in WAL mode fails at once
instead of waiting out ``busy_timeout``. That is what makes `append_move` safe
between processes (or two stores on one file): the loser waits for the lock,
then sees the new ply and raises `StaleMove`.

Within one store, aiosqlite runs statements one at a time, but statements from
two coroutines could still interleave inside each other's transactions (and be
committed or rolled back with the wrong one). So every operation, read or
write, holds ``self._lock`` for its whole length.
"""

import asyncio
import math
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, Final, Self

import aiosqlite

from storage.codec import (
    challenge_from_row,
    clock_from_row,
    clock_params,
    computer_seat_from_row,
    encode_game_list,
    encode_optional_time,
    encode_options,
    encode_time,
    encode_time_control,
    game_from_row,
    guild_settings_from_row,
    move_from_row,
    offer_from_row,
    user_settings_from_row,
    vacation_from_row,
)
from storage.errors import GameFinished, NotFound, StaleMove, StorageError
from storage.migrate import bundled_migrations, migrate, run, user_version
from storage.models import (
    CHALLENGE_FIRST,
    CHALLENGE_STATUSES,
    CHANCE,
    NOTIFY_MODES,
    OFFER_KINDS,
    ChallengeRecord,
    ClockRecord,
    ComputerSeat,
    GameRecord,
    GameResult,
    GuildSettings,
    MoveRecord,
    OfferRecord,
    TimeControl,
    UserSettings,
    VacationRecord,
)
from storage.opening import open_failure

BUSY_TIMEOUT_MS: Final = 5000
_ACTIVE_TO_MOVE: Final = (0, 1, CHANCE)

# The whole row is replaced: a clock state is computed from the previous one
# and stands alone, so no column should survive from before by accident.
_UPSERT_CLOCK: Final = """
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
# A clock "runs" when a seat's time is actually running: it has a deadline and
# is not paused (a frozen clock keeps its running_seat but loses its deadline).
# Only then can it fall due, be reminded about or run out.
_RUNNING: Final = "running_seat IS NOT NULL AND deadline_at IS NOT NULL AND paused = 0"

Params = dict[str, Any] | tuple[Any, ...]


class SqliteStore:
    """Challenges, games, move logs, clocks and settings in one SQLite file.

    Build it with `open_store`.
    """

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._lock = asyncio.Lock()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def close(self) -> None:
        async with self._lock:  # let a transaction in flight finish first
            await self._db.close()

    async def schema_version(self) -> int:
        """The number of the last migration applied (start-up and `postboard check` say it)."""
        async with self._lock:
            return await user_version(self._db)

    # -- challenges -------------------------------------------------------

    async def create_challenge(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        challenger_id: int,
        opponent_id: int,
        game: str,
        options: dict[str, object],
        first: str,
        created_at: datetime,
        expires_at: datetime,
        time_control: TimeControl | None = None,
    ) -> ChallengeRecord:
        """Post a challenge; ``time_control`` None proposes a game without a clock."""
        _require(first in CHALLENGE_FIRST, f"first must be one of {sorted(CHALLENGE_FIRST)}")
        async with self._transaction() as db:
            row = await _fetch_one(
                db,
                """INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id,
                       game, options, first, created_at, expires_at, time_control)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *""",
                (
                    guild_id,
                    channel_id,
                    challenger_id,
                    opponent_id,
                    game,
                    encode_options(options),
                    first,
                    encode_time(created_at),
                    encode_time(expires_at),
                    encode_time_control(time_control),
                ),
            )
        assert row is not None
        return challenge_from_row(row)

    async def set_challenge_message(
        self, challenge_id: int, channel_id: int, message_id: int
    ) -> None:
        async with self._transaction() as db:
            changed = await _execute(
                db,
                "UPDATE challenges SET channel_id = ?, message_id = ? WHERE id = ?",
                (channel_id, message_id, challenge_id),
            )
            if not changed:
                raise NotFound("challenge", challenge_id)

    async def get_challenge(self, challenge_id: int) -> ChallengeRecord:
        rows = await self._read("SELECT * FROM challenges WHERE id = ?", (challenge_id,))
        if not rows:
            raise NotFound("challenge", challenge_id)
        return challenge_from_row(rows[0])

    async def pending_challenges_for(self, user_id: int) -> list[ChallengeRecord]:
        """Pending challenges the user sent or received, newest first."""
        rows = await self._read(
            # "+status" keeps the planner on the per-user indexes rather than
            # scanning every pending challenge through challenges_due.
            """SELECT * FROM challenges
               WHERE +status = 'pending' AND (opponent_id = :user OR challenger_id = :user)
               ORDER BY created_at DESC, id DESC""",
            {"user": user_id},
        )
        return [challenge_from_row(row) for row in rows]

    async def resolve_challenge(
        self, challenge_id: int, *, status: str, game_id: int | None = None
    ) -> bool:
        """Move a pending challenge to ``status``; False if it was no longer pending.

        The compare-and-set is what lets a decline, a cancel and the expiry
        sweep race safely: exactly one of them wins.
        """
        _require(
            status in CHALLENGE_STATUSES - {"pending"},
            f"status must be one of {sorted(CHALLENGE_STATUSES - {'pending'})}",
        )
        async with self._transaction() as db:
            return await _resolve_pending(db, challenge_id, status, game_id)

    async def due_challenges(self, now: datetime) -> list[ChallengeRecord]:
        """Pending challenges whose ``expires_at`` is at or before ``now``, oldest first."""
        rows = await self._read(
            """SELECT * FROM challenges WHERE status = 'pending' AND expires_at <= ?
               ORDER BY expires_at, id""",
            (encode_time(now),),
        )
        return [challenge_from_row(row) for row in rows]

    # -- games ------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        options: dict[str, object],
        players: tuple[int, int],
        to_move: int,
        created_at: datetime,
    ) -> GameRecord:
        async with self._transaction() as db:
            return await _insert_game(
                db, guild_id, channel_id, game, options, players, to_move, created_at
            )

    async def accept_challenge_into_game(
        self,
        challenge_id: int,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        options: dict[str, object],
        players: tuple[int, int],
        to_move: int,
        created_at: datetime,
        clock: ClockRecord | None = None,
        computer: ComputerSeat | None = None,
    ) -> GameRecord | None:
        """Accept a pending challenge and create its game (and its clock), all or nothing.

        Returns None when the challenge was no longer pending (accepted twice,
        declined, expired), so a double click never creates two games.

        The game has no id until it is inserted, so ``clock`` is given with
        ``game_id=0`` and ``ply=0`` and stored under the new game's id, in the
        same transaction: a game never exists without the clock it was
        accepted with. The stored clock is ``replace(clock, game_id=game.id)``.
        ``computer`` (the bot's own seat, in a game against it) is stored the
        same way, with ``game_id=0``.
        """
        if clock is not None:
            _require(clock.game_id == 0, "a new game's clock must have game_id 0")
            _require(clock.ply == 0, "a new game's clock must be at ply 0")
            _check_clock_agrees(clock, to_move)
        if computer is not None:
            _require(computer.game_id == 0, "a new game's computer seat must have game_id 0")
        async with self._transaction() as db:
            if not await _resolve_pending(db, challenge_id, "accepted", None):
                return None
            record = await _insert_game(
                db, guild_id, channel_id, game, options, players, to_move, created_at
            )
            await run(
                db, "UPDATE challenges SET game_id = ? WHERE id = ?", (record.id, challenge_id)
            )
            if clock is not None:
                await run(db, _UPSERT_CLOCK, {**clock_params(clock), "game_id": record.id})
            if computer is not None:
                await run(
                    db,
                    "INSERT INTO computer_seats (game_id, seat, level) VALUES (?, ?, ?)",
                    (record.id, computer.seat, computer.level),
                )
        return record

    async def set_game_thread(self, game_id: int, thread_id: int) -> None:
        async with self._transaction() as db:
            try:
                changed = await _execute(
                    db, "UPDATE games SET thread_id = ? WHERE id = ?", (thread_id, game_id)
                )
            except sqlite3.IntegrityError as error:
                raise StorageError(f"Thread {thread_id} already belongs to a game.") from error
            if not changed:
                raise NotFound("game", game_id)

    async def get_game(self, game_id: int) -> GameRecord:
        rows = await self._read("SELECT * FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise NotFound("game", game_id)
        return game_from_row(rows[0])

    async def game_for_thread(self, thread_id: int) -> GameRecord | None:
        rows = await self._read("SELECT * FROM games WHERE thread_id = ?", (thread_id,))
        return game_from_row(rows[0]) if rows else None

    async def games_for_user(
        self, user_id: int, *, active_only: bool = True, limit: int = 100
    ) -> list[GameRecord]:
        """The user's games, most recently updated first."""
        status_filter = "AND status = 'active'" if active_only else ""
        rows = await self._read(
            f"""SELECT * FROM games
                WHERE (player0_id = :user OR player1_id = :user) {status_filter}
                ORDER BY updated_at DESC, id DESC LIMIT :limit""",
            {"user": user_id, "limit": limit},
        )
        return [game_from_row(row) for row in rows]

    async def computer_seat(self, game_id: int) -> ComputerSeat | None:
        """The seat the bot plays in this game, or None in a game between people."""
        rows = await self._read("SELECT * FROM computer_seats WHERE game_id = ?", (game_id,))
        return computer_seat_from_row(rows[0]) if rows else None

    async def games_awaiting_computer(self) -> list[GameRecord]:
        """Running games whose next move is the computer's, oldest first: after a
        restart these are the moves still owed."""
        rows = await self._read(
            """SELECT games.* FROM games JOIN computer_seats ON computer_seats.game_id = games.id
               WHERE games.status = 'active' AND games.to_move = computer_seats.seat
               ORDER BY games.updated_at, games.id""",
            (),
        )
        return [game_from_row(row) for row in rows]

    async def count_games(self) -> int:
        rows = await self._read("SELECT count(*) FROM games", ())
        return int(rows[0][0])

    # -- user names -------------------------------------------------------

    async def remember_user(self, user_id: int, display_name: str, seen_at: datetime) -> None:
        """Keep the latest name a user showed; an older sighting never overwrites a newer one."""
        async with self._transaction() as db:
            await run(
                db,
                """INSERT INTO user_names (user_id, display_name, seen_at) VALUES (?, ?, ?)
                   ON CONFLICT (user_id) DO UPDATE SET
                       display_name = excluded.display_name, seen_at = excluded.seen_at
                   WHERE excluded.seen_at >= user_names.seen_at""",
                (user_id, display_name, encode_time(seen_at)),
            )

    async def user_names(self, user_ids: Iterable[int]) -> dict[int, str]:
        """Known names of these users; unknown ids are simply absent."""
        ids = list(dict.fromkeys(user_ids))
        if not ids:
            return {}
        marks = ", ".join("?" * len(ids))
        rows = await self._read(
            f"SELECT user_id, display_name FROM user_names WHERE user_id IN ({marks})", tuple(ids)
        )
        return {row["user_id"]: row["display_name"] for row in rows}

    # -- the move log -----------------------------------------------------

    async def append_move(
        self,
        game_id: int,
        *,
        expected_ply: int,
        seat: int | None,
        notation: str,
        created_at: datetime,
        to_move: int | None,
        result: GameResult | None = None,
        clock: ClockRecord | None = None,
    ) -> MoveRecord:
        """Log move number ``expected_ply + 1`` and update the game, in one transaction.

        ``to_move`` is who moves next: 0, 1 or `CHANCE`, or None exactly when
        ``result`` is given, which finishes the game with this move.

        ``clock``, when given, is the game's clock after this move (so its
        ``ply`` is ``expected_ply + 1``); it replaces the stored clock in the
        same transaction, so after a crash the move and its clock never
        disagree, and a refused move leaves the clock as it was. Its running
        seat, if any, must be ``to_move``: a finished game or a chance move
        stops the clock.

        Raises `StaleMove` if the game is no longer at ``expected_ply`` (someone
        else's move landed first) and `GameFinished`, a `StaleMove`, if it is
        over; `NotFound` for an unknown game.
        """
        _require(seat in (None, 0, 1), "seat must be 0, 1 or None")
        if result is None:
            _require(to_move in _ACTIVE_TO_MOVE, "to_move must be 0, 1 or CHANCE")
        else:
            _require(to_move is None, "to_move must be None when the move ends the game")
        if clock is not None:
            _require(clock.game_id == game_id, "the clock must belong to the game moved in")
            _require(clock.ply == expected_ply + 1, "the clock must be at the ply after the move")
            _check_clock_agrees(clock, to_move)
        now = encode_time(created_at)
        async with self._transaction() as db:
            game = await _fetch_one(db, "SELECT ply, status FROM games WHERE id = ?", (game_id,))
            if game is None:
                raise NotFound("game", game_id)
            if game["status"] == "finished":
                raise GameFinished(game_id, expected_ply, game["ply"])
            if game["ply"] != expected_ply:
                raise StaleMove(game_id, expected_ply, game["ply"])
            try:
                row = await _fetch_one(
                    db,
                    """INSERT INTO moves (game_id, ply, seat, notation, created_at)
                       VALUES (?, ?, ?, ?, ?) RETURNING *""",
                    (game_id, expected_ply + 1, seat, notation, now),
                )
            except sqlite3.IntegrityError as error:
                if error.sqlite_errorname != "SQLITE_CONSTRAINT_PRIMARYKEY":
                    raise
                last = await _fetch_one(
                    db, "SELECT max(ply) FROM moves WHERE game_id = ?", (game_id,)
                )
                raise StaleMove(game_id, expected_ply, last[0] if last else 0) from error
            await run(
                db,
                """UPDATE games SET ply = :ply, to_move = :to_move, updated_at = :now,
                       status = :status, winner = :winner, termination = :termination,
                       finished_at = :finished_at
                   WHERE id = :id""",
                {
                    "id": game_id,
                    "ply": expected_ply + 1,
                    "to_move": to_move,
                    "now": now,
                    "status": "active" if result is None else "finished",
                    "winner": None if result is None else result.winner,
                    "termination": None if result is None else result.termination,
                    "finished_at": None if result is None else now,
                },
            )
            if clock is not None:
                await run(db, _UPSERT_CLOCK, clock_params(clock))
        assert row is not None
        return move_from_row(row)

    async def moves(self, game_id: int) -> list[MoveRecord]:
        """The game's log in ply order; empty for a new or unknown game."""
        rows = await self._read("SELECT * FROM moves WHERE game_id = ? ORDER BY ply", (game_id,))
        return [move_from_row(row) for row in rows]

    # -- clocks -------------------------------------------------------------

    async def put_clock(self, clock: ClockRecord) -> None:
        """Store a game's clock, replacing the whole previous row.

        For changes that come without a move (pause, resume, a vacation
        freezing the deadline, a clock added to an existing game); with a move,
        hand the clock to `append_move` instead.

        The clock must be at the game's current ply, or this raises `StaleMove`
        and writes nothing: a pause computed just before a move landed must not
        put the clock back to before that move. Like `append_move`, its running
        seat, if any, must be the game's seat to move. `NotFound` for an unknown game.
        """
        _check_clock(clock)
        async with self._transaction() as db:
            game = await _fetch_one(
                db, "SELECT ply, to_move FROM games WHERE id = ?", (clock.game_id,)
            )
            if game is None:
                raise NotFound("game", clock.game_id)
            if game["ply"] != clock.ply:
                raise StaleMove(clock.game_id, clock.ply, game["ply"])
            _check_clock_agrees(clock, game["to_move"])
            await run(db, _UPSERT_CLOCK, clock_params(clock))

    async def get_clock(self, game_id: int) -> ClockRecord | None:
        """The game's clock; None for a game without one (or an unknown game)."""
        rows = await self._read("SELECT * FROM clocks WHERE game_id = ?", (game_id,))
        return clock_from_row(rows[0]) if rows else None

    async def clocks_for_games(self, game_ids: Iterable[int]) -> dict[int, ClockRecord]:
        """Clocks of these games, by game id; games without a clock are simply absent."""
        ids = list(dict.fromkeys(game_ids))
        if not ids:
            return {}
        marks = ", ".join("?" * len(ids))
        rows = await self._read(f"SELECT * FROM clocks WHERE game_id IN ({marks})", tuple(ids))
        return {row["game_id"]: clock_from_row(row) for row in rows}

    async def clocks_due(self, before: datetime) -> list[ClockRecord]:
        """Running clocks whose deadline is at or before ``before``, soonest first.

        Stopped, frozen and paused clocks are never due, whatever their ``deadline_at``.
        Clocks already reminded about or marked expired are still listed (in
        claim mode an expired clock keeps running until the win is claimed);
        `mark_reminded` and `mark_expired` are how the sweep acts once per ply.
        Pass a later ``before`` to find clocks to remind about ahead of time.
        """
        rows = await self._read(
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
        async with self._transaction() as db:
            changed = await _execute(
                db,
                f"""UPDATE clocks SET {column} = :ply
                    WHERE game_id = :game AND ply = :ply AND {column} IS NOT :ply
                        AND {_RUNNING}""",
                {"game": game_id, "ply": ply},
            )
        return bool(changed)

    # -- user settings ------------------------------------------------------

    async def get_user_settings(self, user_id: int) -> UserSettings:
        """The user's settings; the defaults of `UserSettings` if they never set any."""
        rows = await self._read("SELECT * FROM user_settings WHERE user_id = ?", (user_id,))
        return user_settings_from_row(rows[0]) if rows else UserSettings(user_id)

    async def digests_due(self, before: datetime) -> list[UserSettings]:
        """Digest readers whose last digest went out before ``before`` (or never)."""
        rows = await self._read(
            """SELECT * FROM user_settings WHERE notify = 'digest'
               AND (digest_sent_at IS NULL OR digest_sent_at <= ?) ORDER BY user_id""",
            (encode_time(before),),
        )
        return [user_settings_from_row(row) for row in rows]

    async def put_user_settings(self, settings: UserSettings) -> None:
        """Store all of the user's settings at once, replacing what was there."""
        _require(settings.notify in NOTIFY_MODES, f"notify must be one of {sorted(NOTIFY_MODES)}")
        _require(settings.remind_hours > 0, "remind_hours must be positive")
        async with self._transaction() as db:
            await run(
                db,
                """INSERT INTO user_settings (user_id, notify, remind_dm, remind_hours,
                       digest_sent_at, dm_failed)
                   VALUES (:user_id, :notify, :remind_dm, :remind_hours, :digest_sent_at,
                       :dm_failed)
                   ON CONFLICT (user_id) DO UPDATE SET
                       notify = excluded.notify, remind_dm = excluded.remind_dm,
                       remind_hours = excluded.remind_hours,
                       digest_sent_at = excluded.digest_sent_at, dm_failed = excluded.dm_failed""",
                {
                    "user_id": settings.user_id,
                    "notify": settings.notify,
                    "remind_dm": int(settings.remind_dm),
                    "remind_hours": settings.remind_hours,
                    "digest_sent_at": encode_optional_time(settings.digest_sent_at),
                    "dm_failed": int(settings.dm_failed),
                },
            )

    # -- offers -------------------------------------------------------------

    async def put_offer(self, offer: OfferRecord) -> None:
        """Make an offer, replacing any open offer of the same kind in that game.

        `NotFound` for an unknown game.
        """
        _require(offer.kind in OFFER_KINDS, f"kind must be one of {sorted(OFFER_KINDS)}")
        _require(offer.seat in (0, 1), "seat must be 0 or 1")
        async with self._transaction() as db:
            await _write_for_game(
                db,
                offer.game_id,
                """INSERT INTO offers (game_id, kind, seat, ply, created_at)
                   VALUES (?, ?, ?, ?, ?)
                   ON CONFLICT (game_id, kind) DO UPDATE SET
                       seat = excluded.seat, ply = excluded.ply,
                       created_at = excluded.created_at""",
                (offer.game_id, offer.kind, offer.seat, offer.ply, encode_time(offer.created_at)),
            )

    async def offers_for(self, game_id: int) -> list[OfferRecord]:
        """The game's open offers, oldest first, stale ones included (compare plies)."""
        rows = await self._read(
            "SELECT * FROM offers WHERE game_id = ? ORDER BY created_at, kind", (game_id,)
        )
        return [offer_from_row(row) for row in rows]

    async def delete_offer(self, game_id: int, kind: str) -> bool:
        """Withdraw, accept or decline one offer; False if there was none.

        Accepting is deleting: the one call that gets True is the one that
        acts on the offer, so a double click never accepts twice.
        """
        async with self._transaction() as db:
            changed = await _execute(
                db, "DELETE FROM offers WHERE game_id = ? AND kind = ?", (game_id, kind)
            )
        return bool(changed)

    async def delete_offers(self, game_id: int) -> None:
        """Drop every offer of the game, e.g. once it is over."""
        async with self._transaction() as db:
            await run(db, "DELETE FROM offers WHERE game_id = ?", (game_id,))

    # -- vacations ----------------------------------------------------------

    async def start_vacation(
        self, user_id: int, guild_id: int | None, started_at: datetime
    ) -> VacationRecord:
        """Start the user's vacation; `StorageError` if one is already ongoing.

        A unique index on ongoing vacations makes this hold even for two racing
        requests from different processes.
        """
        async with self._transaction() as db:
            try:
                row = await _fetch_one(
                    db,
                    """INSERT INTO vacations (user_id, guild_id, started_at)
                       VALUES (?, ?, ?) RETURNING *""",
                    (user_id, guild_id, encode_time(started_at)),
                )
            except sqlite3.IntegrityError as error:
                if error.sqlite_errorname != "SQLITE_CONSTRAINT_UNIQUE":
                    raise
                raise StorageError(f"User {user_id} is already on vacation.") from error
        assert row is not None
        return vacation_from_row(row)

    async def end_vacation(self, user_id: int, ended_at: datetime) -> VacationRecord | None:
        """End the user's ongoing vacation and return it; None if there was none.

        ``ended_at`` before the vacation's start is a `ValueError`.
        """
        async with self._transaction() as db:
            ongoing = await _fetch_one(
                db, "SELECT * FROM vacations WHERE user_id = ? AND ended_at IS NULL", (user_id,)
            )
            if ongoing is None:
                return None
            end = encode_time(ended_at)
            _require(end >= ongoing["started_at"], "a vacation cannot end before it started")
            row = await _fetch_one(
                db,
                "UPDATE vacations SET ended_at = ? WHERE id = ? RETURNING *",
                (end, ongoing["id"]),
            )
        assert row is not None
        return vacation_from_row(row)

    async def vacations_of(self, user_id: int, since: datetime) -> list[VacationRecord]:
        """The user's vacations that overlap the time from ``since`` on, oldest first.

        That is every vacation still ongoing or ended after ``since``, including
        one that started before it, so callers can count days used in a period.
        """
        rows = await self._read(
            """SELECT * FROM vacations
               WHERE user_id = ? AND (ended_at IS NULL OR ended_at > ?)
               ORDER BY started_at, id""",
            (user_id, encode_time(since)),
        )
        return [vacation_from_row(row) for row in rows]

    async def ongoing_vacation(self, user_id: int) -> VacationRecord | None:
        rows = await self._read(
            "SELECT * FROM vacations WHERE user_id = ? AND ended_at IS NULL", (user_id,)
        )
        return vacation_from_row(rows[0]) if rows else None

    async def ongoing_vacations(self) -> list[VacationRecord]:
        """Every vacation not yet ended, oldest first: what a sweep checks allowances of."""
        rows = await self._read(
            "SELECT * FROM vacations WHERE ended_at IS NULL ORDER BY started_at, id", ()
        )
        return [vacation_from_row(row) for row in rows]

    async def users_on_vacation(self, user_ids: Iterable[int]) -> set[int]:
        """Which of these users are on vacation now."""
        ids = list(dict.fromkeys(user_ids))
        if not ids:
            return set()
        marks = ", ".join("?" * len(ids))
        rows = await self._read(
            f"SELECT user_id FROM vacations WHERE ended_at IS NULL AND user_id IN ({marks})",
            tuple(ids),
        )
        return {row["user_id"] for row in rows}

    # -- guild settings -----------------------------------------------------

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        """The guild's settings; all None (the built-in defaults) if it never set any."""
        rows = await self._read("SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return guild_settings_from_row(rows[0]) if rows else GuildSettings(guild_id)

    async def put_guild_settings(self, settings: GuildSettings) -> None:
        """Store all of the guild's settings at once, replacing what was there."""
        _require(
            settings.vacation_days is None or settings.vacation_days >= 0,
            "vacation_days must not be negative",
        )
        async with self._transaction() as db:
            await run(
                db,
                """INSERT INTO guild_settings (guild_id, allowed_games, games_channel_id,
                       time_control, vacation_days, hints)
                   VALUES (?, ?, ?, ?, ?, ?)
                   ON CONFLICT (guild_id) DO UPDATE SET
                       allowed_games = excluded.allowed_games,
                       games_channel_id = excluded.games_channel_id,
                       time_control = excluded.time_control,
                       vacation_days = excluded.vacation_days,
                       hints = excluded.hints""",
                (
                    settings.guild_id,
                    encode_game_list(settings.allowed_games),
                    settings.games_channel_id,
                    encode_time_control(settings.time_control),
                    settings.vacation_days,
                    None if settings.hints is None else int(settings.hints),
                ),
            )

    # -- plumbing ---------------------------------------------------------

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await run(self._db, "BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                if self._db.in_transaction:
                    await run(self._db, "ROLLBACK")
                raise
            await run(self._db, "COMMIT")

    async def _read(self, sql: str, params: Params) -> list[sqlite3.Row]:
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, params))


def _require(condition: bool, message: str) -> None:
    """Reject bad arguments before SQL sees them, so a CHECK failure is never mistaken
    for a lost race."""
    if not condition:
        raise ValueError(message)


def _check_clock(clock: ClockRecord) -> None:
    _require(math.isfinite(clock.bank0_s) and math.isfinite(clock.bank1_s), "banks must be finite")


def _check_clock_agrees(clock: ClockRecord, to_move: int | None) -> None:
    """A clock stored with a move must agree with it: only the seat to move can be running."""
    _check_clock(clock)
    _require(
        clock.running_seat is None or clock.running_seat == to_move,
        "only the seat to move can have its time running",
    )


async def _write_for_game(db: aiosqlite.Connection, game_id: int, sql: str, params: Params) -> None:
    """Run a write whose row refers to a game, turning a missing game into `NotFound`."""
    try:
        await run(db, sql, params)
    except sqlite3.IntegrityError as error:
        if error.sqlite_errorname != "SQLITE_CONSTRAINT_FOREIGNKEY":
            raise
        raise NotFound("game", game_id) from error


async def _fetch_one(db: aiosqlite.Connection, sql: str, params: Params) -> sqlite3.Row | None:
    async with db.execute(sql, params) as cursor:
        return await cursor.fetchone()


async def _execute(db: aiosqlite.Connection, sql: str, params: Params) -> int:
    """Run one statement and return how many rows it changed."""
    async with db.execute(sql, params) as cursor:
        return cursor.rowcount


async def _resolve_pending(
    db: aiosqlite.Connection, challenge_id: int, status: str, game_id: int | None
) -> bool:
    changed = await _execute(
        db,
        "UPDATE challenges SET status = ?, game_id = ? WHERE id = ? AND status = 'pending'",
        (status, game_id, challenge_id),
    )
    if (
        not changed
        and await _fetch_one(db, "SELECT 1 FROM challenges WHERE id = ?", (challenge_id,)) is None
    ):
        raise NotFound("challenge", challenge_id)
    return bool(changed)


async def _insert_game(
    db: aiosqlite.Connection,
    guild_id: int | None,
    channel_id: int,
    game: str,
    options: dict[str, object],
    players: tuple[int, int],
    to_move: int,
    created_at: datetime,
) -> GameRecord:
    _require(len(players) == 2, "a game has exactly two players")
    _require(to_move in _ACTIVE_TO_MOVE, "to_move must be 0, 1 or CHANCE")
    now = encode_time(created_at)
    row = await _fetch_one(
        db,
        """INSERT INTO games (guild_id, channel_id, game, options, player0_id, player1_id,
               to_move, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *""",
        (guild_id, channel_id, game, encode_options(options), *players, to_move, now, now),
    )
    assert row is not None
    return game_from_row(row)


async def open_store(path: str | Path) -> SqliteStore:
    """Open (creating if needed) and migrate the database at ``path``.

    ``":memory:"`` gives a private, empty database, handy in tests. Close the
    store with ``await store.close()`` or ``async with await open_store(path)``.
    """
    try:
        # Tried without aiosqlite first: its worker thread, once started for a connection
        # that fails, later reports to an event loop that may be closed by then.
        sqlite3.connect(path).close()
    except sqlite3.Error as error:
        raise open_failure(path, error) from error
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        try:
            await run(db, f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
            await _enable_wal(db)
        except (sqlite3.OperationalError, sqlite3.DatabaseError) as error:
            raise open_failure(path, error) from error
        await run(db, "PRAGMA synchronous = NORMAL")
        await run(db, "PRAGMA foreign_keys = ON")
        await migrate(db, bundled_migrations())
    except BaseException:
        await db.close()
        raise
    return SqliteStore(db)


async def _enable_wal(db: aiosqlite.Connection) -> None:
    """Switch the file to WAL (a setting the file keeps), retrying while it is busy.

    The switch needs a lock that SQLite does not wait for under ``busy_timeout``,
    so two processes opening a fresh file at the same moment would otherwise
    fail with "database is locked".
    """
    deadline = asyncio.get_running_loop().time() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            await run(db, "PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            busy = error.sqlite_errorname.startswith("SQLITE_BUSY")
            if not busy or asyncio.get_running_loop().time() > deadline:
                raise
        await asyncio.sleep(0.01)
