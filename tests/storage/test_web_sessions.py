"""Players' revocation counts and their pages' sessions (issue 33), on both engines."""

import asyncio
from datetime import timedelta

import pytest

from storage import SqlStore
from storage.sql.errors import ConstraintViolated
from tests.storage.support import T0, new_game

DAY = timedelta(days=1)


async def open_session(
    store: SqlStore,
    name: str,
    game_id: int,
    *,
    user: int = 10,
    seat: int = 0,
    revoked: int = 0,
    at: object = T0,
    days: int = 30,
    keep: int = 20,
) -> bool:
    assert isinstance(at, type(T0))
    return await store.open_web_session(
        name,
        user_id=user,
        game_id=game_id,
        seat=seat,
        revoked=revoked,
        at=at,
        expires_at=at + days * DAY,
        keep=keep,
    )


async def test_a_session_is_written_and_read_back_with_the_count_now(store: SqlStore) -> None:
    game = await new_game(store)
    assert await store.web_link_count(10) == 0
    assert await open_session(store, "h1", game.id)
    found = await store.web_session("h1")
    assert found is not None
    assert (found.user_id, found.game_id, found.seat, found.revoked) == (10, game.id, 0, 0)
    assert (found.created_at, found.expires_at, found.revoked_now) == (T0, T0 + 30 * DAY, 0)
    assert await store.web_session("h2") is None


async def test_revoking_counts_and_drops_every_session_of_the_user_alone(store: SqlStore) -> None:
    game = await new_game(store)
    assert await open_session(store, "hers", game.id)
    assert await open_session(store, "his", game.id, user=20, seat=1)
    assert await store.revoke_web_links(10, T0) == 1
    assert await store.revoke_web_links(10, T0 + DAY) == 2
    assert await store.web_link_count(10) == 2
    assert await store.web_session("hers") is None
    his = await store.web_session("his")
    assert his is not None and his.revoked_now == 0, "the opponent's page stays open"
    assert not await open_session(store, "old link", game.id), "a link of count 0 opens nothing"
    assert await store.web_session("old link") is None
    assert await open_session(store, "new link", game.id, revoked=2)


async def test_expired_sessions_go_and_at_most_keep_are_kept(store: SqlStore) -> None:
    game = await new_game(store)
    assert await open_session(store, "expired", game.id, days=1)
    for n in range(4):
        assert await open_session(store, f"s{n}", game.id, at=T0 + 2 * DAY + n * DAY, keep=3)
    assert await store.web_session("expired") is None
    kept = [n for n in range(4) if await store.web_session(f"s{n}") is not None]
    assert kept == [1, 2, 3], "the oldest past the three kept went"


async def test_the_schema_refuses_what_the_store_never_writes(store: SqlStore) -> None:
    game = await new_game(store)
    with pytest.raises(ValueError):
        await open_session(store, "seat", game.id, seat=2)
    with pytest.raises(ValueError):
        await open_session(store, "past", game.id, days=0)
    with pytest.raises(ConstraintViolated):
        await open_session(store, "no game", game.id + 1000)
    assert await open_session(store, "twice", game.id)
    with pytest.raises(ConstraintViolated):
        await open_session(store, "twice", game.id)


async def test_a_revocation_racing_an_exchange_leaves_no_working_session(store: SqlStore) -> None:
    game = await new_game(store)
    await asyncio.gather(
        *(open_session(store, f"r{n}", game.id) for n in range(5)),
        store.revoke_web_links(10, T0),
    )
    assert await store.web_link_count(10) == 1
    working = [
        n
        for n in range(5)
        if (found := await store.web_session(f"r{n}")) is not None
        and found.revoked == found.revoked_now
    ]
    assert working == [], "a session made before the revocation went with it"
