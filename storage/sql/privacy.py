"""Everything stored about one person, and forgetting it (`storage.protocol.privacy`).

Each table that can hold a row about someone is named here once, with the rows that
are about a person (``ABOUT``) and what forgetting does to them: ``ERASED`` tables lose
those rows, ``KEPT`` tables keep them for the others in them with a tombstone in the
person's place. The tables about nobody in particular (the move log, clocks, a
server's settings, ...) are ``ABOUT_NO_ONE``; a test holds the three to the schema, so
a new table cannot be forgotten by forgetting.
"""

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from storage.codec import decode_time, encode_time
from storage.protocol.privacy import (
    ForgetReport,
    PrivacyStore,
    StillPlaying,
    TombstoneTaken,
    UserData,
    Value,
    is_tombstone,
)
from storage.rows import Row
from storage.sql.db import Db
from storage.sql.part import SqlPart, require

PRIVACY_KEY: Final = "privacy"
"""Forgets take turns under this key, in every process: a tombstone checked free is
still free when it is written."""

_HIS_SEAT = """EXISTS (SELECT 1 FROM games g WHERE g.id = {table}.game_id
    AND ((g.player0_id = :user AND {table}.seat = 0)
      OR (g.player1_id = :user AND {table}.seat = 1)))"""
"""A row of a game's seat (an offer, a conditional move, a notice of what the seat did)
that is the person's."""

_JSON_COLUMNS: Final = frozenset({"options", "time_control", "body", "moves", "notes"})


@dataclass(frozen=True, slots=True)
class About:
    """The rows of ``table`` about ``:user``, and the columns an export shows."""

    table: str
    where: str
    columns: tuple[str, ...]
    withheld: tuple[str, ...] = ()
    """Columns never shown: a one-time code's hash, a received mail's bytes."""


ABOUT: Final[tuple[About, ...]] = (
    About("user_names", "user_id = :user", ("user_id", "display_name", "seen_at")),
    About(
        "user_settings",
        "user_id = :user",
        (
            "user_id",
            "notify",
            "remind_dm",
            "remind_hours",
            "digest_sent_at",
            "dm_failed",
            "confirm_moves",
            "time_zone",
            "board",
        ),
    ),
    About(
        "email_addresses",
        "user_id = :user",
        ("user_id", "address", "address_key", "verified_at", "code_expires_at", "language"),
        withheld=("code_hash",),
    ),
    About(
        "email_links", "user_id = :user", ("id", "user_id", "address_key", "linked_at", "mailed")
    ),
    About("email_code_tries", "user_id = :user", ("id", "user_id", "address_key", "tried_at")),
    About(
        "mail_outbox",
        "user_id = :user",
        (
            "id",
            "user_id",
            "kind",
            "game_id",
            "ply",
            "body",
            "address",
            "created_at",
            "due_at",
            "attempts",
            "claimed_until",
            "sent_at",
            "outcome",
            "last_error",
        ),
    ),
    About(
        "mail_inbound",
        "user_id = :user",
        (
            "message_key",
            "recipient",
            "envelope_sender",
            "received_at",
            "claimed_until",
            "done_at",
            "outcome",
            "sender",
            "command",
            "user_id",
            "answered_at",
        ),
        withheld=("raw",),
    ),
    About("vacations", "user_id = :user", ("id", "user_id", "guild_id", "started_at", "ended_at")),
    About(
        "ping_cooldowns",
        "user_id = :user OR target_id = :user",
        ("user_id", "target_id", "pinged_at"),
    ),
    About("blocks", "user_id = :user", ("user_id", "blocked_id", "blocked_at")),
    About(
        "ratings",
        "user_id = :user",
        (
            "user_id",
            "game",
            "rating",
            "deviation",
            "volatility",
            "games",
            "provisional",
            "seq",
            "updated_at",
        ),
    ),
    About("rating_guilds", "user_id = :user", ("guild_id", "game", "user_id")),
    About("analysis_requests", "user_id = :user", ("user_id", "requested_at")),
    About("analyses", "requested_by = :user", ("game_id", "requested_by", "started_at", "text")),
    About(
        "premoves",
        _HIS_SEAT.format(table="premoves"),
        ("game_id", "seat", "ply", "their_move", "reply_move", "state", "created_at"),
    ),
    About(
        "explore_lines",
        _HIS_SEAT.format(table="explore_lines"),
        (
            "id",
            "game_id",
            "seat",
            "name",
            "start_ply",
            "moves",
            "notes",
            "shown",
            "created_at",
            "touched_at",
            "revision",
        ),
    ),
    About(
        "offers",
        _HIS_SEAT.format(table="offers"),
        ("game_id", "kind", "seat", "ply", "created_at", "post_owed_at", "post_claimed_until"),
    ),
    About(
        "notices_owed",
        _HIS_SEAT.format(table="notices_owed"),
        ("id", "game_id", "kind", "seat", "owed_since", "claimed_until"),
    ),
    About("web_link_counters", "user_id = :user", ("user_id", "revoked", "revoked_at")),
    About(
        "web_sessions",
        "user_id = :user",
        ("user_id", "game_id", "seat", "revoked", "created_at", "expires_at"),
        withheld=("session_hash",),
    ),
    About(
        "games",
        "player0_id = :user OR player1_id = :user",
        (
            "id",
            "guild_id",
            "channel_id",
            "thread_id",
            "game",
            "options",
            "player0_id",
            "player1_id",
            "ply",
            "to_move",
            "status",
            "winner",
            "termination",
            "created_at",
            "updated_at",
            "finished_at",
            "rated",
            "rating_seq",
            "rating0",
            "rating1",
            "premove_ply",
            "hold",
        ),
    ),
    About(
        "challenges",
        "challenger_id = :user OR opponent_id = :user",
        (
            "id",
            "guild_id",
            "channel_id",
            "message_id",
            "challenger_id",
            "opponent_id",
            "game",
            "options",
            "first",
            "status",
            "created_at",
            "expires_at",
            "game_id",
            "time_control",
            "rated",
        ),
    ),
    About(
        "seeks",
        "seeker_id = :user OR accepted_by = :user",
        (
            "id",
            "guild_id",
            "channel_id",
            "message_id",
            "seeker_id",
            "game",
            "options",
            "first",
            "time_control",
            "rated",
            "min_rating",
            "max_rating",
            "status",
            "created_at",
            "expires_at",
            "game_id",
            "accepted_by",
        ),
    ),
    About(
        "tournaments",
        "created_by = :user",
        (
            "id",
            "guild_id",
            "channel_id",
            "name",
            "game",
            "options",
            "kind",
            "time_control",
            "rated",
            "rounds",
            "max_players",
            "status",
            "rounds_paired",
            "created_by",
            "created_at",
            "starts_at",
            "finished_at",
            "look_at",
        ),
    ),
    About(
        "tournament_players",
        "user_id = :user",
        ("tournament_id", "user_id", "joined_at", "seed", "withdrawn_at"),
    ),
    About(
        "tournament_pairings",
        "player0_id = :user OR player1_id = :user",
        ("tournament_id", "round", "board", "player0_id", "player1_id", "game_id"),
    ),
    About(
        "rulings",
        "moderator_id = :user",
        (
            "id",
            "game_id",
            "guild_id",
            "moderator_id",
            "action",
            "winner",
            "reason",
            "ply",
            "ruled_at",
        ),
    ),
)

ERASED: Final = (
    "user_names",
    "user_settings",
    "email_addresses",
    "email_links",
    "email_code_tries",
    "mail_outbox",
    "mail_inbound",
    "vacations",
    "ping_cooldowns",
    "blocks",
    "ratings",
    "rating_guilds",
    "analysis_requests",
    "analyses",
    "premoves",
    "explore_lines",
    "offers",
    "notices_owed",  # the lines a thread is owed about what they did (issue 33)
    "web_link_counters",
    "web_sessions",
)
"""Tables whose rows about the person go: each is theirs alone (the ping cooldowns
both ways). Of the blocks, those they made go; those others made of them
(``blocks.blocked_id``) are the blockers' own choice and stay, neither exported nor
erased, so that forgetting oneself never lifts anyone's block."""

KEPT: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    ("games", ("player0_id", "player1_id")),
    ("challenges", ("challenger_id", "opponent_id")),
    ("seeks", ("seeker_id", "accepted_by")),
    ("tournaments", ("created_by",)),
    ("tournament_players", ("user_id",)),
    ("tournament_pairings", ("player0_id", "player1_id")),
    ("rulings", ("moderator_id",)),  # the server's record of a moderator's ruling
)
"""Tables whose rows about the person stay, for the others in them, with the tombstone
in these columns in place of the person's id."""

ABOUT_NO_ONE: Final = frozenset(
    {
        "moves",  # seats, not users; append-only
        "clocks",
        "computer_seats",
        "posts_owed",
        "idle_reminders",  # per game: the absent player was reminded (issue 32.2)
        "guild_settings",
        "channel_visibility",
        "secrets",
        "schema_version",  # PostgreSQL's ledger of migrations
        "servers",  # when the bot joined and left each server
        "server_purges",  # empty outside a server's purge
    }
)
"""Tables that hold nothing about any one person."""


def _value(column: str, raw: Any) -> Value:
    if raw is None:
        return None
    if column.endswith(("_at", "_until")):
        return decode_time(raw)
    if column in _JSON_COLUMNS and isinstance(raw, str):
        try:
            return json.loads(raw)
        except ValueError:
            return raw
    return raw


def _rows(about: About, rows: list[Row]) -> tuple[dict[str, Value], ...]:
    return tuple({column: _value(column, row[column]) for column in about.columns} for row in rows)


class SqlPrivacy(SqlPart, PrivacyStore):
    async def export_user(self, user_id: int) -> UserData:
        tables = []
        for about in ABOUT:
            order = ", ".join(about.columns[:2])
            rows = await self._db.fetch_all(
                f"SELECT {', '.join(about.columns)} FROM {about.table} "
                f"WHERE {about.where} ORDER BY {order}",
                {"user": user_id},
            )
            tables.append((about.table, _rows(about, rows)))
        withheld = tuple((a.table, column) for a in ABOUT for column in a.withheld)
        return UserData(user_id, tuple(tables), withheld)

    async def forget_user(self, user_id: int, tombstone: int, now: datetime) -> ForgetReport:
        require(not is_tombstone(user_id), "a tombstone cannot be forgotten again")
        require(is_tombstone(tombstone), "a tombstone is a negative id")
        user = {"user": user_id}
        async with self._db.transaction(PRIVACY_KEY) as db:
            if await _taken(db, tombstone):
                raise TombstoneTaken(tombstone)
            await _close_what_is_open(db, user_id, now)
            running = await db.fetch_all(
                """SELECT id FROM games
                   WHERE (player0_id = :user OR player1_id = :user) AND status <> 'finished'
                   ORDER BY id""",
                user,
            )
            if running:
                raise StillPlaying(user_id, tuple(int(row["id"]) for row in running))
            erased = []
            for about in ABOUT:
                if about.table in ERASED:
                    count = await db.execute(f"DELETE FROM {about.table} WHERE {about.where}", user)
                    if count:
                        erased.append((about.table, count))
            kept = []
            for table, columns in KEPT:
                rows = await db.fetch_one(
                    f"SELECT COUNT(*) AS n FROM {table} WHERE "
                    + " OR ".join(f"{column} = :user" for column in columns),
                    user,
                )
                for column in columns:
                    await db.run(
                        f"UPDATE {table} SET {column} = :tomb WHERE {column} = :user",
                        {"user": user_id, "tomb": tombstone},
                    )
                if rows is not None and rows["n"]:
                    kept.append((table, int(rows["n"])))
        return ForgetReport(user_id, tombstone, tuple(erased), tuple(kept))


async def _taken(db: Db, tombstone: int) -> bool:
    """Whether any kept row already carries ``tombstone``."""
    checks = " UNION ALL ".join(
        f"SELECT 1 AS hit FROM {table} WHERE {column} = :tomb"
        for table, columns in KEPT
        for column in columns
    )
    return await db.fetch_one(checks, {"tomb": tombstone}) is not None


async def _close_what_is_open(db: Db, user_id: int, now: datetime) -> None:
    """What the service closes first through its desks (and tells), closed here too for
    what a race brought since: a challenge sent a moment ago, a seek, an entry. Rows are
    written first, so that a racing acceptance of one of them (on PostgreSQL, which locks
    that row) is either seen by the check for running games or finds it closed."""
    user = {"user": user_id}
    await db.run(
        """UPDATE challenges SET status = 'cancelled'
           WHERE status = 'pending' AND (challenger_id = :user OR opponent_id = :user)""",
        user,
    )
    await db.run(
        "UPDATE seeks SET status = 'cancelled' WHERE status = 'open' AND seeker_id = :user",
        user,
    )
    await db.run(
        """DELETE FROM tournament_players WHERE user_id = :user
           AND tournament_id IN (SELECT id FROM tournaments WHERE status = 'open')""",
        user,
    )
    await db.run(
        """UPDATE tournament_players SET withdrawn_at = :now
           WHERE user_id = :user AND withdrawn_at IS NULL
             AND tournament_id IN (SELECT id FROM tournaments WHERE status = 'running')""",
        {"user": user_id, "now": encode_time(now)},
    )
