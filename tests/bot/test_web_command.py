"""/web link and /web revoke on a simulated Discord (issue 33), and what a player does on
their own web page reaching the game's thread: the move posted as if played there, an
offer posted with its Accept and Decline, answered on Discord."""

from __future__ import annotations

import random
import re

import pytest

from bot.app import PostboardBot, create_bot
from service import PLAYER_ERRORS, Asked
from service.running.outbox import tell
from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game

SITE = "https://play.example.org/postboard"
LINK = re.compile(re.escape(SITE) + r"/p/[0-9a-z.]+")


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7), public_url=SITE + "/")


def bot_of(world: World) -> PostboardBot:
    bot = world.env.bot
    assert isinstance(bot, PostboardBot)
    return bot


async def test_a_private_link_that_opens_the_players_seat(world: World) -> None:
    _, thread = await start_game(world)
    asked = await world.bob.slash(thread, "web link")
    assert asked.ephemeral
    text = asked.response.content
    found = LINK.search(text)
    assert found, text
    assert "for you alone" in text and "`/web revoke`" in text
    assert asked.response.flags.suppress_embeds, "no preview: Discord would fetch the link"
    service = bot_of(world).service
    opened = await service.web_play.exchange(found.group(0).rsplit("/", 1)[1])
    session = await service.web_play.session(opened.session_id, opened.game_id)
    assert (session.user_id, session.seat) == (world.bob.id, 1)
    by_number = await world.alice.slash(world.lobby, "web link", game=1)
    assert by_number.ephemeral and LINK.search(by_number.response.content)
    nowhere = await world.alice.slash(world.lobby, "web link")
    assert nowhere.ephemeral and not LINK.search(nowhere.response.content)
    stranger = await world.carol.slash(thread, "web link")
    assert stranger.ephemeral and not LINK.search(stranger.response.content)


async def test_revoking_every_link(world: World) -> None:
    _, thread = await start_game(world)
    link = LINK.search((await world.alice.slash(thread, "web link")).response.content)
    assert link
    revoked = await world.alice.slash(thread, "web revoke")
    assert revoked.ephemeral and "stopped working" in revoked.response.content
    service = bot_of(world).service
    with pytest.raises(PLAYER_ERRORS):
        await service.web_play.exchange(link.group(0).rsplit("/", 1)[1])
    fresh = LINK.search((await world.alice.slash(thread, "web link")).response.content)
    assert fresh and fresh.group(0) != link.group(0)


async def test_a_move_and_an_offer_from_the_page_reach_the_thread(world: World) -> None:
    posted = await world.alice.slash(
        world.lobby,
        "challenge",
        opponent=world.bob,
        game="pletore",
        size=5,
        komi=3,
        first="challenger",
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pletore #1")
    bot = bot_of(world)
    service = bot.service
    made, _ = await service.web_play.link(Asked(game_id=1, asked_by=world.alice.id))
    opened = await service.web_play.exchange(made.url.rsplit("/", 1)[1])
    page = await service.web_play.session(opened.session_id, 1)
    done = await service.web_play.move(page, "c3", 0)
    await tell(bot.outbox, done.told)  # what the web channel hands the switchboard
    assert "c3" in thread.history()[-1].content and thread.history()[-1].attachments
    offered = await service.web_play.act(page, "draw", 1)
    await tell(bot.outbox, offered.told)
    offer = thread.history()[-1]
    assert "asks a draw" in offer.content and f"<@{world.bob.id}>" in offer.content
    await world.bob.click(offer, label="Accept")
    assert "Game #1 ends in a draw" in thread.history()[-1].content
    state = await service.web_play.game(page)
    assert state.finished and state.offers == ()


async def test_without_an_address_there_is_no_link(world: World) -> None:
    bot_of(world).service.web_play.sessions.public_url = None
    _, thread = await start_game(world)
    asked = await world.alice.slash(thread, "web link")
    assert asked.ephemeral and "POSTBOARD_PUBLIC_URL" in asked.response.content
