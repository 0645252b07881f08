"""Joining and leaving servers on a simulated Discord (issue 32.4): one welcome where the
bot may post, in the server's language; a removal suspends the server's games and a
return lets them go on, each thread told; a removal missed while the bot was offline is
concluded on its next start; the grace over, the hourly sweep purges.

SimCord has no way to add the bot to a server that already has channels, nor to remove
it and add it back: creating a guild announces it as already available, and removing
one drops its channels. So these tests play Discord's own gateway events on the
backend's guild: ``GUILD_CREATE`` without ``unavailable`` (which is how discord.py tells
a join from a server becoming available) and ``GUILD_DELETE`` (a removal).
"""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta

import discord
import pytest
import simcord
from simcord.backend import serializers

from bot.cogs.servers import Servers
from storage.moderation import SERVER_HOLD
from tests.bot.conftest import World

NO_POSTING = discord.PermissionOverwrite(send_messages=False)


async def joined(env: simcord.Env, guild: simcord.GuildHandle) -> None:
    """Discord's event for the bot added to ``guild``, as its channels now are."""
    payload = dict(serializers.guild_create_payload(env.backend, env.backend.guilds[guild.id]))
    del payload["unavailable"]
    env.backend.emit("GUILD_CREATE", payload)
    await env.settle()


async def removed(env: simcord.Env, guild: simcord.GuildHandle) -> None:
    """Discord's event for the bot removed from ``guild`` (the backend keeps it, so that
    the bot can be added back)."""
    env.backend.emit("GUILD_DELETE", {"id": str(guild.id)})
    await env.settle()


async def start_game(world: World) -> simcord.ChannelHandle:
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    await world.alice.slash(thread, "move", notation="e5")
    return thread


async def test_added_to_a_server_it_posts_one_welcome_in_its_language(world: World) -> None:
    env = world.env
    guild = env.create_guild("Spieleabend", preferred_locale="de")
    rules = guild.create_text_channel("rules", overwrites={guild.default_role: NO_POSTING})
    general = guild.create_text_channel("general")
    await env.settle()
    assert general.history() == [], "a server seen at a start is not welcomed"

    await joined(env, guild)

    (welcome,) = general.history()
    assert welcome.content.startswith("👋 Hallo! Ich bin Postboard")
    assert "`/postboard config channel:…`" in welcome.content
    assert "`/help`" in welcome.content and "`README.md`" in welcome.content
    assert len(welcome.content) <= 2000 and rules.history() == [], "not where it may not post"
    await joined(env, guild)
    assert len(general.history()) == 1, "once per server"


async def test_the_welcome_goes_to_the_system_channel_first(world: World) -> None:
    env = world.env
    guild = env.create_guild("Club")
    general = guild.create_text_channel("general")
    news = guild.create_text_channel("news")
    env.backend.guilds[guild.id].system_channel_id = news.id
    await joined(env, guild)
    assert general.history() == [] and len(news.history()) == 1
    assert news.history()[0].content.startswith("👋 Hello! I am Postboard")


async def test_with_nowhere_to_post_it_says_nothing_and_logs_it(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    env = world.env
    guild = env.create_guild("Quiet")
    closed = guild.create_text_channel("closed", overwrites={guild.default_role: NO_POSTING})
    with caplog.at_level(logging.INFO, logger="postboard"):
        await joined(env, guild)
    assert closed.history() == []
    assert f"added to server {guild.id}, with no channel to post its welcome in" in caplog.text


async def test_removed_the_games_wait_and_back_they_go_on(world: World) -> None:
    thread = await start_game(world)
    store = world.env.bot.service.ctx.store
    elsewhere = world.env.create_guild("Elsewhere")
    other_lobby = elsewhere.create_text_channel("games")
    dana = elsewhere.add_member(world.env.create_user("dana"))
    erin = elsewhere.add_member(world.env.create_user("erin"))
    posted = await dana.slash(other_lobby, "challenge", opponent=erin, game="pinch")
    await erin.click(posted.response, label="Accept")

    await removed(world.env, world.guild)

    assert (await store.get_game(1)).hold == SERVER_HOLD
    assert (await store.get_game(2)).hold is None, "another server's game is untouched"
    server = await store.get_server(world.guild.id)
    assert server is not None and server.departed
    before = len(world.lobby.history())

    await joined(world.env, world.guild)

    back = world.lobby.history()[before:]
    assert [m.content for m in back] == [
        "👋 Postboard is back: the game suspended while it was away goes on, its clock "
        "running again."
    ]
    assert any(
        m.content == "Game #1 goes on: Postboard is back in its server." for m in thread.history()
    )
    assert (await store.get_game(1)).hold is None
    await world.bob.slash(thread, "move", notation="d4")
    assert (await store.get_game(1)).ply == 2


async def test_a_server_seen_again_after_an_outage_is_back(world: World) -> None:
    await start_game(world)
    store = world.env.bot.service.ctx.store
    await removed(world.env, world.guild)
    payload = serializers.guild_create_payload(
        world.env.backend, world.env.backend.guilds[world.guild.id]
    )
    world.env.backend.emit("GUILD_CREATE", payload)  # unavailable: False, as after an outage
    await world.env.settle()
    assert (await store.get_game(1)).hold is None
    assert not (await store.get_server(world.guild.id) or pytest.fail()).departed


async def test_a_removal_while_offline_starts_the_grace_and_the_sweep_purges(
    world: World,
) -> None:
    await start_game(world)
    env = world.env
    env.create_guild("Stays")
    gone = env.backend.guilds.pop(world.guild.id)  # removed while no bot was connected
    await world.restart()

    store = env.bot.service.ctx.store
    assert (await store.get_game(1)).hold == SERVER_HOLD
    server = await store.get_server(gone.id)
    assert server is not None and server.departed and server.purge_at is not None
    assert (await store.server_contents(gone.id)).count("games") == 1, "never at once"

    service = env.bot.service
    start = service.ctx.clock()
    service.ctx.clock = lambda: start + timedelta(days=31)
    sweep = env.bot.get_cog("Servers").sweep  # type: ignore[union-attr]
    await sweep()
    assert (await store.server_contents(gone.id)).total == 0
    env.backend.guilds[gone.id] = gone  # the world fixture's checks read its channels


async def test_an_empty_report_concludes_nothing(world: World) -> None:
    await start_game(world)
    env = world.env
    gone = env.backend.guilds.pop(world.guild.id)
    await world.restart()
    assert (await env.bot.service.ctx.store.get_game(1)).hold is None, "no server at all"
    env.backend.guilds[gone.id] = gone


async def test_a_process_answers_for_its_own_shards_servers() -> None:
    """Of a sharded bot, each process compares only the servers Discord tells it of."""

    class Sharded:
        shard_count, shard_ids = 2, [1]

        async def wait_until_ready(self) -> None:
            await asyncio.Event().wait()

    cog = Servers(Sharded())  # type: ignore[arg-type]
    try:
        assert cog._ours((7 << 22) | 5) and not cog._ours(8 << 22)
    finally:
        await cog.cog_unload()
