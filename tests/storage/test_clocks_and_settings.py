"""Clocks, offers, vacations and settings: round trips, atomicity with moves, compare-and-set."""

import asyncio
from dataclasses import FrozenInstanceError, replace
from datetime import datetime, timedelta

import pytest

from storage import (
    CHANCE,
    ChallengeRecord,
    ClockRecord,
    GameFinished,
    GameResult,
    GuildSettings,
    NotFound,
    OfferRecord,
    SqlStore,
    StaleMove,
    StorageError,
    TimeControl,
    UserSettings,
    VacationRecord,
    open_store,
)
from storage.sql.errors import ConstraintViolated
from tests.storage.support import T0, behind_the_store, new_game

DAY = timedelta(days=1)
CONTROL = TimeControl(initial_s=3 * 86400, increment_s=86400, cap_s=7 * 86400, auto_timeout=False)


def clock_at(
    game_id: int,
    ply: int,
    *,
    running_seat: int | None = 0,
    started_at: datetime = T0,
    bank: float = 3 * 86400.0,
    paused: bool = False,
    frozen: bool = False,
) -> ClockRecord:
    """A clock at ``ply`` with ``running_seat``'s time running from ``started_at``.

    ``frozen`` keeps the running seat but stops its time (no start, no deadline).
    """
    running = running_seat is not None and not frozen
    return ClockRecord(
        game_id=game_id,
        initial_s=CONTROL.initial_s,
        increment_s=CONTROL.increment_s,
        cap_s=CONTROL.cap_s,
        auto_timeout=CONTROL.auto_timeout,
        bank0_s=bank,
        bank1_s=bank + 0.25,
        running_seat=running_seat,
        ply=ply,
        started_at=started_at if running else None,
        deadline_at=started_at + timedelta(seconds=bank) if running else None,
        paused=paused,
    )


async def move(
    store: SqlStore,
    game_id: int,
    ply: int,
    *,
    clock: ClockRecord | None = None,
    to_move: int | None = None,
    result: GameResult | None = None,
) -> None:
    """Play move ``ply + 1`` by the seat ``ply % 2``, handing the turn over unless told."""
    if to_move is None and result is None:
        to_move = (ply + 1) % 2
    await store.append_move(
        game_id,
        expected_ply=ply,
        seat=ply % 2,
        notation=f"move {ply + 1}",
        created_at=T0 + timedelta(hours=ply + 1),
        to_move=to_move,
        result=result,
        clock=clock,
    )


# -- records --------------------------------------------------------------------


def test_new_records_are_frozen() -> None:
    with pytest.raises(FrozenInstanceError):
        CONTROL.cap_s = 1  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        UserSettings(1).notify = "dm"  # type: ignore[misc]


def test_time_control_refuses_negative_seconds() -> None:
    with pytest.raises(ValueError):
        TimeControl(initial_s=-1, increment_s=0, cap_s=0, auto_timeout=True)


def test_clock_refuses_a_seat_that_does_not_exist() -> None:
    with pytest.raises(ValueError):
        clock_at(1, 0, running_seat=2)


def test_clock_knows_its_time_control() -> None:
    assert clock_at(1, 0).time_control == CONTROL


# -- time control on challenges -------------------------------------------------


async def challenge(store: SqlStore, control: TimeControl | None) -> ChallengeRecord:
    return await store.create_challenge(
        guild_id=1,
        channel_id=2,
        challenger_id=10,
        opponent_id=20,
        game="pinch",
        options={},
        first="random",
        created_at=T0,
        expires_at=T0 + DAY,
        time_control=control,
    )


async def test_challenge_time_control_round_trips(store: SqlStore) -> None:
    created = await challenge(store, CONTROL)
    assert created.time_control == CONTROL
    assert (await store.get_challenge(created.id)).time_control == CONTROL


async def test_challenge_without_time_control_has_none(store: SqlStore) -> None:
    created = await challenge(store, None)
    assert created.time_control is None
    assert (await store.get_challenge(created.id)).time_control is None


async def test_unreadable_stored_time_control_is_a_storage_error(
    store: SqlStore, store_database: str
) -> None:
    created = await store.create_challenge(
        guild_id=1,
        channel_id=2,
        challenger_id=10,
        opponent_id=20,
        game="pinch",
        options={},
        first="random",
        created_at=T0,
        expires_at=T0 + DAY,
        time_control=CONTROL,
    )
    await behind_the_store(
        store_database, """UPDATE challenges SET time_control = '{"initial_s": 1}'"""
    )
    with pytest.raises(StorageError, match="time control"):
        await store.get_challenge(created.id)


# -- clocks: round trips and put_clock --------------------------------------------


async def test_clock_round_trip(store: SqlStore) -> None:
    game = await new_game(store)
    assert await store.get_clock(game.id) is None
    clock = replace(clock_at(game.id, 0), reminded_ply=0, expired_ply=None)
    await store.put_clock(clock)
    stored = await store.get_clock(game.id)
    assert stored == clock
    assert stored is not None and stored.deadline_at is not None
    assert stored.deadline_at.tzinfo is not None
    assert isinstance(stored.bank0_s, float) and stored.bank1_s == 3 * 86400 + 0.25


async def test_stopped_and_paused_clocks_round_trip(store: SqlStore) -> None:
    game = await new_game(store)
    stopped = replace(clock_at(game.id, 0, running_seat=None), paused=True, expired_ply=0)
    await store.put_clock(stopped)
    assert await store.get_clock(game.id) == stopped


async def test_frozen_clock_round_trips(store: SqlStore) -> None:
    game = await new_game(store)
    frozen = clock_at(game.id, 0, frozen=True, bank=1234.5)
    assert (frozen.running_seat, frozen.started_at, frozen.deadline_at) == (0, None, None)
    await store.put_clock(frozen)
    assert await store.get_clock(game.id) == frozen


async def test_start_and_deadline_come_together(store: SqlStore) -> None:
    game = await new_game(store)
    for broken in (
        replace(clock_at(game.id, 0), deadline_at=None),
        replace(clock_at(game.id, 0, frozen=True), deadline_at=T0),
        replace(clock_at(game.id, 0, running_seat=None), started_at=T0, deadline_at=T0),
    ):
        with pytest.raises(ConstraintViolated) as refused:
            await store.put_clock(broken)
        assert refused.value.kind == "check"
    assert await store.get_clock(game.id) is None


async def test_put_clock_replaces_the_whole_row(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(replace(clock_at(game.id, 0), reminded_ply=0, expired_ply=0))
    fresh = clock_at(game.id, 0, bank=100.5)
    await store.put_clock(fresh)
    assert await store.get_clock(game.id) == fresh


async def test_put_clock_for_an_unknown_game_is_not_found(store: SqlStore) -> None:
    with pytest.raises(NotFound):
        await store.put_clock(clock_at(99, 0))


async def test_put_clock_at_an_old_ply_is_stale(store: SqlStore) -> None:
    # A pause computed just before a move landed must not wind the clock back.
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    after_move = clock_at(game.id, 1, running_seat=1)
    await move(store, game.id, 0, clock=after_move)
    with pytest.raises(StaleMove) as caught:
        await store.put_clock(clock_at(game.id, 0, running_seat=None, paused=True))
    assert (caught.value.expected_ply, caught.value.actual_ply) == (0, 1)
    assert await store.get_clock(game.id) == after_move


async def test_put_clock_refuses_a_running_seat_that_is_not_to_move(store: SqlStore) -> None:
    game = await new_game(store)  # seat 0 to move
    with pytest.raises(ValueError):
        await store.put_clock(clock_at(game.id, 0, running_seat=1))
    with pytest.raises(ValueError):
        await store.put_clock(replace(clock_at(game.id, 0), bank1_s=float("inf")))
    assert await store.get_clock(game.id) is None


async def test_clocks_for_games(store: SqlStore) -> None:
    first, second, unclocked = [await new_game(store) for _ in range(3)]
    await store.put_clock(clock_at(first.id, 0))
    await store.put_clock(clock_at(second.id, 0, bank=5.0))
    clocks = await store.clocks_for_games([second.id, unclocked.id, first.id, second.id, 99])
    assert clocks == {first.id: clock_at(first.id, 0), second.id: clock_at(second.id, 0, bank=5.0)}
    assert await store.clocks_for_games([]) == {}


# -- clocks written with moves and new games ----------------------------------------


async def test_append_move_writes_the_clock(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    after = clock_at(game.id, 1, running_seat=1, started_at=T0 + timedelta(hours=1))
    await move(store, game.id, 0, clock=after)
    assert await store.get_clock(game.id) == after
    assert (await store.get_game(game.id)).ply == 1


async def test_append_move_without_a_clock_leaves_the_clock_alone(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    await move(store, game.id, 0)
    assert await store.get_clock(game.id) == clock_at(game.id, 0)


async def test_a_stale_move_leaves_the_clock_untouched(store: SqlStore) -> None:
    game = await new_game(store)
    first = clock_at(game.id, 1, running_seat=1)
    await move(store, game.id, 0, clock=first)
    with pytest.raises(StaleMove):
        await move(store, game.id, 0, clock=clock_at(game.id, 1, running_seat=1, bank=1.0))
    assert await store.get_clock(game.id) == first


async def test_a_move_after_the_end_leaves_the_clock_untouched(store: SqlStore) -> None:
    game = await new_game(store)
    stopped = clock_at(game.id, 1, running_seat=None)
    await move(
        store,
        game.id,
        0,
        clock=stopped,
        result=GameResult(winner=1, termination="resignation"),
    )
    with pytest.raises(GameFinished):
        await move(store, game.id, 1, clock=clock_at(game.id, 2, running_seat=0))
    assert await store.get_clock(game.id) == stopped


async def test_a_failed_clock_write_rolls_back_the_move(store: SqlStore) -> None:
    # The move lands first inside the transaction; a clock the table refuses
    # (negative seconds, caught only by its CHECK) must take the move back out.
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    broken = replace(clock_at(game.id, 1, running_seat=1), initial_s=-5)
    with pytest.raises(ConstraintViolated, match="check"):
        await move(store, game.id, 0, clock=broken)
    assert await store.moves(game.id) == []
    after = await store.get_game(game.id)
    assert (after.ply, after.to_move) == (0, 0)
    assert await store.get_clock(game.id) == clock_at(game.id, 0)


@pytest.mark.parametrize(
    ("clock_game", "clock_ply", "running_seat", "to_move"),
    [
        (None, 2, 1, 1),  # not the ply after the move
        (None, 0, 1, 1),  # the ply before it
        (99, 1, 1, 1),  # another game's clock
        (None, 1, 0, 1),  # the wrong seat's time running
        (None, 1, 0, CHANCE),  # a chance move stops the clock
    ],
)
async def test_append_move_refuses_a_clock_that_disagrees(
    store: SqlStore, clock_game: int | None, clock_ply: int, running_seat: int, to_move: int
) -> None:
    game = await new_game(store)
    clock = clock_at(game.id if clock_game is None else clock_game, clock_ply, running_seat=1)
    clock = replace(clock, running_seat=running_seat)
    with pytest.raises(ValueError):
        await move(store, game.id, 0, clock=clock, to_move=to_move)
    assert await store.moves(game.id) == []
    assert await store.get_clock(game.id) is None


async def test_a_finishing_move_must_stop_the_clock(store: SqlStore) -> None:
    game = await new_game(store)
    with pytest.raises(ValueError):
        await move(
            store,
            game.id,
            0,
            clock=clock_at(game.id, 1, running_seat=1),
            result=GameResult(winner=0, termination="timeout"),
        )
    assert await store.moves(game.id) == []


async def accept_with_clock(
    store: SqlStore, challenge_id: int, clock: ClockRecord | None
) -> int | None:
    game = await store.accept_challenge_into_game(
        challenge_id,
        guild_id=1,
        channel_id=2,
        game="pinch",
        options={},
        players=(20, 10),
        to_move=0,
        created_at=T0,
        clock=clock,
    )
    return None if game is None else game.id


async def new_clocked_challenge(store: SqlStore) -> int:
    return (await challenge(store, CONTROL)).id


async def test_accept_stores_the_clock_under_the_new_game(store: SqlStore) -> None:
    challenge_id = await new_clocked_challenge(store)
    template = clock_at(0, 0)
    game_id = await accept_with_clock(store, challenge_id, template)
    assert game_id is not None
    assert await store.get_clock(game_id) == replace(template, game_id=game_id)
    # The losing accept of a double click writes no second clock anywhere.
    assert await accept_with_clock(store, challenge_id, template) is None
    assert await store.clocks_due(T0 + 365 * DAY) == [replace(template, game_id=game_id)]


@pytest.mark.parametrize(
    "template",
    [
        clock_at(5, 0),  # a real game id: the API takes 0, and says so
        clock_at(0, 3),  # a new game is at ply 0
        clock_at(0, 0, running_seat=1),  # seat 0 moves first here
    ],
)
async def test_accept_refuses_a_clock_that_does_not_fit_a_new_game(
    store: SqlStore, template: ClockRecord
) -> None:
    challenge_id = await new_clocked_challenge(store)
    with pytest.raises(ValueError):
        await accept_with_clock(store, challenge_id, template)
    assert (await store.get_challenge(challenge_id)).status == "pending"
    assert await store.count_games() == 0


async def test_a_failed_clock_insert_rolls_back_the_accept(store: SqlStore) -> None:
    challenge_id = await new_clocked_challenge(store)
    with pytest.raises(ConstraintViolated, match="check"):
        await accept_with_clock(store, challenge_id, replace(clock_at(0, 0), cap_s=-1))
    assert (await store.get_challenge(challenge_id)).status == "pending"
    assert await store.count_games() == 0


# -- clocks_due and compare-and-set ---------------------------------------------------


async def test_clocks_due_orders_by_deadline_and_skips_stopped_clocks(store: SqlStore) -> None:
    late, early, stopped, frozen, paused, future = [await new_game(store) for _ in range(6)]
    await store.put_clock(clock_at(late.id, 0, bank=200.0))
    await store.put_clock(clock_at(early.id, 0, bank=100.0))
    # Stopped and frozen clocks have no deadline; a paused one might, and is
    # still never due.
    await store.put_clock(clock_at(stopped.id, 0, running_seat=None))
    await store.put_clock(clock_at(frozen.id, 0, frozen=True, bank=1.0))
    await store.put_clock(clock_at(paused.id, 0, bank=50.0, paused=True))
    await store.put_clock(clock_at(future.id, 0, bank=10 * 86400.0))

    assert await store.clocks_due(T0) == []
    at_late = T0 + timedelta(seconds=200)
    assert [c.game_id for c in await store.clocks_due(at_late)] == [early.id, late.id]
    just_before = at_late - timedelta(microseconds=1)
    assert [c.game_id for c in await store.clocks_due(just_before)] == [early.id]
    everything = await store.clocks_due(T0 + 365 * DAY)
    assert [c.game_id for c in everything] == [early.id, late.id, future.id]


async def test_a_move_takes_a_clock_off_the_due_list(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0, bank=60.0))
    soon = T0 + timedelta(minutes=1)
    assert [c.game_id for c in await store.clocks_due(soon)] == [game.id]
    await move(store, game.id, 0, clock=clock_at(game.id, 1, running_seat=1, started_at=soon))
    assert await store.clocks_due(soon) == []


async def test_mark_reminded_is_compare_and_set(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    assert await store.mark_reminded(game.id, 0) is True
    assert await store.mark_reminded(game.id, 0) is False
    reminded = await store.get_clock(game.id)
    assert reminded is not None and reminded.reminded_ply == 0

    await move(store, game.id, 0, clock=clock_at(game.id, 1, running_seat=1))
    assert await store.mark_reminded(game.id, 0) is False  # that move was made
    assert await store.mark_reminded(game.id, 2) is False  # not there yet
    assert await store.mark_reminded(game.id, 1) is True
    assert await store.mark_reminded(game.id, 1) is False


async def test_mark_expired_is_compare_and_set(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    assert await store.mark_expired(game.id, 0) is True
    assert await store.mark_expired(game.id, 0) is False
    # The two marks are independent of each other.
    assert await store.mark_reminded(game.id, 0) is True
    marked = await store.get_clock(game.id)
    assert marked is not None and (marked.reminded_ply, marked.expired_ply) == (0, 0)
    # Claim mode: the expired clock keeps running, so it stays due.
    assert [c.game_id for c in await store.clocks_due(T0 + 365 * DAY)] == [game.id]

    await move(store, game.id, 0, clock=clock_at(game.id, 1, running_seat=1))
    assert await store.mark_expired(game.id, 0) is False
    assert await store.mark_expired(game.id, 1) is True


async def test_marks_refuse_stopped_frozen_paused_and_missing_clocks(store: SqlStore) -> None:
    stopped, frozen, paused, unclocked = [await new_game(store) for _ in range(4)]
    await store.put_clock(clock_at(stopped.id, 0, running_seat=None))
    await store.put_clock(clock_at(frozen.id, 0, frozen=True))
    await store.put_clock(clock_at(paused.id, 0, paused=True))
    for game_id in (stopped.id, frozen.id, paused.id, unclocked.id, 99):
        assert await store.mark_reminded(game_id, 0) is False
        assert await store.mark_expired(game_id, 0) is False
    assert await store.get_clock(stopped.id) == clock_at(stopped.id, 0, running_seat=None)


async def test_racing_sweeps_remind_once(database: str) -> None:
    async with await open_store(database) as first, await open_store(database) as second:
        game = await new_game(first)
        await first.put_clock(clock_at(game.id, 0))
        results = await asyncio.gather(
            *(store.mark_reminded(game.id, 0) for store in (first, second, first, second)),
            *(store.mark_expired(game.id, 0) for store in (first, second, first, second)),
        )
        assert results.count(True) == 2
        assert sum(results[:4]) == 1 and sum(results[4:]) == 1


# -- user settings ----------------------------------------------------------------------


async def test_unknown_user_gets_the_defaults(store: SqlStore) -> None:
    assert await store.get_user_settings(42) == UserSettings(
        user_id=42,
        notify="thread",
        remind_dm=False,
        remind_hours=24,
        digest_sent_at=None,
        dm_failed=False,
    )


async def test_user_settings_round_trip_and_replace(store: SqlStore) -> None:
    chosen = UserSettings(
        user_id=42,
        notify="digest",
        remind_dm=True,
        remind_hours=6,
        digest_sent_at=T0,
        dm_failed=True,
    )
    await store.put_user_settings(chosen)
    assert await store.get_user_settings(42) == chosen
    await store.put_user_settings(UserSettings(42, notify="dm"))
    assert await store.get_user_settings(42) == UserSettings(42, notify="dm")
    assert await store.get_user_settings(43) == UserSettings(43)


async def test_a_digest_is_marked_sent_once_and_only_for_a_digest_reader(
    store: SqlStore,
) -> None:
    await store.put_user_settings(UserSettings(42, notify="digest", remind_hours=6))
    await store.put_user_settings(UserSettings(43, notify="dm"))
    later = T0 + timedelta(days=1)
    won = await asyncio.gather(*(store.mark_digest_sent(42, T0, later) for _ in range(6)))
    assert sorted(won) == [False] * 5 + [True], "one caller wins"
    assert await store.get_user_settings(42) == UserSettings(
        42, notify="digest", remind_hours=6, digest_sent_at=later
    ), "only the time is written"
    assert await store.digests_due(T0) == []
    assert not await store.mark_digest_sent(42, T0, later + timedelta(days=1)), "not due yet"
    assert await store.mark_digest_sent(42, later, later + timedelta(days=1))
    assert not await store.mark_digest_sent(43, later, later), "not a digest reader"
    assert not await store.mark_digest_sent(44, later, later), "never set anything"
    assert await store.get_user_settings(43) == UserSettings(43, notify="dm")


@pytest.mark.parametrize(
    "settings", [UserSettings(1, notify="pigeon"), UserSettings(1, remind_hours=0)]
)
async def test_invalid_user_settings_are_refused(store: SqlStore, settings: UserSettings) -> None:
    with pytest.raises(ValueError):
        await store.put_user_settings(settings)
    assert await store.get_user_settings(1) == UserSettings(1)


async def test_an_update_writes_only_the_fields_given(store: SqlStore) -> None:
    assert await store.update_user_settings(42, remind_hours=6) == UserSettings(42, remind_hours=6)
    await store.mark_digest_sent(42, T0, T0)  # not a digest reader: nothing
    updated = await store.update_user_settings(42, notify="digest", dm_failed=True)
    assert updated == UserSettings(42, notify="digest", remind_hours=6, dm_failed=True)
    assert await store.mark_digest_sent(42, T0, T0)
    updated = await store.update_user_settings(42, remind_dm=True)
    assert updated == UserSettings(42, "digest", True, 6, T0, True), "the digest time is kept"
    assert await store.get_user_settings(42) == updated
    assert await store.update_user_settings(43) == UserSettings(43), "nothing to change"
    for bad in ({"notify": "pigeon"}, {"remind_hours": 0}, {"colour": "red"}):
        with pytest.raises(ValueError):
            await store.update_user_settings(42, **bad)  # type: ignore[arg-type]
    assert await store.get_user_settings(42) == updated


async def test_stores_changing_different_user_settings_at_once_keep_every_change(
    database: str,
) -> None:
    """Two processes, each changing its own fields of one row at the same moment (a
    /settings here, a verified address there, a digest going out): nothing is lost."""
    async with await open_store(database) as first, await open_store(database) as second:
        for user in range(1, 11):
            await first.update_user_settings(user, notify="digest")
            await asyncio.gather(
                first.update_user_settings(user, remind_hours=6),
                second.update_user_settings(user, remind_dm=True),
                first.mark_digest_sent(user, T0, T0),
                second.update_user_settings(user, dm_failed=True),
            )
            expected = UserSettings(user, "digest", True, 6, T0, True)
            assert await first.get_user_settings(user) == expected
            assert await second.get_user_settings(user) == expected


# -- offers ------------------------------------------------------------------------------


async def test_offers_round_trip_replace_and_delete(store: SqlStore) -> None:
    game, other = await new_game(store), await new_game(store)
    draw = OfferRecord(game.id, "draw", 0, 0, T0)
    takeback = OfferRecord(game.id, "takeback", 1, 0, T0 + timedelta(minutes=1))
    await store.put_offer(draw)
    await store.put_offer(takeback)
    await store.put_offer(OfferRecord(other.id, "pause", 1, 0, T0))
    assert await store.offers_for(game.id) == [draw, takeback]

    later_draw = OfferRecord(game.id, "draw", 1, 3, T0 + timedelta(hours=2))
    await store.put_offer(later_draw)
    assert await store.offers_for(game.id) == [takeback, later_draw]

    assert await store.delete_offer(game.id, "takeback") is True
    assert await store.delete_offer(game.id, "takeback") is False
    assert await store.offers_for(game.id) == [later_draw]

    await store.delete_offers(game.id)
    assert await store.offers_for(game.id) == []
    assert [o.kind for o in await store.offers_for(other.id)] == ["pause"]
    await store.delete_offers(99)  # nothing to drop is fine


async def test_invalid_offers_are_refused(store: SqlStore) -> None:
    game = await new_game(store)
    with pytest.raises(ValueError):
        await store.put_offer(OfferRecord(game.id, "rematch", 0, 0, T0))
    with pytest.raises(ValueError):
        await store.put_offer(OfferRecord(game.id, "draw", 2, 0, T0))
    with pytest.raises(NotFound):
        await store.put_offer(OfferRecord(99, "draw", 0, 0, T0))
    assert await store.offers_for(game.id) == []


# -- vacations ----------------------------------------------------------------------------


async def test_vacation_start_and_end(store: SqlStore) -> None:
    assert await store.ongoing_vacation(1) is None
    started = await store.start_vacation(1, 5, T0)
    assert started == VacationRecord(started.id, 1, 5, T0, None)
    assert await store.ongoing_vacation(1) == started

    ended = await store.end_vacation(1, T0 + 2 * DAY)
    assert ended == replace(started, ended_at=T0 + 2 * DAY)
    assert await store.ongoing_vacation(1) is None
    assert await store.end_vacation(1, T0 + 3 * DAY) is None

    again = await store.start_vacation(1, None, T0 + 4 * DAY)
    assert again.id != started.id and again.guild_id is None


async def test_no_two_ongoing_vacations(store: SqlStore) -> None:
    first = await store.start_vacation(1, None, T0)
    with pytest.raises(StorageError, match="already on vacation"):
        await store.start_vacation(1, None, T0 + DAY)
    assert await store.ongoing_vacation(1) == first
    await store.start_vacation(2, None, T0)  # someone else's is independent


async def test_racing_vacation_starts_from_two_connections(database: str) -> None:
    async with await open_store(database) as first, await open_store(database) as second:
        results = await asyncio.gather(
            *(store.start_vacation(1, None, T0) for store in (first, second, first, second)),
            return_exceptions=True,
        )
        started = [r for r in results if isinstance(r, VacationRecord)]
        refused = [r for r in results if isinstance(r, StorageError)]
        assert (len(started), len(refused)) == (1, 3)
        assert await second.ongoing_vacation(1) == started[0]


async def test_a_vacation_cannot_end_before_it_started(store: SqlStore) -> None:
    started = await store.start_vacation(1, None, T0)
    with pytest.raises(ValueError):
        await store.end_vacation(1, T0 - timedelta(microseconds=1))
    assert await store.ongoing_vacation(1) == started


async def test_vacations_of_returns_those_overlapping_the_period(store: SqlStore) -> None:
    async def vacation(start_day: int, end_day: int | None) -> VacationRecord:
        record = await store.start_vacation(1, None, T0 + start_day * DAY)
        if end_day is None:
            return record
        ended = await store.end_vacation(1, T0 + end_day * DAY)
        assert ended is not None
        return ended

    long_ago = await vacation(0, 2)
    straddling = await vacation(8, 12)
    inside = await vacation(14, 15)
    ongoing = await vacation(20, None)
    await store.start_vacation(2, None, T0)  # another user's

    since = T0 + 10 * DAY
    assert await store.vacations_of(1, since) == [straddling, inside, ongoing]
    assert await store.vacations_of(1, T0 + 2 * DAY) == [straddling, inside, ongoing]
    assert await store.vacations_of(1, T0) == [long_ago, straddling, inside, ongoing]
    assert await store.vacations_of(1, T0 + 100 * DAY) == [ongoing]
    assert await store.vacations_of(3, T0) == []


async def test_users_on_vacation(store: SqlStore) -> None:
    await store.start_vacation(1, None, T0)
    await store.start_vacation(2, None, T0)
    await store.end_vacation(2, T0 + DAY)
    await store.start_vacation(3, 7, T0)
    assert await store.users_on_vacation([1, 2, 3, 4, 1]) == {1, 3}
    assert await store.users_on_vacation([]) == set()


async def test_ongoing_vacations_lists_every_user_still_away(store: SqlStore) -> None:
    assert await store.ongoing_vacations() == []
    later = await store.start_vacation(1, 5, T0 + DAY)
    await store.start_vacation(2, None, T0)
    await store.end_vacation(2, T0 + DAY)
    earlier = await store.start_vacation(3, None, T0)
    assert await store.ongoing_vacations() == [earlier, later]


# -- guild settings ---------------------------------------------------------------------


async def test_unknown_guild_gets_the_defaults(store: SqlStore) -> None:
    assert await store.get_guild_settings(7) == GuildSettings(
        guild_id=7,
        allowed_games=None,
        games_channel_id=None,
        time_control=None,
        vacation_days=None,
    )


async def test_guild_settings_round_trip_and_replace(store: SqlStore) -> None:
    chosen = GuildSettings(
        guild_id=7,
        allowed_games=("pinch", "plakoto"),
        games_channel_id=2**60,
        time_control=CONTROL,
        vacation_days=14,
    )
    written = await store.update_guild_settings(
        7,
        allowed_games=("pinch", "plakoto"),
        games_channel_id=2**60,
        time_control=CONTROL,
        vacation_days=14,
    )
    assert written == chosen
    assert await store.get_guild_settings(7) == chosen

    none_allowed = replace(chosen, allowed_games=())
    assert await store.update_guild_settings(7, allowed_games=()) == none_allowed
    assert await store.get_guild_settings(7) == none_allowed
    assert await store.get_guild_settings(8) == GuildSettings(8)
    back = await store.update_guild_settings(7, games_channel_id=None, hint_level=0)
    assert back == replace(none_allowed, games_channel_id=None, hint_level=0), "None: the default"
    assert await store.update_guild_settings(9) == GuildSettings(9), "nothing to change"


async def test_negative_vacation_days_are_refused(store: SqlStore) -> None:
    await store.update_guild_settings(7, hint_level=3)
    for bad in ({"vacation_days": -1}, {"channel": 8}):
        with pytest.raises(ValueError):
            await store.update_guild_settings(7, **bad)  # type: ignore[arg-type]
    assert await store.get_guild_settings(7) == GuildSettings(7, hint_level=3)


async def test_stores_changing_different_guild_settings_at_once_keep_every_change(
    database: str,
) -> None:
    async with await open_store(database) as first, await open_store(database) as second:
        for guild in range(1, 11):
            await asyncio.gather(
                first.update_guild_settings(guild, allowed_games=("pinch",)),
                second.update_guild_settings(guild, games_channel_id=5),
                first.update_guild_settings(guild, time_control=CONTROL),
                second.update_guild_settings(guild, vacation_days=3),
                second.update_guild_settings(guild, hint_level=4),
            )
            expected = GuildSettings(guild, ("pinch",), 5, CONTROL, 3, 4)
            assert await first.get_guild_settings(guild) == expected
            assert await second.get_guild_settings(guild) == expected
