"""What a move reads and writes in one call each: the game with its clock, and the
game as ``append_move`` left it."""

from dataclasses import replace
from datetime import timedelta

import pytest

from storage import (
    AppendedMove,
    GameAndClock,
    GameResult,
    MoveRecord,
    NotFound,
    SqlStore,
    StaleMove,
)
from storage.codec import clock_params
from storage.sql.clocks import CLOCK_COLUMNS
from tests.storage.support import T0, new_game
from tests.storage.test_clocks_and_settings import clock_at


async def test_a_game_without_a_clock_comes_with_none(store: SqlStore) -> None:
    game = await new_game(store)
    assert await store.get_game_and_clock(game.id) == GameAndClock(game, None)


async def test_the_clock_comes_with_its_game(store: SqlStore) -> None:
    game = await new_game(store)
    # every column, the optional ones too, so a column lost in the join would show
    clock = replace(clock_at(game.id, 0), reminded_ply=0, expired_ply=0, paused=True)
    await store.put_clock(clock)
    other = await new_game(store, players=(30, 40))  # its clock must not leak into this one
    await store.put_clock(clock_at(other.id, 0, bank=5.0))
    read = await store.get_game_and_clock(game.id)
    assert read == GameAndClock(await store.get_game(game.id), await store.get_clock(game.id))
    assert read.clock == clock


async def test_the_game_of_a_thread_comes_with_its_clock(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    await store.set_game_thread(game.id, 777)
    read = await store.game_and_clock_for_thread(777)
    assert read == GameAndClock(await store.get_game(game.id), clock_at(game.id, 0))
    assert await store.game_and_clock_for_thread(778) is None


async def test_an_unknown_game_is_not_found_with_its_clock_either(store: SqlStore) -> None:
    with pytest.raises(NotFound):
        await store.get_game_and_clock(99)


def test_the_join_reads_every_clock_column() -> None:
    assert set(CLOCK_COLUMNS) == set(clock_params(clock_at(1, 0)))


async def test_append_move_returns_the_game_it_left(store: SqlStore) -> None:
    game = await new_game(store)
    await store.put_clock(clock_at(game.id, 0))
    later = T0 + timedelta(hours=2)
    after = clock_at(game.id, 1, running_seat=1, started_at=later)
    appended = await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=later, to_move=1, clock=after
    )
    assert appended == AppendedMove(
        MoveRecord(game.id, 1, 0, "e5", later), await store.get_game(game.id)
    )
    assert (appended.game.ply, appended.game.to_move, appended.game.updated_at) == (1, 1, later)
    assert await store.get_game_and_clock(game.id) == GameAndClock(appended.game, after)


async def test_a_finishing_append_returns_the_finished_game(store: SqlStore) -> None:
    game = await new_game(store)
    end = T0 + timedelta(days=1)
    appended = await store.append_move(
        game.id,
        expected_ply=0,
        seat=0,
        notation="resign 0",
        created_at=end,
        to_move=None,
        result=GameResult(winner=1, termination="resignation"),
    )
    assert appended.game == await store.get_game(game.id)
    assert (appended.game.status, appended.game.winner, appended.game.finished_at) == (
        "finished",
        1,
        end,
    )


async def test_a_stale_append_still_raises_and_changes_nothing(store: SqlStore) -> None:
    game = await new_game(store)
    first = await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )
    with pytest.raises(StaleMove):
        await store.append_move(
            game.id, expected_ply=0, seat=0, notation="d4", created_at=T0, to_move=1
        )
    assert await store.get_game(game.id) == first.game
