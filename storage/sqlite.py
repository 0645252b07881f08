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
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, Final, Self

import aiosqlite

from storage.codec import (
    challenge_from_row,
    encode_options,
    encode_time,
    game_from_row,
    move_from_row,
)
from storage.errors import GameFinished, NotFound, StaleMove, StorageError
from storage.migrate import bundled_migrations, migrate, run
from storage.models import (
    CHALLENGE_FIRST,
    CHALLENGE_STATUSES,
    CHANCE,
    ChallengeRecord,
    GameRecord,
    GameResult,
    MoveRecord,
)

BUSY_TIMEOUT_MS: Final = 5000
_ACTIVE_TO_MOVE: Final = (0, 1, CHANCE)

Params = dict[str, Any] | tuple[Any, ...]


class SqliteStore:
    """Challenges, games and move logs in one SQLite file. Build it with `open_store`."""

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
    ) -> ChallengeRecord:
        _require(first in CHALLENGE_FIRST, f"first must be one of {sorted(CHALLENGE_FIRST)}")
        async with self._transaction() as db:
            row = await _fetch_one(
                db,
                """INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id,
                       game, options, first, created_at, expires_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *""",
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
    ) -> GameRecord | None:
        """Accept a pending challenge and create its game, all or nothing.

        Returns None when the challenge was no longer pending (accepted twice,
        declined, expired), so a double click never creates two games.
        """
        async with self._transaction() as db:
            if not await _resolve_pending(db, challenge_id, "accepted", None):
                return None
            record = await _insert_game(
                db, guild_id, channel_id, game, options, players, to_move, created_at
            )
            await run(
                db, "UPDATE challenges SET game_id = ? WHERE id = ?", (record.id, challenge_id)
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
    ) -> MoveRecord:
        """Log move number ``expected_ply + 1`` and update the game, in one transaction.

        ``to_move`` is who moves next: 0, 1 or `CHANCE`, or None exactly when
        ``result`` is given, which finishes the game with this move.

        Raises `StaleMove` if the game is no longer at ``expected_ply`` (someone
        else's move landed first) and `GameFinished`, a `StaleMove`, if it is
        over; `NotFound` for an unknown game.
        """
        _require(seat in (None, 0, 1), "seat must be 0, 1 or None")
        if result is None:
            _require(to_move in _ACTIVE_TO_MOVE, "to_move must be 0, 1 or CHANCE")
        else:
            _require(to_move is None, "to_move must be None when the move ends the game")
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
        assert row is not None
        return move_from_row(row)

    async def moves(self, game_id: int) -> list[MoveRecord]:
        """The game's log in ply order; empty for a new or unknown game."""
        rows = await self._read("SELECT * FROM moves WHERE game_id = ? ORDER BY ply", (game_id,))
        return [move_from_row(row) for row in rows]

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
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        await run(db, f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
        await _enable_wal(db)
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
