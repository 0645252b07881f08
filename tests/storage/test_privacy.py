"""Data rights in the store (issue 32.5): everything about one person, on both engines,
and forgetting it in one transaction; their finished games kept whole for their
opponents, with a tombstone in their seat."""

import sqlite3
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from storage import GameResult, OfferRecord, PremoveRecord, SqlStore, UserSettings, open_store
from storage.models import InboundMail, MailIntent
from storage.protocol.privacy import StillPlaying, TombstoneTaken, is_tombstone
from storage.rating import RatingRecord
from storage.sql.privacy import ABOUT, ABOUT_NO_ONE, ERASED, KEPT
from storage.tournament_models import NewPairing
from tests.storage.support import T0, new_game

ALICE, BOB, CAROL = 10, 20, 30
TOMB = -77
MINUTE = timedelta(minutes=1)


async def finish(store: SqlStore, game_id: int, *, ply: int = 0) -> None:
    """Seat 0 plays e5, seat 1 resigns."""
    await store.append_move(
        game_id, expected_ply=ply, seat=0, notation="e5", created_at=T0, to_move=1
    )
    await store.append_move(
        game_id,
        expected_ply=ply + 1,
        seat=1,
        notation="resign 1",
        created_at=T0 + MINUTE,
        to_move=None,
        result=GameResult(0, "resignation"),
    )


async def alices_world(store: SqlStore) -> dict[str, int]:
    """Alice has a bit of everything; Bob and Carol have their own rows beside hers."""
    finished = await new_game(store, (ALICE, BOB))
    await finish(store, finished.id)
    theirs = await new_game(store, (BOB, CAROL))
    await finish(store, theirs.id)
    for user, name in ((ALICE, "alice"), (BOB, "bob"), (CAROL, "carol")):
        await store.remember_user(user, name, T0)
    await store.put_user_settings(UserSettings(ALICE, notify="email", time_zone="Europe/Berlin"))
    await store.put_user_settings(UserSettings(BOB, notify="dm"))
    await store.claim_email(ALICE, "Alice@example.org", "secret-hash", T0 + MINUTE, "de")
    await store.verify_email(ALICE, T0)
    await store.enqueue_mail([MailIntent(ALICE, "notice", body='{"subject": "hi"}')], T0)
    await store.keep_inbound(
        InboundMail("<1@x>", "play@example.org", None, None, T0, "Alice@example.org", "e5", ALICE)
    )
    await store.start_vacation(ALICE, 1, T0)
    await store.add_block(ALICE, BOB, T0, cap=10)
    await store.add_block(CAROL, ALICE, T0, cap=10)  # carol's block of alice is carol's
    await store.claim_ping(ALICE, CAROL, T0, timedelta(seconds=30))
    await store.claim_ping(CAROL, ALICE, T0, timedelta(seconds=30))
    await store.claim_analysis(finished.id, ALICE, T0, timedelta(minutes=30))
    await store.finish_analysis(finished.id, T0, "well played")
    await store.claim_analysis_slot(ALICE, T0, timedelta(minutes=10))
    challenge = await store.create_challenge(
        guild_id=1,
        channel_id=2,
        challenger_id=CAROL,
        opponent_id=ALICE,
        game="pinch",
        options={"size": 9},
        first="random",
        created_at=T0,
        expires_at=T0 + timedelta(days=1),
    )
    seek = await store.create_seek(
        guild_id=1,
        channel_id=2,
        seeker_id=ALICE,
        game="les",
        options={},
        first="random",
        time_control=None,
        rated=True,
        min_rating=None,
        max_rating=None,
        created_at=T0,
        expires_at=T0 + timedelta(days=1),
    )
    return {
        "finished": finished.id,
        "theirs": theirs.id,
        "challenge": challenge.id,
        "seek": seek.id,
    }


async def test_an_export_has_every_row_about_her_and_none_of_others(store: SqlStore) -> None:
    made = await alices_world(store)
    data = await store.export_user(ALICE)
    assert data.user_id == ALICE and not data.empty
    assert [name for name, _ in data.tables] == [about.table for about in ABOUT]
    assert data.rows("user_names") == ({"user_id": ALICE, "display_name": "alice", "seen_at": T0},)
    [settings] = data.rows("user_settings")
    assert settings["notify"] == "email" and settings["time_zone"] == "Europe/Berlin"
    [address] = data.rows("email_addresses")
    assert address["address"] == "Alice@example.org" and address["verified_at"] == T0
    assert "code_hash" not in address, "a code's hash is never handed out"
    assert ("email_addresses", "code_hash") in data.withheld
    [mail] = data.rows("mail_outbox")
    assert mail["body"] == {"subject": "hi"}, "a JSON column comes back as its value"
    [inbound] = data.rows("mail_inbound")
    assert inbound["command"] == "e5" and "raw" not in inbound
    assert [row["guild_id"] for row in data.rows("vacations")] == [1]
    assert data.rows("blocks") == ({"user_id": ALICE, "blocked_id": BOB, "blocked_at": T0},), (
        "her own block only: carol's block of her is carol's to know"
    )
    pings = {(row["user_id"], row["target_id"]) for row in data.rows("ping_cooldowns")}
    assert pings == {(ALICE, CAROL), (CAROL, ALICE)}
    assert [row["text"] for row in data.rows("analyses")] == ["well played"]
    assert len(data.rows("analysis_requests")) == 1
    [game] = data.rows("games")
    assert game["id"] == made["finished"] and game["options"] == {"size": 9}
    assert game["finished_at"] == T0 + MINUTE and isinstance(game["created_at"], datetime)
    assert [row["id"] for row in data.rows("challenges")] == [made["challenge"]]
    assert [row["id"] for row in data.rows("seeks")] == [made["seek"]]
    assert await store.export_user(99) == await store.export_user(99)
    assert (await store.export_user(99)).empty


async def test_forgetting_erases_hers_and_keeps_the_games_under_a_tombstone(
    store: SqlStore,
) -> None:
    made = await alices_world(store)
    bob_before = await store.export_user(BOB)
    report = await store.forget_user(ALICE, TOMB, T0 + timedelta(hours=1))
    assert report.anything and report.tombstone == TOMB
    erased = dict(report.erased)
    assert erased["user_names"] == 1 and erased["blocks"] == 1 and erased["ping_cooldowns"] == 2
    assert dict(report.kept) == {"games": 1, "challenges": 1, "seeks": 1}

    assert (await store.export_user(ALICE)).empty, "nothing is left under her id"
    assert await store.user_names([ALICE]) == {}
    assert await store.get_email(ALICE) is None
    assert await store.user_for_address("alice@example.org") is None
    assert await store.get_user_settings(ALICE) == UserSettings(ALICE)
    assert await store.mail_waiting() == 0, "her queued mail is gone"
    game = await store.get_game(made["finished"])
    assert game.players == (TOMB, BOB) and game.winner == 0 and game.status == "finished"
    assert [m.notation for m in await store.moves(game.id)] == ["e5", "resign 1"], "log whole"
    assert await store.get_analysis(game.id) is None
    challenge = await store.get_challenge(made["challenge"])
    assert (challenge.challenger_id, challenge.opponent_id) == (CAROL, TOMB)
    assert challenge.status == "cancelled", "a pending challenge to her is closed"
    seek = await store.get_seek(made["seek"])
    assert seek.seeker_id == TOMB and seek.status == "cancelled"

    tomb = await store.export_user(TOMB)
    assert [row["id"] for row in tomb.rows("games")] == [made["finished"]]
    assert tomb.rows("user_names") == () and tomb.rows("blocks") == ()
    bob_after = await store.export_user(BOB)
    assert bob_after.rows("user_names") == bob_before.rows("user_names")
    assert bob_after.rows("user_settings") == bob_before.rows("user_settings")
    assert [(g["player0_id"], g["player1_id"]) for g in bob_after.rows("games")] == [
        (TOMB, BOB),
        (BOB, CAROL),
    ], "bob's games stay, his game with carol untouched"
    assert [b.blocked_id for b in await store.blocks_of(CAROL)] == [ALICE], (
        "carol's block stands: forgetting oneself lifts nobody's block"
    )

    again = await store.forget_user(ALICE, -78, T0 + timedelta(hours=2))
    assert not again.anything and again.erased == () and again.kept == ()
    assert (await store.export_user(-78)).empty, "the second tombstone was never used"


async def test_a_running_game_refuses_and_writes_nothing(store: SqlStore) -> None:
    running = await new_game(store, (BOB, ALICE))
    await store.remember_user(ALICE, "alice", T0)
    await store.append_move(
        running.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    await store.put_premove(PremoveRecord(running.id, 1, 1, "d4", "c3", T0))
    await store.put_offer(OfferRecord(running.id, "draw", 1, 1, T0))
    with pytest.raises(StillPlaying) as refused:
        await store.forget_user(ALICE, TOMB, T0)
    assert refused.value.game_ids == (running.id,)
    assert await store.user_names([ALICE]) == {ALICE: "alice"}, "rolled back"
    assert (await store.get_game(running.id)).players == (BOB, ALICE)
    data = await store.export_user(ALICE)
    assert [row["their_move"] for row in data.rows("premoves")] == ["d4"]
    assert [row["kind"] for row in data.rows("offers")] == ["draw"]
    assert (await store.export_user(BOB)).rows("premoves") == (), "his seat has none"


async def test_her_lines_and_offers_go_with_her_and_the_opponents_stay(store: SqlStore) -> None:
    game = await new_game(store, (ALICE, BOB))
    await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    await store.put_premove(PremoveRecord(game.id, 0, 1, "d4", "c3", T0))
    await store.put_offer(OfferRecord(game.id, "draw", 0, 1, T0))
    await store.append_move(
        game.id, expected_ply=1, seat=1, notation="d4", created_at=T0, to_move=0
    )
    await store.put_premove(PremoveRecord(game.id, 1, 2, "c3", "b2", T0))
    await store.append_move(
        game.id,
        expected_ply=2,
        seat=0,
        notation="resign 0",
        created_at=T0,
        to_move=None,
        result=GameResult(1, "resignation"),
    )
    report = await store.forget_user(ALICE, TOMB, T0)
    assert dict(report.erased).get("premoves") == 1
    assert len((await store.export_user(BOB)).rows("premoves")) == 1, "bob's line is his"


async def test_a_taken_tombstone_is_refused(store: SqlStore) -> None:
    game = await new_game(store, (ALICE, BOB))
    await finish(store, game.id)
    await store.forget_user(ALICE, TOMB, T0)
    other = await new_game(store, (CAROL, BOB))
    await finish(store, other.id)
    with pytest.raises(TombstoneTaken):
        await store.forget_user(CAROL, TOMB, T0)
    assert (await store.get_game(other.id)).players == (CAROL, BOB)
    with pytest.raises(ValueError):
        await store.forget_user(CAROL, 5, T0)
    with pytest.raises(ValueError):
        await store.forget_user(TOMB, -5, T0)


async def test_tournament_entries_leave_or_withdraw_and_pairings_keep_a_tombstone(
    store: SqlStore,
) -> None:
    async def tournament(creator: int):
        from storage.models import TimeControl

        return await store.create_tournament(
            guild_id=1,
            channel_id=2,
            name="Spring",
            game="pinch",
            options={"size": 9},
            kind="swiss",
            time_control=TimeControl(86400, 0, 86400, True),
            rated=False,
            rounds=3,
            max_players=None,
            created_by=creator,
            created_at=T0,
            starts_at=T0 + timedelta(days=1),
        )

    waiting = await tournament(ALICE)
    running = await tournament(BOB)
    for user in (ALICE, BOB, CAROL):
        await store.join_tournament(waiting.id, user, T0)
        await store.join_tournament(running.id, user, T0)
    seeds = {ALICE: 1, BOB: 2, CAROL: 3}
    pairings = [NewPairing(1, 1, ALICE, BOB), NewPairing(1, 2, CAROL, None)]
    assert await store.begin_tournament(
        running.id, seeds=seeds, rounds=3, pairings=pairings, look_at=T0
    )
    later = T0 + timedelta(days=2)
    report = await store.forget_user(ALICE, TOMB, later)
    assert dict(report.kept) == {
        "tournaments": 1,
        "tournament_players": 1,
        "tournament_pairings": 1,
    }
    assert [e.user_id for e in await store.entrants(waiting.id)] == [BOB, CAROL], "left"
    entrants = {e.user_id: e for e in await store.entrants(running.id)}
    assert set(entrants) == {TOMB, BOB, CAROL}
    assert entrants[TOMB].withdrawn_at == later and entrants[BOB].withdrawn_at is None
    [first, bye] = await store.pairings(running.id)
    assert (first.player0_id, first.player1_id) == (TOMB, BOB) and bye.player0_id == CAROL
    assert (await store.get_tournament(waiting.id)).created_by == TOMB


async def test_a_recompute_gives_a_tombstone_no_rating(store: SqlStore) -> None:
    from service.ratings.glicko import RATER, rebuild

    game = await store.create_game(
        guild_id=1,
        channel_id=2,
        game="pinch",
        options={"size": 9},
        players=(ALICE, BOB),
        to_move=0,
        created_at=T0,
    )
    await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    await store.append_move(
        game.id,
        expected_ply=1,
        seat=1,
        notation="resign 1",
        created_at=T0,
        to_move=None,
        result=GameResult(0, "resignation", rater=RATER),
    )
    assert await store.rating(ALICE, "pinch") is not None
    bob: RatingRecord | None = await store.rating(BOB, "pinch")
    await store.forget_user(ALICE, TOMB, T0)
    assert await store.rating(ALICE, "pinch") is None, "her rating went with her"
    assert await store.recompute_ratings(rebuild) == 1
    assert await store.rating(TOMB, "pinch") is None, "and a recompute brings none back"
    again = await store.rating(BOB, "pinch")
    assert again is not None and bob is not None and round(again.rating) == round(bob.rating)


def test_every_table_is_about_someone_or_no_one_and_every_column_is_named(
    tmp_path: Path,
) -> None:
    """A new table or column must say what forgetting does to it."""
    import asyncio

    path = tmp_path / "schema.db"

    async def make() -> None:
        async with await open_store(path):
            pass

    asyncio.run(make())
    with closing(sqlite3.connect(path)) as raw:
        tables = {
            name
            for (name,) in raw.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        }
        columns = {
            table: {row[1] for row in raw.execute(f"PRAGMA table_info({table})")}
            for table in tables
        }
    about = {a.table: a for a in ABOUT}
    assert tables - set(about) - ABOUT_NO_ONE == set(), "a table nobody classified"
    assert set(about) & ABOUT_NO_ONE == set()
    assert set(about) == set(ERASED) | {table for table, _ in KEPT}
    assert set(ERASED) & {table for table, _ in KEPT} == set()
    for table, spec in about.items():
        assert columns[table] == set(spec.columns) | set(spec.withheld), table
    for table, kept in KEPT:
        assert set(kept) <= columns[table]


def test_tombstones_are_negative_and_words_agree() -> None:
    from words import is_former

    for user in (-(2**53), -1, 0, 1, 2**63 - 1):
        assert is_tombstone(user) == is_former(user) == (user < 0)
