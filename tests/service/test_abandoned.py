"""Games without a clock nobody moves in any more (issue 32.2): after the server's days
without a move the waiting player may claim the game, and the absent player is reminded
first, once per ply, at least three days before."""

from __future__ import annotations

import pytest

from service import Asked, NotAllowed, Service, ServiceError
from service.moderation import Rights
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import later, new_game

GUILD = 1


async def idle_game(service: Service) -> int:
    """A Pinch game without a clock in which both have moved and bob is to move."""
    game = await new_game(service, clock="none")
    for user, move in ((ALICE, "e5"), (BOB, "d4"), (ALICE, "c3")):
        await service.games.move(Asked(game_id=game, asked_by=user), move)
    return game


async def reminders(service: Service) -> list[str]:
    return [said(notice.text) for notice in await service.clocks.sweep()]


async def claim(service: Service, game: int, user: int = ALICE) -> str:
    update = await service.games.claim(Asked(game_id=game, guild_id=GUILD, asked_by=user))
    return said(update.text)


async def test_the_absent_player_is_reminded_then_the_game_can_be_claimed(
    service: Service,
) -> None:
    game = await idle_game(service)
    later(service, days=10, hours=23)
    assert await reminders(service) == [], "not yet: 14 days less the 3 days' notice"
    with pytest.raises(NotAllowed) as early:
        await claim(service, game)
    assert f"once <@{BOB}> has gone 14 days without a move and was reminded" in said(early.value)
    later(service, hours=2)
    (reminder,) = await reminders(service)
    assert reminder.startswith(f"⏰ <@{BOB}>, your move in Pinch #{game}")
    assert "After 14 days without a move your opponent may `/claim` the game" in reminder
    assert await reminders(service) == [], "one reminder per ply"
    later(service, days=3)
    text = await claim(service, game)
    assert "bob had not moved for 14 days, so the game was claimed and they lose" in text
    ended = await service.ctx.store.get_game(game)
    assert (ended.status, ended.winner, ended.termination) == ("finished", 0, "timeout")


async def test_the_claim_waits_three_days_after_a_late_reminder(service: Service) -> None:
    game = await idle_game(service)
    later(service, days=20)  # nobody swept: the bot was down
    with pytest.raises(NotAllowed):
        await claim(service, game)
    assert len(await reminders(service)) == 1
    later(service, days=2, hours=23)
    with pytest.raises(NotAllowed):
        await claim(service, game)
    later(service, hours=1)
    assert "had not moved for 14 days" in await claim(service, game)


async def test_a_player_who_never_began_is_not_beaten_by_it(service: Service) -> None:
    game = await new_game(service, clock="none")  # alice, to move, never moves
    later(service, days=15)
    await reminders(service)
    later(service, days=3)
    text = await claim(service, game, BOB)
    assert "alice had not made a first move in 14 days, so nobody wins" in text
    ended = await service.ctx.store.get_game(game)
    assert (ended.winner, ended.termination) == (None, "aborted")


async def test_a_move_starts_the_wait_again_and_only_the_waiting_player_claims(
    service: Service,
) -> None:
    game = await idle_game(service)
    later(service, days=12)
    assert len(await reminders(service)) == 1
    await service.games.move(Asked(game_id=game, asked_by=BOB), "f6")
    with pytest.raises(NotAllowed) as own_turn:
        await claim(service, game, ALICE)
    assert "nothing to claim" in said(own_turn.value).lower()
    later(service, days=5)
    with pytest.raises(NotAllowed):
        await claim(service, game, BOB)
    assert await reminders(service) == [], "alice's wait has only just begun"


async def test_a_server_can_turn_it_off_or_change_the_days(service: Service) -> None:
    game = await idle_game(service)
    await service.config.update(GUILD, abandon_days=0)
    later(service, days=40)
    assert await reminders(service) == []
    with pytest.raises(NotAllowed) as off:
        await claim(service, game)
    assert "lets no such game be claimed" in said(off.value)
    with pytest.raises(ServiceError) as bad:
        await service.config.update(GUILD, abandon_days=2)
    assert said(bad.value) == "abandon_days must be 0 (never) or between 4 and 365, not 2."
    shown = said(await service.config.update(GUILD, abandon_days=5))
    assert "**abandon_days**: 5 days" in shown
    assert len(await reminders(service)) == 1
    later(service, days=3)
    assert "had not moved for 5 days" in await claim(service, game)


async def test_a_moderators_pause_stops_the_wait(service: Service) -> None:
    game = await idle_game(service)
    admin = Rights(user_id=77, guild_id=GUILD, manages_server=True)
    at = Asked(game_id=game, guild_id=GUILD, asked_by=77)
    await service.moderation.pause(at, admin, "a dispute")
    later(service, days=30)
    assert await reminders(service) == [], "a held game is not reminded"
    await service.moderation.resume(at, admin)
    later(service, days=10)
    assert await reminders(service) == [], "the wait starts at the resume"
    with pytest.raises(NotAllowed):
        await claim(service, game)
