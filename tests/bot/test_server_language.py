"""Issue 29: public posts speak the server's language, chosen by its admins, else the
one Discord says the server prefers; a change is heard at once in this process."""

from __future__ import annotations

import discord

from bot.readers import KEPT_FOR, ServerReaders
from tests.bot.conftest import World


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def test_the_server_language_is_the_admins_choice_then_discords(world: World) -> None:
    bot = world.env.bot
    guild = world.guild.id
    clock = Clock()
    readers = ServerReaders(lambda: bot.service.readers, bot, clock)
    assert (await readers.of(guild)).locale == "en", "Discord's preferred locale: en-US"
    assert (await readers.of(None)).locale == "en"
    await bot.service.ctx.store.update_guild_settings(guild, language="de")
    assert (await readers.of(guild)).locale == "en", "kept for a minute"
    clock.now += KEPT_FOR + 1
    assert (await readers.of(guild)).locale == "de"
    await bot.service.ctx.store.update_guild_settings(guild, language="el")
    readers.forget(guild)
    assert (await readers.of(guild)).locale == "el"


async def test_a_challenge_is_posted_in_the_servers_language(world: World) -> None:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    admin = world.guild.add_member(world.env.create_user("dana"), roles=[mods])
    answer = await admin.slash(world.lobby, "postboard config", language="es")
    assert answer.ephemeral
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9
    )
    assert "desafía" in posted.response.content, posted.response.content
