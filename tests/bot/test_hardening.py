"""The hardening issue on a simulated Discord: names that look like mentions ping nobody (A),
and a DM is not a window into every server's games (B)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import discord
import simcord
from simcord.backend.models.message import Message

from tests.bot.conftest import World

ZWSP = "\u200b"
SYSTEM = {discord.MessageType.thread_created.value}


def readable(text: str) -> str:
    """As Discord shows it: zero-width spaces are invisible, markdown escapes too."""
    return re.sub(r"\\(.)", r"\1", text.replace(ZWSP, ""))


def bot_messages(world: World) -> Iterator[Message]:
    """Everything the bot posted or answered, as SimCord recorded it (pings included);
    not Discord's own notes such as "started a thread", which ping nobody."""
    me = world.env.bot.user
    assert me is not None
    for channel in world.env.backend.messages.values():
        for message in channel.values():
            if message.author_id == me.id and message.type not in SYSTEM:
                yield message


def last_post(thread: simcord.ChannelHandle, world: World) -> Message:
    return world.env.backend.messages[thread.id][thread.history()[-1].id]


async def test_a_name_that_looks_like_a_mention_pings_nobody(world: World):
    carol = world.carol
    mallory = world.guild.add_member(world.env.create_user("mallory"), nick=f"<@{carol.id}>")
    eve = world.guild.add_member(world.env.create_user("eve"), nick="@everyone")
    posted = await mallory.slash(
        world.lobby, "challenge", opponent=eve, game="pinch", size=9, first="challenger"
    )
    await eve.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    assert thread.name.replace(ZWSP, "") == f"Pinch #1 · <@{carol.id}> vs @everyone"
    opening = last_post(thread, world)
    assert set(opening.ping_user_ids) == {mallory.id, eve.id}, "the opening is for both players"

    await mallory.slash(thread, "move", notation="e5")
    post = last_post(thread, world)
    assert readable(post.content).startswith(f"<@{carol.id}> played e5")
    assert post.ping_user_ids == [eve.id], "the player to move is pinged, by id"
    await eve.slash(thread, "move", notation="d4")
    post = last_post(thread, world)
    assert readable(post.content).startswith("@everyone played d4")
    assert post.ping_user_ids == [mallory.id]
    board = await carol.slash(thread, "board")
    assert readable(board.response.content).startswith(f"**Pinch #1 · <@{carol.id}> vs @everyone**")

    messages = list(bot_messages(world))
    assert len(messages) >= 5
    for message in messages:
        assert carol.id not in message.mention_user_ids, message.content
        assert carol.id not in message.ping_user_ids, message.content
        assert "@everyone" not in message.content and "@here" not in message.content
        assert not message.mention_everyone and not message.ping_role_ids, message.content
        policy = message.allowed_mentions  # what the bot asked Discord to ping
        assert not policy.everyone and policy.roles == frozenset(), message.content
        assert policy.users is not None, f"'parse users' pings any mention: {message.content}"
        assert policy.users <= {mallory.id, eve.id}, message.content


async def test_a_dm_shows_only_the_askers_games(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    elsewhere = world.env.create_guild("Elsewhere")
    room = elsewhere.create_text_channel("room")
    dave = elsewhere.add_member(world.env.create_user("dave"))

    for command in ("board", "history"):
        refused = await dave.user.slash(command, game=1)
        missing = await dave.user.slash(command, game=99)
        assert refused.ephemeral and "only show games you play in" in refused.response.content
        assert refused.response.content == missing.response.content.replace("#99", "#1")
        assert not refused.response.attachments
        in_server = await dave.slash(room, command, game=1)
        assert in_server.response.content == "There is no game #1."
    shown = await world.alice.user.slash("board", game=1)
    assert shown.response.content.startswith("**Pinch #1 · alice vs bob**")
    record = await world.bob.user.slash("history", game=1)
    assert record.response.attachments

    linked = f"[#1](https://discord.com/channels/{world.guild.id}/"
    theirs = (await dave.user.slash("games", user=world.alice.user)).response.content
    assert "#1" not in theirs and "no running games with" in theirs
    ours = await world.bob.user.slash("games", user=world.alice.user)
    assert linked in ours.response.content and ") Pinch vs" in ours.response.content
    mine = await world.alice.user.slash("games")
    assert linked in mine.response.content and ") Pinch vs" in mine.response.content
    there = await dave.slash(room, "games", user=dave)
    assert "#1" not in there.response.content
