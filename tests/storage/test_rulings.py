"""Holds and rulings (issue 32.1), on both engines: a held game logs no line but a
moderator's, a hold starts and ends only as asked, and a ruling lands with its line."""

import asyncio
from datetime import timedelta

import pytest

from storage import SqlStore
from storage.errors import GameFinished, GameHeld, NotHeldAsAsked, StaleMove
from storage.models import GameResult
from storage.moderation import MODERATOR_HOLD, SERVER_HOLD, RulingRecord
from tests.storage.support import T0, new_game

HOUR = timedelta(hours=1)


def ruling(game_id: int, action: str, ply: int, *, winner: int | None = None) -> RulingRecord:
    return RulingRecord(
        game_id=game_id,
        guild_id=1,
        moderator_id=99,
        action=action,
        reason=f"{action} for the test",
        ply=ply,
        ruled_at=T0 + HOUR * (ply + 1),
        winner=winner,
    )


async def move(store: SqlStore, game_id: int, ply: int, notation: str) -> None:
    await store.append_move(
        game_id,
        expected_ply=ply,
        seat=ply % 2,
        notation=notation,
        created_at=T0 + HOUR * ply,
        to_move=(ply + 1) % 2,
    )


async def test_a_held_game_logs_nothing_until_released(store: SqlStore) -> None:
    game = await new_game(store)
    await move(store, game.id, 0, "e5")
    held = await store.hold_game(
        game.id, expected_ply=1, hold=MODERATOR_HOLD, clock=None, ruling=ruling(game.id, "pause", 1)
    )
    assert held.hold == MODERATOR_HOLD
    assert (await store.get_game(game.id)).hold == MODERATOR_HOLD, "every read carries it"
    with pytest.raises(GameHeld) as refused:
        await move(store, game.id, 1, "d4")
    assert refused.value.hold == MODERATOR_HOLD
    assert [m.notation for m in await store.moves(game.id)] == ["e5"], "nothing was logged"
    released = await store.release_game(
        game.id,
        expected_ply=1,
        hold=MODERATOR_HOLD,
        clock=None,
        ruling=ruling(game.id, "resume", 1),
    )
    assert released.hold is None
    await move(store, game.id, 1, "d4")
    assert [r.action for r in await store.rulings_of(game.id)] == ["pause", "resume"]


async def test_holds_start_and_end_only_as_asked(store: SqlStore) -> None:
    game = await new_game(store)
    with pytest.raises(NotHeldAsAsked) as not_held:
        await store.release_game(
            game.id, expected_ply=0, hold=MODERATOR_HOLD, clock=None, ruling=None
        )
    assert not_held.value.hold is None
    await store.hold_game(game.id, expected_ply=0, hold=SERVER_HOLD, clock=None, ruling=None)
    for hold in (MODERATOR_HOLD, SERVER_HOLD):
        with pytest.raises(NotHeldAsAsked) as twice:
            await store.hold_game(game.id, expected_ply=0, hold=hold, clock=None, ruling=None)
        assert twice.value.hold == SERVER_HOLD
    with pytest.raises(NotHeldAsAsked):
        await store.release_game(
            game.id, expected_ply=0, hold=MODERATOR_HOLD, clock=None, ruling=None
        )
    assert (await store.get_game(game.id)).hold == SERVER_HOLD
    assert await store.rulings_of(game.id) == [], "a refused hold records no ruling"
    with pytest.raises(StaleMove):
        await store.release_game(game.id, expected_ply=3, hold=SERVER_HOLD, clock=None, ruling=None)


async def test_a_ruling_ends_a_held_game_with_its_line(store: SqlStore) -> None:
    game = await new_game(store)
    await move(store, game.id, 0, "e5")
    await store.hold_game(game.id, expected_ply=1, hold=MODERATOR_HOLD, clock=None, ruling=None)
    decided = ruling(game.id, "adjudicate", 1, winner=1)
    appended = await store.append_ruling(
        decided, notation="adjudicate 1", result=GameResult(1, "adjudication")
    )
    assert appended.game.status == "finished" and appended.game.hold is None
    assert (appended.game.winner, appended.game.termination) == (1, "adjudication")
    assert [m.notation for m in await store.moves(game.id)] == ["e5", "adjudicate 1"]
    (stored,) = await store.rulings_of(game.id)
    assert (stored.action, stored.winner, stored.reason, stored.ply) == (
        "adjudicate",
        1,
        "adjudicate for the test",
        1,
    )
    assert stored.ruled_at == decided.ruled_at and stored.id > 0
    with pytest.raises(GameFinished):
        await store.append_ruling(
            ruling(game.id, "abort", 2), notation="abort", result=GameResult(None, "aborted")
        )
    with pytest.raises(GameFinished):
        await store.hold_game(game.id, expected_ply=2, hold=MODERATOR_HOLD, clock=None, ruling=None)
    assert len(await store.rulings_of(game.id)) == 1, "nothing more was recorded"


async def test_a_move_and_a_pause_at_one_ply_exactly_one_lands(store: SqlStore) -> None:
    for _ in range(5):
        game = await new_game(store)
        outcomes = await asyncio.gather(
            move(store, game.id, 0, "e5"),
            store.hold_game(game.id, expected_ply=0, hold=MODERATOR_HOLD, clock=None, ruling=None),
            return_exceptions=True,
        )
        landed = [outcome for outcome in outcomes if not isinstance(outcome, BaseException)]
        assert len(landed) == 1, outcomes
        assert all(isinstance(o, StaleMove) for o in outcomes if isinstance(o, BaseException))
        after = await store.get_game(game.id)
        assert (after.ply == 1) != (after.hold == MODERATOR_HOLD)


async def test_recent_rulings_of_a_server_newest_first(store: SqlStore) -> None:
    first, second = await new_game(store), await new_game(store)
    await store.hold_game(
        first.id,
        expected_ply=0,
        hold=MODERATOR_HOLD,
        clock=None,
        ruling=ruling(first.id, "pause", 0),
    )
    await store.append_ruling(
        ruling(second.id, "abort", 0), notation="abort", result=GameResult(None, "aborted")
    )
    recent = await store.recent_rulings(1, since=T0, limit=10)
    assert [(r.game_id, r.action) for r in recent] == [(second.id, "abort"), (first.id, "pause")]
    assert await store.recent_rulings(2, since=T0, limit=10) == [], "another server's"
    assert len(await store.recent_rulings(1, since=T0, limit=1)) == 1
    assert await store.recent_rulings(1, since=T0 + HOUR * 5, limit=10) == []
