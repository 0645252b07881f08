"""The posts a dead process owed (issue 18): a logged line whose public post was never
made is told by the next sweep as its own post would have read, once."""

from __future__ import annotations

from datetime import timedelta

from service import Asked, Service
from service.games.desk import POST_GRACE, POST_LEASE
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import new_game


def later(service: Service, by: timedelta) -> None:
    service.ctx.clock.now += by  # type: ignore[attr-defined]


async def test_an_untold_move_is_told_after_the_grace_as_it_would_have_read(
    service: Service,
) -> None:
    game = await new_game(service)
    played = await service.games.move(
        Asked(game_id=game, asked_by=ALICE), "e5"
    )  # the process dies here
    assert await service.games.owed_posts() == [], "a live process posts within the grace"
    later(service, POST_GRACE)
    [owed] = await service.games.owed_posts()
    assert said(owed.text) == said(played.text) and owed.ply == played.ply == 1
    assert owed.ping_user_id == BOB and owed.mover_reply is None
    assert owed.image.png == played.image.png
    assert await service.games.owed_posts() == [], "claimed: no other sweep tells it"
    await service.games.posted(game, owed.ply)
    later(service, POST_LEASE)
    assert await service.games.owed_posts() == [], "made: nothing owed any more"


async def test_a_post_made_is_owed_no_more(service: Service) -> None:
    game = await new_game(service)
    played = await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.posted(game, played.ply)
    later(service, POST_GRACE + POST_LEASE)
    assert await service.games.owed_posts() == []


async def test_an_untold_timeout_is_told_with_its_result(service: Service) -> None:
    game = await new_game(service, clock="1d+1d/2d")
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.posted(game, 1)
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    await service.games.posted(game, 2)
    later(service, timedelta(days=3))
    [timed_out] = await service.clocks.sweep()  # the process dies before posting it
    assert timed_out.update is not None and timed_out.update.finished
    later(service, POST_GRACE)
    [owed] = await service.games.owed_posts()
    assert said(owed.text) == said(timed_out.update.text) and owed.finished
    assert "alice ran out of time" in said(owed.text) and "bob wins" in said(owed.text)


async def test_a_lease_that_runs_out_lets_another_sweep_tell_it(service: Service) -> None:
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    later(service, POST_GRACE)
    assert len(await service.games.owed_posts()) == 1  # claimed, then that process dies too
    later(service, POST_LEASE)
    assert [u.game.id for u in await service.games.owed_posts()] == [game]
