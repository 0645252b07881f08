"""One request, one reading: what a move asks of the store, and how often it builds a view.

A move reads the game with its clock, the players' names and whoever's settings
and vacations it needs once each, and learns what it wrote from ``append_move``
itself; nothing read survives into the next request.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from pathlib import Path
from typing import Any, cast

import pytest

from rules import GAMES
from service import Asked, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from storage.protocol import Store
from storage.sqlite import SqliteStore, open_store
from tests.service.conftest import ALICE, BOB, Clock
from tests.service.spoken import said


class Counting:
    """The store, counting each call the service makes to it while ``on``."""

    def __init__(self, inner: SqliteStore) -> None:
        self._inner = inner
        self.calls: Counter[str] = Counter()
        self.on = False

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._inner, name)
        if not callable(attribute):
            return attribute

        def counted(*args: Any, **kwargs: Any) -> Any:
            if self.on:
                self.calls[name] += 1
            return attribute(*args, **kwargs)

        return counted


@pytest.fixture
async def counting(tmp_path: Path) -> AsyncIterator[Counting]:
    store = await open_store(tmp_path / "reads.db")
    yield Counting(store)
    await store.close()


@pytest.fixture
def service(counting: Counting) -> Service:
    store = cast(Store, counting)
    return Service(ServiceContext(store, rng=random.Random(1), clock=Clock()))


def count_views(monkeypatch: pytest.MonkeyPatch, game: str) -> Counter[int | None]:
    """How often ``game``'s engine is asked for a view, by seat (None: everyone's)."""
    views: Counter[int | None] = Counter()
    engine = type(GAMES[game])
    original: Callable[..., Any] = engine.view

    def view(self: object, state: object, seat: int | None) -> Any:
        views[seat] += 1
        return original(self, state, seat)

    monkeypatch.setattr(engine, "view", view)
    return views


async def start(service: Service, game: str, options: dict[str, Any]) -> int:
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options=options, first="challenger"),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def test_a_move_reads_each_thing_once_and_builds_one_view(
    service: Service, counting: Counting, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await start(service, "pinch", {"size": 9})
    views = count_views(monkeypatch, "pinch")
    counting.on = True
    update = await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    assert counting.calls == Counter(
        get_game_and_clock=1,  # the game and its clock, in one read
        user_names=1,  # both players' names
        users_on_vacation=1,  # is the next player away (their clock then stands still)
        append_move=1,  # which hands back the game as it left it
        get_user_settings=1,  # how the next player wants to hear of it
    )
    assert views == Counter({None: 1})
    assert update.game == await service.ctx.store.get_game(game)


async def test_a_move_in_the_game_thread_reads_the_game_once_too(
    service: Service, counting: Counting
) -> None:
    game = await start(service, "pinch", {"size": 9})
    await service.games.attach_thread(game, 555)
    counting.on = True
    await service.games.move(Asked(thread_id=555, asked_by=ALICE), "e5")
    assert counting.calls["game_and_clock_for_thread"] == 1
    assert sum(counting.calls.values()) == 5


async def test_a_suggestion_reads_one_row_beside_the_moves(
    service: Service, counting: Counting
) -> None:
    """Autocomplete in the game's thread: the game's row, glanced at beside the moves in
    flight, and the position from the cache that row's ply validates; no clock, no log."""
    game = await start(service, "pinch", {"size": 9})
    await service.games.attach_thread(game, 555)
    await service.games.move(Asked(thread_id=555, asked_by=ALICE), "e5")
    counting.on = True
    offered = await service.games.suggest(Asked(thread_id=555, guild_id=1, asked_by=BOB), "d")
    assert "d4" in offered
    assert counting.calls == Counter(glance_game_for_thread=1)


async def test_dice_after_a_move_read_nothing_again(
    service: Service, counting: Counting, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await start(service, "plakoto", {"match_length": 1})
    record = await service.ctx.store.get_game(game)
    replay = await service.games.replay_of(record)
    mover = record.players[replay.to_move]  # type: ignore[index]
    views = count_views(monkeypatch, "plakoto")
    counting.on = True
    update = await service.games.move(
        Asked(game_id=game, asked_by=mover), str(replay.legal_moves()[0])
    )
    assert "🎲" in said(update.text)  # the next player's dice were rolled and logged
    assert counting.calls == Counter(
        get_game_and_clock=1,
        user_names=1,
        users_on_vacation=1,
        append_move=2,  # the move, then the roll
        get_user_settings=1,
    )
    assert views == Counter({None: 2})  # one position after the move, one after the roll


async def test_nothing_read_outlives_its_request(service: Service, counting: Counting) -> None:
    """Another process may rename a player or send one on vacation between two requests."""
    game = await start(service, "pinch", {"size": 9})
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    later = service.ctx.clock() + timedelta(hours=1)
    await counting.remember_user(BOB, "robert", later)
    await counting.start_vacation(ALICE, 1, later)
    update = await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    assert said(update.text) == f"robert played d4 — <@{ALICE}> to move."
    clock = await counting.get_clock(game)
    assert clock is not None and clock.running_seat == 0
    assert clock.deadline_at is None  # alice is away: her time stands still
