"""The server's list of games on the web from Discord (issue 35, item 12): the bot notes who
can read each game's channel, and admins turn the list off or replace its link.

Before: the list showed every game of the server, private channels' included, under a
key no one could change, and /postboard config had no say in it.
"""

from __future__ import annotations

import random

import discord
import pytest
import simcord
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from bot.app import PostboardBot, create_bot
from bot.visibility import everyone_reads
from service import NotFound
from tests.bot.conftest import World
from tests.bot.test_vacation_settings_config import admin, start_game

SITE = "https://play.example.org"
HIDDEN = discord.PermissionOverwrite(view_channel=False)
SEEN = discord.PermissionOverwrite(view_channel=True, send_messages=True)


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7), public_url=SITE)


async def listed(world: World) -> list[int]:
    """The game numbers the server's list shows now, as the web site reads it."""
    desk = world.env.bot.service.spectators
    games = await desk.server(world.guild.id, await desk.server_key(world.guild.id))
    return [game.id for game in games.running + games.finished]


def private_channel(world: World, name: str) -> simcord.ChannelHandle:
    """A channel @everyone cannot see; the bot and the players can."""
    members = (world.alice, world.bob)
    overwrites = {world.guild.default_role: HIDDEN} | {member: SEEN for member in members}
    bot = world.guild.me
    assert bot is not None
    overwrites[bot] = discord.PermissionOverwrite(
        view_channel=True, send_messages=True, create_public_threads=True
    )
    return world.guild.create_text_channel(name, overwrites=overwrites)


async def test_games_of_private_channels_are_not_listed(world: World) -> None:
    await start_game(world)
    staff = private_channel(world, "staff")
    await start_game(world, staff)
    assert [thread.name.split(" ·")[0] for thread in staff.threads] == ["Pinch #2"]
    assert await listed(world) == [1]
    await world.restart()  # looking again keeps it off
    assert await listed(world) == [1]


async def test_a_channel_made_private_takes_its_games_off_the_list(world: World) -> None:
    await start_game(world)
    assert await listed(world) == [1]
    everyone = world.guild.default_role.id
    hidden = Overwrite(
        everyone, OverwriteType.ROLE, deny=discord.Permissions(view_channel=True).value
    )
    world.env.backend.set_overwrite(world.lobby.id, hidden)  # Discord says CHANNEL_UPDATE
    await world.env.settle()
    assert await listed(world) == []
    world.env.backend.delete_overwrite(world.lobby.id, everyone)
    await world.env.settle()
    assert await listed(world) == [1]


async def test_a_restart_looks_at_the_channels_again(world: World) -> None:
    await start_game(world)
    service = world.env.bot.service
    await service.visibility.home_changed(world.lobby.id, everyone_reads=False)  # stale
    assert await listed(world) == []
    await world.restart()
    assert await listed(world) == [1]


async def test_admins_turn_the_list_off_and_replace_its_link(world: World) -> None:
    await start_game(world)
    desk = world.env.bot.service.spectators
    old = await desk.server_key(world.guild.id)
    dana = admin(world)
    shown = await dana.slash(world.lobby, "postboard config")
    assert f"{SITE}/s/{world.guild.id}/{old}" in shown.response.content
    replaced = await dana.slash(world.lobby, "postboard config", web_list="new_link")
    new = await desk.server_key(world.guild.id)
    assert replaced.ephemeral and new != old
    assert f"{SITE}/s/{world.guild.id}/{new}" in replaced.response.content
    assert "the old one no longer opens it" in replaced.response.content
    with pytest.raises(NotFound):
        await desk.server(world.guild.id, old)
    off = await dana.slash(world.lobby, "postboard config", web_list="off")
    assert "**web_list**: off" in off.response.content and "/s/" not in off.response.content
    with pytest.raises(NotFound, match="turned its list of games off"):
        await desk.server(world.guild.id, new)
    await dana.slash(world.lobby, "postboard config", web_list="on")
    assert await listed(world) == [1]


async def test_members_who_do_not_manage_the_server_cannot_touch_the_list(world: World) -> None:
    desk = world.env.bot.service.spectators
    key = await desk.server_key(world.guild.id)
    for option in ("off", "new_link"):
        refused = await world.carol.slash(world.lobby, "postboard config", web_list=option)
        assert refused.ephemeral
        assert refused.response.content == "This needs the Manage Server permission."
    assert await desk.server_key(world.guild.id) == key
    assert await desk.list_path(world.guild.id) is not None


def test_a_server_whose_roles_are_not_known_yet_counts_as_private() -> None:
    """A guild Discord sent without its roles has no @everyone role in discord.py's cache;
    its channels were a traceback per game (seen over the wire), now private."""

    class Guild:
        default_role = None

    class Channel:
        guild = Guild()

        def permissions_for(self, role: object) -> object:
            raise AssertionError("no role to ask about")

    assert everyone_reads(Channel()) is False
