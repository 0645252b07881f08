"""Issue 29: public posts speak the server's language, chosen by its admins, else the
one Discord says the server prefers, and so do the boards drawn for them."""

from __future__ import annotations

import discord
import pytest

from tests.boards_drawn import Drawn
from tests.bot.conftest import World
from tests.bot.test_endings import Table


async def test_a_challenge_is_posted_in_the_servers_language(world: World) -> None:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    admin = world.guild.add_member(world.env.create_user("dana"), roles=[mods])
    answer = await admin.slash(world.lobby, "postboard config", language="es")
    assert answer.ephemeral
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9
    )
    assert "desafía" in posted.response.content, posted.response.content


async def test_a_server_discord_says_prefers_spanish_gets_spanish_posts_and_boards(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nobody chose a language: the locale Discord reports for the server decides the
    text of the game's posts and the words on the boards drawn for them, the move's
    board included, which the service draws before the bot posts anything."""
    env = world.env
    guild = env.create_guild("Juegos", preferred_locale="es-ES")
    lobby = guild.create_text_channel("partidas")
    players = [guild.add_member(env.create_user(name)) for name in ("ana", "beto", "cris")]
    spanish = World(env, guild, lobby, *players, world.database)
    drawn = Drawn(monkeypatch)
    table = Table(spanish, "pinch")
    await table.start()
    played = await table.act(spanish.alice, "slash", table.thread, "move", notation="e5")
    assert "ana jugó e5" in played.response.content, played.response.content
    assert drawn.locales and set(drawn.locales) == {"es"}, drawn.locales


async def test_the_bot_reports_each_servers_locale_as_soon_as_it_sees_it(world: World) -> None:
    """Before any command there: a move that comes by mail draws its board in it."""
    guild = world.env.create_guild("Spiele", preferred_locale="de")
    readers = world.env.bot.service.readers
    assert (await readers.server_reader(guild.id)).locale == "de"
