"""Fewer keystrokes (issue 19, item 5): a move outside a game's thread finds the one game
that waits, the next waiting game after a move, and /games with links."""

from __future__ import annotations

import pytest

from bot.words import say
from service import Asked, NotAllowed, NotFound, Service
from tests.service.conftest import ALICE
from tests.service.spoken import listed, said
from tests.service.support import later, new_game
from words import ENGLISH

LOBBY = 99  # a channel of server 1 that is no game's thread


async def test_a_move_outside_any_thread_plays_in_the_one_game_that_waits(
    service: Service,
) -> None:
    first = await new_game(service)
    await service.games.move(Asked(game_id=first, asked_by=ALICE), "e5")  # now bob's turn there
    mine = await new_game(service)  # alice to move: the only game waiting on her here
    await new_game(service, guild_id=5)  # another server's game waits too: not counted
    offered = await service.games.suggest(Asked(thread_id=LOBBY, guild_id=1, asked_by=ALICE), "d")
    assert "d4" in offered, "autocomplete offers that game's moves"
    update = await service.games.move(Asked(thread_id=LOBBY, guild_id=1, asked_by=ALICE), "d4")
    assert update.game.id == mine and said(update.text).startswith("alice played d4")


async def test_with_no_game_waiting_the_answer_says_so(service: Service) -> None:
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    with pytest.raises(NotFound, match="no game in this server is waiting for your move"):
        await service.games.move(Asked(thread_id=LOBBY, guild_id=1, asked_by=ALICE), "d4")
    assert await service.games.suggest(Asked(thread_id=LOBBY, guild_id=1, asked_by=ALICE), "") == []


async def test_with_several_games_waiting_the_answer_lists_them_with_links(
    service: Service,
) -> None:
    one, two = await new_game(service), await new_game(service)
    await service.games.attach_thread(one, 501)
    with pytest.raises(NotFound) as refused:
        await service.games.move(Asked(thread_id=LOBBY, guild_id=1, asked_by=ALICE), "e5")
    text = say(refused.value.said, ENGLISH)
    assert f"[#{one}](https://discord.com/channels/1/501) Pinch" in text
    assert f"[#{two}](https://discord.com/channels/1/2) Pinch" in text
    assert "name the game, e.g. game:" in text
    assert await service.ctx.store.moves(one) == [] and await service.ctx.store.moves(two) == []


async def test_a_dm_move_still_picks_the_one_waiting_game_among_all_servers(
    service: Service,
) -> None:
    game = await new_game(service, guild_id=5)
    update = await service.games.move_by_dm(ALICE, "e5")
    assert update.game.id == game
    with pytest.raises(NotAllowed, match="No game is waiting for your move"):
        await service.games.move_by_dm(ALICE, "d4")
    await new_game(service, guild_id=5)
    await new_game(service, guild_id=6)
    with pytest.raises(NotAllowed, match=r"Several games wait for your move \(#") as refused:
        await service.games.move_by_dm(ALICE, "d4")
    assert "](https://discord.com/channels/5/" in say(refused.value.said, ENGLISH)


async def test_the_next_game_is_the_most_urgent_other_one_of_the_same_server(
    service: Service,
) -> None:
    relaxed = await new_game(service, clock="relaxed")
    brisk = await new_game(service, clock="brisk")
    played = await new_game(service)
    await new_game(service, guild_id=5, clock="brisk")  # elsewhere: never next
    update = await service.games.move(Asked(game_id=played, asked_by=ALICE), "e5")
    following = await service.games.next_waiting(ALICE, update.game)
    assert following is not None and following.id == brisk
    later(service, hours=1)
    await service.games.move(Asked(game_id=brisk, asked_by=ALICE), "e5")
    following = await service.games.next_waiting(ALICE, await service.ctx.store.get_game(brisk))
    assert following is not None and following.id == relaxed
    await service.games.move(Asked(game_id=relaxed, asked_by=ALICE), "e5")
    assert await service.games.next_waiting(ALICE, update.game) is None


async def test_games_lists_a_link_to_each_game(service: Service) -> None:
    threaded, plain = await new_game(service), await new_game(service)
    await service.games.attach_thread(threaded, 501)
    here = listed(await service.games.games_of(ALICE, Asked(guild_id=1)))
    assert f"[#{threaded}](https://discord.com/channels/1/501) Pinch" in here
    assert f"[#{plain}](https://discord.com/channels/1/2)" in here, (
        "a game played in its channel links the channel"
    )
    everywhere = listed(await service.games.games_of(ALICE))
    assert f"[#{threaded}](https://discord.com/channels/1/501)" in everywhere
    assert f"[#{plain}](https://discord.com/channels/1/2) Pinch" in everywhere
