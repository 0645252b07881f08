"""What two services on one database (two processes, or one before and after a restart)
must agree on without telling each other (issue 18): the ping cooldown, and settings
changed in part by both at once. Run on each engine: a SQLite file may be shared by
two processes too.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from datetime import timedelta
from pathlib import Path

import pytest

from service import Asked, NotAllowed, Service, ServiceContext, UserRef
from service.agreements.desk import Proposal
from service.challenges.terms import ChallengeTerms
from service.results import ChallengePosted
from storage import GuildSettings, TimeControl, UserSettings, open_store
from tests.fresh import fresh_database
from tests.service.conftest import ALICE, BOB, Clock
from tests.service.spoken import said
from tests.service.support import new_game

GUILD, LOBBY = 1, 2
ROUNDS = 8

Pair = tuple[Service, Service]


@pytest.fixture(params=["sqlite", "postgresql"])
async def two(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Pair]:
    """Two services, each with its own store, on one fresh database; one clock."""
    async with AsyncExitStack() as stack:
        database = await stack.enter_async_context(
            fresh_database(request, request.param, tmp_path / "shared.db")
        )
        clock = Clock()
        services = []
        for seed in (1, 2):
            store = await open_store(database)
            stack.push_async_callback(store.close)
            services.append(Service(ServiceContext(store, rng=random.Random(seed), clock=clock)))
        for service in services:
            await service.remember(ALICE, "alice")
            await service.remember(BOB, "bob")
        yield services[0], services[1]


def later(service: Service, seconds: float) -> None:
    service.ctx.clock.now += timedelta(seconds=seconds)  # type: ignore[attr-defined]


async def challenge(service: Service, game: str = "pinch", **options: object) -> ChallengePosted:
    return await service.challenges.create(
        guild_id=GUILD,
        channel_id=LOBBY,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options=dict(options)),
    )


# --- the ping cooldown ---------------------------------------------------------------


async def test_the_other_process_refuses_a_second_ping_within_the_cooldown(two: Pair) -> None:
    a, b = two
    game_id = await new_game(a)  # bob accepted: that answers alice's challenge
    await a.games.resign(Asked(game_id=game_id, asked_by=BOB))
    await challenge(a)
    later(a, 10)
    refused = (
        f"You asked <@{BOB}> something 10 s ago; wait 20 s before pinging them again "
        "(one request per 30 s to the same player)."
    )
    with pytest.raises(NotAllowed) as raised:
        await challenge(b)
    assert said(raised.value) == refused
    with pytest.raises(NotAllowed, match="10 s ago; wait 20 s"):
        await b.agreements.rematch(Asked(game_id=game_id, guild_id=GUILD, asked_by=ALICE))
    later(a, 20)
    await challenge(b)  # the full period is over: b lets it through, and a then refuses
    with pytest.raises(NotAllowed, match="0 s ago; wait 30 s"):
        await challenge(a)


async def test_an_answer_in_one_process_lifts_the_cooldown_in_the_other(two: Pair) -> None:
    a, b = two
    posted = await challenge(a)
    await b.challenges.decline(BOB, posted.challenge.id)
    game_id = await new_game(b)  # a new challenge at once, then accepted
    await a.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    offer = await b.agreements.propose(Asked(game_id=game_id, asked_by=ALICE), "takeback")
    assert isinstance(offer, Proposal)
    with pytest.raises(NotAllowed, match="0 s ago"):
        await a.agreements.propose(Asked(game_id=game_id, asked_by=ALICE), "pause")
    await a.agreements.answer(BOB, game_id, offer.ply, "takeback", accept=False)
    pause = await b.agreements.propose(Asked(game_id=game_id, asked_by=ALICE), "pause")
    assert isinstance(pause, Proposal)


async def test_a_refused_request_takes_no_slot_and_a_granted_one_does(two: Pair) -> None:
    a, b = two
    await a.config.update(GUILD, games="les")
    for _ in range(3):
        with pytest.raises(NotAllowed, match="not played in this server"):
            await challenge(a, "pinch")  # refused after the cooldown let it by: no ping
    await challenge(b, "les")
    with pytest.raises(NotAllowed, match="0 s ago"):
        await challenge(a, "les")
    assert len(await a.ctx.store.pending_challenges_for(BOB)) == 1


async def test_a_ping_raced_from_both_processes_goes_out_once(two: Pair) -> None:
    a, b = two
    for _ in range(ROUNDS):
        later(a, 30)
        results = await asyncio.gather(challenge(a), challenge(b), return_exceptions=True)
        posted = [r for r in results if isinstance(r, ChallengePosted)]
        refused = [r for r in results if isinstance(r, NotAllowed)]
        assert len(posted) == 1 and len(refused) == 1, results
        assert "0 s ago; wait 30 s before pinging them again" in str(refused[0])
    assert len(await a.ctx.store.pending_challenges_for(BOB)) == ROUNDS


# --- settings changed in part by both at once ------------------------------------------


async def test_settings_changed_at_once_in_two_processes_keep_both_changes(two: Pair) -> None:
    a, b = two
    for round_ in range(ROUNDS):
        hours = 6 + round_
        mode = ("digest", "dm")[round_ % 2]
        await asyncio.gather(
            a.settings.update(ALICE, notify=mode),
            b.settings.update(ALICE, remind_hours=hours),
            a.settings.update(ALICE, remind_dm=round_ % 2 == 0),
        )
        assert await b.ctx.store.get_user_settings(ALICE) == UserSettings(
            ALICE, notify=mode, remind_dm=round_ % 2 == 0, remind_hours=hours
        )


async def test_a_server_s_config_changed_at_once_in_two_processes_keeps_both(two: Pair) -> None:
    a, b = two
    for round_ in range(ROUNDS):
        days = round_ + 1
        texts = await asyncio.gather(
            a.config.update(GUILD, games="pinch, les"),
            b.config.update(GUILD, vacation_days=days),
            a.config.update(GUILD, hints=round_ % 6),
            b.config.update(GUILD, clock="3d+1d/7d", timeout="claim"),
        )
        assert all(said(text).startswith("Saved.") for text in texts)
        assert await a.ctx.store.get_guild_settings(GUILD) == GuildSettings(
            GUILD,
            allowed_games=("pinch", "les"),
            time_control=TimeControl(3 * 86400, 86400, 7 * 86400, False),
            vacation_days=days,
            hint_level=round_ % 6,
        )
    shown = said(await b.config.update(GUILD, reset="games"))
    assert "all games" in shown and f"{ROUNDS} a year" in shown
