"""/tournament end to end on a simulated Discord: an admin's round robin joined by three
players, started, each game its own thread, played to the end by /resign, and the
winner announced in the games channel by the sweep with the standings image."""

from __future__ import annotations

import random

import discord
import pytest
import simcord

from bot.app import PostboardBot, create_bot
from tests.bot.conftest import World

SWEEP_MINUTES = 5


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7), sweep_minutes=SWEEP_MINUTES)


def admin(world: World) -> simcord.MemberActor:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("dana"), roles=[mods])


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

    actors = {a.id: a for a in (world.alice, world.bob, world.carol)}
    service = world.env.bot.service
    for thread in threads:
        game = await service.ctx.store.game_for_thread(thread.id)
        assert game is not None
        loser = actors[game.players[1]]
        confirm = await loser.slash(thread, "resign")
        await loser.click(confirm.response, label="Resign")
        assert "resigned" in thread.history()[-1].content

    await world.env.advance_time(SWEEP_MINUTES * 60)
    over = [m for m in world.lobby.history() if "is over" in m.content]
    assert len(over) == 1, [m.content for m in world.lobby.history()]
    assert over[0].attachments and over[0].attachments[0].filename == "tournament-1.png"
    assert (await over[0].attachments[0].read()).startswith(b"\x89PNG")

    shown = await world.carol.slash(world.lobby, "tournament show")
    assert "Tournament #1" in shown.response.content and shown.response.attachments
    listed = await world.carol.slash(world.lobby, "tournament list")
    assert listed.ephemeral and "#1 Pinch round robin" in listed.response.content
    gone = await world.carol.slash(world.lobby, "tournament join", tournament=1)
    assert gone.ephemeral and "is over" in gone.response.content
