"""Draw offers, takebacks, pausing, abort and rematch (issue 7), through the service."""

from __future__ import annotations

import asyncio
import inspect
import random
from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path
from typing import TypeVar

import pytest

from bot.words import say as discord_text
from rules.replay import AnyReplay
from service import (
    PLAYER_ERRORS,
    Asked,
    Conflict,
    NotAllowed,
    Proposal,
    Service,
    ServiceContext,
    Settled,
    UserRef,
)
from service.challenges.terms import ChallengeTerms
from service.notices.pings import PING_COOLDOWN
from service.time.clockwork import time_left
from storage.models import OfferRecord
from storage.sqlite import open_store
from tests.service.conftest import ALICE, BOB, Clock
from tests.service.spoken import said
from words import ENGLISH

T = TypeVar("T")


async def new_game(service: Service, game: str = "pletore", **options: object) -> int:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(
            game=game,
            options={"size": 5, "komi": 3} if game == "pletore" else dict(options),
            first="challenger",
        ),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def moves(service: Service, game: int) -> list[str]:
    return [m.notation for m in await service.ctx.store.moves(game)]


async def test_a_draw_offer_is_accepted_with_the_button(service: Service) -> None:
    game = await new_game(service)
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "draw")
    assert isinstance(offer, Proposal) and offer.answer_user_id == BOB
    with pytest.raises(NotAllowed, match="your own offer"):
        await service.agreements.answer(ALICE, game, offer.ply, "draw", accept=True)
    settled = await service.agreements.answer(BOB, game, offer.ply, "draw", accept=True)
    assert settled.update is not None and settled.update.finished
    assert "agreed to a draw" in said(settled.update.text) and "ends in a draw" in said(
        settled.update.text
    )
    assert await moves(service, game) == ["draw"]


async def test_offering_back_accepts_and_a_move_makes_an_offer_stale(service: Service) -> None:
    game = await new_game(service)
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "draw")
    assert isinstance(offer, Proposal)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "c3")
    with pytest.raises(Conflict, match="no longer open"):
        await service.agreements.answer(BOB, game, offer.ply, "draw", accept=True)
    again = await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "draw")
    assert isinstance(again, Proposal), "the old offer lapsed with the move"
    both = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "draw")
    assert isinstance(both, Settled) and both.update is not None and both.update.finished


async def test_pinch_cannot_be_drawn(service: Service) -> None:
    game = await new_game(service, "pinch", size=9)
    with pytest.raises(NotAllowed, match="cannot be drawn"):
        await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "draw")


async def test_a_takeback_undoes_the_requesters_last_move_only(service: Service) -> None:
    game = await new_game(service, "pinch", size=9)
    with pytest.raises(NotAllowed, match="your own move"):
        await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    with pytest.raises(NotAllowed, match="your own move"):
        await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "takeback")
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    assert isinstance(offer, Proposal)
    declined = await service.agreements.answer(BOB, game, offer.ply, "takeback", accept=False)
    assert declined.update is None and "declined" in said(declined.text)
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    assert isinstance(offer, Proposal)
    settled = await service.agreements.answer(BOB, game, offer.ply, "takeback", accept=True)
    assert settled.update is not None and "alice's last move was taken back" in said(
        settled.update.text
    )
    assert await moves(service, game) == ["e5", "takeback"]
    update = await service.games.move(
        Asked(game_id=game, asked_by=ALICE), "d4"
    )  # alice is to move again
    assert "alice played d4" in said(update.text)


async def test_abort_only_before_the_second_move(service: Service) -> None:
    game = await new_game(service, "pinch", size=9)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    update = await service.agreements.abort(Asked(game_id=game, guild_id=1, asked_by=BOB))
    assert update.finished and "aborted" in said(update.text)
    later = await new_game(service, "pinch", size=9)
    await service.games.move(Asked(game_id=later, asked_by=ALICE), "e5")
    await service.games.move(Asked(game_id=later, asked_by=BOB), "d4")
    with pytest.raises(NotAllowed, match="past its first move"):
        await service.agreements.abort(Asked(game_id=later, guild_id=1, asked_by=ALICE))


async def test_an_agreed_pause_freezes_the_clock_until_either_resumes(service: Service) -> None:
    game = await new_game(service, "pinch", size=9)
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
    assert isinstance(offer, Proposal)
    await service.agreements.answer(ALICE, game, offer.ply, "pause", accept=True)
    service.ctx.clock.now += timedelta(days=10)  # type: ignore[attr-defined]
    assert await service.clocks.sweep() == []
    resumed = await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
    assert isinstance(resumed, Settled) and "resumed" in said(resumed.text)
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and time_left(clock, service.ctx.clock()) == 3 * 86400


async def test_a_rematch_swaps_the_seats_and_keeps_the_clock(service: Service) -> None:
    game = await new_game(service, "pinch", size=9)
    with pytest.raises(NotAllowed, match="still running"):
        await service.agreements.rematch(Asked(game_id=game, guild_id=1, asked_by=BOB))
    await service.games.resign(Asked(game_id=game, asked_by=ALICE))
    posted = await service.agreements.rematch(Asked(game_id=game, guild_id=1, asked_by=BOB))
    assert posted.challenge.challenger_id == BOB and posted.challenge.first == "challenger"
    assert posted.challenge.options == {"size": 9}
    assert "3d + 1d per move, cap 7d" in discord_text(posted.text, ENGLISH)
    started = await service.challenges.accept(ALICE, posted.challenge.id)
    assert started.game.players == (BOB, ALICE)


async def position(service: Service, game: int) -> AnyReplay:
    return await service.games.replay_of(await service.ctx.store.get_game(game))


async def take_back(service: Service, game: int, asker: int, answerer: int) -> Settled:
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=asker), "takeback")
    assert isinstance(offer, Proposal)
    return await service.agreements.answer(answerer, game, offer.ply, "takeback", accept=True)


async def test_a_plakoto_takeback_keeps_the_roll_the_opponent_was_shown(service: Service) -> None:
    game = await new_game(service, "plakoto", match_length=1)
    replay = await position(service, game)
    mover = (ALICE, BOB)[replay.to_move]
    other = ALICE if mover == BOB else BOB
    dice, turns = replay.state.dice, [str(t) for t in replay.legal_moves()]
    await service.games.move(Asked(game_id=game, asked_by=mover), turns[0])
    shown = (await moves(service, game))[-1]
    assert shown.startswith("roll ")
    for turn in turns[1:4]:  # ask again and again: never a fresh roll
        settled = await take_back(service, game, mover, other)
        replay = await position(service, game)
        assert replay.to_move == (ALICE, BOB).index(mover) and replay.state.dice == dice
        update = await service.games.move(Asked(game_id=game, asked_by=mover), turn)
        assert (await moves(service, game))[-1] == shown, "the roll already shown stays"
        assert f"🎲 {shown}" in said(update.text)
        assert settled.update is not None and f"{shown} stays" in said(settled.update.text)


async def test_plakoto_abort_is_refused_once_your_own_dice_were_shown(service: Service) -> None:
    game = await new_game(service, "plakoto", match_length=1)
    replay = await position(service, game)
    mover = (ALICE, BOB)[replay.to_move]
    other = ALICE if mover == BOB else BOB
    with pytest.raises(NotAllowed, match="dice"):  # the starter has seen their first roll
        await service.agreements.abort(Asked(game_id=game, guild_id=1, asked_by=mover))
    await service.games.move(Asked(game_id=game, asked_by=mover), str(replay.legal_moves()[0]))
    with pytest.raises(NotAllowed, match="dice"):  # now the other has seen theirs
        await service.agreements.abort(Asked(game_id=game, guild_id=1, asked_by=other))
    await take_back(service, game, mover, other)
    with pytest.raises(NotAllowed, match="dice"):  # and a takeback does not unsee them
        await service.agreements.abort(Asked(game_id=game, guild_id=1, asked_by=other))

    fresh = await new_game(service, "plakoto", match_length=1)
    waiting = (BOB, ALICE)[(await position(service, fresh)).to_move]
    update = await service.agreements.abort(Asked(game_id=fresh, guild_id=1, asked_by=waiting))
    assert update.finished and "aborted" in said(update.text), (
        "no dice of theirs yet: abort is fine"
    )


async def test_a_plateau_takeback_cannot_undo_a_move_that_showed_a_face(service: Service) -> None:
    game = await new_game(service, "plateau")
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "open a1 xx rb")
    with pytest.raises(NotAllowed, match="revealed a hidden face"):
        await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    await service.games.move(Asked(game_id=game, asked_by=BOB), "open d4 bb ox")
    await service.games.move(
        Asked(game_id=game, asked_by=ALICE), "m a1 b1"
    )  # the whole stack: nothing shown
    settled = await take_back(service, game, ALICE, BOB)
    assert settled.update is not None and await moves(service, game) == [
        "open a1 xx rb",
        "open d4 bb ox",
        "m a1 b1",
        "takeback",
    ]
    await service.games.move(
        Asked(game_id=game, asked_by=ALICE), "m a1 b1-1 c1"
    )  # drops a hidden piece
    ply = (await service.ctx.store.get_game(game)).ply
    stamp = service.ctx.clock()
    await service.ctx.store.put_offer(OfferRecord(game, "takeback", 0, ply, stamp))
    with pytest.raises(NotAllowed, match="revealed a hidden face"):  # an offer already standing
        await service.agreements.answer(BOB, game, ply, "takeback", accept=True)
    assert (await moves(service, game))[-1] == "m a1 b1-1 c1"


# --- pausing while a move lands (hardening item 8) --------------------------------


class Held:
    """Wraps one store method: its first call waits at ``reached`` until ``go`` is set, so
    another request can land between the service's read and its write."""

    def __init__(self, method: Callable[..., Awaitable[object]]) -> None:
        self.method = method
        self.reached, self.go = asyncio.Event(), asyncio.Event()
        self.calls = 0

    async def __call__(self, *args: object, **kwargs: object) -> object:
        self.calls += 1
        if self.calls == 1:
            self.reached.set()
            await self.go.wait()
        return await self.method(*args, **kwargs)


async def held_until(held: Held, call: Awaitable[T], meanwhile: Awaitable[object]) -> T:
    """Start ``call``; once it reaches the held write, run ``meanwhile``, then let it go on."""
    task = asyncio.ensure_future(call)
    await asyncio.wait_for(held.reached.wait(), 5)
    await meanwhile
    held.go.set()
    return await task


async def test_a_pause_agreed_as_a_move_lands_changes_nothing_and_says_so(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await new_game(service, "pinch", size=9)
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
    assert isinstance(offer, Proposal)
    held = Held(service.ctx.store.put_clock)
    monkeypatch.setattr(service.ctx.store, "put_clock", held)
    accepting = service.agreements.answer(ALICE, game, offer.ply, "pause", accept=True)
    with pytest.raises(Conflict, match=rf"Game #{game} moved on .*nothing was changed"):
        await held_until(
            held, accepting, service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
        )
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and not clock.paused and clock.ply == 1
    assert await moves(service, game) == ["e5"], "the move stands"


async def test_a_resume_as_a_move_lands_resumes_the_clock_after_that_move(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await new_game(service, "pinch", size=9)
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
    assert isinstance(offer, Proposal)
    await service.agreements.answer(ALICE, game, offer.ply, "pause", accept=True)
    held = Held(service.ctx.store.put_clock)
    monkeypatch.setattr(service.ctx.store, "put_clock", held)
    resuming = service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
    resumed = await held_until(
        held, resuming, service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    )
    assert isinstance(resumed, Settled) and "resumed" in said(resumed.text)
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and not clock.paused and clock.ply == 1
    assert clock.running_seat == 1 and clock.deadline_at is not None, "bob's time runs"


class Jittery:
    """The store, with a random number of event-loop yields around every call."""

    def __init__(self, store: object, rng: random.Random) -> None:
        self._store, self._rng = store, rng

    def __getattr__(self, name: str) -> object:
        method = getattr(self._store, name)
        if not inspect.iscoroutinefunction(method):
            return method

        async def jittered(*args: object, **kwargs: object) -> object:
            for _ in range(self._rng.randrange(4)):
                await asyncio.sleep(0)
            result = await method(*args, **kwargs)
            for _ in range(self._rng.randrange(4)):
                await asyncio.sleep(0)
            return result

        return jittered


PAUSE_TRIALS = 60


async def test_pause_and_resume_racing_moves_only_ever_answer_players(tmp_path: Path) -> None:
    """Hardening item 8: over many random interleavings of /pause (its acceptance, or a
    resume) with a move at the same ply, every failure is a sentence for the player
    (no apology, no traceback) and the clock always agrees with the log."""
    store = await open_store(tmp_path / "race.db")
    rng = random.Random(8)
    service = Service(ServiceContext(Jittery(store, rng), rng=random.Random(1), clock=Clock()))  # type: ignore[arg-type]
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    bugs: list[BaseException] = []
    answered = 0
    try:
        for trial in range(PAUSE_TRIALS):
            service.ctx.clock.now += PING_COOLDOWN  # type: ignore[attr-defined]
            game = await new_game(service, "pinch", size=9)
            offer = await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
            assert isinstance(offer, Proposal)
            if trial % 2:  # a resume racing the move instead
                await service.agreements.answer(ALICE, game, offer.ply, "pause", accept=True)
                pausing = service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
            else:
                pausing = service.agreements.answer(ALICE, game, offer.ply, "pause", accept=True)
            moving = service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
            racing = (pausing, moving) if rng.random() < 0.5 else (moving, pausing)
            results = await asyncio.gather(*racing, return_exceptions=True)
            for result in results:
                if isinstance(result, PLAYER_ERRORS):
                    answered += 1
                elif isinstance(result, BaseException):
                    bugs.append(result)
            clock = await store.get_clock(game)
            ply = (await store.get_game(game)).ply
            assert clock is not None and clock.ply == ply
    finally:
        await store.close()
    assert bugs == [], f"{len(bugs)} of {PAUSE_TRIALS} trials got an apology: {bugs[:3]!r}"


async def test_a_pause_agreed_while_a_move_is_being_written_holds_and_the_move_is_resent(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The move read the running clock; the pause landed before its write. Exactly one
    wins: the pause both players were told of holds, and the move is refused unplayed."""
    game = await new_game(service, "pinch", size=9)
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
    assert isinstance(offer, Proposal)
    held = Held(service.ctx.store.append_move)
    monkeypatch.setattr(service.ctx.store, "append_move", held)
    accepting = service.agreements.answer(ALICE, game, offer.ply, "pause", accept=True)
    moving = service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    with pytest.raises(Conflict, match="nothing was played"):
        await held_until(held, moving, accepting)
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and clock.paused, "the pause both players were told of holds"
    assert await moves(service, game) == []
    again = await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    assert "alice played e5" in said(again.text)
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and clock.paused and clock.ply == 1, "a move keeps the pause"


# --- ping cooldown (hardening item 10) ---------------------------------------------


def later_by(service: Service, seconds: float) -> None:
    service.ctx.clock.now += timedelta(seconds=seconds)  # type: ignore[attr-defined]


async def test_a_second_unanswered_ping_to_the_same_player_waits_out_the_cooldown(
    service: Service,
) -> None:
    game = await new_game(service, "pinch", size=9)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    assert isinstance(offer, Proposal)
    later_by(service, 10)
    with pytest.raises(NotAllowed) as waiting:
        await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "pause")
    assert f"You asked <@{BOB}> something 10 s ago; wait 20 s" in said(waiting.value)
    with pytest.raises(NotAllowed, match="wait 20 s"):  # a challenge pings too
        await service.challenges.create(
            guild_id=1,
            channel_id=2,
            challenger=UserRef(ALICE),
            opponent=UserRef(BOB),
            terms=ChallengeTerms(game="pinch", options={"size": 9}),
        )
    assert [o.kind for o in await service.ctx.store.offers_for(game)] == ["takeback"]
    other_way = await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
    assert isinstance(other_way, Proposal), "the cooldown is per asker and target"
    later_by(service, 20)
    again = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    assert isinstance(again, Proposal)


async def test_an_answer_lifts_the_cooldown_and_a_rematch_is_a_ping(service: Service) -> None:
    game = await new_game(service, "pinch", size=9)  # bob accepted: alice may ask at once
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    offer = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    assert isinstance(offer, Proposal)
    await service.agreements.answer(BOB, game, offer.ply, "takeback", accept=False)
    again = await service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "takeback")
    assert isinstance(again, Proposal), "bob answered, so asking again is no burst"
    await service.games.resign(Asked(game_id=game, asked_by=BOB))
    later_by(service, 30)
    await service.agreements.rematch(Asked(game_id=game, guild_id=1, asked_by=ALICE))
    with pytest.raises(NotAllowed, match="wait 30 s before pinging them again"):
        await service.agreements.rematch(Asked(game_id=game, guild_id=1, asked_by=ALICE))
