"""A move that arrives after the mover's deadline (hardening issue: out-of-time moves).

With ``timeout:auto`` the game is over at the deadline, whether or not a sweep has
run since: the late move is not played, the game ends on time there and then, and
the player is told why. With ``timeout:claim`` the late player may still move
until the opponent claims. A frozen clock (vacation, pause) never runs out.
"""

from __future__ import annotations

from datetime import timedelta

from bot.words import say
from service import Asked, Proposal, Service
from service.time.controls import DAY
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import later, left, new_game
from words import ENGLISH

GUILD = 1


async def moves(service: Service, game: int) -> list[str]:
    return [m.notation for m in await service.ctx.store.moves(game)]


async def test_a_move_after_the_deadline_ends_the_game_on_time_before_any_sweep(
    service: Service,
) -> None:
    game = await new_game(service)  # standard: 3 days, and a day more per move
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    later(service, days=4, seconds=1)
    update = await service.games.move(Asked(game_id=game, asked_by=ALICE), "c3")
    assert update.finished and update.ping_user_id is None
    assert "alice ran out of time" in said(update.text) and "bob wins" in said(update.text)
    assert update.mover_reply is not None
    assert "ran out before your move arrived" in say(update.mover_reply, ENGLISH)
    assert "`c3` was not played" in say(update.mover_reply, ENGLISH)
    assert await moves(service, game) == ["e5", "d4", "timeout 0"], "c3 is not in the log"
    record = await service.ctx.store.get_game(game)
    assert record.status == "finished" and record.winner == 1 and record.termination == "timeout"
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and clock.running_seat is None, "nobody's time runs any more"
    assert clock.bank0_s == 0, "no increment for a move that was never played"
    assert await service.clocks.sweep() == [], "the sweep finds nothing left to do"


async def test_the_late_move_ends_the_game_exactly_as_the_sweep_would(service: Service) -> None:
    swept, moved = await new_game(service), await new_game(service)
    for game in (swept, moved):
        await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
        await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    later(service, days=4)  # exactly at the deadline: time is up
    by_move = await service.games.move(Asked(game_id=moved, asked_by=ALICE), "c3")
    [notice] = [n for n in await service.clocks.sweep() if n.update is not None]
    assert notice.update is not None and notice.game.id == swept
    assert await moves(service, swept) == await moves(service, moved) == ["e5", "d4", "timeout 0"]
    a, b = await service.ctx.store.get_game(swept), await service.ctx.store.get_game(moved)
    assert (a.winner, a.termination) == (b.winner, b.termination) == (1, "timeout")
    assert said(by_move.text).replace(f"#{moved}", "#N") == said(notice.update.text).replace(
        f"#{swept}", "#N"
    )


async def test_a_move_just_before_the_deadline_is_played_with_its_increment(
    service: Service,
) -> None:
    game = await new_game(service)
    later(service, days=3, seconds=-1)
    update = await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    assert not update.finished and update.mover_reply is None
    assert await moves(service, game) == ["e5"]
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and clock.bank0_s == 1 + DAY


async def test_the_opponents_move_after_the_deadline_also_finds_the_game_over(
    service: Service,
) -> None:
    game = await new_game(service)
    for user, move in ((ALICE, "e5"), (BOB, "d4"), (ALICE, "c3")):
        await service.games.move(Asked(game_id=game, asked_by=user), move)
    later(service, days=4, hours=1)  # bob's time is up; alice tries to move out of turn
    update = await service.games.move(Asked(game_id=game, asked_by=ALICE), "f6")
    assert (
        update.finished
        and "bob ran out of time" in said(update.text)
        and "alice wins" in said(update.text)
    )
    assert update.mover_reply is not None
    assert f"<@{BOB}>'s time ran out" in say(update.mover_reply, ENGLISH)
    assert await moves(service, game) == ["e5", "d4", "c3", "timeout 1"]


async def test_with_claimed_timeouts_the_late_player_may_still_move(service: Service) -> None:
    game = await new_game(service, clock="1d+1d/2d", timeout="claim")
    later(service, days=5)  # long past the deadline, no sweep, nobody claimed
    update = await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    assert not update.finished and update.mover_reply is None
    assert await moves(service, game) == ["e5"]
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and clock.bank0_s == DAY, "nothing left, plus the increment only"


async def test_a_frozen_clock_never_runs_out_on_a_move(service: Service) -> None:
    on_vacation = await new_game(service)
    await service.vacations.start(ALICE, GUILD)
    later(service, days=10)
    update = await service.games.move(Asked(game_id=on_vacation, asked_by=ALICE), "e5")
    assert not update.finished and await moves(service, on_vacation) == ["e5"]
    await service.vacations.stop(ALICE)

    paused = await new_game(service)
    offer = await service.agreements.propose(Asked(game_id=paused, asked_by=BOB), "pause")
    assert isinstance(offer, Proposal)
    await service.agreements.answer(ALICE, paused, offer.ply, "pause", accept=True)
    service.ctx.clock.now += timedelta(days=10)  # type: ignore[attr-defined]
    update = await service.games.move(Asked(game_id=paused, asked_by=ALICE), "e5")
    assert not update.finished and await moves(service, paused) == ["e5"]
    assert await left(service, paused) == 3 * DAY, "still paused: bob's clock waits too"
