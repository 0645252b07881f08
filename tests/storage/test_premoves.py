"""Conditional moves' rows (issue 19, item 7): queued per game, seat and ply while the
game is at that ply, read only by their seat, and resolved once: the reply that fires
is logged in the transaction that claims its line, so of racing stores exactly one
logs it."""

import asyncio
from datetime import timedelta

import pytest

from storage import (
    GameFinished,
    GameResult,
    NotFound,
    PremoveGone,
    PremoveRecord,
    SqlStore,
    StaleMove,
    open_store,
)
from storage.migrate import bundled_migrations
from tests.storage.support import T0, new_game

RACERS = 6


def line(game_id: int, their: str, reply: str, *, ply: int = 1, seat: int = 0, minute: int = 0):
    return PremoveRecord(game_id, seat, ply, their, reply, T0 + timedelta(minutes=minute))


async def one_move(store: SqlStore, game_id: int) -> None:
    """Seat 0 plays e5: the game is at ply 1, seat 1 to move."""
    await store.append_move(
        game_id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1
    )


def test_the_premoves_migration_is_number_9() -> None:
    assert [m.name for m in bundled_migrations()][8] == "0009_premoves.sql"


async def test_lines_are_added_listed_replaced_and_cleared_per_seat(store: SqlStore) -> None:
    game, other = await new_game(store), await new_game(store)
    await one_move(store, game.id)
    await one_move(store, other.id)
    first = line(game.id, "d4", "c3")
    second = line(game.id, "f6", "g7", minute=1)
    await store.put_premove(first)
    await store.put_premove(second)
    await store.put_premove(line(other.id, "d4", "d5"))
    assert await store.premoves_for(game.id, 0) == [first, second]
    assert await store.premoves_for(game.id, 1) == [], "the other seat sees none of them"

    replaced = line(game.id, "d4", "b2", minute=2)
    await store.put_premove(replaced)
    assert await store.premoves_for(game.id, 0) == [second, replaced]

    assert await store.clear_premoves(game.id, 0) == 2
    assert await store.premoves_for(game.id, 0) == []
    assert await store.clear_premoves(game.id, 0) == 0
    assert [p.reply_move for p in await store.premoves_for(other.id, 0)] == ["d5"]
    await store.drop_premoves(other.id)
    assert await store.premoves_for(other.id, 0) == []


async def test_a_line_goes_in_only_while_the_game_is_at_its_ply(store: SqlStore) -> None:
    game = await new_game(store)
    await one_move(store, game.id)
    with pytest.raises(StaleMove):
        await store.put_premove(line(game.id, "d4", "c3", ply=0))
    with pytest.raises(NotFound):
        await store.put_premove(line(99, "d4", "c3"))
    with pytest.raises(ValueError):
        await store.put_premove(line(game.id, "d4", "c3", seat=2))
    await store.append_move(
        game.id,
        expected_ply=1,
        seat=1,
        notation="resign",
        created_at=T0,
        to_move=None,
        result=GameResult(0, "resignation"),
    )
    with pytest.raises(GameFinished):
        await store.put_premove(line(game.id, "d4", "c3", ply=2))
    assert await store.premoves_for(game.id, 0) == []


async def test_a_reply_is_logged_with_its_claim_and_the_other_lines_dropped(
    store: SqlStore,
) -> None:
    game = await new_game(store)
    await one_move(store, game.id)
    fired, dropped = line(game.id, "d4", "c3"), line(game.id, "f6", "g7", minute=1)
    await store.put_premove(fired)
    await store.put_premove(dropped)
    their = await store.append_move(
        game.id, expected_ply=1, seat=1, notation="d4", created_at=T0, to_move=0
    )
    assert their.premove_ply == 1, "the move at that ply learns lines wait for it"
    assert not hasattr(their.game, "premove_ply"), "never on what channels are handed"
    appended = await store.append_premove_reply(fired, created_at=T0, to_move=1)
    assert (appended.move.ply, appended.move.seat, appended.move.notation) == (3, 0, "c3")
    assert appended.game.ply == 3 and appended.game.to_move == 1
    assert [(p.their_move, p.state) for p in await store.premoves_for(game.id, 0)] == [
        ("d4", "fired"),
        ("f6", "dropped"),
    ]
    with pytest.raises(StaleMove):  # already resolved, and the game moved on anyway
        await store.append_premove_reply(fired, created_at=T0, to_move=1)
    # a line for a later ply forgets the resolved ones
    await store.append_move(
        game.id, expected_ply=3, seat=1, notation="a1", created_at=T0, to_move=0
    )
    await store.append_move(
        game.id, expected_ply=4, seat=0, notation="a2", created_at=T0, to_move=1
    )
    later = line(game.id, "b1", "b2", ply=5)
    await store.put_premove(later)
    assert await store.premoves_for(game.id, 0) == [later]


async def test_a_cleared_line_logs_nothing(store: SqlStore) -> None:
    game = await new_game(store)
    await one_move(store, game.id)
    queued = line(game.id, "d4", "c3")
    await store.put_premove(queued)
    await store.append_move(
        game.id, expected_ply=1, seat=1, notation="d4", created_at=T0, to_move=0
    )
    assert await store.clear_premoves(game.id, 0) == 1
    with pytest.raises(PremoveGone):
        await store.append_premove_reply(queued, created_at=T0, to_move=1)
    assert [m.notation for m in await store.moves(game.id)] == ["e5", "d4"], "rolled back"
    assert (await store.get_game(game.id)).ply == 2


async def test_a_mismatch_drops_the_pending_lines_once(store: SqlStore) -> None:
    game = await new_game(store)
    await one_move(store, game.id)
    await store.put_premove(line(game.id, "d4", "c3"))
    await store.append_move(
        game.id, expected_ply=1, seat=1, notation="a9", created_at=T0, to_move=0
    )
    dropped = await store.resolve_premoves(game.id, 0, 1)
    assert [(p.their_move, p.state) for p in dropped] == [("d4", "dropped")]
    assert await store.resolve_premoves(game.id, 0, 1) == []


async def test_of_stores_racing_to_fire_one_line_exactly_one_logs_it(database: str) -> None:
    stores = list(await asyncio.gather(*(open_store(database) for _ in range(RACERS))))
    try:
        first = stores[0]
        for _ in range(5):
            game = await new_game(first)
            await one_move(first, game.id)
            queued = line(game.id, "d4", "c3")
            await first.put_premove(queued)
            await first.put_premove(line(game.id, "f6", "g7"))
            await first.append_move(
                game.id, expected_ply=1, seat=1, notation="d4", created_at=T0, to_move=0
            )
            results = await asyncio.gather(
                *(s.append_premove_reply(queued, created_at=T0, to_move=1) for s in stores),
                return_exceptions=True,
            )
            landed = [r for r in results if not isinstance(r, BaseException)]
            refused = [r for r in results if isinstance(r, StaleMove)]
            assert len(landed) == 1 and len(refused) == RACERS - 1, results
            assert [m.notation for m in await first.moves(game.id)] == ["e5", "d4", "c3"]
            states = sorted(p.state for p in await first.premoves_for(game.id, 0))
            assert states == ["dropped", "fired"]
    finally:
        await asyncio.gather(*(store.close() for store in stores))


async def test_a_claim_racing_a_drop_is_one_or_the_other(database: str) -> None:
    """The opponent's request fires a line while the player clears theirs: either the
    reply is logged and its line fired, or nothing is logged and the line is gone."""
    firing, clearing = await open_store(database), await open_store(database)
    try:
        for _ in range(5):
            game = await new_game(firing)
            await one_move(firing, game.id)
            queued = line(game.id, "d4", "c3")
            await firing.put_premove(queued)
            await firing.append_move(
                game.id, expected_ply=1, seat=1, notation="d4", created_at=T0, to_move=0
            )
            fired, cleared = await asyncio.gather(
                firing.append_premove_reply(queued, created_at=T0, to_move=1),
                clearing.clear_premoves(game.id, 0),
                return_exceptions=True,
            )
            logged = [m.notation for m in await firing.moves(game.id)]
            if isinstance(fired, PremoveGone):
                assert cleared == 1 and logged == ["e5", "d4"]
            else:
                assert cleared == 0 and logged == ["e5", "d4", "c3"], (fired, cleared)
    finally:
        await firing.close()
        await clearing.close()
