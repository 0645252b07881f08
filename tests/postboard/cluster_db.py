"""What the multi-process tests read from the shared PostgreSQL database, and the little
they write there.

Why the test reads the database itself: with several processes on it, and one of them
SIGKILLed, the database is the only witness of what was done, whoever did it. Reads are
plain ``SELECT``s on short connections; the writes move a deadline or an expiry into the
past (what hours of waiting would have done) while no process runs, and ``hold_sweeps``
takes a lock that makes every process's sweep wait at its first look, so that they can be
let go at one instant.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime

import asyncpg

from tests.postboard.drill_db import Line, StoredGame, micros


@asynccontextmanager
async def connect(url: str) -> AsyncIterator[asyncpg.Connection]:
    connection = await asyncpg.connect(url, timeout=30)
    try:
        yield connection
    finally:
        await connection.close()


async def read_games(url: str, game_ids: list[int] | None = None) -> dict[int, StoredGame]:
    """Each game's row and log, read in one transaction (every game when ``game_ids`` is
    None); the same shape the SQLite drill reads (``drill_db.StoredGame``)."""
    async with connect(url) as db, db.transaction(isolation="repeatable_read"):
        if game_ids is None:
            rows = await db.fetch("SELECT * FROM games ORDER BY id")
        else:
            rows = await db.fetch("SELECT * FROM games WHERE id = ANY($1) ORDER BY id", game_ids)
        lines = await db.fetch(
            "SELECT game_id, ply, seat, notation FROM moves WHERE game_id = ANY($1)"
            " ORDER BY game_id, ply",
            [row["id"] for row in rows],
        )
    log: dict[int, list[Line]] = {row["id"]: [] for row in rows}
    for line in lines:
        log[line["game_id"]].append(Line(line["ply"], line["seat"], line["notation"]))
    return {
        row["id"]: StoredGame(
            id=row["id"],
            name=row["game"],
            options=json.loads(row["options"]),
            players=(row["player0_id"], row["player1_id"]),
            ply=row["ply"],
            to_move=row["to_move"],
            status=row["status"],
            termination=row["termination"],
            lines=tuple(log[row["id"]]),
        )
        for row in rows
    }


async def timeouts_logged(db: asyncpg.Connection, game_ids: list[int]) -> int:
    """How many timeout lines the log of ``game_ids`` holds: a progress meter, polled on
    a connection kept open (a new one costs more than the query)."""
    count = await db.fetchval(
        "SELECT count(*) FROM moves WHERE game_id = ANY($1) AND notation LIKE 'timeout %'",
        game_ids,
    )
    return int(count)


async def challenge_of(url: str, challenger: int, opponent: int) -> tuple[int, str, int | None]:
    """(id, status, game) of the newest challenge from ``challenger`` to ``opponent``."""
    async with connect(url) as db:
        row = await db.fetchrow(
            """SELECT id, status, game_id FROM challenges
               WHERE challenger_id = $1 AND opponent_id = $2 ORDER BY id DESC LIMIT 1""",
            challenger,
            opponent,
        )
    assert row is not None, f"no challenge from {challenger} to {opponent}"
    return row["id"], row["status"], row["game_id"]


async def challenge_statuses(url: str, challenge_ids: list[int]) -> dict[int, str]:
    async with connect(url) as db:
        rows = await db.fetch("SELECT id, status FROM challenges WHERE id = ANY($1)", challenge_ids)
    return {row["id"]: row["status"] for row in rows}


async def move_deadlines(url: str, game_ids: list[int], deadline: datetime) -> None:
    """While no process runs: the running seat's time in each game ended at ``deadline``,
    as if the clock had run through the downtime (its start moves with it)."""
    async with connect(url) as db:
        changed = await db.execute(
            """UPDATE clocks SET started_at = started_at + ($2 - deadline_at), deadline_at = $2
               WHERE game_id = ANY($1) AND deadline_at IS NOT NULL""",
            game_ids,
            micros(deadline),
        )
    assert changed == f"UPDATE {len(game_ids)}", f"not every clock runs: {changed}"


async def owe_posts_since(url: str, game_ids: list[int], at: datetime) -> int:
    """The games' owed posts (``posts_owed``) have been owed since ``at``: past the grace
    a live process gets to post them, so the next sweep of any process takes them up."""
    async with connect(url) as db:
        changed = await db.execute(
            "UPDATE posts_owed SET owed_since = $2 WHERE game_id = ANY($1)",
            game_ids,
            micros(at),
        )
    return int(changed.rsplit(" ", 1)[-1])


async def expire_challenges(url: str, challenge_ids: list[int], at: datetime) -> None:
    """While no process runs: the challenges' time to be answered ran out at ``at``."""
    async with connect(url) as db:
        changed = await db.execute(
            "UPDATE challenges SET expires_at = $2 WHERE id = ANY($1) AND status = 'pending'",
            challenge_ids,
            micros(at),
        )
    assert changed == f"UPDATE {len(challenge_ids)}", f"not every challenge is pending: {changed}"


@asynccontextmanager
async def hold_sweeps(url: str) -> AsyncIterator[asyncpg.Connection]:
    """Lock ``clocks`` and ``challenges`` until the block ends: every sweep of every
    process waits at its first look at either table, so that when the block ends they
    all go at once. Handed out: another connection, to watch the waiting with (outside
    any transaction, since PostgreSQL keeps one view of ``pg_stat_activity`` per
    transaction)."""
    async with connect(url) as holder, connect(url) as watcher:
        async with holder.transaction():
            await holder.execute("LOCK TABLE clocks, challenges IN ACCESS EXCLUSIVE MODE")
            yield watcher


async def waiting_on_tables(db: asyncpg.Connection) -> dict[str, set[str]]:
    """For each application name (one per process): the tables (``clocks``,
    ``challenges``) its backends are waiting to lock for a query, now."""
    rows = await db.fetch(
        """SELECT a.application_name AS name, c.relname AS table_name
           FROM pg_locks l
           JOIN pg_stat_activity a ON a.pid = l.pid
           JOIN pg_class c ON c.oid = l.relation
           WHERE NOT l.granted AND a.datname = current_database()"""
    )
    waiting: dict[str, set[str]] = {}
    for row in rows:
        waiting.setdefault(row["name"], set()).add(row["table_name"])
    return waiting


async def activity(db: asyncpg.Connection) -> list[str]:
    """What every other backend on this database is doing now: for failure messages."""
    rows = await db.fetch(
        """SELECT a.pid, a.application_name, a.state, a.wait_event_type, a.wait_event,
                  left(a.query, 80) AS q,
                  (SELECT string_agg(c.relname || ':' || l.mode || ':' || l.granted, ',')
                   FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
                   WHERE l.pid = a.pid AND c.relname NOT LIKE 'pg_%') AS locks
           FROM pg_stat_activity a
           WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()"""
    )
    return [
        f"{r['pid']} {r['application_name']}: {r['state']} {r['wait_event_type']}/"
        f"{r['wait_event']} [{r['locks']}] {r['q']!r}"
        for r in rows
    ]


async def timeout_times(url: str, game_ids: list[int]) -> list[int]:
    """When each timeout line of ``game_ids`` was written (microseconds), in order."""
    async with connect(url) as db:
        rows = await db.fetch(
            "SELECT created_at FROM moves WHERE game_id = ANY($1) AND notation LIKE 'timeout %'"
            " ORDER BY created_at",
            game_ids,
        )
    return [row["created_at"] for row in rows]
