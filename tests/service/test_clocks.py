"""Correspondence clocks through the service, with an injected clock (issue 7)."""

from __future__ import annotations

import random

import pytest

from service import Asked, NotAllowed, Service, ServiceContext, ServiceError
from service.time.controls import DAY, HOUR, parse_time_control
from storage.models import TimeControl, UserSettings
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import listed, said
from tests.service.support import later, left, new_game


def test_time_controls_read_presets_free_values_and_none() -> None:
    assert parse_time_control("standard") == TimeControl(3 * DAY, DAY, 7 * DAY, True)
    assert parse_time_control("2d+12h/5d", auto_timeout=False) == TimeControl(
        2 * DAY, 12 * HOUR, 5 * DAY, False
    )
    assert parse_time_control("none") is None
    for bad in ("3 days", "10m+1m", "5d+1d/2d", "1d+1d/90d"):
        with pytest.raises(ServiceError):
            parse_time_control(bad)


async def test_banks_lose_the_time_used_gain_the_increment_and_stop_at_the_cap(
    service: Service,
) -> None:
    game = await new_game(service)
    assert await left(service, game) == 3 * DAY
    later(service, days=1)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and clock.bank0_s == 3 * DAY and clock.running_seat == 1
    for move, user in (("d4", BOB), ("c3", ALICE), ("f6", BOB), ("g7", ALICE)):
        later(service, minutes=5)
        await service.games.move(Asked(game_id=game, asked_by=user), move)
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and clock.bank0_s == 5 * DAY - 10 * 60
    moves = (("a1", BOB), ("a2", ALICE), ("a3", BOB), ("a4", ALICE), ("a5", BOB), ("a6", ALICE))
    for move, user in moves:
        await service.games.move(Asked(game_id=game, asked_by=user), move)
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and clock.bank0_s == 7 * DAY, "never more than the cap"


async def test_a_reminder_goes_out_once_and_never_for_a_move_already_made(
    service: Service,
) -> None:
    game = await new_game(service)
    later(service, days=1, hours=23)
    assert await service.clocks.sweep() == []  # 25 h left: not yet
    later(service, hours=2)
    [notice] = await service.clocks.sweep()
    text = said(notice.text)
    assert f"<@{ALICE}>" in text and "23 hours left" in text and notice.dm_text is None
    later(service, minutes=5)
    assert await service.clocks.sweep() == [], "once per ply"
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    later(service, days=2, hours=1)
    [notice] = await service.clocks.sweep()
    assert f"<@{BOB}>" in said(notice.text), "the new ply is bob's"


async def test_an_opted_in_player_also_gets_the_reminder_by_dm(service: Service) -> None:
    await service.ctx.store.put_user_settings(UserSettings(ALICE, remind_dm=True, remind_hours=48))
    await new_game(service)
    later(service, days=1, hours=1)  # 47 h left: inside 48 h, but not yet half of the 3 days
    assert await service.clocks.sweep() == []
    later(service, hours=12)
    [notice] = await service.clocks.sweep()
    assert notice.ping_user_id == ALICE and "left for your move" in said(notice.dm_text)


async def test_an_automatic_timeout_ends_the_game(service: Service) -> None:
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")  # alice now has 3d + 1d
    later(service, days=4, seconds=1)
    notices = await service.clocks.sweep()
    [ended] = [n for n in notices if n.update is not None]
    assert ended.update is not None and ended.update.finished
    assert "alice ran out of time" in said(ended.update.text) and "bob wins" in said(
        ended.update.text
    )
    record = await service.ctx.store.get_game(game)
    assert record.status == "finished" and record.winner == 1 and record.termination == "timeout"
    assert await service.clocks.sweep() == []


async def test_a_claimable_timeout_waits_for_the_claim(service: Service) -> None:
    game = await new_game(service, clock="1d+1d/2d", timeout="claim")
    with pytest.raises(NotAllowed, match="nothing to claim"):
        await service.games.claim(Asked(game_id=game, asked_by=BOB))
    later(service, days=1, minutes=1)
    notices = [n for n in await service.clocks.sweep() if "time is up" in said(n.text)]
    assert len(notices) == 1 and notices[0].ping_user_id == BOB
    assert not [n for n in await service.clocks.sweep() if "time is up" in said(n.text)]
    with pytest.raises(NotAllowed, match="nothing to claim"):
        await service.games.claim(Asked(game_id=game, asked_by=ALICE))
    update = await service.games.claim(Asked(game_id=game, asked_by=BOB))
    assert update.finished and "ran out of time" in said(update.text)


async def test_a_late_move_is_still_played_while_nobody_claims(service: Service) -> None:
    game = await new_game(service, clock="1d+1d/2d", timeout="claim")
    later(service, days=2)
    await service.clocks.sweep()
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    assert await left(service, game) == DAY


async def test_a_new_service_on_the_same_database_finds_the_same_deadlines(
    service: Service,
) -> None:
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    later(service, days=4, hours=1)
    fresh = Service(
        ServiceContext(service.ctx.store, rng=random.Random(2), clock=service.ctx.clock)
    )
    notices = await fresh.clocks.sweep()
    assert [n.update.finished for n in notices if n.update] == [True]
    assert (await service.ctx.store.get_game(game)).termination == "timeout"


async def test_no_clock_means_no_deadline(service: Service) -> None:
    game = await new_game(service, clock="none")
    assert await service.ctx.store.get_clock(game) is None
    later(service, days=30)
    notices = await service.clocks.sweep()
    assert [n.dm_text for n in notices] == [None], "only the idle reminder (issue 32.2)"
    assert said(notices[0].text).startswith(
        "⏰ <@11>, your move in Pinch #1 · alice vs bob has waited"
    )
    assert (await service.ctx.store.get_game(game)).status == "active", "nothing ran out"
    await service.config.update(1, abandon_days=0)
    later(service, days=30)
    assert await service.clocks.sweep() == [], "a server may let such games wait for ever"


async def test_games_lists_the_most_urgent_waiting_game_first(service: Service) -> None:
    relaxed = await new_game(service, clock="relaxed")
    brisk = await new_game(service, clock="brisk")
    theirs = await new_game(service)
    await service.games.move(Asked(game_id=theirs, asked_by=ALICE), "e5")
    free = await new_game(service, clock="none")
    later(service, hours=2)
    listing = listed(await service.games.games_of(ALICE)).splitlines()
    assert [line.split()[0].split("](")[0].lstrip("[") for line in listing] == [
        f"#{brisk}",
        f"#{relaxed}",
        f"#{free}",
        f"#{theirs}",
    ]
    assert "**your move**, 22 hours left" in listing[0] and "6 days, 22 hours left" in listing[1]
    assert "their move, 2 days, 22 hours left" in listing[3]
    seen = listed(await service.games.games_of(ALICE, Asked(asked_by=BOB)))
    assert f"<@{ALICE}>'s move" in seen and "your move" not in seen
