"""Past boards of a long match never hold the event loop (issue 35, item 1).

A stranger with a game's link asks for many of its past plies at once (the web
page's ``?ply=``, ``/review`` steps, ``/board ply:``) and for the page itself, of a
Plakoto match thousands of lines long, never shown before. Replaying such a log
takes a noticeable fraction of a second; on the loop, every other game's moves
waited behind each replay. So: no log line is replayed on the event loop's thread
while those answers are built (before the fix 30,915 lines were replayed on the
loop). The loop's lag is not asserted: on a CI machine under load it went past
a third of a replay (0.53 s) in one run of code that passed the run before, so the
figure belongs to ``python -m bench attack pastboards``, which measures move latency
under this very attack."""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from rules import GAMES
from rules.replay import AnyReplay, Replay
from service import Asked, Service, ServiceContext
from service.spectators.desk import SpectatorDesk
from storage import open_store
from storage.bulk import SeedGame, seed_games
from tests.service.conftest import ALICE, BOB
from tests.service.random_logs import next_line

OPTIONS = {"match_length": 25}
LINES = 3000
STRANGER = 33


def long_match(rng: random.Random) -> SeedGame:
    """A seeded random Plakoto match of about `LINES` lines, a player to move last."""
    replay: AnyReplay = Replay(GAMES["plakoto"], OPTIONS)
    moves: list[tuple[int | None, str]] = []
    while replay.plies < LINES or not isinstance(replay.to_move, int):
        mover, line = replay.to_move, next_line(replay, rng, takebacks=0.02)
        replay.play(line)
        moves.append((mover if isinstance(mover, int) else None, line))
    assert isinstance(replay.to_move, int)
    return SeedGame(
        1,
        1,
        2,
        "plakoto",
        replay.options,
        (ALICE, BOB),
        tuple(moves),
        replay.to_move,
        datetime(2026, 5, 1, tzinfo=UTC),
    )


@pytest.fixture
async def match(tmp_path: Path) -> AsyncIterator[tuple[Service, SeedGame]]:
    database = str(tmp_path / "long.db")
    seeded = long_match(random.Random(35))
    await seed_games(database, [seeded])
    store = await open_store(database)
    try:
        service = Service(ServiceContext(store, rng=random.Random(1)))
        for user, name in ((ALICE, "alice"), (BOB, "bob"), (STRANGER, "stranger")):
            await service.remember(user, name)
        yield service, seeded
    finally:
        await store.close()


@pytest.fixture
def replayed_on_the_loop(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Every log line replayed on this thread (the event loop's) from now on."""
    on_loop: list[int] = []
    loop_thread = threading.get_ident()
    play = Replay.play

    def counted(replay: AnyReplay, text: str) -> Any:
        if threading.get_ident() == loop_thread:
            on_loop.append(replay.plies)
        return play(replay, text)

    monkeypatch.setattr(Replay, "play", counted)
    yield on_loop


async def test_past_boards_of_a_long_match_are_built_off_the_loop(
    match: tuple[Service, SeedGame], replayed_on_the_loop: list[int]
) -> None:
    service, seeded = match
    lines = [line for _, line in seeded.moves]
    replayed_on_the_loop.clear()
    desk = SpectatorDesk(service.ctx)
    key = await desk.game_key(1, seeded.id)
    plies = random.Random(3).sample(range(len(lines) // 2, len(lines)), 12)
    asked = [desk.board(1, seeded.id, key, ply) for ply in plies[:8]]
    asked.append(desk.game(1, seeded.id, key))
    asked += [
        service.reviews.review(Asked(game_id=seeded.id, guild_id=1, asked_by=STRANGER), ply)
        for ply in plies[8:]
    ]
    answers = await asyncio.gather(*asked)
    assert all(isinstance(board, bytes) and board for board in answers[:8])
    assert replayed_on_the_loop == []
