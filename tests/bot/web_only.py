"""A second process beside the bot: the players' pages only, no Discord, on the bot's
database (issue 33). What it changes has no Discord outbox to be told to, so whatever
reaches the game's thread got there because the database said it was owed."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta

import simcord

from bot.app import PostboardBot, create_bot
from bot.cogs.owed import OWED_SECONDS
from service import Asked, Service, open_service
from service.games.desk import POST_GRACE
from service.web_play.sessions import PlaySession
from tests.bot.conftest import World

SITE = "https://play.example.org/postboard"
SOON = POST_GRACE + timedelta(seconds=OWED_SECONDS + 5)
"""How late a post owed by a web-only process may reach the thread: the grace a live
process has to post it, then one round of the bot's loop of owed posts."""


def bot_at_its_own_pace(database: str) -> PostboardBot:
    """The bot as a deployment runs it: the clocks swept every five minutes, the posts
    owed looked for every 30 s (``tests.bot.conftest`` slows the second for the rest)."""
    return create_bot(database=database, rng=random.Random(7))


@asynccontextmanager
async def web_only_service(world: World) -> AsyncIterator[Service]:
    """The other process's service, on the bot's clock (SimCord's time is both's)."""
    bot = world.env.bot
    assert isinstance(bot, PostboardBot)
    service = await open_service(
        world.database, rng=random.Random(9), clock=bot.service.ctx.clock, public_url=SITE
    )
    try:
        yield service
    finally:
        await service.close()


async def page_of(service: Service, world: World, player: simcord.MemberActor) -> PlaySession:
    """``player``'s own page of game 1, opened from their link as a browser opens it."""
    made, _ = await service.web_play.link(
        Asked(game_id=1, guild_id=world.guild.id, asked_by=player.id)
    )
    opened = await service.web_play.exchange(made.url.rsplit("/", 1)[1])
    return await service.web_play.session(opened.session_id, 1)
