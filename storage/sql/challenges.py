"""Challenges: posting, resolving and accepting them into games.

Resolving is one compare-and-set UPDATE (``WHERE status = 'pending'``): SQLite runs
one write transaction at a time, and PostgreSQL re-checks the WHERE of a row a
concurrent transaction changed once that one commits, so on both engines exactly
one of several racing resolutions changes the row.

The caps (open challenges per challenger, running games against the computer per
player) are counted in the transaction that writes the new row (`storage.sql.caps`).
"""

from datetime import datetime

from storage.codec import (
    challenge_from_row,
    clock_params,
    encode_options,
    encode_time,
    encode_time_control,
)
from storage.errors import NotFound
from storage.models import (
    CHALLENGE_FIRST,
    CHALLENGE_STATUSES,
    ChallengeRecord,
    ClockRecord,
    ComputerSeat,
    GameRecord,
    TimeControl,
)
from storage.protocol import ChallengeStore
from storage.sql.caps import cap_key, over_cap
from storage.sql.clocks import UPSERT_CLOCK, check_clock_agrees
from storage.sql.computer import computer_games_over, insert_computer_seat
from storage.sql.db import Db
from storage.sql.games import insert_game
from storage.sql.part import SqlPart, require


class SqlChallenges(SqlPart, ChallengeStore):
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
        rated: bool = False,
        cap: int | None = None,
    ) -> ChallengeRecord:
        """Post a challenge; ``time_control`` None proposes a game without a clock.
        ``cap``: `OverCap` instead if the challenger already has that many pending,
        unexpired challenges (at ``created_at``)."""
        require(first in CHALLENGE_FIRST, f"first must be one of {sorted(CHALLENGE_FIRST)}")
        async with self._db.transaction(None if cap is None else cap_key(challenger_id)) as db:
            over = cap is not None and await over_cap(
                db,
                "open challenges",
                cap,
                """SELECT id FROM challenges WHERE challenger_id = ? AND status = 'pending'
                   AND expires_at > ? ORDER BY id""",
                (challenger_id, encode_time(created_at)),
            )
            if over:
                raise over
            row = await db.fetch_one(
                """INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id,
                       game, options, first, created_at, expires_at, time_control, rated)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *""",
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
                    int(rated),
                ),
            )
        assert row is not None
        return challenge_from_row(row)

    async def set_challenge_message(
        self, challenge_id: int, channel_id: int, message_id: int
    ) -> None:
        async with self._db.transaction() as db:
            changed = await db.execute(
                "UPDATE challenges SET channel_id = ?, message_id = ? WHERE id = ?",
                (channel_id, message_id, challenge_id),
            )
            if not changed:
                raise NotFound("challenge", challenge_id)

    async def get_challenge(self, challenge_id: int) -> ChallengeRecord:
        row = await self._db.fetch_one("SELECT * FROM challenges WHERE id = ?", (challenge_id,))
        if row is None:
            raise NotFound("challenge", challenge_id)
        return challenge_from_row(row)

    async def pending_challenges_for(self, user_id: int) -> list[ChallengeRecord]:
        """Pending challenges the user sent or received, newest first."""
        # SQLite is told not to use an index on status, so that its planner stays on
        # the per-user indexes rather than scanning every pending challenge through
        # challenges_due.
        status = self._db.dialect.unindexed("status")
        rows = await self._db.fetch_all(
            f"""SELECT * FROM challenges
                WHERE {status} = 'pending' AND (opponent_id = :user OR challenger_id = :user)
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
        require(
            status in CHALLENGE_STATUSES - {"pending"},
            f"status must be one of {sorted(CHALLENGE_STATUSES - {'pending'})}",
        )
        async with self._db.transaction() as db:
            return await _resolve_pending(db, challenge_id, status, game_id)

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
        rated: bool = False,
        computer_cap: int | None = None,
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

        ``computer_cap`` (with ``computer``): `OverCap` instead if the other player
        already has that many running games against the computer, and nothing changed
        (the caller cancels the challenge).
        """
        if clock is not None:
            require(clock.game_id == 0, "a new game's clock must have game_id 0")
            require(clock.ply == 0, "a new game's clock must be at ply 0")
            check_clock_agrees(clock, to_move)
        if computer is not None:
            require(computer.game_id == 0, "a new game's computer seat must have game_id 0")
        require(computer_cap is None or computer is not None, "a cap counts computer games")
        key = None if computer is None else cap_key(players[1 - computer.seat])
        async with self._db.transaction(key) as db:
            if computer is not None and computer_cap is not None:
                over = await computer_games_over(db, players[1 - computer.seat], computer_cap)
                if over:
                    raise over
            if not await _resolve_pending(db, challenge_id, "accepted", None):
                return None
            record = await insert_game(
                db, guild_id, channel_id, game, options, players, to_move, created_at, rated=rated
            )
            await db.run(
                "UPDATE challenges SET game_id = ? WHERE id = ?", (record.id, challenge_id)
            )
            if clock is not None:
                await db.run(UPSERT_CLOCK, {**clock_params(clock), "game_id": record.id})
            if computer is not None:
                await insert_computer_seat(db, computer, record.id)
        return record

    async def due_challenges(self, now: datetime) -> list[ChallengeRecord]:
        """Pending challenges whose ``expires_at`` is at or before ``now``, oldest first."""
        rows = await self._db.fetch_all(
            """SELECT * FROM challenges WHERE status = 'pending' AND expires_at <= ?
               ORDER BY expires_at, id""",
            (encode_time(now),),
        )
        return [challenge_from_row(row) for row in rows]


async def _resolve_pending(db: Db, challenge_id: int, status: str, game_id: int | None) -> bool:
    changed = await db.execute(
        "UPDATE challenges SET status = ?, game_id = ? WHERE id = ? AND status = 'pending'",
        (status, game_id, challenge_id),
    )
    if (
        not changed
        and await db.fetch_one("SELECT 1 FROM challenges WHERE id = ?", (challenge_id,)) is None
    ):
        raise NotFound("challenge", challenge_id)
    return bool(changed)
