"""The board's places to click over HTTP, without any script (issue 33, item 2).

The page's SVG of spots lies over the picture in its own pixels (its ``viewBox`` is the
PNG's size), each spot a plain link that makes its step; the steps JSON carries the
same spots for the script. Nobody gets spots but the player to move, and only on the
board of the position now.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import AsyncIterator
from html import unescape
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer
from PIL import Image

from rendering.square.layout import square_layout
from service import Asked, Service
from service.web_play.spots import centre
from tests.web.conftest import ALICE, BOB, new_game
from tests.web.test_play_routes import Told, enter, play_site
from web import make_app
from web.limits import UNLIMITED, Limiter

Client = TestClient[Any, Any]


@pytest.fixture
async def client(sqlite_service: Service) -> AsyncIterator[Client]:
    app = make_app(
        sqlite_service.spectators,
        fresh_seconds=0.0,
        poll_seconds=0.05,
        spread_seconds=0.0,
        limiter=Limiter(any_request=UNLIMITED, costly_request=UNLIMITED),
        play=play_site(sqlite_service, Told()),
    )
    async with TestClient(TestServer(app)) as client:
        yield client


def svg_of(body: str) -> str:
    found = re.search(r"<svg id=spots.*?</svg>", body, re.S)
    assert found is not None
    return found.group(0)


async def test_each_spot_is_a_link_that_makes_its_step(
    client: Client, sqlite_service: Service
) -> None:
    game = await new_game(sqlite_service, "pinch")
    await enter(client, sqlite_service, game.id)
    body = await (await client.get(f"/play/{game.id}")).text()
    svg = svg_of(body)
    assert " hidden" not in svg.split(">", 1)[0] and "aria-hidden=true" in svg
    png = await (await client.get(f"/play/{game.id}/board/0.png")).read()
    width, height = Image.open(io.BytesIO(png)).size
    assert f'viewBox="0 0 {width} {height}"' in svg
    links = dict(re.findall(r'<a class=spot href="([^"]+)" data-at="([a-z0-9]+)"', svg))
    assert len(links) == 81 and f"../play/{game.id}?prefix=e5" in links
    followed = await (await client.get(f"/play/{game.id}", params={"prefix": "e5"})).text()
    assert 'id=confirm-move value="e5"' in followed
    assert svg_of(followed).split(">", 1)[0].endswith(" hidden"), "a whole move: no more spots"
    steps = await (await client.get(f"/play/{game.id}/steps", params={"prefix": ""})).json()
    board = steps["board"]
    assert (board["width"], board["height"]) == (width, height)
    e5 = next(s for s in board["spots"] if s["at"] == "e5")
    layout = square_layout(9, True)
    assert e5["moves"] == ["e5"] and centre(tuple(map(tuple, e5["shape"]))) == (
        layout.x(4),
        layout.y(4),
    )
    assert json_of(svg)["spots"] == board["spots"]


def json_of(svg: str) -> Any:
    found = re.search(r'data-board="([^"]*)"', svg)
    assert found is not None
    return json.loads(unescape(found.group(1)))


async def test_no_spots_off_your_turn_nor_on_a_past_board(
    client: Client, sqlite_service: Service
) -> None:
    game = await new_game(sqlite_service, "pinch")
    await sqlite_service.games.move(Asked(game_id=game.id, asked_by=ALICE), "e5")
    await enter(client, sqlite_service, game.id, ALICE)
    mine = svg_of(await (await client.get(f"/play/{game.id}")).text())
    assert " hidden>" in mine and "<a " not in mine
    await enter(client, sqlite_service, game.id, BOB)
    now = svg_of(await (await client.get(f"/play/{game.id}")).text())
    assert " hidden" not in now.split(">", 1)[0]
    past = svg_of(await (await client.get(f"/play/{game.id}", params={"ply": "0"})).text())
    assert past.split(">", 1)[0].endswith(" hidden")
