"""Servers joined and left, and purging a server's data (issue 32.4), on both engines: a
purge deletes exactly that server's rows, nothing of another server or of a DM's games,
and the move log refuses every other delete as before."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from datetime import timedelta
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from storage import SqlStore, open_store
from storage.engines import is_postgresql
from storage.errors import GameHeld
from storage.moderation import MODERATOR_HOLD, SERVER_HOLD
from storage.protocol.servers import ServerStillHere
from storage.sql.servers import NOT_PURGED, PURGED
from tests.storage.support import RAW_ERRORS, T0, behind_the_store

A, B = 1001, 2002
"""Two servers: A is purged, B (and the DMs) must not lose a row."""
DAY = timedelta(days=1)


def _rows_of(guild: int | None, base: int) -> list[str]:
    """A row in every table a purge deletes from, for the server ``guild`` (None: a
    DM's games, which have no server, so only the tables about games), ids from
    ``base``: a running game ``base`` with its moves, clock, offer, owed notice, player's
    page session, conditional move, reminder and ruling, a finished game ``base + 1`` with
    its computer seat, analysis and tournament pairing; their challenge, open challenge,
    tournament, the mail about them, the server's settings, a channel, a leaderboard entry
    and a vacation."""
    g = "NULL" if guild is None else str(guild)
    running, done = base, base + 1
    rows = [
        f"""INSERT INTO games (id, guild_id, channel_id, thread_id, game, options, player0_id,
               player1_id, ply, to_move, status, created_at, updated_at)
            VALUES ({running}, {g}, 5, {running}, 'pinch', '{{"size": 9}}', 10, 20, 2, 0,
               'active', 0, 0)""",
        f"""INSERT INTO games (id, guild_id, channel_id, thread_id, game, options, player0_id,
               player1_id, ply, to_move, status, winner, termination, created_at, updated_at,
               finished_at)
            VALUES ({done}, {g}, 5, {done}, 'pinch', '{{"size": 9}}', 10, 20, 1, NULL,
               'finished', 0, 'resignation', 0, 0, 0)""",
        f"INSERT INTO moves VALUES ({running}, 1, 0, 'e5', 0)",
        f"INSERT INTO moves VALUES ({running}, 2, 1, 'd4', 0)",
        f"INSERT INTO moves VALUES ({done}, 1, 0, 'resign 1', 0)",
        f"""INSERT INTO clocks (game_id, initial_s, increment_s, cap_s, auto_timeout, bank0_s,
               bank1_s, running_seat, ply)
            VALUES ({running}, 86400, 0, 86400, 1, 86400, 86400, 0, 2)""",
        f"""INSERT INTO offers (game_id, kind, seat, ply, created_at)
            VALUES ({running}, 'draw', 1, 2, 0)""",
        f"""INSERT INTO notices_owed (game_id, kind, seat, owed_since)
            VALUES ({running}, 'declined-draw', 0, 0)""",
        f"INSERT INTO web_sessions VALUES ('s{running}', 10, {running}, 0, 0, 0, 1)",
        f"""INSERT INTO premoves (game_id, seat, ply, their_move, reply_move, created_at)
            VALUES ({running}, 1, 2, 'a1', 'b2', 0)""",
        f"""INSERT INTO explore_lines (game_id, seat, name, start_ply, moves, notes, shown,
               created_at, touched_at)
            VALUES ({running}, 0, '', 2, '["c3"]', '{{}}', 1, 0, 0)""",
        f"INSERT INTO computer_seats VALUES ({done}, 1, 3)",
        f"INSERT INTO posts_owed (game_id, ply, owed_since) VALUES ({running}, 2, 0)",
        f"INSERT INTO analyses VALUES ({done}, 10, 0, 'a fine game')",
        f"INSERT INTO idle_reminders VALUES ({running}, 2, 0)",
        f"""INSERT INTO mail_outbox (user_id, kind, game_id, created_at, due_at)
            VALUES (10, 'notice', {running}, 0, 0)""",
        f"""INSERT INTO challenges (id, guild_id, channel_id, challenger_id, opponent_id, game,
               options, first, status, created_at, expires_at, game_id)
            VALUES ({running}, {g}, 5, 10, 20, 'pinch', '{{}}', 'challenger', 'accepted', 0, 0,
               {running})""",
        f"INSERT INTO vacations (user_id, guild_id, started_at) VALUES (10, {g}, 0)",
    ]
    if guild is None:
        return rows
    return rows + [
        f"""INSERT INTO rulings (game_id, guild_id, moderator_id, action, reason, ply, ruled_at)
            VALUES ({running}, {g}, 99, 'pause', 'a look', 2, 0)""",
        f"""INSERT INTO tournaments (id, guild_id, channel_id, name, game, options, kind,
               time_control, rated, status, created_by, created_at, starts_at)
            VALUES ({running}, {g}, 5, 'Cup', 'pinch', '{{}}', 'round_robin', '{{}}', 0,
               'running', 10, 0, 0)""",
        f"INSERT INTO tournament_players VALUES ({running}, 10, 0, 1, NULL)",
        f"INSERT INTO tournament_players VALUES ({running}, 20, 0, 2, NULL)",
        f"INSERT INTO tournament_pairings VALUES ({running}, 1, 1, 10, 20, {done})",
        f"""INSERT INTO seeks (id, guild_id, channel_id, seeker_id, game, options, first,
               rated, status, created_at, expires_at)
            VALUES ({running}, {g}, 5, 10, 'pinch', '{{}}', 'challenger', 0, 'open', 0, 0)""",
        f"INSERT INTO rating_guilds VALUES ({g}, 'pinch', 10)",
        f"INSERT INTO channel_visibility VALUES ({running}, {g}, {running}, 1, 0)",
        f"INSERT INTO guild_settings (guild_id) VALUES ({g})",
    ]


async def _put(database: str, rows: list[str]) -> None:
    for row in rows:
        await behind_the_store(database, row)


async def _in_one_transaction(database: str, statements: list[str]) -> None:
    """Run ``statements`` behind the store's back in one transaction: all or nothing."""
    if is_postgresql(database):
        connection = await asyncpg.connect(database)
        try:
            async with connection.transaction():
                for statement in statements:
                    await connection.execute(statement)
        finally:
            await connection.close()
        return
    with closing(sqlite3.connect(database)) as raw, raw:
        for statement in statements:
            raw.execute(statement)


async def _schema(tmp_path: Path) -> dict[str, list[str]]:
    """Every table of the schema and its columns (the engines share the schema)."""
    path = tmp_path / "schema.db"
    async with await open_store(path):
        pass
    with closing(sqlite3.connect(path)) as raw:
        names = [
            name
            for (name,) in raw.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        return {
            name: [row[1] for row in raw.execute(f"PRAGMA table_info({name})")] for name in names
        }


async def _everything(store: SqlStore, schema: dict[str, list[str]]) -> dict[str, list[Any]]:
    """Every row of every table, in a fixed order, as tuples."""
    found = {}
    for table, columns in schema.items():
        listed = ", ".join(columns)
        rows = await store._db.fetch_all(f"SELECT {listed} FROM {table} ORDER BY {listed}")
        found[table] = [tuple(row[i] for i in range(len(columns))) for row in rows]
    return found


async def test_every_table_about_games_or_servers_says_what_a_purge_does(tmp_path: Path) -> None:
    """A new table with a game, server or tournament id must be purged or say why not."""
    schema = await _schema(tmp_path)
    ids = {"game_id", "guild_id", "tournament_id"}
    about = {table for table, columns in schema.items() if ids & set(columns)}
    purged = [table for table, _ in PURGED]
    assert len(purged) == len(set(purged))
    assert about - set(purged) - set(NOT_PURGED) == set(), "a table no purge knows"
    assert set(purged) <= set(schema) and set(NOT_PURGED) <= about
    assert set(purged) & set(NOT_PURGED) == set()


async def test_a_purge_deletes_exactly_that_servers_rows(
    store: SqlStore, store_database: str, tmp_path: Path
) -> None:
    schema = await _schema(tmp_path)
    await _put(store_database, _rows_of(B, 200) + _rows_of(None, 300))
    before = await _everything(store, schema)
    await _put(store_database, _rows_of(A, 100))
    counted = await store.server_contents(A)
    assert [table for table, count in counted.counts if count == 0] == [], "a row in each"
    assert (counted.count("moves"), counted.count("games"), counted.running) == (3, 2, 1)
    await store.server_left(A, at=T0, purge_at=T0 + 30 * DAY)

    gone = await store.purge_server(A, at=T0 + 30 * DAY)

    assert gone == counted, "what was counted is what went"
    after = await _everything(store, schema)
    assert [row[0] for row in after.pop("servers")] == [A], "A keeps its dates alone"
    assert before.pop("servers") == []
    assert after == before, "every row of B and of the DMs is as it was, and none of A's is left"
    server = await store.get_server(A)
    assert server is not None and server.purged_at == T0 + 30 * DAY and not server.departed
    assert (await store.server_contents(A)).total == 0

    again = await store.purge_server(A, at=T0 + 31 * DAY)

    assert again.total == 0, "purging twice deletes nothing more"
    assert await store.get_server(A) == server, "and keeps the first purge's date"


async def test_the_log_refuses_every_delete_but_a_purges_own(
    store: SqlStore, store_database: str
) -> None:
    await _put(store_database, _rows_of(A, 100) + _rows_of(B, 200) + _rows_of(None, 300))
    for statement in ("DELETE FROM moves", "DELETE FROM moves WHERE game_id = 100"):
        with pytest.raises(RAW_ERRORS, match="append-only"):
            await behind_the_store(store_database, statement)
    naming_a = f"INSERT INTO server_purges VALUES ({A})"
    for other in (
        "DELETE FROM moves WHERE game_id = 200",  # another server's game
        "DELETE FROM moves WHERE game_id = 300",  # a DM's game
        "UPDATE moves SET notation = 'a1' WHERE game_id = 100",  # an edit, never
    ):
        with pytest.raises(RAW_ERRORS, match="append-only"):
            await _in_one_transaction(store_database, [naming_a, other])
    if is_postgresql(store_database):
        with pytest.raises(RAW_ERRORS, match="append-only"):
            await _in_one_transaction(store_database, [naming_a, "TRUNCATE moves CASCADE"])
    assert len(await store.moves(100)) == 2 and len(await store.moves(200)) == 2
    await _in_one_transaction(
        store_database,
        [naming_a, "DELETE FROM moves WHERE game_id = 100", "DELETE FROM server_purges"],
    )
    assert await store.moves(100) == [], "the purge's own delete went through"
    with pytest.raises(RAW_ERRORS, match="append-only"):
        await behind_the_store(store_database, "DELETE FROM moves WHERE game_id = 101")
    assert [len(await store.moves(game)) for game in (101, 200, 201, 300)] == [1, 2, 1, 2]


async def test_a_server_joins_leaves_comes_back_and_starts_afresh(store: SqlStore) -> None:
    assert await store.get_server(A) is None
    before, joined = await store.server_joined(A, at=T0)
    assert before is None and joined.joined_at == T0 and not joined.departed
    assert await store.mark_welcomed(A, at=T0) is True
    assert await store.mark_welcomed(A, at=T0 + DAY) is False, "welcomed once"
    again, same = await store.server_joined(A, at=T0 + DAY)
    assert again == same and same.welcomed_at == T0, "a repeated join changes nothing"

    left = await store.server_left(A, at=T0 + DAY, purge_at=T0 + 31 * DAY)
    assert left.departed and (left.left_at, left.purge_at) == (T0 + DAY, T0 + 31 * DAY)
    repeated = await store.server_left(A, at=T0 + 2 * DAY, purge_at=T0 + 32 * DAY)
    assert repeated == left, "a repeated removal never moves the purge date"
    assert await store.mark_welcomed(A, at=T0) is False
    assert await store.servers_departed() == [left]

    was, back = await store.server_joined(A, at=T0 + 3 * DAY)
    assert was == left and not back.departed and back.purge_at is None
    assert back.welcomed_at == T0, "back within the grace: the welcome stays said"
    assert await store.servers_departed() == []
    with pytest.raises(ServerStillHere):
        await store.purge_server(A, at=T0 + 4 * DAY)
    assert await store.get_server(A) == back, "a refused purge writes nothing"

    await store.purge_server(A, at=T0 + 4 * DAY, only_departed=False)
    purged = await store.get_server(A)
    assert purged is not None and purged.purged
    was, afresh = await store.server_joined(A, at=T0 + 5 * DAY)
    assert was == purged and afresh == type(afresh)(A, joined_at=T0 + 5 * DAY)
    assert await store.mark_welcomed(A, at=T0 + 5 * DAY) is True, "a new start, a new welcome"

    unseen = await store.server_left(B, at=T0, purge_at=T0 + DAY)
    assert unseen.joined_at is None and unseen.departed, "a server left while never seen"
    assert [s.guild_id for s in await store.servers_departed()] == [B]


async def test_every_running_game_of_a_server_is_held_and_released(store: SqlStore) -> None:
    games = [
        await store.create_game(
            guild_id=guild,
            channel_id=2,
            game="pinch",
            options={"size": 9},
            players=(10, 20),
            to_move=0,
            created_at=T0,
        )
        for guild in (A, A, A, B, None)
    ]
    mine, other, dm = games[:3], games[3], games[4]
    await store.hold_game(mine[2].id, expected_ply=0, hold=MODERATOR_HOLD, clock=None, ruling=None)
    assert await store.servers_with_running_games() == [A, B]
    assert await store.server_running_games(A) == [
        (mine[0].id, None),
        (mine[1].id, None),
        (mine[2].id, MODERATOR_HOLD),
    ]
    for game_id, hold in await store.server_running_games(A):
        if hold is None:
            await store.hold_game(
                game_id, expected_ply=0, hold=SERVER_HOLD, clock=None, ruling=None
            )
    assert await store.servers_with_stray_holds() == [A], "held, yet the bot never left"
    await store.server_left(A, at=T0, purge_at=T0 + DAY)
    assert await store.servers_with_stray_holds() == []
    for game in mine:
        with pytest.raises(GameHeld):
            await store.append_move(
                game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
            )
    for game in (other, dm):
        await store.append_move(
            game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
        )
    for game_id, hold in await store.server_running_games(A):
        if hold == SERVER_HOLD:
            await store.release_game(
                game_id, expected_ply=0, hold=SERVER_HOLD, clock=None, ruling=None
            )
    assert [hold for _, hold in await store.server_running_games(A)] == [None, None, MODERATOR_HOLD]
    await store.append_move(
        mine[0].id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )


async def test_two_purges_at_once_delete_once(store: SqlStore, store_database: str) -> None:
    await _put(store_database, _rows_of(A, 100) + _rows_of(B, 200))
    await store.server_left(A, at=T0, purge_at=T0)
    first, second = await asyncio.gather(
        store.purge_server(A, at=T0 + DAY), store.purge_server(A, at=T0 + 2 * DAY)
    )
    assert sorted(purge.total > 0 for purge in (first, second)) == [False, True]
    assert (await store.server_contents(B)).count("moves") == 3
