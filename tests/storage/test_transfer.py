"""``copy_to_postgresql`` (issue 18): a club's SQLite database copied into PostgreSQL,
checked through both stores, and the PostgreSQL store carrying on from there."""

import asyncio
import sqlite3
from contextlib import closing
from datetime import timedelta
from pathlib import Path

import asyncpg
import pytest

from postboard.cli import main
from storage import (
    ClockRecord,
    GameResult,
    OfferRecord,
    SqlStore,
    UserSettings,
    open_store,
)
from storage.models import InboundMail, LinkLimits, MailIntent
from storage.transfer import TransferRefused, copy_order, copy_to_postgresql
from tests.storage.support import T0, new_game

TABLES = {
    "games",
    "challenges",
    "moves",
    "user_names",
    "clocks",
    "user_settings",
    "offers",
    "notices_owed",
    "vacations",
    "guild_settings",
    "computer_seats",
    "email_addresses",
    "email_links",
    "email_code_tries",
    "mail_outbox",
    "mail_inbound",
    "secrets",
    "ping_cooldowns",
    "premoves",
    "explore_lines",
    "posts_owed",
    "analyses",
    "analysis_requests",
    "ratings",
    "rating_guilds",
    "seeks",
    "tournaments",
    "tournament_players",
    "tournament_pairings",
    "channel_visibility",
    "blocks",
    "rulings",
    "idle_reminders",
    "servers",
    "server_purges",
    "web_link_counters",
    "web_sessions",
}
LINKS = LinkLimits(timedelta(days=1), 5, 3, 5, timedelta(hours=1))
"""The /email limits of the club's one link and try (``email_links``, ``email_code_tries``)."""


async def fill(store: SqlStore) -> list[int]:
    """A small club: a finished game, a running one with a clock and an offer, a pending
    challenge, settings, a vacation, an address and one being linked (a code tried), a
    queued and a received mail, a game channel everyone reads and a replaced list key."""
    finished = await new_game(store)
    await store.append_move(
        finished.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    await store.append_move(
        finished.id,
        expected_ply=1,
        seat=1,
        notation="resign",
        created_at=T0 + timedelta(minutes=1),
        to_move=None,
        result=GameResult(0, "resignation"),
    )
    running = await new_game(store, (30, 40))
    await store.set_game_thread(running.id, 555)
    await store.append_move(
        running.id, expected_ply=0, seat=0, notation="c3", created_at=T0, to_move=1
    )
    await store.put_clock(
        ClockRecord(
            game_id=running.id,
            initial_s=86400,
            increment_s=3600,
            cap_s=172800,
            auto_timeout=True,
            bank0_s=86400.0,
            bank1_s=80000.5,
            running_seat=1,
            ply=1,
            started_at=T0,
            deadline_at=T0 + timedelta(seconds=80000.5),
        )
    )
    await store.put_offer(OfferRecord(running.id, "draw", 0, 1, T0))
    await store.create_challenge(
        guild_id=1,
        channel_id=2,
        challenger_id=10,
        opponent_id=30,
        game="pinch",
        options={},
        first="random",
        created_at=T0,
        expires_at=T0 + timedelta(days=1),
    )
    await store.remember_user(10, "alice", T0)
    await store.put_user_settings(UserSettings(10, notify="email", remind_dm=True))
    await store.update_guild_settings(1, allowed_games=("pinch",), vacation_days=5, hint_level=4)
    vacation = await store.start_vacation(40, 1, T0)
    await store.end_vacation(40, T0 + timedelta(days=2), 1)
    await store.start_vacation(20, 1, T0 + timedelta(days=3))
    await store.claim_email(10, "Alice@example.org", "hash", T0 + timedelta(hours=1))
    await store.verify_email(10, T0)
    await store.enqueue_mail(
        [MailIntent(10, "verify", body='{"code": "1"}', address="a@example.org")], T0
    )
    code = MailIntent(20, "verify", body='{"code": "2"}', address="b@example.org")
    assert (await store.link_email(20, "b@example.org", "h", code, T0, LINKS)).outcome == "mailed"
    assert (await store.take_code_try(20, "b@example.org", T0, LINKS)).retry_at is None
    await store.keep_inbound(
        InboundMail("<1@example.org>", "play@example.org", None, b"raw\x00\xff bytes", T0)
    )
    await store.secret("reply-key", lambda: "s3cret")
    await store.see_channel(guild_id=1, channel_id=2, home_id=2, everyone_reads=True, seen_at=T0)
    await store.rotate_list_key(1)
    assert await store.claim_ping(10, 30, T0, timedelta(seconds=30)) is None
    assert await store.claim_analysis(finished.id, 10, T0, timedelta(minutes=30)) is None
    await store.finish_analysis(finished.id, T0, "Analysis of Pinch #1: well played.")
    assert await store.claim_analysis_slot(10, T0, timedelta(minutes=10)) is None
    assert vacation.id >= 1
    return [finished.id, running.id]


async def _sqlite_with_a_club(path: Path) -> list[int]:
    async with await open_store(path) as store:
        return await fill(store)


async def test_the_copy_equals_the_source_and_carries_on(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "club.db"
    ids = await _sqlite_with_a_club(source)

    report = await copy_to_postgresql(source, postgres_url)

    assert {name for name, _ in report.tables} == TABLES
    counts = dict(report.tables)
    assert counts["games"] == 2 and counts["moves"] == 3 and counts["mail_inbound"] == 1
    assert counts["email_links"] == counts["email_code_tries"] == 1
    assert counts["channel_visibility"] == 1
    assert (report.games_verified, report.moves) == (2, 3)
    assert ":postboard@" not in report.target  # no password in the report
    order = [name for name, _ in report.tables]
    assert order.index("games") < order.index("moves") < len(order)
    assert order.index("games") < order.index("clocks")
    async with await open_store(source) as sqlite, await open_store(postgres_url) as pg:
        for game_id in ids:
            assert await pg.get_game_and_clock(game_id) == await sqlite.get_game_and_clock(game_id)
            assert await pg.moves(game_id) == await sqlite.moves(game_id)
            assert await pg.offers_for(game_id) == await sqlite.offers_for(game_id)
        assert await pg.game_for_thread(555) == await sqlite.game_for_thread(555)
        assert await pg.pending_challenges_for(30) == await sqlite.pending_challenges_for(30)
        assert await pg.get_user_settings(10) == await sqlite.get_user_settings(10)
        assert await pg.get_guild_settings(1) == await sqlite.get_guild_settings(1)
        assert (await pg.get_guild_settings(1)).hint_level == 4
        assert await pg.user_names([10]) == {10: "alice"}
        assert await pg.vacations_of(40, T0) == await sqlite.vacations_of(40, T0)
        assert await pg.ongoing_vacations() == await sqlite.ongoing_vacations()
        assert await pg.get_email(10) == await sqlite.get_email(10)
        assert await pg.user_for_address("alice@example.org") == 10
        assert await pg.mail_waiting() == await sqlite.mail_waiting() == 1
        standing = await pg.claim_ping(10, 30, T0 + timedelta(seconds=1), timedelta(seconds=30))
        assert standing == T0, "the cooldown came along"
        assert await pg.secret("reply-key", lambda: "other") == "s3cret"
        inbound = await pg.claim_inbound(T0, T0 + timedelta(minutes=5), 10)
        assert [mail.raw for mail in inbound] == [b"raw\x00\xff bytes"]

        # The PostgreSQL store carries on: the next ply, then fresh ids.
        moved = await pg.append_move(
            ids[1], expected_ply=1, seat=1, notation="d4", created_at=T0, to_move=0
        )
        assert moved.game.ply == 2 and len(await pg.moves(ids[1])) == 2
        fresh = await new_game(pg)
        assert fresh.id > max(ids)
        challenge = await pg.create_challenge(
            guild_id=1,
            channel_id=2,
            challenger_id=1,
            opponent_id=2,
            game="pinch",
            options={},
            first="random",
            created_at=T0,
            expires_at=T0,
        )
        assert challenge.id > 1
        vacation = await pg.start_vacation(99, 1, T0)
        assert vacation.id > 2
        assert await pg.enqueue_mail([MailIntent(10, "x", address="b@example.org")], T0) == 1


async def test_a_target_with_rows_is_refused_and_left_alone(
    tmp_path: Path, postgres_url: str
) -> None:
    source = tmp_path / "club.db"
    await _sqlite_with_a_club(source)
    async with await open_store(postgres_url) as pg:
        held = await new_game(pg, (7, 8))

    with pytest.raises(TransferRefused) as refused:
        await copy_to_postgresql(source, postgres_url)

    message = str(refused.value)
    assert "already holds rows (1 games, 1 posts_owed)" in message  # a new game owes its opening
    assert "nothing was written" in message
    assert "\n" not in message and ":postboard@" not in message
    async with await open_store(postgres_url) as pg:
        assert await pg.count_games() == 1 and await pg.get_game(held.id) == held
        assert await pg.user_names([10]) == {}


async def test_a_source_of_a_newer_release_is_refused(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "club.db"
    await _sqlite_with_a_club(source)
    with closing(sqlite3.connect(source)) as raw:
        raw.execute("PRAGMA user_version = 99")
    with pytest.raises(Exception, match="schema version 99"):
        await copy_to_postgresql(source, postgres_url)
    connection = await asyncpg.connect(postgres_url)
    try:
        assert await connection.fetchval("SELECT to_regclass('games')") is None
    finally:
        await connection.close()


def test_tables_come_after_those_they_reference() -> None:
    with closing(sqlite3.connect(":memory:")) as raw:
        raw.executescript(
            "CREATE TABLE child (id INTEGER PRIMARY KEY, p INTEGER REFERENCES parent (id));"
            "CREATE TABLE parent (id INTEGER PRIMARY KEY);"
            "CREATE TABLE alone (x INTEGER);"
        )
        assert copy_order(raw) == ["parent", "child", "alone"]


async def test_the_command_prints_the_report(
    tmp_path: Path,
    postgres_url: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    source = tmp_path / "club.db"
    await _sqlite_with_a_club(source)
    monkeypatch.setenv("POSTBOARD_DB", str(source))

    assert await asyncio.to_thread(main, ["migrate-db", "--to", postgres_url]) == 0

    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert err == "" and len(lines) == 1 + len(TABLES)
    assert "2 games and 3 moves verified game by game" in lines[0]
    assert "stop the bot first" in lines[0] and ":postboard@" not in out
    assert "moves 3" in [" ".join(line.split()) for line in lines[1:]]

    # Again: the target is no longer empty, so one line and exit 2.
    assert await asyncio.to_thread(main, ["migrate-db", "--to", postgres_url]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "already holds rows" in err
