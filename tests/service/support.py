"""Helpers the service tests share: a started Pinch game, the clock moved by hand."""

from __future__ import annotations

from datetime import timedelta

from service import Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.time.clockwork import time_left
from tests.service.conftest import ALICE, BOB


async def new_game(service: Service, guild_id: int | None = 1, **challenge: object) -> int:
    """Pinch 9×9 between alice (seat 0, to move) and bob, accepted; its id."""
    posted = await service.challenges.create(
        guild_id=guild_id,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger", **challenge),
    )
    started = await service.challenges.accept(BOB, posted.challenge.id)
    return started.game.id


def later(service: Service, **delta: float) -> None:
    service.ctx.clock.now += timedelta(**delta)  # type: ignore[attr-defined]


async def left(service: Service, game_id: int) -> float | None:
    """Seconds left on the running clock of ``game_id`` now."""
    clock = await service.ctx.store.get_clock(game_id)
    assert clock is not None
    return time_left(clock, service.ctx.clock())
