"""A server's list of games (issue 35, item 12): only games of channels everyone there can
read, a link its admins can replace, a list they can turn off, through the real site.

Before: any game's page linked to a list of every game of its server, private channels'
included, under a key that could never change.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from service import NotFound, Service, ServiceError
from service.preferences.server import ConfigDesk
from service.spectators.desk import LIST_OFF, NO_SUCH_SERVER, SpectatorDesk
from tests.service.spoken import said
from tests.web.conftest import GUILD, PUBLIC_URL, new_game
from web.words import WEB
from words import ENGLISH

Client = TestClient[Any, Any]
LINK = "All games of this server</a>"


async def _get(client: Client, path: str) -> tuple[int, str]:
    async with client.get(path) as answer:
        return answer.status, await answer.text()


async def test_only_games_of_channels_everyone_reads_are_listed(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    shown = await new_game(service)
    hidden = await new_game(service, public=False, channel=3)
    unseen = await new_game(service, public=None, channel=4)
    unseen_path = await desk.page_path(unseen)
    hidden_path = await desk.page_path(hidden)
    status, html = await _get(client, f"/s/{GUILD}/{await desk.server_key(GUILD)}")
    assert status == 200 and html.count("<tr><td>") == 1
    assert f"Pinch #{shown.id}<" in html
    assert f"Pinch #{hidden.id}<" not in html and str(hidden_path) not in html
    assert f"Pinch #{unseen.id}<" not in html and str(unseen_path) not in html
    # the hidden game's own page is still there for whoever was given its link
    assert (await _get(client, str(hidden_path)))[0] == 200


async def test_a_channel_made_private_takes_its_games_off_the_list(service: Service) -> None:
    game = await new_game(service)
    desk = service.spectators
    listed = await desk.server(GUILD, await desk.server_key(GUILD))
    assert [g.id for g in listed.running] == [game.id]
    await service.visibility.home_changed(game.channel_id, everyone_reads=False)
    assert (await desk.server(GUILD, await desk.server_key(GUILD))).running == ()
    await service.visibility.home_changed(game.channel_id, everyone_reads=True)
    assert len((await desk.server(GUILD, await desk.server_key(GUILD))).running) == 1
    assert await service.visibility.game_channels(GUILD) == [game.channel_id]


async def test_a_new_link_retires_the_old_one(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    game = await new_game(service)
    page = str(await desk.page_path(game))
    old = f"/s/{GUILD}/{await desk.server_key(GUILD)}"
    assert (await _get(client, old))[0] == 200
    answer = said(await service.config.update(GUILD, web_list="new_link"))
    assert "The list has a new link: the old one no longer opens it." in answer
    new = f"/s/{GUILD}/{await desk.server_key(GUILD)}"
    assert new != old
    status, html = await _get(client, old)
    assert status == 404 and WEB.render(NO_SUCH_SERVER, ENGLISH) in html
    assert (await _get(client, new))[0] == 200
    _, shown = await _get(client, page)
    assert f'href="../../..{new}">' in shown and old not in shown
    await service.config.update(GUILD, web_list="new_link")  # and again: a third key
    assert (await _get(client, new))[0] == 404
    assert await desk.server_url(GUILD) == PUBLIC_URL + f"/s/{GUILD}/{await desk.server_key(GUILD)}"


async def test_a_list_turned_off_is_linked_nowhere_and_says_so(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    game = await new_game(service)
    page = str(await desk.page_path(game))
    listed = f"/s/{GUILD}/{await desk.server_key(GUILD)}"
    assert LINK in (await _get(client, page))[1]
    answer = said(await service.config.update(GUILD, web_list="off"))
    assert "**web_list**: off — game pages link to no list" in answer
    status, shown = await _get(client, page)
    assert status == 200 and LINK not in shown and "/s/" not in shown
    status, html = await _get(client, listed)
    assert status == 404 and WEB.render(LIST_OFF, ENGLISH) in html
    assert await desk.server_url(GUILD) is None
    wrong = await _get(client, f"/s/{GUILD}/{'a' * 16}")  # a wrong key learns nothing more
    assert wrong[0] == 404 and WEB.render(NO_SUCH_SERVER, ENGLISH) in wrong[1]
    await service.config.update(GUILD, reset="web_list")  # back on, under the same link
    assert (await _get(client, listed))[0] == 200
    assert LINK in (await _get(client, page))[1]


async def test_the_admins_are_shown_the_lists_link(service: Service) -> None:
    desk = SpectatorDesk(service.ctx, PUBLIC_URL)
    config = ConfigDesk(service.ctx, desk, service.readers)
    shown = said(await config.show(GUILD))
    url = PUBLIC_URL + f"/s/{GUILD}/{await desk.server_key(GUILD)}"
    assert "• **web_list**: on — each game's web page links to the list" in shown
    assert f"everyone here can read: {url}; `new_link` replaces its link" in shown
    assert "(the built-in default)" in shown.splitlines()[-2]
    with pytest.raises(
        ServiceError, match=r"web_list must be one of on, off, new_link, not 'maybe'\."
    ):
        await config.update(GUILD, web_list="maybe")
    with pytest.raises(NotFound, match="ask them for the new one"):
        await desk.server(GUILD, "x" * 16)


async def test_two_new_links_at_once_make_two_keys(service: Service) -> None:
    store = service.ctx.store
    await asyncio.gather(*(store.rotate_list_key(GUILD) for _ in range(2)))
    settings = await store.get_guild_settings(GUILD)
    assert settings.list_key == 2 and settings.web_list is None
