"""/postboard status (issue 32.6): a server's games at a glance, for its admins and
moderators alone, and only its own games."""

from __future__ import annotations

import pytest

from service import Asked, NotAllowed, Service
from service.moderation import Rights
from storage.models import UserSettings
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import later, new_game

GUILD = 1
ADMIN = Rights(user_id=77, guild_id=GUILD, manages_server=True)


async def test_the_overview_names_what_needs_a_look(service: Service) -> None:
    brisk = await new_game(service, clock="brisk")  # alice's time runs out soon
    idle = await new_game(service, clock="none")
    await new_game(service, guild_id=2, clock="none")  # another server's: not counted
    later(service, days=20)
    await service.ctx.store.put_user_settings(UserSettings(BOB, dm_failed=True))
    at = Asked(game_id=idle, guild_id=GUILD, asked_by=77)
    await service.moderation.pause(at, ADMIN, "a dispute that needs a long look at the moves " * 3)
    text = said(await service.overview.status(ADMIN))
    lines = text.splitlines()
    assert lines[0] == "**Postboard in this server**: 2 running games (1 on hold)."
    assert f"• #{brisk}: <@{ALICE}> to move, time is up — the opponent may claim the game" in text
    assert "2 games without a move for 14 days or more:" in text
    assert f"• #{idle}: <@{ALICE}> to move since" in text
    assert "Mail about this server's games: 0 waiting to be sent" in text
    assert "One player of a running game does not accept Postboard's direct messages." in text
    assert "Rulings in the last 30 days:" in text
    assert f"#{idle}: paused by <@77> — a dispute that needs a long look" in text
    assert text.count("…") == 1, "a long reason is shortened"
    assert len(text) < 2000


async def test_idle_days_and_rights(service: Service) -> None:
    await new_game(service, clock="none")
    later(service, days=3)
    assert "No game has gone 5 days without a move." in said(
        await service.overview.status(ADMIN, idle_days=5)
    )
    assert "One game without a move for 2 days or more:" in said(
        await service.overview.status(ADMIN, idle_days=2)
    )
    member = Rights(user_id=78, guild_id=GUILD, manages_server=False)
    with pytest.raises(NotAllowed) as refused:
        await service.overview.status(member)
    assert "needs the Manage Server permission" in said(refused.value)
    empty = said(await service.overview.status(Rights(77, 5, manages_server=True)))
    assert empty.splitlines()[0] == "**Postboard in this server**: 0 running games."
    assert "No failures lately." in empty


async def test_the_overview_counts_the_positions_offers_and_notices_not_posted(
    service: Service,
) -> None:
    """Each kind of post the threads are owed (issue 33): a logged move, an offer, and a
    decline, a pause or a resume, once owed longer than a live process takes."""
    moved = await new_game(service)
    await service.games.move(Asked(game_id=moved, asked_by=ALICE), "e5")  # never posted
    offered, answered = await new_game(service), await new_game(service)
    for game in (offered, answered):
        await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
        await service.games.posted(game, 1)
    await service.agreements.propose(Asked(game_id=offered, asked_by=ALICE), "pause")
    later(service, seconds=31)  # past the ping cooldown of alice's asks of bob
    await service.agreements.propose(Asked(game_id=answered, asked_by=ALICE), "takeback")
    await service.agreements.answer(BOB, answered, 1, "takeback", accept=False)
    assert "No failures lately." in said(await service.overview.status(ADMIN)), (
        "owed for less than a live process takes: nothing to look at"
    )
    later(service, minutes=11)
    text = said(await service.overview.status(ADMIN))
    assert (
        "Not yet posted in the games' threads, a while after they were made: one position,"
        " one offer, and one notice (a decline, a pause or a resume)." in text
    ), text
    assert "No failures lately." not in text
