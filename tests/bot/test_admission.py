"""Issue 18 item 6: under overload a move is still answered in time, and the queue is bounded.

The door itself (``Admission``) is tested on plain asyncio with moves that take as
long as the test says; then on the simulated Discord with the service's moves held
back, as a database under load holds them: the mover is acknowledged privately at
once, the board still reaches the thread, and a move past the bound is refused
unplayed with a sentence.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import discord
import pytest

from bot.admission import Admission, AdmissionLimits, Busy
from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game


class Acknowledgements:
    def __init__(self) -> None:
        self.times: list[float] = []

    async def __call__(self) -> None:
        self.times.append(asyncio.get_running_loop().time())


def held(gate: asyncio.Event, value: str = "played") -> Callable[[], Awaitable[str]]:
    async def work() -> str:
        await gate.wait()
        return value

    return work


async def test_an_idle_process_answers_with_the_move_itself() -> None:
    door = Admission(AdmissionLimits(running=1, waiting=1, grace=5))
    said = Acknowledgements()
    assert await door.admit(held(_open()), said) == "played"
    assert said.times == [] and door.in_hand == 0


async def test_a_move_slower_than_the_grace_is_acknowledged_after_the_grace() -> None:
    door = Admission(AdmissionLimits(running=1, waiting=1, grace=0.05))
    said, gate = Acknowledgements(), asyncio.Event()
    began = asyncio.get_running_loop().time()
    playing = asyncio.ensure_future(door.admit(held(gate), said))
    await asyncio.sleep(0.2)
    assert len(said.times) == 1 and 0.04 <= said.times[0] - began < 0.2
    gate.set()
    assert await playing == "played" and len(said.times) == 1


async def test_a_move_that_must_wait_is_acknowledged_before_it_waits() -> None:
    door = Admission(AdmissionLimits(running=1, waiting=2, grace=5))
    first_gate, second_gate = asyncio.Event(), asyncio.Event()
    first, second = Acknowledgements(), Acknowledgements()
    playing = asyncio.ensure_future(door.admit(held(first_gate, "first"), first))
    await asyncio.sleep(0)
    began = asyncio.get_running_loop().time()
    waiting = asyncio.ensure_future(door.admit(held(second_gate, "second"), second))
    await asyncio.sleep(0.01)
    assert first.times == [] and len(second.times) == 1
    assert second.times[0] - began < 0.01 and door.in_hand == 2
    first_gate.set()
    second_gate.set()
    assert await asyncio.gather(playing, waiting) == ["first", "second"]
    assert door.in_hand == 0


async def test_past_the_bound_a_move_is_refused_unplayed_and_the_bound_frees_up() -> None:
    door = Admission(AdmissionLimits(running=1, waiting=1, grace=5))
    gate, ran = asyncio.Event(), []

    async def counted() -> str:
        ran.append(1)
        return "late"

    held_moves = [asyncio.ensure_future(door.admit(held(gate))) for _ in range(2)]
    await asyncio.sleep(0)
    with pytest.raises(Busy, match="2 moves are being played here.*not played"):
        await door.admit(counted)
    assert ran == [] and door.refuses()
    gate.set()
    await asyncio.gather(*held_moves)
    assert await door.admit(counted) == "late" and ran == [1]


async def test_a_failing_move_gives_its_place_back() -> None:
    door = Admission(AdmissionLimits(running=1, waiting=0, grace=5))

    async def refused() -> str:
        raise ValueError("not a move")

    for _ in range(3):
        with pytest.raises(ValueError):
            await door.admit(refused)
    assert door.in_hand == 0 and not door.refuses()


# --- on the simulated Discord --------------------------------------------------------
# SimCord runs one operation at a time and its timers in its own time, so the moves
# already in hand are stood in by work admitted straight through the bot's door.


def occupy(world: World, limits: AdmissionLimits) -> tuple[Admission, asyncio.Event, Any]:
    """A fresh door on the bot with one move in hand, held until the returned gate opens."""
    door = world.env.bot.admission = Admission(limits)
    gate = asyncio.Event()
    in_hand = asyncio.ensure_future(door.admit(held(gate)))
    return door, gate, in_hand


async def test_a_move_that_must_wait_is_acknowledged_privately_and_its_board_still_posted(
    world: World,
) -> None:
    _, thread = await start_game(world)
    door, gate, in_hand = occupy(world, AdmissionLimits(running=1, waiting=1, grace=5))
    await asyncio.sleep(0)
    admit = door.admit

    async def freeing_once_acknowledged(work: Any, acknowledge: Any = None, **age: Any) -> Any:
        async def acknowledged() -> None:
            await acknowledge()
            gate.set()  # the move ahead finishes only after this one was acknowledged

        return await admit(work, acknowledged, **age)

    door.admit = freeing_once_acknowledged  # type: ignore[method-assign]
    result = await world.alice.slash(thread, "move", notation="e5")
    assert gate.is_set() and await in_hand == "played"
    assert result.ephemeral, "acknowledged privately, answered by the follow-up"
    assert result.response is not None and result.response.content.startswith("Played in <#")
    posted = thread.history()[-1]
    assert posted.content.startswith(f"alice played e5 — <@{world.bob.id}> to move.")
    assert posted.attachments and posted.attachments[0].filename.endswith(".png")


async def test_a_move_past_the_bound_is_refused_with_a_sentence_and_not_played(
    world: World,
) -> None:
    _, thread = await start_game(world)
    _, gate, in_hand = occupy(world, AdmissionLimits(running=1, waiting=0, grace=5))
    await asyncio.sleep(0)
    refused = await world.alice.slash(thread, "move", notation="e5")
    assert refused.ephemeral and refused.response is not None
    assert "busy right now" in refused.response.content
    assert "not played" in refused.response.content
    assert await world.env.bot.service.ctx.store.moves(1) == []
    gate.set()
    await in_hand
    played = await world.alice.slash(thread, "move", notation="e5")
    assert not played.ephemeral, "with the door free again the move is played as usual"
    assert [m.notation for m in await world.env.bot.service.ctx.store.moves(1)] == ["e5"]


async def test_autocomplete_offers_the_moves_while_every_slot_is_taken(world: World) -> None:
    """Issue 28 item 3: with the four slots busy and moves waiting behind them, the player
    to move is still shown their legal moves (it was nothing, 104 of 398 times at six
    players acting at once); a suggestion takes no slot and waits for none."""
    _, thread = await start_game(world)
    offered = await world.alice.autocomplete(thread, "move", "notation", "e")
    assert offered
    door = world.env.bot.admission = Admission(AdmissionLimits(grace=5))
    gate = asyncio.Event()
    in_hand = [asyncio.ensure_future(door.admit(held(gate))) for _ in range(6)]
    await asyncio.sleep(0)
    assert door.in_hand == 6 > door.limits.running
    assert await world.alice.autocomplete(thread, "move", "notation", "e") == offered
    assert door.in_hand == 6, "nothing was admitted for the suggestion"
    gate.set()
    await asyncio.gather(*in_hand)


async def test_autocomplete_offers_nothing_when_a_move_would_be_refused(world: World) -> None:
    """Real overload: as many moves in hand as the door holds."""
    _, thread = await start_game(world)
    _, gate, in_hand = occupy(world, AdmissionLimits(running=1, waiting=0, grace=5))
    await asyncio.sleep(0)
    assert await world.alice.autocomplete(thread, "move", "notation", "e") == []
    gate.set()
    await in_hand
    assert await world.alice.autocomplete(thread, "move", "notation", "e")


async def test_an_autocomplete_too_old_at_the_door_offers_nothing_while_moves_are_in_hand(
    world: World,
) -> None:
    """The machine is starved (the interaction took ``too_late`` to get here) and this
    process has moves to play: the suggestion is shed, as a move would be; an idle
    process still answers it."""
    _, thread = await start_game(world)
    limits = AdmissionLimits(grace=5, too_late=1.5)
    late = lambda: discord.utils.utcnow() + timedelta(seconds=2)  # noqa: E731
    door = world.env.bot.admission = Admission(limits, now=late)
    assert await world.alice.autocomplete(thread, "move", "notation", "e"), "idle: answered"
    gate = asyncio.Event()
    in_hand = asyncio.ensure_future(door.admit(held(gate)))
    await asyncio.sleep(0)
    assert await world.alice.autocomplete(thread, "move", "notation", "e") == []
    gate.set()
    await in_hand


class Aged:
    """A clock for the door that is ``lag`` seconds past an interaction's stamp."""

    def __init__(self) -> None:
        self.sent = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)
        self.lag = 0.0

    def __call__(self) -> datetime:
        return self.sent + timedelta(seconds=self.lag)


async def test_an_interaction_that_arrives_late_is_acknowledged_before_it_is_played() -> None:
    """Several processes on one machine: this one is idle, but the interaction took long
    to reach its door because the machine is starved; it is acknowledged at once."""
    clock = Aged()
    door = Admission(AdmissionLimits(running=4, waiting=4, grace=5, hurry=0.5), now=clock)
    said = Acknowledgements()
    clock.lag = 0.4
    assert await door.admit(held(_open()), said, sent_at=clock.sent) == "played"
    assert said.times == [], "young enough: answered with the move itself"
    clock.lag = 0.6
    assert await door.admit(held(_open()), said, sent_at=clock.sent) == "played"
    assert len(said.times) == 1


async def test_a_move_too_old_at_the_door_is_refused_only_when_others_are_in_hand() -> None:
    """Refusing costs one small answer where playing costs the move's CPU: an old move
    is refused while this process has work, and played (acknowledged first) when idle."""
    clock = Aged()
    limits = AdmissionLimits(running=4, waiting=4, grace=5, hurry=0.5, too_late=1.5)
    door = Admission(limits, now=clock)
    said = Acknowledgements()
    clock.lag = 2.0
    assert await door.admit(held(_open()), said, sent_at=clock.sent) == "played"
    assert len(said.times) == 1 and door.in_hand == 0
    gate = asyncio.Event()
    ahead = asyncio.ensure_future(door.admit(held(gate)))
    await asyncio.sleep(0)
    with pytest.raises(Busy, match="not played"):
        await door.admit(held(_open()), said, sent_at=clock.sent)
    clock.lag = 1.0
    assert await door.admit(held(_open()), said, sent_at=clock.sent) == "played"
    gate.set()
    assert await ahead == "played" and door.in_hand == 0


def _open() -> asyncio.Event:
    gate = asyncio.Event()
    gate.set()
    return gate
