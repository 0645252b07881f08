"""Ratings: changed with the result that moves them, read for profiles and leaderboards,
and rebuilt from the stored results.

A rated result changes both players' ratings in the transaction that writes it
(`rate_in`, called by `storage.sql.games.append_in`): the rows are created if missing
and then read for update, in user order, so two results sharing a player take turns on
PostgreSQL (SQLite's writers already do) and neither is lost. Every such transaction,
and a recompute, holds the ``ratings`` transaction key: a recompute sees no result half
counted and no result counts on top of a table being rebuilt.
"""

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Final

from storage.codec import decode_time, encode_time, game_from_row
from storage.community import CountedGame, LeaderboardPage, Rebuilt, ResultTally
from storage.models import GameRecord, GameResult
from storage.protocol.privacy import is_tombstone
from storage.protocol.ratings import RatingStore
from storage.rating import RatingRecord
from storage.rows import Row
from storage.sql.db import Db
from storage.sql.part import SqlPart, require

RATINGS_KEY: Final = "ratings"
_ROWS_PER_INSERT: Final = 500  # 9 columns: 4,500 parameters, within both engines' limits
_RATING_COLUMNS: Final = (
    "user_id, game, rating, deviation, volatility, games, provisional, seq, updated_at"
)
_UPSERT_RATING: Final = f"""
    INSERT INTO ratings ({_RATING_COLUMNS})
    VALUES (:user_id, :game, :rating, :deviation, :volatility, :games, :provisional, :seq,
            :updated_at)
    ON CONFLICT (user_id, game) DO UPDATE SET
        rating = excluded.rating, deviation = excluded.deviation,
        volatility = excluded.volatility, games = excluded.games,
        provisional = excluded.provisional, seq = excluded.seq,
        updated_at = excluded.updated_at"""
_COUNTED: Final = """
    SELECT id, game, guild_id, player0_id, player1_id, winner, rating_seq, finished_at
    FROM games WHERE rating_seq IS NOT NULL ORDER BY rating_seq, id"""
_SEEN_IN_GUILD: Final = """
    INSERT INTO rating_guilds (guild_id, game, user_id) VALUES (?, ?, ?)
    ON CONFLICT (guild_id, game, user_id) DO NOTHING"""


class SqlRatings(SqlPart, RatingStore):
    async def rating(self, user_id: int, game: str) -> RatingRecord | None:
        row = await self._db.fetch_one(
            "SELECT * FROM ratings WHERE user_id = ? AND game = ?", (user_id, game)
        )
        return None if row is None else rating_from_row(row)

    async def ratings_of(self, user_id: int) -> list[RatingRecord]:
        """The player's ratings, one per game they have a rated result in, by game."""
        rows = await self._db.fetch_all(
            "SELECT * FROM ratings WHERE user_id = ? ORDER BY game", (user_id,)
        )
        return [rating_from_row(row) for row in rows]

    async def leaderboard(
        self, game: str, *, guild_id: int | None, offset: int, limit: int
    ) -> LeaderboardPage:
        """One game's ratings, established ones first, each best first (ties by user):
        of every player, or of those with a rated result in ``guild_id``."""
        require(offset >= 0 and limit > 0, "offset must not be negative, limit positive")
        order = "ORDER BY r.provisional, r.rating DESC, r.user_id"
        params: dict[str, object]
        if guild_id is None:
            source, params = "ratings r WHERE r.game = :game", {"game": game}
        else:
            source = """rating_guilds g JOIN ratings r ON r.user_id = g.user_id AND r.game = g.game
                        WHERE g.guild_id = :guild AND g.game = :game"""
            params = {"game": game, "guild": guild_id}
        rows = await self._db.fetch_all(
            f"SELECT r.* FROM {source} {order} LIMIT :limit OFFSET :offset",
            {**params, "limit": limit, "offset": offset},
        )
        total = await self._db.fetch_one(f"SELECT count(*) FROM {source}", params)
        assert total is not None
        return LeaderboardPage([rating_from_row(row) for row in rows], int(total[0]))

    async def result_tallies(self, user_id: int, *, leave_out: str) -> list[ResultTally]:
        """The player's finished games won, lost and drawn, per game, by game; games that
        ended by ``leave_out`` (an abort: a game that counts for nobody) are left out."""
        seats = [
            f"""SELECT game, {seat} AS seat, winner, count(*) AS n FROM games
                WHERE player{seat}_id = :user AND status = 'finished'
                  AND termination <> :leave_out
                GROUP BY game, winner"""
            for seat in (0, 1)
        ]  # one index per seat, read in its own order, never the rows themselves
        rows = await self._db.fetch_all(
            " UNION ALL ".join(seats), {"user": user_id, "leave_out": leave_out}
        )
        counts: dict[str, list[int]] = {}
        for row in rows:
            won_lost_drawn = counts.setdefault(row["game"], [0, 0, 0])
            kind = 2 if row["winner"] is None else (0 if row["winner"] == row["seat"] else 1)
            won_lost_drawn[kind] += int(row["n"])
        return [ResultTally(game, *counts[game]) for game in sorted(counts)]

    async def finished_games(
        self,
        *,
        player: int | None,
        guild_id: int | None,
        opponent: int | None = None,
        game: str | None = None,
        offset: int = 0,
        limit: int = 10,
    ) -> list[GameRecord]:
        """Finished games newest first: ``player``'s (with ``opponent`` as the other
        player, if given), or every one of ``guild_id``; narrowed to ``guild_id`` and to
        ``game`` when given. At least one of ``player`` and ``guild_id`` is needed."""
        require(player is not None or guild_id is not None, "a player or a server is needed")
        require(offset >= 0 and limit > 0, "offset must not be negative, limit positive")
        params: dict[str, object] = {"limit": limit, "offset": offset, "inner": offset + limit}
        filters = ""
        for column, value in (("guild_id", guild_id), ("game", game)):
            if value is not None:
                # A player's own index, in finish order, is the one to walk: SQLite is
                # told not to take the server's instead (which PostgreSQL never does).
                name = column if player is None else self._db.dialect.unindexed(column)
                filters += f" AND {name} = :{column}"
                params[column] = value
        order = "ORDER BY finished_at DESC, id DESC"
        if player is None:
            sql = f"SELECT * FROM games WHERE status = 'finished'{filters} {order}"
        else:
            params["player"] = player
            # One index range per seat, each already in order; the union is then small.
            seats = []
            for seat in (0, 1):
                against = ""
                if opponent is not None:
                    against = f" AND player{1 - seat}_id = :opponent"
                    params["opponent"] = opponent
                seats.append(
                    f"""SELECT * FROM (SELECT * FROM games
                            WHERE player{seat}_id = :player AND status = 'finished'
                                  {filters}{against}
                            {order} LIMIT :inner) AS seat{seat}"""
                )
            sql = f"SELECT * FROM ({seats[0]} UNION ALL {seats[1]}) AS both_seats {order}"
        rows = await self._db.fetch_all(f"{sql} LIMIT :limit OFFSET :offset", params)
        return [game_from_row(row) for row in rows]

    async def recompute_ratings(self, rebuild: Callable[[list[CountedGame]], Rebuilt]) -> int:
        """Replace every rating by ``rebuild`` of the counted results, in one transaction
        that no rated result can interleave with; how many ratings were written."""
        async with self._db.transaction(RATINGS_KEY) as db:
            counted = [counted_from_row(row) for row in await db.fetch_all(_COUNTED)]
            rebuilt = rebuild(counted)
            # a forgotten player's games still count for their opponents, but their own
            # rating is gone with them (storage.protocol.privacy)
            ratings = [r for r in rebuilt.ratings if not is_tombstone(r.user_id)]
            await _rewrite_game_ratings(db, rebuilt.before)
            await db.run("DELETE FROM ratings")
            await db.run("DELETE FROM rating_guilds")
            columns = _RATING_COLUMNS.split(", ")
            rows = [tuple(rating_params(r)[column] for column in columns) for r in ratings]
            await _insert_many(db, "ratings", columns, rows)
            seen = {
                (g.guild_id, g.game, player)
                for g in counted
                if g.guild_id is not None
                for player in g.players
                if not is_tombstone(player)
            }
            await _insert_many(db, "rating_guilds", ["guild_id", "game", "user_id"], sorted(seen))
        return len(ratings)


async def rate_in(db: Db, game: GameRecord, result: GameResult, now: datetime) -> None:
    """Count ``game``'s result for both players' ratings, inside the transaction that
    writes it (``result.rater`` does the maths on the ratings as read here)."""
    rater = result.rater
    assert rater is not None
    async with db.transaction(RATINGS_KEY) as locked:
        for player in sorted(game.players):  # created in user order, as they are locked
            await locked.run(
                f"""INSERT INTO ratings ({_RATING_COLUMNS})
                    VALUES (:user_id, :game, :rating, :deviation, :volatility, :games,
                            :provisional, :seq, :updated_at)
                    ON CONFLICT (user_id, game) DO NOTHING""",
                rating_params(rater.fresh(player, game.game, now)),
            )
        rows = await locked.fetch_all(
            "SELECT * FROM ratings WHERE game = ? AND user_id IN (?, ?) ORDER BY user_id"
            + locked.dialect.for_update,
            (game.game, *game.players),
        )
        by_user = {row["user_id"]: rating_from_row(row) for row in rows}
        first, second = (by_user[player] for player in game.players)
        seq = max(first.seq, second.seq) + 1
        new = rater.rate(first, second, result.winner, now)
        for player, record in zip(game.players, new, strict=True):
            require(record.user_id == player and record.game == game.game, "rated elsewhere")
            await locked.run(_UPSERT_RATING, {**rating_params(record), "seq": seq})
            if game.guild_id is not None:
                await locked.run(_SEEN_IN_GUILD, (game.guild_id, game.game, player))
        await locked.run(
            "UPDATE games SET rating_seq = ?, rating0 = ?, rating1 = ? WHERE id = ?",
            (seq, round(first.rating), round(second.rating), game.id),
        )


async def _rewrite_game_ratings(db: Db, before: dict[int, tuple[float, float]]) -> None:
    """Each counted game's ratings as the recompute met them, a few hundred games to a
    statement (``UPDATE ... FROM (VALUES ...)``, which both engines take)."""
    rows = sorted((game_id, round(r0), round(r1)) for game_id, (r0, r1) in before.items())
    one = "(CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS INTEGER))"
    for start in range(0, len(rows), _ROWS_PER_INSERT):
        chunk = rows[start : start + _ROWS_PER_INSERT]
        await db.run(
            f"""UPDATE games SET rating0 = v.column2, rating1 = v.column3
                FROM (VALUES {", ".join([one] * len(chunk))}) AS v
                WHERE games.id = v.column1""",
            [value for row in chunk for value in row],
        )


async def _insert_many(
    db: Db, table: str, columns: list[str], rows: Sequence[Sequence[object]]
) -> None:
    """Insert ``rows`` a few hundred to a statement: a rebuild writes thousands."""
    for start in range(0, len(rows), _ROWS_PER_INSERT):
        chunk = rows[start : start + _ROWS_PER_INSERT]
        one = f"({', '.join('?' * len(columns))})"
        await db.run(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES {', '.join([one] * len(chunk))}",
            [value for row in chunk for value in row],
        )


def rating_params(record: RatingRecord) -> dict[str, object]:
    return {
        "user_id": record.user_id,
        "game": record.game,
        "rating": float(record.rating),
        "deviation": float(record.deviation),
        "volatility": float(record.volatility),
        "games": record.games,
        "provisional": int(record.provisional),
        "seq": record.seq,
        "updated_at": encode_time(record.updated_at),
    }


def rating_from_row(row: Row) -> RatingRecord:
    return RatingRecord(
        user_id=row["user_id"],
        game=row["game"],
        rating=float(row["rating"]),
        deviation=float(row["deviation"]),
        volatility=float(row["volatility"]),
        games=row["games"],
        provisional=bool(row["provisional"]),
        seq=row["seq"],
        updated_at=decode_time(row["updated_at"]),
    )


def counted_from_row(row: Row) -> CountedGame:
    return CountedGame(
        game_id=row["id"],
        game=row["game"],
        guild_id=row["guild_id"],
        players=(row["player0_id"], row["player1_id"]),
        winner=row["winner"],
        seq=row["rating_seq"],
        finished_at=decode_time(row["finished_at"]),
    )
