"""Behaviour of the store on each engine: round trips, compare-and-set, and the move log
under races (two stores on one database: two processes' worth)."""

import asyncio
from collections.abc import Sequence
from dataclasses import FrozenInstanceError
from datetime import timedelta, timezone

import pytest

from storage import (
    CHANCE,
    AppendedMove,
    ChallengeRecord,
    GameFinished,
    GameRecord,
    GameResult,
    MoveRecord,
    NotFound,
    SqlStore,
    StaleMove,
    StorageError,
    Store,
    open_store,
)
from tests.storage.support import RAW_ERRORS, T0, behind_the_store, new_game

OPTIONS: dict[str, object] = {"size": 9, "komi": 6.5, "name": "ünï", "rules": [1, {"a": None}]}


async def new_challenge(
    store: SqlStore,
    *,
    challenger: int = 10,
    opponent: int = 20,
    created_offset: int = 0,
    expires_in: timedelta = timedelta(hours=1),
) -> ChallengeRecord:
    created_at = T0 + timedelta(seconds=created_offset)
    return await store.create_challenge(
        guild_id=1,
        channel_id=2,
        challenger_id=challenger,
        opponent_id=opponent,
        game="pinch",
        options=OPTIONS,
        first="random",
        created_at=created_at,
        expires_at=created_at + expires_in,
    )


async def accept(store: SqlStore, challenge_id: int) -> GameRecord | None:
    return await store.accept_challenge_into_game(
        challenge_id,
        guild_id=1,
        channel_id=2,
        game="pinch",
        options=OPTIONS,
        players=(20, 10),
        to_move=0,
        created_at=T0 + timedelta(minutes=5),
    )


def test_the_store_satisfies_the_protocol(store: SqlStore) -> None:
    # Checked by mypy as well; this keeps the assignment in the test suite honest.
    as_protocol: Store = store
    assert as_protocol is store


# -- round trips --------------------------------------------------------------


async def test_challenge_round_trip(store: SqlStore) -> None:
    created = await new_challenge(store)
    assert created == ChallengeRecord(
        id=created.id,
        guild_id=1,
        channel_id=2,
        message_id=None,
        challenger_id=10,
        opponent_id=20,
        game="pinch",
        options=OPTIONS,
        first="random",
        status="pending",
        created_at=T0,
        expires_at=T0 + timedelta(hours=1),
        game_id=None,
    )
    assert await store.get_challenge(created.id) == created
    assert created.created_at.tzinfo is not None

    await store.set_challenge_message(created.id, 3, 4)
    moved = await store.get_challenge(created.id)
    assert (moved.channel_id, moved.message_id) == (3, 4)


async def test_game_round_trip(store: SqlStore) -> None:
    created = await store.create_game(
        guild_id=None,
        channel_id=5,
        game="plakoto",
        options=OPTIONS,
        players=(111, 2**62),
        to_move=CHANCE,
        created_at=T0,
    )
    assert created == GameRecord(
        id=created.id,
        guild_id=None,
        channel_id=5,
        thread_id=None,
        game="plakoto",
        options=OPTIONS,
        players=(111, 2**62),
        ply=0,
        to_move=CHANCE,
        status="active",
        winner=None,
        termination=None,
        created_at=T0,
        updated_at=T0,
        finished_at=None,
    )
    assert await store.get_game(created.id) == created

    await store.set_game_thread(created.id, 777)
    threaded = await store.game_for_thread(777)
    assert threaded is not None and threaded.id == created.id and threaded.thread_id == 777
    assert await store.game_for_thread(778) is None


async def test_move_round_trip_and_order(store: SqlStore) -> None:
    game = await new_game(store)
    entries = [(0, "e5"), (None, "roll 6-3"), (1, "swap")]
    for ply, (seat, notation) in enumerate(entries):
        await store.append_move(
            game.id,
            expected_ply=ply,
            seat=seat,
            notation=notation,
            created_at=T0 + timedelta(microseconds=ply + 1),
            to_move=1,
        )
    assert await store.moves(game.id) == [
        MoveRecord(game.id, ply + 1, seat, notation, T0 + timedelta(microseconds=ply + 1))
        for ply, (seat, notation) in enumerate(entries)
    ]
    assert await store.moves(game.id + 1) == []


async def test_times_in_other_zones_come_back_equal_in_utc(store: SqlStore) -> None:
    tokyo = T0.astimezone(timezone(timedelta(hours=9)))
    game = await store.create_game(
        guild_id=1,
        channel_id=2,
        game="les",
        options={},
        players=(1, 2),
        to_move=0,
        created_at=tokyo,
    )
    assert game.created_at == T0 and game.created_at.utcoffset() == timedelta(0)


async def test_naive_times_are_refused(store: SqlStore) -> None:
    with pytest.raises(ValueError, match="naive"):
        await store.due_challenges(T0.replace(tzinfo=None))


async def test_records_are_frozen(store: SqlStore) -> None:
    game = await new_game(store)
    with pytest.raises(FrozenInstanceError):
        game.ply = 3  # type: ignore[misc]


async def test_unknown_ids_raise_not_found(store: SqlStore) -> None:
    with pytest.raises(NotFound, match=r"There is no game with id 99\."):
        await store.get_game(99)
    with pytest.raises(NotFound):
        await store.get_challenge(99)
    with pytest.raises(NotFound):
        await store.set_game_thread(99, 1)
    with pytest.raises(NotFound):
        await store.set_challenge_message(99, 1, 2)
    with pytest.raises(NotFound):
        await store.resolve_challenge(99, status="declined")
    with pytest.raises(NotFound):
        await store.append_move(99, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1)


async def test_a_thread_belongs_to_one_game(store: SqlStore) -> None:
    first, second = await new_game(store), await new_game(store)
    await store.set_game_thread(first.id, 5)
    with pytest.raises(StorageError, match="Thread 5"):
        await store.set_game_thread(second.id, 5)
    assert (await store.get_game(second.id)).thread_id is None


# -- challenges ---------------------------------------------------------------


async def test_resolve_is_compare_and_set(store: SqlStore) -> None:
    challenge = await new_challenge(store)
    assert await store.resolve_challenge(challenge.id, status="declined") is True
    assert await store.resolve_challenge(challenge.id, status="cancelled") is False
    assert (await store.get_challenge(challenge.id)).status == "declined"


async def test_resolve_refuses_pending_as_a_target(store: SqlStore) -> None:
    challenge = await new_challenge(store)
    with pytest.raises(ValueError):
        await store.resolve_challenge(challenge.id, status="pending")


async def test_accept_creates_one_game_and_links_it(store: SqlStore) -> None:
    challenge = await new_challenge(store)
    game = await accept(store, challenge.id)
    assert game is not None
    assert game.players == (20, 10) and game.options == OPTIONS and game.ply == 0
    linked = await store.get_challenge(challenge.id)
    assert (linked.status, linked.game_id) == ("accepted", game.id)

    assert await accept(store, challenge.id) is None
    assert await store.count_games() == 1


async def test_concurrent_accepts_create_exactly_one_game(store: SqlStore) -> None:
    challenge = await new_challenge(store)
    results = await asyncio.gather(*(accept(store, challenge.id) for _ in range(5)))
    assert sum(result is not None for result in results) == 1
    assert await store.count_games() == 1


async def test_accept_after_decline_creates_nothing(store: SqlStore) -> None:
    challenge = await new_challenge(store)
    await store.resolve_challenge(challenge.id, status="declined")
    assert await accept(store, challenge.id) is None
    assert await store.count_games() == 0
    assert (await store.get_challenge(challenge.id)).game_id is None


async def test_failed_accept_rolls_back_the_status_change(store: SqlStore) -> None:
    challenge = await new_challenge(store)
    with pytest.raises(ValueError):
        await store.accept_challenge_into_game(
            challenge.id,
            guild_id=1,
            channel_id=2,
            game="pinch",
            options={},
            players=(1, 2),
            to_move=7,  # invalid: the game insert fails after the CAS
            created_at=T0,
        )
    assert (await store.get_challenge(challenge.id)).status == "pending"
    assert await accept(store, challenge.id) is not None


async def test_pending_challenges_for_either_side_newest_first(store: SqlStore) -> None:
    sent = await new_challenge(store, challenger=1, opponent=2, created_offset=0)
    received = await new_challenge(store, challenger=3, opponent=1, created_offset=10)
    await new_challenge(store, challenger=2, opponent=3, created_offset=20)  # not user 1's
    resolved = await new_challenge(store, challenger=1, opponent=3, created_offset=30)
    await store.resolve_challenge(resolved.id, status="cancelled")

    assert [c.id for c in await store.pending_challenges_for(1)] == [received.id, sent.id]


async def test_due_challenges(store: SqlStore) -> None:
    soon = await new_challenge(store, expires_in=timedelta(minutes=1))
    later = await new_challenge(store, expires_in=timedelta(hours=1))
    gone = await new_challenge(store, expires_in=timedelta(seconds=1))
    await store.resolve_challenge(gone.id, status="declined")

    assert await store.due_challenges(T0) == []
    at_expiry = T0 + timedelta(minutes=1)
    assert [c.id for c in await store.due_challenges(at_expiry)] == [soon.id]
    assert [c.id for c in await store.due_challenges(at_expiry - timedelta(microseconds=1))] == []
    everything = await store.due_challenges(T0 + timedelta(days=1))
    assert [c.id for c in everything] == [soon.id, later.id]


# -- games --------------------------------------------------------------------


async def test_games_for_user(store: SqlStore) -> None:
    as_seat0 = await new_game(store, players=(1, 2))
    as_seat1 = await new_game(store, players=(3, 1))
    await new_game(store, players=(2, 3))
    finished = await new_game(store, players=(1, 3))
    await store.append_move(
        finished.id,
        expected_ply=0,
        seat=0,
        notation="resign 0",
        created_at=T0 + timedelta(hours=1),
        to_move=None,
        result=GameResult(winner=1, termination="resignation"),
    )
    await store.append_move(
        as_seat0.id,
        expected_ply=0,
        seat=0,
        notation="e5",
        created_at=T0 + timedelta(minutes=1),
        to_move=1,
    )

    active = await store.games_for_user(1)
    assert [g.id for g in active] == [as_seat0.id, as_seat1.id]
    everything = await store.games_for_user(1, active_only=False)
    assert [g.id for g in everything] == [finished.id, as_seat0.id, as_seat1.id]
    assert len(await store.games_for_user(1, active_only=False, limit=2)) == 2
    assert await store.games_for_user(99) == []


async def test_games_awaiting_chance_are_the_running_games_owed_dice(store: SqlStore) -> None:
    later, earlier, moving, over = [await new_game(store) for _ in range(4)]
    for game, to_move, at in ((later, CHANCE, 2), (earlier, CHANCE, 1), (moving, 1, 0)):
        await store.append_move(
            game.id,
            expected_ply=0,
            seat=0,
            notation="e5",
            created_at=T0 + timedelta(minutes=at),
            to_move=to_move,
        )
    await store.append_move(
        over.id,
        expected_ply=0,
        seat=0,
        notation="resign 0",
        created_at=T0,
        to_move=None,
        result=GameResult(winner=1, termination="resignation"),
    )
    assert [g.id for g in await store.games_awaiting_chance()] == [earlier.id, later.id]


async def test_count_games(store: SqlStore) -> None:
    assert await store.count_games() == 0
    for _ in range(3):
        await new_game(store)
    assert await store.count_games() == 3


# -- append_move ---------------------------------------------------------------


async def test_append_move_advances_the_game(store: SqlStore) -> None:
    game = await new_game(store)
    later = T0 + timedelta(minutes=3)
    appended = await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=later, to_move=CHANCE
    )
    assert appended.move == MoveRecord(game.id, 1, 0, "e5", later)
    after = await store.get_game(game.id)
    assert appended.game == after  # what the transaction wrote, without reading again
    assert (after.ply, after.to_move, after.updated_at, after.status) == (
        1,
        CHANCE,
        later,
        "active",
    )
    assert after.created_at == T0

    await store.append_move(
        game.id, expected_ply=1, seat=None, notation="roll 6-3", created_at=later, to_move=1
    )
    assert (await store.get_game(game.id)).ply == 2


async def test_stale_expected_ply_is_refused(store: SqlStore) -> None:
    game = await new_game(store)
    await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    with pytest.raises(StaleMove) as caught:
        await store.append_move(
            game.id, expected_ply=0, seat=1, notation="d4", created_at=T0, to_move=0
        )
    assert (caught.value.game_id, caught.value.expected_ply, caught.value.actual_ply) == (
        game.id,
        0,
        1,
    )
    assert str(caught.value).endswith(".")
    assert [m.notation for m in await store.moves(game.id)] == ["e5"]


async def test_finishing_move_records_the_result(store: SqlStore) -> None:
    game = await new_game(store)
    await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    end = T0 + timedelta(days=2)
    await store.append_move(
        game.id,
        expected_ply=1,
        seat=1,
        notation="resign 1",
        created_at=end,
        to_move=None,
        result=GameResult(winner=0, termination="resignation"),
    )
    finished = await store.get_game(game.id)
    assert (
        finished.status,
        finished.winner,
        finished.termination,
        finished.finished_at,
        finished.updated_at,
        finished.to_move,
        finished.ply,
    ) == ("finished", 0, "resignation", end, end, None, 2)


async def test_draw_has_no_winner(store: SqlStore) -> None:
    game = await new_game(store)
    await store.append_move(
        game.id,
        expected_ply=0,
        seat=0,
        notation="draw",
        created_at=T0,
        to_move=None,
        result=GameResult(winner=None, termination="agreement"),
    )
    finished = await store.get_game(game.id)
    assert (finished.status, finished.winner, finished.termination) == (
        "finished",
        None,
        "agreement",
    )


async def test_appending_after_the_end_is_refused(store: SqlStore) -> None:
    game = await new_game(store)
    await store.append_move(
        game.id,
        expected_ply=0,
        seat=None,
        notation="abort",
        created_at=T0,
        to_move=None,
        result=GameResult(winner=None, termination="aborted"),
    )
    with pytest.raises(GameFinished, match="already over") as caught:
        await store.append_move(
            game.id, expected_ply=1, seat=1, notation="e5", created_at=T0, to_move=0
        )
    assert isinstance(caught.value, StaleMove)
    assert len(await store.moves(game.id)) == 1
    assert (await store.get_game(game.id)).ply == 1


@pytest.mark.parametrize(
    ("seat", "to_move", "result"),
    [
        (2, 1, None),  # no such seat
        (0, None, None),  # an active game must have someone to move
        (0, 5, None),
        (0, 1, GameResult(winner=0, termination="resignation")),  # finished: nobody moves
    ],
)
async def test_inconsistent_arguments_are_refused_before_touching_the_log(
    store: SqlStore, seat: int, to_move: int | None, result: GameResult | None
) -> None:
    game = await new_game(store)
    with pytest.raises(ValueError):
        await store.append_move(
            game.id,
            expected_ply=0,
            seat=seat,
            notation="e5",
            created_at=T0,
            to_move=to_move,
            result=result,
        )
    assert await store.moves(game.id) == []


def test_game_result_winner_must_be_a_seat() -> None:
    with pytest.raises(ValueError):
        GameResult(winner=2, termination="resignation")


async def test_duplicate_ply_in_the_log_becomes_stale_move(
    store: SqlStore, store_database: str
) -> None:
    # Put the game header out of step with its log, as a crash between two
    # writers could if the invariant were broken; the primary key still holds.
    game = await new_game(store)
    await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    await behind_the_store(store_database, f"UPDATE games SET ply = 0 WHERE id = {game.id:d}")
    with pytest.raises(StaleMove) as caught:
        await store.append_move(
            game.id, expected_ply=0, seat=1, notation="d4", created_at=T0, to_move=0
        )
    assert caught.value.actual_ply == 1
    assert [m.notation for m in await store.moves(game.id)] == ["e5"]
    assert (await store.get_game(game.id)).to_move == 1  # the game row was rolled back too


async def test_the_log_cannot_be_edited_or_deleted(store: SqlStore, store_database: str) -> None:
    game = await new_game(store)
    await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    for statement in ("UPDATE moves SET notation = 'd4'", "DELETE FROM moves"):
        with pytest.raises(RAW_ERRORS, match="append-only"):
            await behind_the_store(store_database, statement)
    assert [m.notation for m in await store.moves(game.id)] == ["e5"]


# -- races ----------------------------------------------------------------------


def outcomes(results: Sequence[AppendedMove | BaseException]) -> tuple[int, int]:
    """(moves that landed, StaleMove refusals); anything else fails the test."""
    for result in results:
        if not isinstance(result, AppendedMove | StaleMove):
            raise AssertionError(f"unexpected outcome {result!r}")
    landed = sum(isinstance(result, AppendedMove) for result in results)
    return landed, len(results) - landed


async def race(stores: list[SqlStore], game_id: int, ply: int) -> tuple[int, int]:
    results = await asyncio.gather(
        *(
            store.append_move(
                game_id,
                expected_ply=ply,
                seat=ply % 2,
                notation=f"move {ply} from store {index}",
                created_at=T0,
                to_move=(ply + 1) % 2,
            )
            for index, store in enumerate(stores)
        ),
        return_exceptions=True,
    )
    return outcomes(results)


async def test_concurrent_appends_on_one_store_land_once(store: SqlStore) -> None:
    game = await new_game(store)
    for ply in range(10):
        assert await race([store, store, store], game.id, ply) == (1, 2)
    assert [m.ply for m in await store.moves(game.id)] == list(range(1, 11))
    assert (await store.get_game(game.id)).ply == 10


async def test_concurrent_appends_from_two_connections_land_once(database: str) -> None:
    async with await open_store(database) as first, await open_store(database) as second:
        game = await new_game(first)
        for ply in range(25):
            assert await race([first, second], game.id, ply) == (1, 1)
        log = await second.moves(game.id)
        assert [m.ply for m in log] == list(range(1, 26))
        assert (await first.get_game(game.id)).ply == 25


async def test_racing_finish_and_move_from_two_connections(database: str) -> None:
    async with await open_store(database) as first, await open_store(database) as second:
        game = await new_game(first)
        results = await asyncio.gather(
            first.append_move(
                game.id,
                expected_ply=0,
                seat=0,
                notation="resign 0",
                created_at=T0,
                to_move=None,
                result=GameResult(winner=1, termination="resignation"),
            ),
            second.append_move(
                game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
            ),
            return_exceptions=True,
        )
        assert outcomes(results) == (1, 1)
        final = await second.get_game(game.id)
        landed = next(r for r in results if isinstance(r, AppendedMove))
        assert final.ply == 1
        assert final.status == ("finished" if landed.move.notation == "resign 0" else "active")
        assert landed.game == final


async def test_user_names_keep_the_latest_sighting(store: SqlStore) -> None:
    await store.remember_user(1, "alice", T0)
    await store.remember_user(2, "bob", T0)
    await store.remember_user(1, "Alice B.", T0 + timedelta(hours=1))
    await store.remember_user(1, "stale alice", T0 - timedelta(hours=1))
    assert await store.user_names([1, 2, 3, 1]) == {1: "Alice B.", 2: "bob"}
    assert await store.user_names([]) == {}
