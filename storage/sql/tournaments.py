"""Tournaments: their rows, players and pairings (`storage.protocol.tournaments`).

What must happen once happens under a row lock and a compare-and-set: the
tournament's row for joins, leaves, the start and pairing a round (so a join racing
the start lands before it or is refused), the pairing's row for starting its game.
On SQLite ``BEGIN IMMEDIATE`` already makes these writers take turns; on PostgreSQL the
``FOR UPDATE`` of the first read does.
"""

from collections.abc import Sequence
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
from storage.errors import NotFound, StorageError
from storage.models import ClockRecord, GameRecord, TimeControl
from storage.protocol.tournaments import TournamentStore
from storage.rows import Row
from storage.sql.clocks import UPSERT_CLOCK, check_clock_agrees
from storage.sql.db import Db
from storage.sql.games import insert_game
from storage.sql.part import SqlPart, require
from storage.tournament_models import (
    TOURNAMENT_KINDS,
    Entrant,
    Joined,
    NewPairing,
    PairingRecord,
    TournamentRecord,
)

LIVE: Final = "('open', 'running')"


class SqlTournaments(SqlPart, TournamentStore):
    async def create_tournament(
        self,
        *,
        guild_id: int,
        channel_id: int,
        name: str,
        game: str,
        options: dict[str, object],
        kind: str,
        time_control: TimeControl,
        rated: bool,
        rounds: int | None,
        max_players: int | None,
        created_by: int,
        created_at: datetime,
        starts_at: datetime,
    ) -> TournamentRecord:
        require(kind in TOURNAMENT_KINDS, f"kind must be one of {sorted(TOURNAMENT_KINDS)}")
        async with self._db.transaction() as db:
            row = await db.fetch_one(
                """INSERT INTO tournaments (guild_id, channel_id, name, game, options, kind,
                       time_control, rated, rounds, max_players, created_by, created_at,
                       starts_at, look_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *""",
                (
                    guild_id,
                    channel_id,
                    name,
                    game,
                    encode_options(options),
                    kind,
                    encode_time_control(time_control),
                    int(rated),
                    rounds,
                    max_players,
                    created_by,
                    encode_time(created_at),
                    encode_time(starts_at),
                    encode_time(starts_at),
                ),
            )
        assert row is not None
        return tournament_from_row(row)

    async def get_tournament(self, tournament_id: int) -> TournamentRecord:
        row = await self._db.fetch_one("SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        if row is None:
            raise NotFound("tournament", tournament_id)
        return tournament_from_row(row)

    async def tournaments_in(self, guild_id: int, *, limit: int) -> list[TournamentRecord]:
        rows = await self._db.fetch_all(
            f"""SELECT * FROM tournaments WHERE guild_id = ?
                ORDER BY CASE WHEN status IN {LIVE} THEN 0 ELSE 1 END, id DESC LIMIT ?""",
            (guild_id, limit),
        )
        return [tournament_from_row(row) for row in rows]

    async def join_tournament(self, tournament_id: int, user_id: int, now: datetime) -> Joined:
        async with self._db.transaction() as db:
            header = await _locked(db, tournament_id)
            if header["status"] != "open":
                return Joined.CLOSED
            if await _is_in(db, tournament_id, user_id):
                return Joined.ALREADY
            count = await db.fetch_one(
                "SELECT count(*) FROM tournament_players WHERE tournament_id = ?",
                (tournament_id,),
            )
            assert count is not None
            if header["max_players"] is not None and count[0] >= header["max_players"]:
                return Joined.FULL
            await db.run(
                """INSERT INTO tournament_players (tournament_id, user_id, joined_at)
                   VALUES (?, ?, ?)""",
                (tournament_id, user_id, encode_time(now)),
            )
            return Joined.JOINED

    async def leave_tournament(self, tournament_id: int, user_id: int) -> bool:
        async with self._db.transaction() as db:
            if (await _locked(db, tournament_id))["status"] != "open":
                return False
            return bool(
                await db.execute(
                    "DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?",
                    (tournament_id, user_id),
                )
            )

    async def withdraw_from_tournament(
        self, tournament_id: int, user_id: int, now: datetime
    ) -> bool:
        async with self._db.transaction() as db:
            if (await _locked(db, tournament_id))["status"] != "running":
                return False
            return bool(
                await db.execute(
                    """UPDATE tournament_players SET withdrawn_at = ?
                       WHERE tournament_id = ? AND user_id = ? AND withdrawn_at IS NULL""",
                    (encode_time(now), tournament_id, user_id),
                )
            )

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        rows = await self._db.fetch_all(
            """SELECT * FROM tournament_players WHERE tournament_id = ?
               ORDER BY COALESCE(seed, 0), joined_at, user_id""",
            (tournament_id,),
        )
        return [
            Entrant(
                user_id=row["user_id"],
                joined_at=decode_time(row["joined_at"]),
                seed=row["seed"],
                withdrawn_at=_optional_time(row["withdrawn_at"]),
            )
            for row in rows
        ]

    async def begin_tournament(
        self,
        tournament_id: int,
        *,
        seeds: dict[int, int],
        rounds: int,
        pairings: Sequence[NewPairing],
        look_at: datetime,
    ) -> bool:
        """False too when the players changed since the caller read them (a join or a
        leave landed in between): the caller reads them again and retries."""
        require(rounds >= 1, "a tournament has at least one round")
        async with self._db.transaction() as db:
            if (await _locked(db, tournament_id))["status"] != "open":
                return False
            rows = await db.fetch_all(
                "SELECT user_id FROM tournament_players WHERE tournament_id = ?",
                (tournament_id,),
            )
            if {row["user_id"] for row in rows} != set(seeds):
                return False
            paired = max((pairing.round for pairing in pairings), default=0)
            await db.run(
                """UPDATE tournaments SET status = 'running', rounds = ?, rounds_paired = ?,
                       look_at = ? WHERE id = ?""",
                (rounds, paired, encode_time(look_at), tournament_id),
            )
            for user_id, seed in seeds.items():
                await db.run(
                    """UPDATE tournament_players SET seed = ?
                       WHERE tournament_id = ? AND user_id = ?""",
                    (seed, tournament_id, user_id),
                )
            await _insert_pairings(db, tournament_id, pairings)
            return True

    async def pair_round(
        self, tournament_id: int, round_number: int, pairings: Sequence[NewPairing]
    ) -> bool:
        require(
            all(pairing.round == round_number for pairing in pairings),
            "every pairing must be of the round paired",
        )
        async with self._db.transaction() as db:
            changed = await db.execute(
                """UPDATE tournaments SET rounds_paired = ?
                   WHERE id = ? AND rounds_paired = ? AND status = 'running'""",
                (round_number, tournament_id, round_number - 1),
            )
            if not changed:
                return False
            await _insert_pairings(db, tournament_id, pairings)
            return True

    async def start_pairing(
        self,
        tournament_id: int,
        round_number: int,
        board: int,
        *,
        to_move: int,
        created_at: datetime,
        clock: ClockRecord,
    ) -> tuple[GameRecord, int] | None:
        require(clock.game_id == 0 and clock.ply == 0, "a new game's clock: game_id 0, ply 0")
        check_clock_agrees(clock, to_move)
        async with self._db.transaction() as db:
            row = await db.fetch_one(
                """SELECT p.player0_id, p.player1_id, p.game_id, t.guild_id, t.channel_id,
                       t.game, t.options, t.rated, t.time_control
                   FROM tournament_pairings p JOIN tournaments t ON t.id = p.tournament_id
                   WHERE p.tournament_id = ? AND p.round = ? AND p.board = ?"""
                + db.dialect.for_update,
                (tournament_id, round_number, board),
            )
            if row is None:
                raise NotFound("tournament pairing", board)
            if row["game_id"] is not None or row["player1_id"] is None:
                return None
            players = (row["player0_id"], row["player1_id"])
            options = decode_options(row["options"])
            rated = bool(row["rated"])
            game = await insert_game(
                db,
                row["guild_id"],
                row["channel_id"],
                row["game"],
                options,
                players,
                to_move,
                created_at,
                rated=rated,  # the tournament's choice reaches the game (and its ratings)
            )
            challenge = await db.fetch_one(
                """INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id,
                       game, options, first, status, created_at, expires_at, time_control,
                       game_id, rated)
                   VALUES (?, ?, ?, ?, ?, ?, 'challenger', 'accepted', ?, ?, ?, ?, ?)
                   RETURNING id""",
                (
                    row["guild_id"],
                    row["channel_id"],
                    *players,
                    row["game"],
                    row["options"],
                    encode_time(created_at),
                    encode_time(created_at),
                    row["time_control"],
                    game.id,
                    int(rated),
                ),
            )
            assert challenge is not None
            await db.run(UPSERT_CLOCK, {**clock_params(clock), "game_id": game.id})
            await db.run(
                """UPDATE tournament_pairings SET game_id = ?
                   WHERE tournament_id = ? AND round = ? AND board = ?""",
                (game.id, tournament_id, round_number, board),
            )
        return game, challenge["id"]

    async def pairings(self, tournament_id: int) -> list[PairingRecord]:
        rows = await self._db.fetch_all(
            """SELECT p.*, g.status AS game_status, g.winner, g.termination, g.finished_at
               FROM tournament_pairings p LEFT JOIN games g ON g.id = p.game_id
               WHERE p.tournament_id = ? ORDER BY p.round, p.board""",
            (tournament_id,),
        )
        return [
            PairingRecord(
                tournament_id=row["tournament_id"],
                round=row["round"],
                board=row["board"],
                player0_id=row["player0_id"],
                player1_id=row["player1_id"],
                game_id=row["game_id"],
                game_status=row["game_status"],
                winner=row["winner"],
                termination=row["termination"],
                finished_at=_optional_time(row["finished_at"]),
            )
            for row in rows
        ]

    async def end_tournament(self, tournament_id: int, status: str, now: datetime) -> bool:
        require(status in ("finished", "cancelled"), "a tournament ends finished or cancelled")
        ending = "('running')" if status == "finished" else LIVE  # a cancel may come early
        async with self._db.transaction() as db:
            changed = await db.execute(
                f"""UPDATE tournaments SET status = ?, finished_at = ?, look_at = NULL
                    WHERE id = ? AND status IN {ending}""",
                (status, encode_time(now), tournament_id),
            )
        return bool(changed)

    async def claim_due_tournaments(
        self, now: datetime, lease_until: datetime, limit: int
    ) -> list[TournamentRecord]:
        async with self._db.transaction() as db:
            rows = await db.fetch_all(
                f"""UPDATE tournaments SET look_at = :lease
                    WHERE id IN (
                        SELECT id FROM tournaments
                        WHERE look_at <= :now AND status IN {LIVE}
                        ORDER BY look_at, id LIMIT :limit{db.dialect.skip_locked})
                    RETURNING *""",
                {"lease": encode_time(lease_until), "now": encode_time(now), "limit": limit},
            )
        return sorted((tournament_from_row(row) for row in rows), key=lambda t: t.id)

    async def look_again(self, tournament_id: int, at: datetime, *, held_until: datetime) -> None:
        async with self._db.transaction() as db:
            await db.run(
                f"""UPDATE tournaments SET look_at = ?
                    WHERE id = ? AND look_at = ? AND status IN {LIVE}""",
                (encode_time(at), tournament_id, encode_time(held_until)),
            )

    async def tournament_game_ended(self, game_id: int, now: datetime) -> None:
        async with self._db.transaction() as db:
            await db.run(
                """UPDATE tournaments SET look_at = ?
                   WHERE status = 'running' AND id = (
                       SELECT tournament_id FROM tournament_pairings WHERE game_id = ?)""",
                (encode_time(now), game_id),
            )

    async def tournament_of_game(self, game_id: int) -> int | None:
        row = await self._db.fetch_one(
            "SELECT tournament_id FROM tournament_pairings WHERE game_id = ?", (game_id,)
        )
        return None if row is None else int(row["tournament_id"])


async def _locked(db: Db, tournament_id: int) -> Row:
    """The tournament's row, locked until the transaction ends; `NotFound` if none."""
    row = await db.fetch_one(
        "SELECT status, max_players FROM tournaments WHERE id = ?" + db.dialect.for_update,
        (tournament_id,),
    )
    if row is None:
        raise NotFound("tournament", tournament_id)
    return row


async def _is_in(db: Db, tournament_id: int, user_id: int) -> bool:
    row = await db.fetch_one(
        "SELECT 1 FROM tournament_players WHERE tournament_id = ? AND user_id = ?",
        (tournament_id, user_id),
    )
    return row is not None


async def _insert_pairings(db: Db, tournament_id: int, pairings: Sequence[NewPairing]) -> None:
    for pairing in pairings:
        require(pairing.player0_id != pairing.player1_id, "nobody plays themselves")
        await db.run(
            """INSERT INTO tournament_pairings
                   (tournament_id, round, board, player0_id, player1_id)
               VALUES (?, ?, ?, ?, ?)""",
            (tournament_id, pairing.round, pairing.board, pairing.player0_id, pairing.player1_id),
        )


def _optional_time(micros: int | None) -> datetime | None:
    return None if micros is None else decode_time(micros)


def tournament_from_row(row: Row) -> TournamentRecord:
    control = decode_time_control(row["time_control"])
    if control is None:
        raise StorageError(f"Tournament {row['id']} has no time control stored.")
    return TournamentRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        name=row["name"],
        game=row["game"],
        options=decode_options(row["options"]),
        kind=row["kind"],
        time_control=control,
        rated=bool(row["rated"]),
        rounds=row["rounds"],
        max_players=row["max_players"],
        status=row["status"],
        rounds_paired=row["rounds_paired"],
        created_by=row["created_by"],
        created_at=decode_time(row["created_at"]),
        starts_at=decode_time(row["starts_at"]),
        finished_at=_optional_time(row["finished_at"]),
    )
