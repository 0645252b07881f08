"""A decline, an agreed pause or a resume made where no Discord runs reaches the game's
thread anyway (issue 33): a web-only process next to the bot, on one database, answers
as the players' pages do; nothing there can post the notice, so it is stored owing its
post, and the bot's loop of owed posts posts it within a minute, once. One made where
the bot runs is posted at once and never again."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import simcord

from bot.app import PostboardBot
from service import Asked, Proposal, Service, Settled
from service.running.outbox import tell
from tests.bot.conftest import World
from tests.bot.test_owed_offers import LATER, SOON_S, moved
from tests.bot.web_only import bot_at_its_own_pace, page_of, web_only_service

DECLINED = "declined to take back their last move in game #1."
PAUSED = "Game #1 is paused by agreement"
RESUMED = "resumed game #1; the clock runs again."


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return bot_at_its_own_pace(database)


@pytest.fixture
async def web_only(world: World) -> AsyncIterator[Service]:
    async with web_only_service(world) as service:
        yield service


def said_in(thread: simcord.ChannelHandle, words: str) -> list[simcord.MessageHandle]:
    return [m for m in thread.history() if words in m.content]


async def act(web_only: Service, world: World, who: simcord.MemberActor, *action: str) -> None:
    """``who`` does ``action`` (an offer, or ``accept``/``decline`` and the offer's kind)
    on their page of game 1 at ply 1, served where no Discord runs."""
    page = await page_of(web_only, world, who)
    answer, *kind = action
    await web_only.web_play.act(page, answer, 1, kind=kind[0] if kind else None)


async def paused_on_pages(world: World, web_only: Service) -> simcord.ChannelHandle:
    """Alice asks a pause on her page and bob agrees on his; game 1's thread."""
    thread = await moved(world)
    await act(web_only, world, world.alice, "pause")
    await act(web_only, world, world.bob, "accept", "pause")
    return thread


async def test_a_decline_on_a_page_without_discord_is_posted_within_a_minute(
    world: World, web_only: Service
) -> None:
    thread = await moved(world)
    await act(web_only, world, world.alice, "takeback")
    await act(web_only, world, world.bob, "decline", "takeback")
    assert said_in(thread, DECLINED) == []
    await world.env.advance_time(SOON_S)
    [told] = said_in(thread, DECLINED)
    assert told.content.startswith(f"<@{world.bob.id}> declined")
    await world.env.advance_time(LATER)
    assert len(said_in(thread, DECLINED)) == 1, "posted once"


async def test_an_agreed_pause_on_pages_is_posted_within_a_minute(
    world: World, web_only: Service
) -> None:
    thread = await paused_on_pages(world, web_only)
    assert said_in(thread, PAUSED) == []
    await world.env.advance_time(SOON_S)
    assert len(said_in(thread, PAUSED)) == 1
    await world.env.advance_time(LATER)
    assert len(said_in(thread, PAUSED)) == 1, "posted once"


async def test_a_resume_on_a_page_is_posted_within_a_minute_after_its_pause(
    world: World, web_only: Service
) -> None:
    thread = await paused_on_pages(world, web_only)
    await world.env.advance_time(SOON_S)  # past the cooldown of alice's asks of bob too
    await act(web_only, world, world.alice, "pause")  # the clock is paused: this resumes
    assert said_in(thread, RESUMED) == []
    await world.env.advance_time(SOON_S)
    [told] = said_in(thread, RESUMED)
    assert told.content.startswith(f"<@{world.alice.id}> resumed")
    await world.env.advance_time(LATER)
    [pause] = said_in(thread, PAUSED)
    assert said_in(thread, RESUMED) == [told], "posted once"
    history = thread.history()
    assert history.index(pause) < history.index(told), "in the order they happened"


async def test_notices_made_on_discord_are_posted_once(world: World) -> None:
    """The Decline button and /pause (agreeing to the opponent's pause) post at once."""
    thread = await moved(world)
    asked = await world.alice.slash(thread, "takeback")
    await world.bob.click(asked.response, label="Decline")
    assert len(said_in(thread, DECLINED)) == 1
    await world.env.advance_time(31)  # past the cooldown of alice's asks of bob
    await world.alice.slash(thread, "pause")
    await world.bob.slash(thread, "pause")
    assert len(said_in(thread, PAUSED)) == 1
    await world.env.advance_time(LATER)
    assert (len(said_in(thread, DECLINED)), len(said_in(thread, PAUSED))) == (1, 1)


async def declined_in_the_bot(world: World) -> tuple[simcord.ChannelHandle, Settled]:
    """Bob's decline of alice's takeback, stored by the bot's own service, not told."""
    bot = world.env.bot
    assert isinstance(bot, PostboardBot)
    thread = await moved(world)
    made = await bot.service.agreements.propose(
        Asked(game_id=1, asked_by=world.alice.id), "takeback"
    )
    assert isinstance(made, Proposal)
    await bot.outbox.propose(made)
    settled = await bot.service.agreements.answer(world.bob.id, 1, 1, "takeback", accept=False)
    return thread, settled


async def test_a_notice_from_a_page_in_the_bots_process_is_posted_at_once_and_once(
    world: World,
) -> None:
    """The page in the bot's own process: the switchboard tells the bot's outbox."""
    thread, settled = await declined_in_the_bot(world)
    bot = world.env.bot
    assert isinstance(bot, PostboardBot)
    await tell(bot.outbox, settled)
    assert len(said_in(thread, DECLINED)) == 1
    await world.env.advance_time(LATER)
    assert len(said_in(thread, DECLINED)) == 1


async def test_a_notice_a_killed_bot_never_posted_is_posted_within_a_minute(
    world: World,
) -> None:
    """The bot's own process, killed between the decline and its post."""
    thread, _ = await declined_in_the_bot(world)
    assert said_in(thread, DECLINED) == []
    await world.env.advance_time(SOON_S)
    assert len(said_in(thread, DECLINED)) == 1
