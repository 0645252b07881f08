"""What a web-only process made reaches the game's thread within a minute (issue 33): the
bot's short loop of owed posts looks every 30 s, apart from its five-minute sweep of
clocks, so a move played on a page beside the bot waits the grace and one round."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.app import PostboardBot
from service import Service
from tests.bot.conftest import World
from tests.bot.test_owed_offers import SOON_S
from tests.bot.test_pinch_game import start_game
from tests.bot.web_only import bot_at_its_own_pace, page_of, web_only_service


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return bot_at_its_own_pace(database)


@pytest.fixture
async def web_only(world: World) -> AsyncIterator[Service]:
    async with web_only_service(world) as service:
        yield service


async def test_a_move_on_a_page_without_discord_is_posted_within_a_minute(
    world: World, web_only: Service
) -> None:
    _, thread = await start_game(world)
    await world.env.advance_time(60)  # the bot's first sweep, at its start, is behind us
    await web_only.web_play.move(await page_of(web_only, world, world.alice), "e5", 0)
    assert not any("alice played e5" in m.content for m in thread.history())
    await world.env.advance_time(SOON_S)
    told = [m for m in thread.history() if "alice played e5" in m.content]
    assert len(told) == 1 and told[0].attachments, "with its board"
