"""With ``POSTBOARD_PUBLIC_URL`` a new game's first post and its record link to the game's
web page (``service.spectators``); without it, neither does."""

from __future__ import annotations

import random
import re

import pytest

from bot.app import PostboardBot, create_bot
from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game

SITE = "https://play.example.org/postboard"
PAGE = re.compile(re.escape(SITE) + r"/g/\d+/1/[A-Za-z0-9_-]{16}")


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7), public_url=SITE + "/")


async def test_the_first_post_and_the_record_link_to_the_games_page(world: World):
    _, thread = await start_game(world)
    opening = thread.history()[0].content
    link = PAGE.search(opening)
    assert link and "Watch it, move by move: " in opening
    record = await world.alice.slash(thread, "history")
    text = (await record.response.attachments[0].read()).decode()
    assert text.startswith(f"# Web page: {link.group(0)}\n")
    assert "game: pinch" in text
