"""Notifications do what `/settings notify:` says (issue 19, item 4).

Only the player to move is ever sent a DM: with `notify:dm` their turn comes by DM
instead of a ping (in Plateau, their private view); in Plateau also a move that can
only be entered privately (the openings), unless they read their games by mail.
Everyone else's private view is one `/hand` away, and the post says so without
showing any of it.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from service import Asked, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.results import GameUpdate
from storage.models import UserSettings
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import new_game as new_pinch

OPEN_ALICE, OPEN_BOB = "open a1 xx rb", "open d4 bb ox"
HIDDEN = ("xx rb", "bb ox", "xx", "rb", "bb", "ox")


async def new_plateau(service: Service) -> tuple[int, tuple[int, ...]]:
    """Alice (Black, to open) vs bob: the game, and whom its start sends a DM."""
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="plateau", options={}, first="challenger"),
    )
    started = await service.challenges.accept(BOB, posted.challenge.id)
    return started.game.id, tuple(v.user_id for v in started.private_views)


async def notify(service: Service, user: int, mode: str) -> None:
    if mode == "email":  # a verified address first, as `/email` would leave it
        now = service.ctx.clock()
        await service.ctx.store.claim_email(
            user, f"u{user}@example.org", "hash", now + timedelta(hours=1)
        )
        await service.ctx.store.verify_email(user, now)
    await service.ctx.store.put_user_settings(UserSettings(user, notify=mode))


def dms(update: GameUpdate) -> list[int]:
    return [view.user_id for view in update.private_views]


def public_leaks(update: GameUpdate) -> list[str]:
    """Hidden codes of the openings written in the public post (`?` stands for them)."""
    return [code for code in HIDDEN if f" {code}" in said(update.text)]


async def test_thread_readers_get_dms_only_for_the_private_openings(service: Service) -> None:
    game, started = await new_plateau(service)
    assert started == (ALICE,), "black must open privately: her view comes by DM"
    first = await service.games.move(Asked(game_id=game, asked_by=ALICE), OPEN_ALICE)
    assert dms(first) == [BOB] and not first.private_views[0].instead_of_ping
    assert first.ping_user_id == BOB and not first.quiet, "and bob is pinged in the thread"
    assert "`/hand` away" not in said(first.text), "bob's view came by DM"
    normal = await service.games.move(Asked(game_id=game, asked_by=BOB), OPEN_BOB)
    assert dms(normal) == [], "a normal turn has public moves: no DM"
    assert normal.ping_user_id == ALICE and not normal.quiet
    assert f"<@{ALICE}>, your hand and hidden faces are one `/hand` away" in said(normal.text)
    assert "Your hand" not in said(normal.text) and not public_leaks(normal), said(normal.text)
    hand = await service.games.hand(Asked(game_id=game, asked_by=ALICE))
    assert "Your hand (10)" in said(hand.text)


async def test_a_dm_reader_gets_their_view_instead_of_a_ping(service: Service) -> None:
    await notify(service, ALICE, "dm")
    game, started = await new_plateau(service)
    assert started == (ALICE,)
    first = await service.games.move(Asked(game_id=game, asked_by=ALICE), OPEN_ALICE)
    assert dms(first) == [BOB], "alice is not to move: she gets nothing"
    normal = await service.games.move(Asked(game_id=game, asked_by=BOB), OPEN_BOB)
    [view] = normal.private_views
    assert view.user_id == ALICE and view.instead_of_ping and view.hand
    assert said(view.text).startswith("Your move in **Plateau #") and "Your hand (10)" in said(
        said(view.text)
    )
    assert normal.quiet, "the DM is her ping: the post names her without pinging"
    assert "`/hand` away" not in said(normal.text) and not public_leaks(normal)
    answer = await service.games.move(Asked(game_id=game, asked_by=ALICE), "on xx b1")
    assert dms(answer) == [] and not answer.quiet, "bob reads the thread: pinged, no DM"
    assert f"<@{BOB}>, your hand and hidden faces are one `/hand` away" in said(answer.text)


@pytest.mark.parametrize("mode", ["digest", "email"])
async def test_digest_and_mail_readers_are_not_pinged(service: Service, mode: str) -> None:
    await notify(service, BOB, mode)
    game, _ = await new_plateau(service)
    waiting = await service.ctx.store.mail_waiting()
    first = await service.games.move(Asked(game_id=game, asked_by=ALICE), OPEN_ALICE)
    assert first.quiet and first.ping_user_id == BOB
    # the mail reader's turn mail carries the private view; a digest reader must still
    # open privately, so their view comes by DM
    assert dms(first) == ([] if mode == "email" else [BOB])
    assert await service.ctx.store.mail_waiting() == waiting + (mode == "email")
    await service.games.move(Asked(game_id=game, asked_by=BOB), OPEN_BOB)
    later = await service.games.move(Asked(game_id=game, asked_by=ALICE), "on xx b1")
    assert dms(later) == [] and later.quiet
    assert f"<@{BOB}>, your hand and hidden faces are one `/hand` away" in said(later.text)


async def test_in_a_game_that_hides_nothing_dm_replaces_the_ping(service: Service) -> None:
    await notify(service, BOB, "dm")
    game = await new_pinch(service)
    update = await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    [view] = update.private_views
    assert view.user_id == BOB and view.instead_of_ping and not view.hand
    assert said(view.text).startswith("Your move in **Pinch #") and view.image == update.image
    assert update.quiet and update.ping_user_id == BOB
    back = await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    assert dms(back) == [] and not back.quiet and back.ping_user_id == ALICE
    assert "/hand" not in said(back.text), "nothing is hidden"


async def test_nobody_is_sent_anything_when_the_game_ends(service: Service) -> None:
    await notify(service, ALICE, "dm")
    await notify(service, BOB, "dm")
    game, _ = await new_plateau(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), OPEN_ALICE)
    ended = await service.games.resign(Asked(game_id=game, asked_by=BOB))
    assert ended.finished and dms(ended) == [] and "`/hand`" not in said(ended.text)
