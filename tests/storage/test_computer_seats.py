"""The computer's seat is stored with its game, atomically; hints are a guild setting."""

from datetime import timedelta

import pytest

from storage import ComputerSeat, SqlStore
from storage.sql.errors import ConstraintViolated
from tests.storage.support import T0

DAY = timedelta(days=1)
BOT, ALICE = 99, 10


async def game_against_computer(
    store: SqlStore, computer: ComputerSeat | None, *, players: tuple[int, int] = (ALICE, BOT)
) -> int:
    challenge = await store.create_challenge(
        guild_id=1,
        channel_id=2,
        challenger_id=ALICE,
        opponent_id=BOT,
        game="pinch",
        options={"size": 9},
        first="challenger",
        created_at=T0,
        expires_at=T0 + DAY,
    )
    game = await store.accept_challenge_into_game(
        challenge.id,
        guild_id=1,
        channel_id=2,
        game="pinch",
        options={"size": 9},
        players=players,
        to_move=0,
        created_at=T0,
        computer=computer,
    )
    assert game is not None
    return game.id


async def test_computer_seat_is_stored_under_the_new_game(store: SqlStore) -> None:
    game_id = await game_against_computer(store, ComputerSeat(0, seat=1, level=4))
    assert await store.computer_seat(game_id) == ComputerSeat(game_id, seat=1, level=4)


async def test_game_between_people_has_no_computer_seat(store: SqlStore) -> None:
    game_id = await game_against_computer(store, None, players=(ALICE, 20))
    assert await store.computer_seat(game_id) is None


async def test_computer_seat_must_not_name_a_game_yet(store: SqlStore) -> None:
    with pytest.raises(ValueError):
        await game_against_computer(store, ComputerSeat(5, seat=1, level=3))


async def test_a_refused_level_creates_no_game(store: SqlStore) -> None:
    """Level 9 breaks the CHECK: the whole accept rolls back, the challenge stays pending."""
    with pytest.raises(ConstraintViolated) as refused:
        await game_against_computer(store, ComputerSeat(0, seat=1, level=9))
    assert refused.value.kind == "check"
    assert await store.count_games() == 0
    assert [c.status for c in await store.pending_challenges_for(ALICE)] == ["pending"]


async def test_games_awaiting_computer_lists_only_its_turns(store: SqlStore) -> None:
    waiting_on_bot = await game_against_computer(store, ComputerSeat(0, seat=0, level=1))
    waiting_on_alice = await game_against_computer(store, ComputerSeat(0, seat=1, level=1))
    await game_against_computer(store, None, players=(BOT, ALICE))
    assert [g.id for g in await store.games_awaiting_computer()] == [waiting_on_bot]
    await store.append_move(
        waiting_on_alice,
        expected_ply=0,
        seat=0,
        notation="e5",
        created_at=T0,
        to_move=1,
    )
    assert [g.id for g in await store.games_awaiting_computer()] == [
        waiting_on_bot,
        waiting_on_alice,
    ]


async def test_hint_level_round_trips(store: SqlStore) -> None:
    assert (await store.get_guild_settings(7)).hint_level is None
    for level in (5, 1, 0, None):
        assert (await store.update_guild_settings(7, hint_level=level)).hint_level == level
        assert (await store.get_guild_settings(7)).hint_level == level
    with pytest.raises(ValueError, match="hint_level must be 0"):
        await store.update_guild_settings(7, hint_level=6)
    assert (await store.get_guild_settings(7)).hint_level is None
