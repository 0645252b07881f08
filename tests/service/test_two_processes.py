"""Two bot processes on one PostgreSQL database (issue 18): nothing doubled, nothing stale.

Each ``Service`` here is what one process holds: its own ``PostgresStore`` (its own
pool) through ``open_service``, its own caches, on the same database. They share only
the injected clock, so "both sweep at the same moment" is exact. Races are started with
``asyncio.gather``, many rounds each: every round, exactly one side may win.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from datetime import timedelta

import pytest

from service import Asked, Conflict, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.results import GameUpdate
from storage.models import MailIntent, UserSettings
from tests.service.conftest import ALICE, BOB, Pair
from tests.service.spoken import said
from tests.service.support import later, new_game

GUILD = 1
ROUNDS = 25


async def _to_move_and_choices(
    service: Service, game_id: int, rng: random.Random
) -> tuple[int, int, list[str]]:
    game = await service.ctx.store.get_game(game_id)
    replay = await service.games.replay_of(game)
    seat = replay.to_move
    assert isinstance(seat, int)
    legal = [str(m) for m in replay.legal_moves() if str(m) != "pass"]
    return game.players[seat], game.ply, rng.sample(legal, 2)


# --- 1. a move raced at one ply --------------------------------------------------------


async def test_a_move_raced_from_both_processes_lands_once(two: Pair) -> None:
    a, b = two
    game_id = await new_game(a)
    rng = random.Random(7)
    winners: list[str] = []
    for _ in range(ROUNDS):
        user, ply, (mine, theirs) = await _to_move_and_choices(a, game_id, rng)
        results = await asyncio.gather(
            a.games.move(Asked(game_id=game_id, asked_by=user), mine, expected_ply=ply),
            b.games.move(Asked(game_id=game_id, asked_by=user), theirs, expected_ply=ply),
            return_exceptions=True,
        )
        landed = [r for r in results if isinstance(r, GameUpdate)]
        refused = [r for r in results if isinstance(r, Conflict)]
        assert len(landed) == 1 and len(refused) == 1, results
        assert "Nothing was played" in str(refused[0]) or "nothing was played" in str(refused[0])
        winners.append(mine if results[0] is landed[0] else theirs)
    moves = await a.ctx.store.moves(game_id)
    assert [m.ply for m in moves] == list(range(1, ROUNDS + 1)), "no gap, no double"
    assert [m.notation for m in moves] == winners
    for service in two:
        assert (await service.ctx.store.get_game(game_id)).ply == ROUNDS


async def test_a_move_raced_without_an_expected_ply_lands_once(two: Pair) -> None:
    """The same from typed moves (no ply given): the loser hears the stale-ply answer
    or, having read after the winner, that it is not their turn; never both in the log."""
    a, b = two
    game_id = await new_game(a)
    rng = random.Random(8)
    for round_ in range(ROUNDS):
        user, _, (mine, theirs) = await _to_move_and_choices(a, game_id, rng)
        results = await asyncio.gather(
            a.games.move(Asked(game_id=game_id, asked_by=user), mine),
            b.games.move(Asked(game_id=game_id, asked_by=user), theirs),
            return_exceptions=True,
        )
        landed = [r for r in results if isinstance(r, GameUpdate)]
        assert len(landed) == 1, results
        assert all(isinstance(r, GameUpdate | Conflict) or "turn" in str(r) for r in results)
        assert len(await a.ctx.store.moves(game_id)) == round_ + 1


# --- 2. nothing stale from a cache -----------------------------------------------------


async def test_the_other_process_sees_a_move_made_elsewhere(two: Pair) -> None:
    a, b = two
    game_id = await new_game(a)
    before = await b.games.board(Asked(game_id=game_id))  # b caches ply 0
    await a.games.board(Asked(game_id=game_id))
    await a.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    after = await b.games.board(Asked(game_id=game_id))
    assert (before.ply, after.ply) == (0, 1)
    assert after.text == (await a.games.board(Asked(game_id=game_id))).text
    assert after.text != before.text
    later(a, hours=1)
    update = await b.games.move(
        Asked(game_id=game_id, asked_by=BOB), "d4"
    )  # b's cache was at ply 0
    assert update.game.ply == 2
    assert [m.notation for m in await a.ctx.store.moves(game_id)] == ["e5", "d4"]
    game = await b.ctx.store.get_game(game_id)
    assert (await b.games.replay_of(game)).plies == 2
    # a's cache is the stale one now: its next move must be on top of d4.
    await a.games.move(Asked(game_id=game_id, asked_by=ALICE), "c3")
    assert [m.notation for m in await b.ctx.store.moves(game_id)] == ["e5", "d4", "c3"]
    clock = await b.ctx.store.get_clock(game_id)
    assert clock is not None and clock.ply == 3 and clock.running_seat == 1


async def test_a_move_replayed_from_a_stale_cache_is_refused_not_played_twice(two: Pair) -> None:
    """b last saw ply 0; a played there. b's player sending the same square for the same
    ply is told the game moved on (the cached ply is not trusted)."""
    a, b = two
    game_id = await new_game(a)
    await b.games.board(Asked(game_id=game_id))
    await a.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5", expected_ply=0)
    with pytest.raises(Conflict, match="at ply 1 now"):
        await b.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5", expected_ply=0)
    assert [m.notation for m in await a.ctx.store.moves(game_id)] == ["e5"]


# --- 3. timed jobs, swept by both at once ----------------------------------------------


async def _games(service: Service, count: int) -> list[int]:
    return [await new_game(service) for _ in range(count)]


async def test_reminders_and_timeouts_are_acted_on_once(two: Pair) -> None:
    a, b = two
    games = await _games(a, 6)
    later(a, days=2, hours=1)  # 23 h left for alice everywhere: reminders
    swept = await asyncio.gather(a.clocks.sweep(), b.clocks.sweep())
    reminders = Counter(n.game.id for side in swept for n in side)
    assert reminders == Counter(games), swept
    assert await a.ctx.store.mail_waiting() >= 0
    later(a, days=1)  # past every deadline: timeouts (the standard clock times out itself)
    swept = await asyncio.gather(a.clocks.sweep(), b.clocks.sweep())
    timeouts = Counter(n.game.id for side in swept for n in side)
    assert timeouts == Counter(games), swept
    for game_id in games:
        game = await a.ctx.store.get_game(game_id)
        assert game.status != "active"
        assert len(await a.ctx.store.moves(game_id)) == 1, "one timeout entry"
    assert not any(await asyncio.gather(a.clocks.sweep(), b.clocks.sweep()))


async def test_a_timeout_for_a_ply_already_moved_on_from_is_refused(two: Pair) -> None:
    """The sweep in one process read alice's clock as run out at ply 0; meanwhile alice
    moved (in the other process). The timeout must not land on bob's turn."""
    a, b = two
    game_id = await new_game(a)
    later(a, hours=1)
    await b.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    with pytest.raises(Conflict, match="at ply 1 now"):
        await a.games.time_out(game_id, 0, expected_ply=0)
    assert [m.notation for m in await a.ctx.store.moves(game_id)] == ["e5"]
    assert (await a.ctx.store.get_game(game_id)).status == "active"


async def test_expiries_without_auto_timeout_are_told_once(two: Pair) -> None:
    a, b = two
    games = []
    for _ in range(6):
        games.append(await new_game(a, timeout="claim"))
    later(a, days=3, minutes=1)
    swept = await asyncio.gather(a.clocks.sweep(), b.clocks.sweep())
    told = Counter(n.game.id for side in swept for n in side if "time is up" in said(n.text))
    assert told == Counter(games), swept


async def test_challenges_expire_once(two: Pair) -> None:
    a, b = two
    ids = []
    for _ in range(8):
        posted = await a.challenges.create(
            guild_id=GUILD,
            channel_id=2,
            challenger=UserRef(ALICE),
            opponent=UserRef(BOB),
            terms=ChallengeTerms(game="pinch", options={}, expires_in=timedelta(hours=2)),
        )
        await a.challenges.cooldown.answered(ALICE, BOB)  # the ping cooldown: not under test
        ids.append(posted.challenge.id)
    later(a, hours=2)
    closed = await asyncio.gather(a.challenges.expire_due(), b.challenges.expire_due())
    assert Counter(c.challenge.id for side in closed for c in side) == Counter(ids)


async def test_daily_digests_go_out_once(two: Pair) -> None:
    a, b = two
    readers = (ALICE, BOB)
    for user in readers:
        await a.ctx.store.put_user_settings(UserSettings(user, notify="digest"))
    for _ in range(3):  # alice to move in each: a digest for her; bob's come after
        await new_game(a)
    bob_waits = await new_game(a)
    await a.games.move(Asked(game_id=bob_waits, asked_by=ALICE), "e5")
    for _ in range(ROUNDS):
        later(a, days=1, minutes=1)
        sent = await asyncio.gather(a.digests.due(), b.digests.due())
        counted = Counter(d.user_id for side in sent for d in side)
        assert counted == Counter(readers), sent


async def test_vacations_end_once(two: Pair) -> None:
    a, b = two
    await a.ctx.store.update_guild_settings(GUILD, vacation_days=1)
    games = await _games(a, 3)
    await a.vacations.start(ALICE, GUILD)
    later(a, days=1, hours=1)
    sent = await asyncio.gather(a.vacations.sweep(), b.vacations.sweep())
    personal = Counter(n.user_id for side in sent for n in side if n.game is None)
    in_game = Counter(n.game.id for side in sent for n in side if n.game is not None)
    assert personal == Counter([ALICE]), sent
    assert in_game == Counter(games), sent
    assert await a.ctx.store.ongoing_vacation(ALICE) is None


# --- 4. the mail queue -----------------------------------------------------------------


async def test_each_queued_mail_is_claimed_by_one_process(two: Pair) -> None:
    a, b = two
    count = 60
    intents = [
        MailIntent(ALICE, "notice", address=f"a{i}@example.org", only_if_wanted=False)
        for i in range(count)
    ]
    assert await a.mailbox.queue(intents) == count
    claimed: list[int] = []
    for _ in range(count):
        batch = await asyncio.gather(
            a.mailbox.claim(timedelta(minutes=5), 7), b.mailbox.claim(timedelta(minutes=5), 7)
        )
        got = [m.id for side in batch for m in side]
        if not got:
            break
        claimed += got
    assert sorted(claimed) == sorted(set(claimed)), "no mail claimed twice"
    assert len(claimed) == count
