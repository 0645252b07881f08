"""Owed posts (issue 18): every logged line marks its game's public post owed in the
line's own transaction, so a process killed before posting leaves it for a sweep; of
several stores claiming at once, one gets each game. A new game owes its opening post
from the transaction that makes it (issue 28, item 2)."""

import asyncio
from datetime import timedelta

import pytest

from storage import SqlStore, open_store
from storage.codec import encode_time
from storage.errors import StaleMove
from storage.models import GameRecord
from storage.protocol.posts import OwedPost
from tests.storage.support import T0, at_schema, new_game

SECOND = timedelta(seconds=1)
LEASE = timedelta(minutes=5)
RACERS = 6


async def _log(store: SqlStore, game_id: int, ply: int, notation: str, seconds: int) -> None:
    await store.append_move(
        game_id,
        expected_ply=ply,
        seat=ply % 2,
        notation=notation,
        created_at=T0 + seconds * SECOND,
        to_move=(ply + 1) % 2,
    )


async def opened_game(store: SqlStore) -> GameRecord:
    """A game whose opening post was made."""
    game = await new_game(store)
    await store.post_made(game.id, 0)
    return game


async def test_a_new_game_owes_its_opening_until_it_is_made(store: SqlStore) -> None:
    game = await new_game(store)
    later = T0 + 60 * SECOND
    assert await store.claim_owed_posts(T0, later, later + LEASE, 10) == [
        OwedPost(game.id, 0, opening=True)
    ]
    await store.post_made(game.id, 0)
    after = later + LEASE
    assert await store.claim_owed_posts(T0, after, after + LEASE, 10) == []


async def test_a_line_logged_before_the_opening_was_made_keeps_it_owed(store: SqlStore) -> None:
    game = await new_game(store)  # say, Plakoto's opening roll, logged as the game starts
    await _log(store, game.id, 0, "e5", 0)
    far = T0 + 3600 * SECOND
    assert await store.claim_owed_posts(far, far, far + LEASE, 10) == [
        OwedPost(game.id, 1, opening=True)
    ]
    await store.post_made(game.id, 1)  # the opening post shows the game up to its roll
    assert await store.claim_owed_posts(far, far + LEASE, far + 2 * LEASE, 10) == []


async def test_a_logged_line_owes_its_post_until_it_is_made(store: SqlStore) -> None:
    game = await opened_game(store)
    assert await store.claim_owed_posts(T0 + 60 * SECOND, T0, T0 + LEASE, 10) == []
    await _log(store, game.id, 0, "e5", 0)
    later = T0 + 60 * SECOND
    assert await store.claim_owed_posts(T0 - SECOND, later, later + LEASE, 10) == [], (
        "owed only since T0: not yet older than the grace"
    )
    assert await store.claim_owed_posts(T0, later, later + LEASE, 10) == [OwedPost(game.id, 1)]
    assert await store.claim_owed_posts(T0, later, later + LEASE, 10) == [], "held by a lease"
    after = later + LEASE
    assert await store.claim_owed_posts(T0, after, after + LEASE, 10) == [OwedPost(game.id, 1)], (
        "a lease that ran out (its process died) lets another process take it"
    )
    await store.post_made(game.id, 1)
    assert await store.claim_owed_posts(after, after + LEASE, after + 2 * LEASE, 10) == []


async def test_a_post_made_for_an_earlier_line_leaves_a_later_one_owed(store: SqlStore) -> None:
    game = await opened_game(store)
    await _log(store, game.id, 0, "e5", 0)
    await _log(store, game.id, 1, "d4", 5)
    await store.post_made(game.id, 1)  # the post of ply 1 came after ply 2 was logged
    far = T0 + 3600 * SECOND
    assert await store.claim_owed_posts(far, far, far + LEASE, 10) == [OwedPost(game.id, 2)]
    await store.post_made(game.id, 2)
    assert await store.claim_owed_posts(far, far + LEASE, far + 2 * LEASE, 10) == []


async def test_a_refused_line_owes_nothing(store: SqlStore) -> None:
    game = await opened_game(store)
    await _log(store, game.id, 0, "e5", 0)
    await store.post_made(game.id, 1)
    with pytest.raises(StaleMove):
        await _log(store, game.id, 0, "d4", 1)  # refused, rolled back
    far = T0 + 3600 * SECOND
    assert await store.claim_owed_posts(far, far, far + LEASE, 10) == []


async def test_of_stores_claiming_at_once_each_owed_post_goes_to_one(database: str) -> None:
    stores = list(await asyncio.gather(*(open_store(database) for _ in range(RACERS))))
    try:
        games = [await new_game(stores[0]) for _ in range(12)]
        for game in games:
            await _log(stores[0], game.id, 0, "e5", 0)
        far = T0 + 3600 * SECOND
        claims = await asyncio.gather(
            *(store.claim_owed_posts(far, far, far + LEASE, 5) for store in stores)
        )
        claimed = [post.game_id for claim in claims for post in claim]
        assert sorted(claimed) == sorted(game.id for game in games), claims
    finally:
        await asyncio.gather(*(store.close() for store in stores))


SCHEMA_17_GAME = (
    "INSERT INTO games (id, guild_id, channel_id, game, options, player0_id, player1_id,"
    " to_move, created_at, updated_at, rated) VALUES"
    f" (7, 1, 2, 'pinch', '{{}}', 10, 11, 1, {encode_time(T0)}, {encode_time(T0)}, 0)"
)
SCHEMA_17_OWED = f"INSERT INTO posts_owed VALUES (7, 1, {encode_time(T0)}, NULL)"


async def test_upgrade_keeps_a_post_owed_as_a_moves_and_lets_openings_be_owed(
    database: str,
) -> None:
    """0018 rebuilds the table (SQLite) or its check (PostgreSQL): a post owed before is
    still owed, as a move's; a game made after owes its opening at ply 0."""
    await at_schema(database, 17, SCHEMA_17_GAME, SCHEMA_17_OWED)  # what 0.6 left
    async with await open_store(database) as store:
        fresh = await new_game(store)
        far = T0 + 3600 * SECOND
        owed = await store.claim_owed_posts(far, far, far + LEASE, 10)
        assert set(owed) == {OwedPost(7, 1), OwedPost(fresh.id, 0, opening=True)}
