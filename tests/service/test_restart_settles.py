"""A process that dies between a move and its dice (issue 16, the kill drill).

In Plakoto each move is followed by the next player's roll, appended by the same request
once the move is in the log. A SIGKILL in between leaves a game whose next entry is
chance's: nobody's clock runs (dice are nobody's time), nobody was told whose turn it is,
and the game only moved on if one of its players happened to send something. The next
process's first clock sweep must roll those dice, tell the game, and start the clock of
the player who now moves.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any, cast

import pytest

from service import Asked, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from storage.models import CHANCE as STORED_CHANCE
from storage.models import AppendedMove
from storage.protocol import Store
from storage.sqlite import SqliteStore, open_store
from tests.service.conftest import ALICE, BOB, Clock
from tests.service.spoken import said


class DiesAfterCommit:
    """The store of a process that dies right after ``fatal`` is committed: the request
    that appended it never gets the answer, and never goes on to roll."""

    def __init__(self, inner: SqliteStore, fatal: str) -> None:
        self._inner = inner
        self.fatal = fatal
        self.committed = asyncio.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def append_move(self, game_id: int, **fields: Any) -> AppendedMove:
        appended = await self._inner.append_move(game_id, **fields)
        if fields["notation"] == self.fatal:
            self.committed.set()
            await asyncio.Event().wait()  # the process is gone: nothing after this runs
        return appended


async def service_on(store: Store, clock: Clock) -> Service:
    service = Service(ServiceContext(store, rng=random.Random(1), clock=clock))
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    return service


@pytest.mark.parametrize("clock", ["1h+1h", "none"])
async def test_the_first_sweep_rolls_the_dice_a_dead_process_owed(
    tmp_path: Path, clock: str
) -> None:
    now = Clock()
    inner = await open_store(tmp_path / "postboard.db")
    first = await service_on(inner, now)
    posted = await first.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(
            game="plakoto", options={"match_length": 1}, first="challenger", clock=clock
        ),
    )
    game_id = (await first.challenges.accept(BOB, posted.challenge.id)).game.id
    record = await inner.get_game(game_id)
    replay = await first.games.replay_of(record)
    mover = replay.to_move
    assert isinstance(mover, int)
    move = str(replay.legal_moves()[0])

    dying = DiesAfterCommit(inner, move)
    doomed = await service_on(cast(Store, dying), now)
    request = asyncio.ensure_future(
        doomed.games.move(Asked(game_id=game_id, guild_id=1, asked_by=record.players[mover]), move)
    )
    await asyncio.wait_for(dying.committed.wait(), 10)
    request.cancel()  # SIGKILL
    await asyncio.gather(request, return_exceptions=True)
    await inner.close()

    store = await open_store(tmp_path / "postboard.db")
    try:
        restarted = await service_on(store, now)
        stuck = await store.get_game(game_id)
        assert stuck.to_move == STORED_CHANCE and (await store.moves(game_id))[-1].notation == move

        [notice] = await restarted.clocks.sweep()

        assert notice.update is not None and notice.game.id == game_id
        after = await store.get_game(game_id)
        nxt = (await restarted.games.replay_of(after)).to_move
        assert isinstance(nxt, int)
        rolled = [m.notation for m in await store.moves(game_id)][stuck.ply :]
        assert rolled[0].startswith("roll ") and f"🎲 {rolled[0]}" in said(notice.update.text)
        assert notice.update.ping_user_id == after.players[nxt]
        assert f"<@{after.players[nxt]}> to move." in said(notice.update.text)
        running = await store.get_clock(game_id)
        if clock == "none":
            assert running is None
        else:
            assert running is not None and running.running_seat == nxt
            assert running.deadline_at is not None, "the next player's time runs again"
        assert await restarted.clocks.sweep() == [], "rolled once"
    finally:
        await store.close()
