"""What the kill drill reads from the bot's database, and the little it writes there.

Why the test reads SQLite directly: after a SIGKILL the database file is the only
witness of what the bot did, and the drill must not trust the bot to report on itself.
Reads are plain ``SELECT``s on short-lived connections (WAL lets them run beside the
bot). The only writes happen while no process runs: they move a deadline or an expiry
into the past, which is what days of downtime would have done.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from rules import GAMES
from rules.replay import AnyReplay, Replay
from storage.models import CHANCE as STORED_CHANCE

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def micros(moment: datetime) -> int:
    """A time as storage writes it (``storage/codec.py``): microseconds since the epoch."""
    return (moment - _EPOCH) // timedelta(microseconds=1)


@contextmanager
def connect(database: Path) -> Iterator[sqlite3.Connection]:
    with closing(sqlite3.connect(database, timeout=10, isolation_level=None)) as db:
        db.row_factory = sqlite3.Row
        yield db


@dataclass(frozen=True)
class Line:
    """One row of the move log."""

    ply: int
    seat: int | None
    notation: str


@dataclass(frozen=True)
class StoredGame:
    """A game as its row and its log say, read together."""

    id: int
    name: str
    options: dict[str, object]
    players: tuple[int, int]
    ply: int
    to_move: int | None
    status: str
    termination: str | None
    lines: tuple[Line, ...]

    @property
    def active(self) -> bool:
        return self.status == "active"

    @property
    def waits_for_dice(self) -> bool:
        return self.active and self.to_move == STORED_CHANCE

    def replay(self) -> AnyReplay:
        """The position the log leads to, by the rules alone (raises on an illegal log)."""
        return Replay.of(GAMES[self.name], self.options, [line.notation for line in self.lines])


def read_game(database: Path, game_id: int) -> StoredGame:
    with connect(database) as db:
        db.execute("BEGIN")  # the row and the log of one moment
        row = db.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
        lines = db.execute(
            "SELECT ply, seat, notation FROM moves WHERE game_id = ? ORDER BY ply", (game_id,)
        ).fetchall()
        db.execute("COMMIT")
    assert row is not None, f"no game {game_id}"
    return StoredGame(
        id=row["id"],
        name=row["game"],
        options=json.loads(row["options"]),
        players=(row["player0_id"], row["player1_id"]),
        ply=row["ply"],
        to_move=row["to_move"],
        status=row["status"],
        termination=row["termination"],
        lines=tuple(Line(r["ply"], r["seat"], r["notation"]) for r in lines),
    )


def games_waiting_for_dice(database: Path) -> list[tuple[int, int]]:
    """(game, ply) of every running game whose next entry is the dice's."""
    with connect(database) as db:
        rows = db.execute(
            "SELECT id, ply FROM games WHERE status = 'active' AND to_move = ?",
            (STORED_CHANCE,),
        )
        return [(row[0], row[1]) for row in rows]


def dice_owed_query(besides: list[tuple[int, int]]) -> str:
    """SQL finding a running game whose last line is a move and whose dice are not rolled
    yet: the millisecond between the two commits of one Plakoto request. ``besides``:
    (game, ply) a kill already left waiting, which are no such moment."""
    others = "".join(f" AND NOT (id = {game:d} AND ply = {ply:d})" for game, ply in besides)
    return f"SELECT 1 FROM games WHERE status = 'active' AND to_move = {STORED_CHANCE:d}{others}"


def game_ids(database: Path) -> list[int]:
    with connect(database) as db:
        return [row[0] for row in db.execute("SELECT id FROM games ORDER BY id")]


@dataclass(frozen=True)
class StoredChallenge:
    id: int
    status: str
    message_id: int | None
    game_id: int | None


def latest_challenge(database: Path, challenger: int, opponent: int) -> StoredChallenge | None:
    """The newest challenge from ``challenger`` to ``opponent``, if any."""
    with connect(database) as db:
        row = db.execute(
            """SELECT id, status, message_id, game_id FROM challenges
               WHERE challenger_id = ? AND opponent_id = ? ORDER BY id DESC LIMIT 1""",
            (challenger, opponent),
        ).fetchone()
    if row is None:
        return None
    return StoredChallenge(row["id"], row["status"], row["message_id"], row["game_id"])


def challenge(database: Path, challenge_id: int) -> StoredChallenge:
    with connect(database) as db:
        row = db.execute(
            "SELECT id, status, message_id, game_id FROM challenges WHERE id = ?", (challenge_id,)
        ).fetchone()
    assert row is not None, f"no challenge {challenge_id}"
    return StoredChallenge(row["id"], row["status"], row["message_id"], row["game_id"])


def accepted_challenges_per_game(database: Path) -> dict[int, int]:
    """How many accepted challenges name each game (exactly one each, or a start doubled)."""
    with connect(database) as db:
        rows = db.execute(
            """SELECT games.id, count(challenges.id) FROM games
               LEFT JOIN challenges ON challenges.game_id = games.id
                    AND challenges.status = 'accepted'
               GROUP BY games.id"""
        ).fetchall()
    return {row[0]: row[1] for row in rows}


@dataclass(frozen=True)
class StoredClock:
    running_seat: int | None
    ply: int
    deadline_at: int | None
    reminded_ply: int | None


def clock(database: Path, game_id: int) -> StoredClock:
    with connect(database) as db:
        row = db.execute(
            "SELECT running_seat, ply, deadline_at, reminded_ply FROM clocks WHERE game_id = ?",
            (game_id,),
        ).fetchone()
    assert row is not None, f"game {game_id} has no clock"
    return StoredClock(row[0], row[1], row[2], row[3])


def move_deadline(database: Path, game_id: int, deadline: datetime) -> None:
    """While the bot is down: the running seat's time now ends at ``deadline``, as if
    the clock had been running through the downtime (its start moves with it)."""
    with connect(database) as db:
        row = db.execute(
            "SELECT running_seat, started_at, deadline_at FROM clocks WHERE game_id = ?",
            (game_id,),
        ).fetchone()
        assert row is not None and row["deadline_at"] is not None, "the clock must be running"
        shift = micros(deadline) - row["deadline_at"]
        db.execute(
            "UPDATE clocks SET started_at = started_at + ?, deadline_at = ? WHERE game_id = ?",
            (shift, micros(deadline), game_id),
        )


def expire_challenge(database: Path, challenge_id: int, at: datetime) -> None:
    """While the bot is down: the challenge's time to be answered ran out at ``at``."""
    with connect(database) as db:
        changed = db.execute(
            "UPDATE challenges SET expires_at = ? WHERE id = ? AND status = 'pending'",
            (micros(at), challenge_id),
        ).rowcount
    assert changed == 1, f"challenge {challenge_id} is not pending"
