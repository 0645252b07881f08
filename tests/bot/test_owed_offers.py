"""An offer made where no Discord runs reaches the game's thread anyway (issue 33): a
web-only process next to the bot, on one database, makes the offer as the player's
page does; nothing there can post it, so it stays owed in the database, and the bot's
loop of owed posts posts it with its Accept and Decline, once, within a minute (not at
the next five-minute sweep). An offer answered, withdrawn by a move, or made where the
bot runs is never posted (again) by the loop."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import simcord

from bot.app import PostboardBot
from service import Asked, Proposal, Service
from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game
from tests.bot.web_only import SOON, bot_at_its_own_pace, page_of, web_only_service

ASKED = "> asks to take back their last move in game #1"
SOON_S = SOON.total_seconds()  # the five-minute sweep has not come by then
LATER = 10 * 60  # two sweeps and many rounds of the loop


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return bot_at_its_own_pace(database)


@pytest.fixture
async def web_only(world: World) -> AsyncIterator[Service]:
    async with web_only_service(world) as service:
        yield service


def offers_in(thread: simcord.ChannelHandle) -> list[simcord.MessageHandle]:
    """The thread's posts of alice's takeback offer (with her mention)."""
    return [m for m in thread.history() if ASKED in m.content]


async def moved(world: World) -> simcord.ChannelHandle:
    """Game 1's thread once alice played her first move there (hers to take back)."""
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    return thread


async def offered_on_a_page(world: World, web_only: Service) -> simcord.ChannelHandle:
    """Alice's takeback asked on her page, served where no Discord runs; the thread."""
    thread = await moved(world)
    page = await page_of(web_only, world, world.alice)
    await web_only.web_play.act(page, "takeback", 1)  # nothing here has a Discord outbox
    return thread


async def offered_in_the_bot(world: World) -> tuple[simcord.ChannelHandle, Proposal]:
    """Alice's takeback stored by the bot's own service, not posted yet; the thread."""
    bot = world.env.bot
    assert isinstance(bot, PostboardBot)
    thread = await moved(world)
    made = await bot.service.agreements.propose(
        Asked(game_id=1, asked_by=world.alice.id), "takeback"
    )
    assert isinstance(made, Proposal)
    return thread, made


async def test_an_offer_from_a_page_without_discord_is_posted_within_a_minute(
    world: World, web_only: Service
) -> None:
    thread = await offered_on_a_page(world, web_only)
    assert offers_in(thread) == []
    await world.env.advance_time(SOON_S)
    [posted] = offers_in(thread)
    assert posted.content.startswith(f"<@{world.alice.id}>") and posted.components
    assert f"<@{world.bob.id}>, accept or decline below" in posted.content
    await world.env.advance_time(LATER)
    assert len(offers_in(thread)) == 1, "posted once"
    await world.bob.click(posted, label="Accept")  # its buttons answer it
    game = await web_only.ctx.store.get_game(1)
    assert (await web_only.games.replay_of(game)).to_move == 0, "alice's move taken back"


async def test_an_offer_answered_before_the_loop_is_not_posted(
    world: World, web_only: Service
) -> None:
    thread = await offered_on_a_page(world, web_only)
    bobs = await page_of(web_only, world, world.bob)
    await web_only.web_play.act(bobs, "decline", 1, kind="takeback")
    await world.env.advance_time(SOON_S)
    assert offers_in(thread) == []


async def test_an_offer_a_move_made_stale_before_the_loop_is_not_posted(
    world: World, web_only: Service
) -> None:
    thread = await offered_on_a_page(world, web_only)
    await world.bob.slash(thread, "move", notation="d4")  # the move cancels the offer
    await world.env.advance_time(SOON_S)
    assert offers_in(thread) == []


async def test_an_offer_made_on_discord_is_posted_once(world: World) -> None:
    thread = await moved(world)
    await world.alice.slash(thread, "takeback")
    assert len(offers_in(thread)) == 1
    await world.env.advance_time(LATER)
    assert len(offers_in(thread)) == 1, "the loop and the sweep do not post it again"


async def test_an_offer_from_a_page_in_the_bots_process_is_posted_at_once_and_once(
    world: World,
) -> None:
    """The page in the bot's own process: the switchboard tells the bot's outbox."""
    thread, made = await offered_in_the_bot(world)
    bot = world.env.bot
    assert isinstance(bot, PostboardBot)
    await bot.outbox.propose(made)
    assert len(offers_in(thread)) == 1
    await world.env.advance_time(LATER)
    assert len(offers_in(thread)) == 1


async def test_an_offer_a_killed_bot_never_posted_is_posted_within_a_minute(
    world: World,
) -> None:
    """The bot's own process, killed between storing the offer and posting it."""
    thread, _ = await offered_in_the_bot(world)
    assert offers_in(thread) == []
    await world.env.advance_time(SOON_S)
    assert len(offers_in(thread)) == 1
