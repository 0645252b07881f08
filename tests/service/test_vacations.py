"""Vacations through the service, with an injected clock: frozen clocks and the yearly allowance."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from service import Asked, Conflict, NotAllowed, NotFound, Service, ServiceContext
from service.time.controls import DAY
from service.time.vacations import seconds_used, year_start
from storage import StaleMove, VacationRecord
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import later, left, new_game

GUILD = 1


async def test_a_vacation_freezes_the_running_clock_and_the_time_left_comes_back(
    service: Service,
) -> None:
    game = await new_game(service)
    later(service, days=1)
    change = await service.vacations.start(ALICE, GUILD)
    assert "frozen in game #1" in said(change.reply) and "30 days of vacation left" in said(
        change.reply
    )
    [notice] = change.notices
    assert notice.game is not None and notice.game.id == game
    assert said(notice.text).startswith("🏖️ alice is on vacation until they return (30 days left")
    later(service, days=10)  # far past the deadline the clock had
    assert await left(service, game) == 2 * DAY
    assert await service.clocks.sweep() == [], "no reminder, no timeout while away"
    back = await service.vacations.stop(ALICE)
    assert "runs again in game #1" in said(back.reply) and "20 days" in said(back.reply)
    assert [said(n.text) for n in back.notices] == [
        "alice is back from vacation; their clock runs again (2 days left)."
    ]
    assert await left(service, game) == 2 * DAY
    later(service, days=2, seconds=1)
    [timeout] = [n for n in await service.clocks.sweep() if n.update is not None]
    assert timeout.update is not None and "alice ran out of time" in said(timeout.update.text)


async def test_a_game_that_comes_to_a_player_on_vacation_waits_frozen(service: Service) -> None:
    game = await new_game(service)
    change = await service.vacations.start(BOB, GUILD)  # it is alice's move
    assert change.notices == () and "No clock of yours was running" in said(change.reply)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    later(service, days=20)
    assert await service.clocks.sweep() == []
    assert await left(service, game) == 3 * DAY
    back = await service.vacations.stop(BOB)
    assert [n.game.id for n in back.notices if n.game] == [game]
    assert await left(service, game) == 3 * DAY


async def test_the_opponent_moving_does_not_thaw_a_frozen_player(service: Service) -> None:
    """Alice on vacation still plays a move: the clock goes to bob, then back frozen."""
    game = await new_game(service)
    await service.vacations.start(ALICE, GUILD)
    later(service, hours=5)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    assert await left(service, game) == 3 * DAY, "bob's time runs"
    later(service, hours=2)
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    later(service, days=9)
    assert await left(service, game) == 4 * DAY, "alice's bank plus the increment, frozen"


async def test_starting_twice_and_stopping_without_a_vacation_are_refused(
    service: Service,
) -> None:
    with pytest.raises(NotFound, match="not on vacation"):
        await service.vacations.stop(ALICE)
    await service.vacations.start(ALICE, GUILD)
    with pytest.raises(Conflict, match="already on vacation"):
        await service.vacations.start(ALICE, GUILD)


async def test_the_server_allowance_is_enforced_and_the_sweep_ends_an_overdrawn_vacation(
    service: Service,
) -> None:
    await service.config.update(GUILD, vacation_days=2)
    game = await new_game(service)
    first = await service.vacations.start(ALICE, GUILD)
    assert "2 days of vacation left" in said(first.reply)
    later(service, days=1)
    back = await service.vacations.stop(ALICE)
    assert "You have 1 day of vacation left" in said(back.reply)
    later(service, hours=1)
    await service.vacations.start(ALICE, GUILD)
    started = service.ctx.clock()
    assert await left(service, game) == 3 * DAY - 3600
    later(service, hours=23)
    assert await service.vacations.sweep() == [], "an hour of the allowance is left"
    later(service, hours=3)
    notices = await service.vacations.sweep()
    in_game = [n for n in notices if n.game is not None]
    personal = [n for n in notices if n.game is None]
    assert [said(n.text) for n in in_game] == [
        f"<@{ALICE}>'s vacation allowance is used up; their clock runs again "
        "(2 days, 23 hours left)."
    ]
    assert len(personal) == 1 and "allowance for 2026 (2 days) is used up" in said(personal[0].text)
    [*_, ended] = await service.ctx.store.vacations_of(ALICE, year_start(started))
    assert ended.ended_at == started + timedelta(days=1), "ended when the allowance ran out"
    assert await service.ctx.store.ongoing_vacation(ALICE) is None
    assert await left(service, game) == 3 * DAY - 3600, "the clock restarts when alice is told"
    assert await service.vacations.sweep() == []
    with pytest.raises(NotAllowed, match="no vacation left this year"):
        await service.vacations.start(ALICE, GUILD)


async def test_the_allowance_starts_again_each_calendar_year(service: Service) -> None:
    await service.config.update(GUILD, vacation_days=1)
    service.ctx.clock.now = datetime(2026, 12, 31, 12, tzinfo=UTC)  # type: ignore[attr-defined]
    await service.vacations.start(ALICE, GUILD)
    later(service, hours=24)  # half of this in 2026, half in 2027
    assert await service.vacations.sweep() == [], "2027 has a fresh day, 12 h of it used"
    change = await service.vacations.stop(ALICE)
    assert "You have 12 hours of vacation left" in said(change.reply)


def test_only_the_part_of_a_vacation_in_this_year_counts() -> None:
    now = datetime(2026, 3, 1, tzinfo=UTC)
    vacations = [
        VacationRecord(
            1, ALICE, None, datetime(2025, 12, 30, tzinfo=UTC), datetime(2026, 1, 2, tzinfo=UTC)
        ),
        VacationRecord(2, ALICE, None, now - timedelta(days=3), now - timedelta(days=1)),
        VacationRecord(3, ALICE, None, now - timedelta(hours=6), None),
    ]
    assert seconds_used(vacations, now) == DAY + 2 * DAY + 6 * 3600


async def test_a_server_without_vacation_days_refuses(service: Service) -> None:
    await service.config.update(GUILD, vacation_days=0)
    with pytest.raises(NotAllowed, match="allows no vacation"):
        await service.vacations.start(ALICE, GUILD)
    change = await service.vacations.start(ALICE, GUILD + 1)  # another server: the default
    assert "30 days of vacation left" in said(change.reply)


async def test_a_move_racing_the_freeze_is_read_again(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await new_game(service)
    store = service.ctx.store
    real_put = store.put_clock
    calls: list[int] = []

    async def put_after_a_race(clock):  # type: ignore[no-untyped-def]
        calls.append(clock.ply)
        if len(calls) == 1:
            raise StaleMove(clock.game_id, clock.ply, clock.ply + 1)
        await real_put(clock)

    monkeypatch.setattr(store, "put_clock", put_after_a_race)
    later(service, hours=1)
    change = await service.vacations.start(ALICE, GUILD)
    assert len(calls) == 2 and [n.game.id for n in change.notices if n.game] == [game]
    later(service, days=5)
    assert await left(service, game) == 3 * DAY - 3600


async def test_a_restart_during_a_vacation_loses_nothing(service: Service) -> None:
    game = await new_game(service)
    later(service, hours=10)
    await service.vacations.start(ALICE, GUILD)
    later(service, days=8)
    fresh = Service(
        ServiceContext(service.ctx.store, rng=random.Random(2), clock=service.ctx.clock)
    )
    assert await fresh.clocks.sweep() == [] and await fresh.vacations.sweep() == []
    await fresh.vacations.stop(ALICE)
    assert await left(fresh, game) == 3 * DAY - 10 * 3600


async def test_the_sweep_refreezes_a_clock_left_running_for_a_player_away(
    service: Service,
) -> None:
    """A hand-over that raced /vacation start can leave a running clock; the sweep fixes it."""
    game = await new_game(service)
    await service.ctx.store.start_vacation(ALICE, GUILD, service.ctx.clock())  # no freeze
    later(service, hours=2)
    assert await service.vacations.sweep() == []
    later(service, days=6)
    assert await left(service, game) == 3 * DAY - 2 * 3600


# -- per server (hardening issue, item 1: no vacation shopping across servers) ------------

SERVER_A, SERVER_B = 101, 202
GAP = 31  # seconds between two challenges to the same player, should a rate limit ask


async def two_servers(service: Service) -> tuple[int, int]:
    """A game in server A, then GAP seconds later one in B; alice is to move in both."""
    in_a = await new_game(service, guild_id=SERVER_A)
    later(service, seconds=GAP)
    return in_a, await new_game(service, guild_id=SERVER_B)


async def test_a_vacation_freezes_only_the_games_of_its_own_server(service: Service) -> None:
    """A server that allows 365 days cannot freeze a game in one that allows none."""
    await service.config.update(SERVER_A, vacation_days=365)
    await service.config.update(SERVER_B, vacation_days=0)
    in_a, in_b = await two_servers(service)
    change = await service.vacations.start(ALICE, SERVER_A)
    assert [n.game.id for n in change.notices if n.game] == [in_a]
    assert f"frozen in game #{in_a}." in said(change.reply) and "365 days" in said(change.reply)
    with pytest.raises(NotAllowed, match="allows no vacation"):
        await service.vacations.start(ALICE, SERVER_B)
    later(service, days=1)
    assert await left(service, in_a) == 3 * DAY - GAP
    assert await left(service, in_b) == 2 * DAY, "B's clock never stopped"
    assert await service.vacations.sweep() == []
    assert await left(service, in_b) == 2 * DAY
    with pytest.raises(NotFound, match="not on vacation in this server"):
        await service.vacations.stop(ALICE, SERVER_B)
    back = await service.vacations.stop(ALICE, SERVER_A)
    assert [n.game.id for n in back.notices if n.game] == [in_a]
    assert "364 days of vacation left this year in this server" in said(back.reply)


async def test_a_game_that_comes_to_a_player_away_elsewhere_keeps_its_clock(
    service: Service,
) -> None:
    await service.config.update(SERVER_B, vacation_days=0)
    in_b = await new_game(service, guild_id=SERVER_B)
    await service.vacations.start(BOB, SERVER_A)
    await service.games.move(Asked(game_id=in_b, asked_by=ALICE), "e5")
    await service.vacations.sweep()  # restarts it should the hand-over have frozen it
    later(service, days=1)
    assert await left(service, in_b) == 2 * DAY


async def test_a_hand_over_in_another_server_does_not_freeze_the_clock(
    service: Service,
) -> None:
    in_b = await new_game(service, guild_id=SERVER_B)
    await service.vacations.start(BOB, SERVER_A)
    await service.games.move(Asked(game_id=in_b, asked_by=ALICE), "e5")
    clock = await service.ctx.store.get_clock(in_b)
    assert clock is not None and clock.started_at is not None


async def test_each_server_counts_its_own_allowance(service: Service) -> None:
    await service.config.update(SERVER_A, vacation_days=2)
    in_a, in_b = await two_servers(service)  # B has the default, 30 days
    await service.vacations.start(ALICE, SERVER_A)
    later(service, days=1)
    both = await service.vacations.start(ALICE, SERVER_B)  # away in both at once
    assert "30 days of vacation left this year in this server" in said(both.reply)
    assert [n.game.id for n in both.notices if n.game] == [in_b]
    later(service, days=1, seconds=1)
    notices = await service.vacations.sweep()  # A's two days are used up; B's vacation goes on
    assert [n.game.id for n in notices if n.game] == [in_a]
    assert await service.ctx.store.ongoing_vacation(ALICE, SERVER_A) is None
    assert await left(service, in_b) == 2 * DAY, "still frozen since the day B's began"
    with pytest.raises(NotAllowed, match="no vacation left"):
        await service.vacations.start(ALICE, SERVER_A)
    back = await service.vacations.stop(ALICE, SERVER_B)
    assert [n.game.id for n in back.notices if n.game] == [in_b]
    assert "of vacation left this year in this server" in said(back.reply)
    assert await left(service, in_b) == 2 * DAY


async def test_no_vacation_outside_a_server(service: Service) -> None:
    await new_game(service)
    with pytest.raises(NotAllowed, match="taken in a server"):
        await service.vacations.start(ALICE, None)
    assert await service.ctx.store.ongoing_vacation(ALICE) is None


async def test_a_vacation_from_before_servers_covers_every_server_until_it_ends(
    service: Service,
) -> None:
    """A row with no server (from before the upgrade) keeps freezing all of the player's
    games and counts in every server; stopping it anywhere ends it."""
    in_a, in_b = await two_servers(service)
    await service.ctx.store.start_vacation(ALICE, None, service.ctx.clock())
    await service.vacations.sweep()  # freezes every game waiting on her, as it always did
    later(service, days=3)
    assert (await left(service, in_a), await left(service, in_b)) == (3 * DAY - GAP, 3 * DAY)
    with pytest.raises(Conflict, match="already on vacation"):
        await service.vacations.start(ALICE, SERVER_A)
    back = await service.vacations.stop(ALICE, SERVER_B)
    assert sorted(n.game.id for n in back.notices if n.game) == [in_a, in_b]
    started = await service.vacations.start(ALICE, SERVER_A)
    assert "27 days of vacation left" in said(started.reply), "its days count here too"
