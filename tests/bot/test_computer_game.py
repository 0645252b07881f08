"""Playing the computer and asking for hints on a simulated Discord (issue 8).

These run the bot's real process pool: the computer thinks in a worker process.
"""

from __future__ import annotations

import multiprocessing
import random

import discord
import pytest
import simcord
from simcord.builders import UserHandle

from rules import GAMES
from rules.record import parse_record
from service import UserRef
from service.challenges.terms import ChallengeTerms
from tests.bot.conftest import World


def postboard(world: World) -> UserHandle:
    """The bot's own user, to name as the opponent."""
    return UserHandle(world.env, world.env.backend.bot_user)


def admin(world: World) -> simcord.MemberActor:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("dana"), roles=[mods])


async def computer_replied(world: World) -> None:
    await world.env.bot.computer.idle()


async def test_a_whole_game_against_the_computer_on_discord(world: World) -> None:
    answer = await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=postboard(world),
        game="pinch",
        size=9,
        level=1,
        first="challenger",
    )
    assert answer.ephemeral and "against the computer is on in" in answer.response.content
    thread = world.thread("Pinch #1")
    me = world.env.bot.user.name
    assert thread.name.endswith(f"alice vs {me} (level 1)")
    assert f"<@{world.alice.id}>, you move first" in thread.history()[0].content
    game = await world.env.bot.service.ctx.store.get_game(1)
    rng = random.Random(4)
    for _ in range(60):
        game = await world.env.bot.service.ctx.store.get_game(1)
        if game.status != "active":
            break
        replay = await world.env.bot.service.games.replay_of(game)
        move = str(rng.choice(replay.legal_moves()))
        played = await world.alice.slash(thread, "move", notation=move)
        assert not played.ephemeral, played.response.content
        await computer_replied(world)
    assert game.status == "finished"
    posts = [m.content for m in thread.history()]
    computer_moves = [p for p in posts if p.startswith(f"{me} (level 1) played")]
    alice_moves = [p for p in posts if p.startswith("alice played")]
    assert computer_moves and abs(len(computer_moves) - len(alice_moves)) <= 1
    assert "wins game #1" in posts[-1]
    assert thread._channel.thread_metadata.archived is True
    record = await world.alice.slash(world.lobby, "history", game=1)
    text = (await record.response.attachments[0].read()).decode()
    lines = parse_record(text).moves  # the tags before the header are comments
    state = GAMES["pinch"].initial({"size": 9})
    for line in lines:
        state = GAMES["pinch"].apply(state, GAMES["pinch"].parse_move(state, line))
    assert GAMES["pinch"].outcome(state) is not None


async def test_the_computer_moving_first_plays_at_once(world: World) -> None:
    await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=postboard(world),
        game="plakoto",
        points=1,
        first="opponent",
    )
    await computer_replied(world)
    thread = world.thread("Plakoto #1")
    posts = [m.content for m in thread.history()]
    assert "moves first; its move follows in a moment" in posts[0]
    assert posts[1].startswith(f"{world.env.bot.user.name} (level 3) played")
    assert f"<@{world.alice.id}> to move" in posts[1]
    workers = [p.name for p in multiprocessing.active_children()]
    assert any("PoolWorker" in name for name in workers), "it thought in a worker process"


async def test_a_move_owed_at_a_restart_is_played_after_it(world: World) -> None:
    """The game exists but nobody scheduled the computer (a crash): start-up plays it."""
    bot = world.env.bot
    await bot.service.challenges.play_computer(
        guild_id=world.guild.id,
        channel_id=world.lobby.id,
        challenger=UserRef(world.alice.id),
        computer_id=bot.user.id,
        terms=ChallengeTerms(game="pinch", options={"size": 9}, level=2, first="opponent"),
    )
    await world.restart()
    await computer_replied(world)
    assert world.lobby.history()[-1].content.startswith(f"{bot.user.name} (level 2) played ")


async def test_level_is_only_for_the_computer(world: World) -> None:
    refused = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", level=2
    )
    assert refused.ephemeral and "level is for games against the computer" in (
        refused.response.content
    )


async def test_hints_need_the_server_to_allow_them(world: World) -> None:
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger",
        rated=False,  # rated games never get hints
    )  # fmt: skip
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    refused = await world.alice.slash(thread, "hint")
    assert refused.ephemeral and "Hints are off in this server" in refused.response.content
    saved = await admin(world).slash(world.lobby, "postboard config", hints=2)
    assert "**hints**: up to level 2" in saved.response.content
    above = await world.alice.slash(thread, "hint", level=3)
    assert above.ephemeral and "This server allows hints up to level 2, not level 3" in (
        above.response.content
    )
    hint = await world.alice.slash(thread, "hint", level=2)
    assert hint.ephemeral and "what the level 2 computer would play" in hint.response.content
    move = hint.response.content.split("**")[1]
    assert move in {str(m) for m in GAMES["pinch"].legal_moves(GAMES["pinch"].initial({"size": 9}))}
    notice = thread.history()[-1].content
    assert "asked the computer for a hint at level 2" in notice and move not in notice
    not_yours = await world.bob.slash(thread, "hint")
    assert "not your turn" in not_yours.response.content


@pytest.mark.parametrize("kind", ["draw", "takeback"])
async def test_the_computer_refuses_offers_plainly(world: World, kind: str) -> None:
    await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=postboard(world),
        game="pinch",
        size=9,
        level=1,
        first="challenger",
    )
    thread = world.thread("Pinch #1")
    await world.alice.slash(thread, "move", notation="e5")
    await computer_replied(world)
    refused = await world.alice.slash(thread, kind)
    assert refused.ephemeral
    assert "The computer" in refused.response.content
