"""/tournament end to end on a simulated Discord: an admin's round robin joined by three
players, started, each game its own thread, played to the end, and the winner announced
in the games channel with the standings image the moment the last game ends, however it
ends (a resignation, a winning move, a claim, the clock's sweep): never a sweep later."""

from __future__ import annotations

import random

import discord
import pytest
import simcord

from bot.app import PostboardBot, create_bot
from tests.bot.conftest import SELDOM_OWED_SECONDS, World

SWEEP_MINUTES = 5
HOUR = 3600
# Pinch 9x9: the first player joins ranks 1 and 9 down the e-file (tests/bot/test_endings.py)
WINNING = tuple("e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split())


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(
        database=database,
        rng=random.Random(7),
        sweep_minutes=SWEEP_MINUTES,
        owed_seconds=SELDOM_OWED_SECONDS,  # it leaves no post owed
    )


def admin(world: World) -> simcord.MemberActor:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("dana"), roles=[mods])


def over(world: World) -> list[discord.Message]:
    """The tournament's end as told in the games channel."""
    return [m for m in world.lobby.history() if "is over" in m.content]


def player(world: World, user_id: int) -> simcord.MemberActor:
    return next(a for a in (world.alice, world.bob, world.carol) if a.id == user_id)


async def seats(world: World, thread: simcord.ChannelHandle) -> list[simcord.MemberActor]:
    """The players of the game in ``thread``, first mover first."""
    game = await world.env.bot.service.ctx.store.game_for_thread(thread.id)
    assert game is not None
    return [player(world, user) for user in game.players]


async def resign(world: World, thread: simcord.ChannelHandle) -> None:
    """The second player of the game in ``thread`` resigns it (/resign, then Resign)."""
    loser = (await seats(world, thread))[1]
    confirm = await loser.slash(thread, "resign")
    await loser.click(confirm.response, label="Resign")
    assert "resigned" in thread.history()[-1].content


async def running(world: World, **plan: object) -> list[simcord.ChannelHandle]:
    """A round robin of alice, bob and carol, started now: its three games' threads."""
    dana = admin(world)
    await dana.slash(world.lobby, "tournament create", game="pinch", format="round_robin", **plan)
    for actor in (world.alice, world.bob, world.carol):
        await actor.slash(world.lobby, "tournament join", tournament=1)
    await dana.slash(world.lobby, "tournament start", tournament=1)
    threads = [t for t in world.lobby.threads if t.name.startswith("Pinch #")]
    assert len(threads) == 3
    return threads


async def test_a_round_robin_from_creation_to_its_winner(world: World) -> None:
    dana = admin(world)
    refused = await world.alice.slash(
        world.lobby, "tournament create", game="pinch", format="swiss"
    )
    assert refused.ephemeral and "Only a server admin" in refused.response.content
    created = await dana.slash(
        world.lobby, "tournament create", game="pinch", format="round_robin", size=9, start="2d"
    )
    assert not created.ephemeral
    assert "**Tournament #1: Pinch round robin** is open" in created.response.content

    for player in (world.alice, world.bob, world.carol):
        joined = await player.slash(world.lobby, "tournament join", tournament=1)
        assert joined.ephemeral and "You joined" in joined.response.content
    twice = await world.bob.slash(world.lobby, "tournament join", tournament=1)
    assert twice.ephemeral and "already in Tournament #1" in twice.response.content
    early = await world.carol.slash(world.lobby, "tournament start", tournament=1)
    assert early.ephemeral and "Only a server admin" in early.response.content

    started = await dana.slash(world.lobby, "tournament start", tournament=1)
    assert started.ephemeral
    begun = [m for m in world.lobby.history() if "has begun with 3 players" in m.content]
    assert len(begun) == 1
    threads = [t for t in world.lobby.threads if t.name.startswith("Pinch #")]
    assert len(threads) == 3  # every pair once, all at once

    for thread in threads[:-1]:
        await resign(world, thread)
    assert not over(world), "two of three games ended: nothing is over yet"
    await resign(world, threads[-1])
    assert len(over(world)) == 1, "announced with the last result, not by a sweep"

    await world.env.advance_time(2 * SWEEP_MINUTES * 60)  # the sweeps look again: once
    (told,) = over(world)
    assert told.attachments and told.attachments[0].filename == "tournament-1.png"
    assert (await told.attachments[0].read()).startswith(b"\x89PNG")

    shown = await world.carol.slash(world.lobby, "tournament show")
    assert "Tournament #1" in shown.response.content and shown.response.attachments
    listed = await world.carol.slash(world.lobby, "tournament list")
    assert listed.ephemeral and "#1 Pinch round robin" in listed.response.content
    gone = await world.carol.slash(world.lobby, "tournament join", tournament=1)
    assert gone.ephemeral and "is over" in gone.response.content


async def test_a_winning_move_in_the_last_game_announces_the_winner_at_once(world: World) -> None:
    threads = await running(world, size=9)
    for thread in threads[:-1]:
        await resign(world, thread)
    last = threads[-1]
    first, second = await seats(world, last)
    for ply, notation in enumerate(WINNING):
        mover = first if ply % 2 == 0 else second
        played = await mover.slash(last, "move", notation=notation)
        assert not played.ephemeral, played.response.content
        assert not over(world) or ply == len(WINNING) - 1
    assert "wins game" in last.history()[-1].content
    (told,) = over(world)
    assert f"<@{first.id}>" in told.content and told.attachments


async def test_a_claimed_timeout_in_the_last_game_announces_the_winner_at_once(
    world: World,
) -> None:
    await world.env.advance_time(100)  # the deadline falls between two sweeps
    threads = await running(world, size=9, clock="1h+1h/1h")
    for thread in threads[:-1]:
        await resign(world, thread)
    first, second = await seats(world, threads[-1])
    await world.env.advance_time(HOUR + 60)  # 1 min past the deadline, 4 min before a sweep
    claimed = await second.slash(threads[-1], "claim")
    assert not claimed.ephemeral, claimed.response.content
    (told,) = over(world)
    assert f"<@{second.id}>" in told.content


async def test_a_timeout_by_the_clock_sweep_announces_the_winner_in_that_sweep(
    world: World,
) -> None:
    await world.env.advance_time(100)
    threads = await running(world, size=9, clock="1h+1h/1h")
    for thread in threads[:-1]:
        await resign(world, thread)
    _, second = await seats(world, threads[-1])
    await world.env.advance_time(HOUR + 60)
    assert not over(world)
    await world.env.advance_time(SWEEP_MINUTES * 60)  # the clock sweep after the deadline
    assert "ran out of time" in threads[-1].history()[-1].content
    (told,) = over(world)
    assert f"<@{second.id}>" in told.content


async def test_a_swiss_round_s_last_result_pairs_the_next_round_at_once(world: World) -> None:
    dana = admin(world)
    await dana.slash(
        world.lobby, "tournament create", game="pinch", format="swiss", rounds=2, size=9
    )
    for actor in (world.alice, world.bob, world.carol, dana):
        await actor.slash(world.lobby, "tournament join", tournament=1)
    await dana.slash(world.lobby, "tournament start", tournament=1)
    first = [t for t in world.lobby.threads if t.name.startswith("Pinch #")]
    assert len(first) == 2
    actors = {a.id: a for a in (world.alice, world.bob, world.carol, dana)}
    store = world.env.bot.service.ctx.store
    for thread in first:
        game = await store.game_for_thread(thread.id)
        assert game is not None
        loser = actors[game.players[1]]
        confirm = await loser.slash(thread, "resign")
        await loser.click(confirm.response, label="Resign")
    paired = [m for m in world.lobby.history() if "Round 2 of 2" in m.content]
    assert len(paired) == 1, "paired with the round's last result, not by a sweep"
    assert len([t for t in world.lobby.threads if t.name.startswith("Pinch #")]) == 4
