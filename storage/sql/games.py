"""Games and their append-only move logs.

`append_move` reads the game's row for update before comparing plies: on SQLite the
``BEGIN IMMEDIATE`` write lock already makes a second writer wait, and on PostgreSQL
the row lock does, so either way the loser reads the ply the winner wrote and gets
`StaleMove`. The log's primary key ``(game_id, ply)`` stands behind both.
"""

from collections.abc import Sequence
from datetime import datetime
from typing import Final

from storage.codec import (
    clock_from_row,
    clock_params,
    encode_options,
    encode_time,
    game_from_row,
    move_from_row,
)
from storage.errors import GameFinished, GameHeld, NotFound, StaleMove, StorageError
from storage.models import (
    CHANCE,
    GAME_STATUSES,
    AppendedMove,
    ClockRecord,
    GameAndClock,
    GameRecord,
    GameResult,
    MailIntent,
    MoveRecord,
)
from storage.protocol import GameStore
from storage.rows import Row
from storage.sql.clocks import CLOCK_COLUMNS, UPSERT_CLOCK, check_clock_agrees
from storage.sql.db import Db, Reads
from storage.sql.errors import ConstraintViolated
from storage.sql.mail import insert_mail
from storage.sql.part import SqlPart, require
from storage.sql.posts import owe_opening, owe_post
from storage.sql.ratings import rate_in

ACTIVE_TO_MOVE: Final = (0, 1, CHANCE)
# A game's row and its clock's in one statement, so the two are of one moment. Both
# tables have ``game_id`` and ``ply``: the clock's columns come prefixed.
_CLOCK_PREFIX: Final = "clock_"
_GAME_AND_CLOCK: Final = (
    "SELECT games.*, "
    + ", ".join(f"clocks.{column} AS {_CLOCK_PREFIX}{column}" for column in CLOCK_COLUMNS)
    + " FROM games LEFT JOIN clocks ON clocks.game_id = games.id"
)


class SqlGames(SqlPart, GameStore):
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
        async with self._db.transaction() as db:
            return await insert_game(
                db, guild_id, channel_id, game, options, players, to_move, created_at
            )

    async def set_game_thread(self, game_id: int, thread_id: int) -> None:
        async with self._db.transaction() as db:
            try:
                changed = await db.execute(
                    "UPDATE games SET thread_id = ? WHERE id = ?", (thread_id, game_id)
                )
            except ConstraintViolated as error:
                if error.kind != "unique":
                    raise
                raise StorageError(f"Thread {thread_id} already belongs to a game.") from error
            if not changed:
                raise NotFound("game", game_id)

    async def get_game(self, game_id: int) -> GameRecord:
        return await _game(self._db, game_id)

    async def game_for_thread(self, thread_id: int) -> GameRecord | None:
        return await _game_for_thread(self._db, thread_id)

    async def glance_game(self, game_id: int) -> GameRecord:
        return await _game(self._db.beside(), game_id)

    async def glance_game_for_thread(self, thread_id: int) -> GameRecord | None:
        return await _game_for_thread(self._db.beside(), thread_id)

    async def get_game_and_clock(self, game_id: int) -> GameAndClock:
        """The game and its clock, read in one statement; `NotFound` for an unknown game."""
        row = await self._db.fetch_one(f"{_GAME_AND_CLOCK} WHERE games.id = ?", (game_id,))
        if row is None:
            raise NotFound("game", game_id)
        return game_and_clock_from_row(row)

    async def game_and_clock_for_thread(self, thread_id: int) -> GameAndClock | None:
        """The game played in this thread and its clock, in one statement."""
        row = await self._db.fetch_one(f"{_GAME_AND_CLOCK} WHERE games.thread_id = ?", (thread_id,))
        return None if row is None else game_and_clock_from_row(row)

    async def games_for_user(
        self, user_id: int, *, active_only: bool = True, limit: int = 100
    ) -> list[GameRecord]:
        """The user's games, most recently updated first."""
        status_filter = "AND status = 'active'" if active_only else ""
        rows = await self._db.fetch_all(
            f"""SELECT * FROM games
                WHERE (player0_id = :user OR player1_id = :user) {status_filter}
                ORDER BY updated_at DESC, id DESC LIMIT :limit""",
            {"user": user_id, "limit": limit},
        )
        return [game_from_row(row) for row in rows]

    async def games_of_server(
        self, guild_id: int, *, status: str, limit: int = 100
    ) -> list[GameRecord]:
        if status not in GAME_STATUSES:
            raise ValueError(f"status must be one of {sorted(GAME_STATUSES)}, not {status!r}")
        rows = await self._db.fetch_all(
            """SELECT games.* FROM games
               JOIN channel_visibility seen ON seen.channel_id = games.channel_id
               WHERE games.guild_id = :guild AND games.status = :status
                 AND seen.everyone_reads = 1
               ORDER BY games.updated_at DESC, games.id DESC LIMIT :limit""",
            {"guild": guild_id, "status": status, "limit": limit},
        )
        return [game_from_row(row) for row in rows]

    async def count_games(self) -> int:
        row = await self._db.fetch_one("SELECT count(*) FROM games")
        assert row is not None
        return int(row[0])

    async def games_awaiting_chance(self) -> list[GameRecord]:
        """Running games whose next entry is the dice's, oldest first (none on hold: no
        dice are rolled for a game that may not move)."""
        rows = await self._db.fetch_all(
            """SELECT * FROM games WHERE status = 'active' AND to_move = ? AND hold IS NULL
               ORDER BY updated_at, id""",
            (CHANCE,),
        )
        return [game_from_row(row) for row in rows]

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
        mail: Sequence[MailIntent] = (),
    ) -> AppendedMove:
        """Log move number ``expected_ply + 1`` and update the game, in one transaction.

        Returns the new entry and the game's header as this transaction left it.

        ``to_move`` is who moves next: 0, 1 or `CHANCE`, or None exactly when
        ``result`` is given, which finishes the game with this move.

        ``clock``, when given, is the game's clock after this move (so its
        ``ply`` is ``expected_ply + 1``); it replaces the stored clock in the
        same transaction, so after a crash the move and its clock never
        disagree, and a refused move leaves the clock as it was. ``mail`` is
        queued in that transaction too (`MailStore`): a move that landed has
        its mail, a refused one has none. Its running
        seat, if any, must be ``to_move``: a finished game or a chance move
        stops the clock.

        Raises `StaleMove` if the game is no longer at ``expected_ply`` (someone
        else's move landed first), `GameFinished`, a `StaleMove`, if it is
        over, and `GameHeld`, one too, while it is on hold; `NotFound` for an
        unknown game.
        """
        async with self._db.transaction() as db:
            return await append_in(
                db,
                game_id,
                expected_ply=expected_ply,
                seat=seat,
                notation=notation,
                created_at=created_at,
                to_move=to_move,
                result=result,
                clock=clock,
                mail=mail,
            )

    async def moves(self, game_id: int) -> list[MoveRecord]:
        """The game's log in ply order; empty for a new or unknown game."""
        return await _moves(self._db, game_id)

    async def glance_moves(self, game_id: int) -> list[MoveRecord]:
        return await _moves(self._db.beside(), game_id)


async def _game(db: Reads, game_id: int) -> GameRecord:
    row = await db.fetch_one("SELECT * FROM games WHERE id = ?", (game_id,))
    if row is None:
        raise NotFound("game", game_id)
    return game_from_row(row)


async def _game_for_thread(db: Reads, thread_id: int) -> GameRecord | None:
    row = await db.fetch_one("SELECT * FROM games WHERE thread_id = ?", (thread_id,))
    return None if row is None else game_from_row(row)


async def _moves(db: Reads, game_id: int) -> list[MoveRecord]:
    rows = await db.fetch_all("SELECT * FROM moves WHERE game_id = ? ORDER BY ply", (game_id,))
    return [move_from_row(row) for row in rows]


async def insert_game(
    db: Db,
    guild_id: int | None,
    channel_id: int,
    game: str,
    options: dict[str, object],
    players: tuple[int, int],
    to_move: int,
    created_at: datetime,
    *,
    rated: bool = False,
) -> GameRecord:
    """Insert a new game inside the caller's transaction (a plain one, or an accepted challenge)."""
    require(len(players) == 2, "a game has exactly two players")
    require(to_move in ACTIVE_TO_MOVE, "to_move must be 0, 1 or CHANCE")
    now = encode_time(created_at)
    row = await db.fetch_one(
        """INSERT INTO games (guild_id, channel_id, game, options, player0_id, player1_id,
               to_move, created_at, updated_at, rated)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *""",
        (guild_id, channel_id, game, encode_options(options), *players, to_move, now, now)
        + (int(rated),),
    )
    assert row is not None
    made = game_from_row(row)
    await owe_opening(db, made.id, now)
    return made


async def append_in(
    db: Db,
    game_id: int,
    *,
    expected_ply: int,
    seat: int | None,
    notation: str,
    created_at: datetime,
    to_move: int | None,
    result: GameResult | None = None,
    clock: ClockRecord | None = None,
    mail: Sequence[MailIntent] = (),
) -> AppendedMove:
    """`SqlGames.append_move` inside the caller's transaction: for a write that must land
    with a move or not at all (a conditional move's claim, `storage.sql.premoves`)."""
    require(seat in (None, 0, 1), "seat must be 0, 1 or None")
    if result is None:
        require(to_move in ACTIVE_TO_MOVE, "to_move must be 0, 1 or CHANCE")
    else:
        require(to_move is None, "to_move must be None when the move ends the game")
    if clock is not None:
        require(clock.game_id == game_id, "the clock must belong to the game moved in")
        require(clock.ply == expected_ply + 1, "the clock must be at the ply after the move")
        check_clock_agrees(clock, to_move)
    now = encode_time(created_at)
    await _check_still_at(db, game_id, expected_ply)
    if clock is not None:
        await _check_pause_unchanged(db, clock, expected_ply)
    row = await _insert_move(db, game_id, expected_ply + 1, seat, notation, now)
    updated = await db.fetch_one(
        """UPDATE games SET ply = :ply, to_move = :to_move, updated_at = :now,
               status = :status, winner = :winner, termination = :termination,
               finished_at = :finished_at
           WHERE id = :id RETURNING *""",
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
        await db.run(UPSERT_CLOCK, clock_params(clock))
    await insert_mail(db, mail, now)
    await owe_post(db, game_id, expected_ply + 1, now)
    assert updated is not None
    finished = game_from_row(updated)
    if result is not None and result.rater is not None:
        await rate_in(db, finished, result, created_at)  # the ratings move with the result
    return AppendedMove(move_from_row(row), finished, updated["premove_ply"])


def game_and_clock_from_row(row: Row) -> GameAndClock:
    """A row of ``_GAME_AND_CLOCK``; the clock's columns are all NULL for a game without one."""
    has_clock = row[_CLOCK_PREFIX + "game_id"] is not None
    clock = clock_from_row(row, _CLOCK_PREFIX) if has_clock else None
    return GameAndClock(game_from_row(row), clock)


async def _check_still_at(db: Db, game_id: int, expected_ply: int) -> None:
    """Lock the game's row and refuse a move made at a ply it has left, once it is over,
    or while it is on hold (a moderator's line lifts the hold first, in its transaction:
    ``storage.sql.rulings``)."""
    game = await db.fetch_one(
        "SELECT ply, status, hold FROM games WHERE id = ?" + db.dialect.for_update, (game_id,)
    )
    if game is None:
        raise NotFound("game", game_id)
    if game["status"] == "finished":
        raise GameFinished(game_id, expected_ply, game["ply"])
    if game["ply"] != expected_ply:
        raise StaleMove(game_id, expected_ply, game["ply"])
    if game["hold"] is not None:
        raise GameHeld(game_id, expected_ply, game["hold"])


async def _insert_move(
    db: Db, game_id: int, ply: int, seat: int | None, notation: str, now: int
) -> Row:
    """Log the move; `StaleMove` if the log already has that ply.

    Only a header out of step with its log gets that far, but then the key decides,
    and ``DO NOTHING`` says so without an error, which on PostgreSQL would abort the
    transaction before the log's last ply could be read for the message.
    """
    row = await db.fetch_one(
        """INSERT INTO moves (game_id, ply, seat, notation, created_at)
           VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, ply) DO NOTHING RETURNING *""",
        (game_id, ply, seat, notation, now),
    )
    if row is None:
        last = await db.fetch_one("SELECT max(ply) FROM moves WHERE game_id = ?", (game_id,))
        raise StaleMove(game_id, ply - 1, last[0] if last and last[0] is not None else 0)
    return row


async def _check_pause_unchanged(db: Db, clock: ClockRecord, ply: int) -> None:
    """A move carries its game's pause over and never changes it: only ``/pause`` does.

    A move's clock was computed from the row as the move read it; if a pause or a
    resume landed since, writing it would silently undo what both players were told,
    so the move is refused as stale and the player sends it again.
    """
    stored = await db.fetch_one("SELECT paused FROM clocks WHERE game_id = ?", (clock.game_id,))
    if stored is not None and bool(stored["paused"]) != clock.paused:
        raise StaleMove(
            clock.game_id,
            ply,
            ply,
            f"Game {clock.game_id}'s clock was "
            f"{'paused' if stored['paused'] else 'resumed'} while the move was on its way, "
            "so the move was not recorded.",
        )
