"""The player's analysis lines on their own page (issue 34, item 5), over HTTP and
without any script: the lines ``/explore`` keeps, listed; one of them at any position,
its board, words, moves and steps; nobody else's; nothing written by reading."""

from __future__ import annotations

import io
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer
from PIL import Image

from service import Asked, Service
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


def asked(game_id: int, user: int = ALICE) -> Asked:
    return Asked(game_id=game_id, guild_id=None, asked_by=user)


async def test_the_lines_are_listed_and_each_read_position_by_position(
    client: Client, sqlite_service: Service
) -> None:
    game = await new_game(sqlite_service, "pinch")
    explore = sqlite_service.explore
    for move in ("e5", "d4", "c3"):
        await explore.play(asked(game.id), move)
    await explore.name(asked(game.id), "<b>the d4 push</b>")
    await explore.note(asked(game.id), "sharp & quick")
    line = (await sqlite_service.ctx.store.explore_lines(game.id, 0))[0]
    await explore.step(asked(game.id), line.id, 2)
    await enter(client, sqlite_service, game.id)
    own = await (await client.get(f"/play/{game.id}")).text()
    assert f'<a href="../play/{game.id}/lines">Your analysis lines</a>' in own
    page = await client.get(f"/play/{game.id}/lines")
    assert page.status == 200 and page.headers["Cache-Control"] == "no-store"
    body = await page.text()
    assert f'<li data-line={line.id}><a href="?line={line.id}">' in body
    assert "“&lt;b&gt;the d4 push&lt;/b&gt;”: from ply 0, 3 moves, one note" in body
    assert "<b>the d4" not in body and "id=line " not in body
    shown = await (await client.get(f"/play/{game.id}/lines", params={"line": line.id})).text()
    assert re.search(r'<li data-at=2><a href="[^"]+" aria-current=step>d4</a>', shown)
    assert "sharp &amp; quick" not in shown.split("id=line-moves")[0]  # the note is at 3
    assert '<li data-at=3><a href="?line=' in shown and "sharp &amp; quick</span>" in shown
    board = re.search(r'<img id=board src="([^"]+)" alt="([^"]+)"', shown)
    assert board is not None and board.group(1) == f"../../play/{game.id}/lines/{line.id}/2.png"
    assert "alice" in board.group(2) and "Pinch" in board.group(2)
    steps = re.search(r"<nav id=line-steps.*?</nav>", shown, re.S)
    assert steps is not None
    assert f'data-way=back href="?line={line.id}&amp;at=1"' in steps.group(0)
    assert f'data-way=last href="?line={line.id}&amp;at=3"' in steps.group(0)
    start = await (
        await client.get(f"/play/{game.id}/lines", params={"line": line.id, "at": 0})
    ).text()
    assert "<span data-way=first aria-hidden=true>" in start and "The line's start" in start
    png = await client.get(f"/play/{game.id}/lines/{line.id}/3.png")
    assert png.status == 200 and png.content_type == "image/png"
    assert Image.open(io.BytesIO(await png.read())).size[0] > 100
    again = (await sqlite_service.ctx.store.explore_lines(game.id, 0))[0]
    assert again.shown == 2 and again.touched_at == line.touched_at, "reading writes nothing"
    assert [m.notation for m in await sqlite_service.ctx.store.moves(game.id)] == []


async def test_another_players_lines_are_no_lines_here(
    client: Client, sqlite_service: Service
) -> None:
    game = await new_game(sqlite_service, "pinch")
    await sqlite_service.explore.play(asked(game.id), "e5")
    await sqlite_service.explore.name(asked(game.id), "alice's secret")
    line = (await sqlite_service.ctx.store.explore_lines(game.id, 0))[0]
    await enter(client, sqlite_service, game.id, BOB)
    body = await (await client.get(f"/play/{game.id}/lines")).text()
    assert "secret" not in body and "You have no analysis lines in this game yet" in body
    refused = await client.get(f"/play/{game.id}/lines", params={"line": line.id})
    assert refused.status == 404 and "That line is gone" in await refused.text()
    assert "secret" not in await refused.text()
    png = await client.get(f"/play/{game.id}/lines/{line.id}/0.png")
    assert png.status == 404 and png.content_type != "image/png"
    bad = await client.get(f"/play/{game.id}/lines", params={"line": "1e9"})
    assert bad.status == 404 and "There is no such line or position here" in await bad.text()


async def test_without_the_players_session_there_is_no_page(
    client: Client, sqlite_service: Service
) -> None:
    game = await new_game(sqlite_service, "pinch")
    await sqlite_service.explore.play(asked(game.id), "e5")
    page = await client.get(f"/play/{game.id}/lines")
    assert page.status == 403 and "e5" not in await page.text()
    line = (await sqlite_service.ctx.store.explore_lines(game.id, 0))[0]
    png = await client.get(f"/play/{game.id}/lines/{line.id}/0.png")
    assert png.status == 403


async def test_a_move_tried_from_the_page_goes_into_the_line_at_the_position_read(
    client: Client, sqlite_service: Service
) -> None:
    game = await new_game(sqlite_service, "pinch")
    for move in ("e5", "d4", "c3"):
        await sqlite_service.explore.play(asked(game.id), move)
    line = (await sqlite_service.ctx.store.explore_lines(game.id, 0))[0]
    csrf = await enter(client, sqlite_service, game.id)
    page = await (await client.get(f"/play/{game.id}/lines?line={line.id}&at=1")).text()
    form = re.search(r"<form id=line-try method=post action=\"([^\"]+)\">.*?</form>", page, re.S)
    assert form is not None and form.group(1) == f"../../play/{game.id}/lines/move"
    assert "name=at value=1" in form.group(0) and '<option value="e5">' not in form.group(0)
    assert '<option value="f6">' in form.group(0), "bob's moves after alice's e5"
    said_here = re.search(r"<p id=line-said>(.*?)</p>", page, re.S)
    assert said_here is not None and "Try one with the form below the board." in said_here[1]
    assert "/explore move:" not in said_here[1], "the page's own way, not Discord's"
    sent = {"csrf": csrf, "line": str(line.id), "at": "1", "move": "F6"}
    tried = await client.post(f"/play/{game.id}/lines/move", data=sent, allow_redirects=False)
    assert tried.status == 303 and tried.headers["Location"] == f"lines?line={line.id}&at=2"
    kept = (await sqlite_service.ctx.store.explore_lines(game.id, 0))[0]
    assert kept.moves == ("e5", "f6") and kept.shown == 2
    followed = await (await client.get(f"/play/{game.id}/{tried.headers['Location']}")).text()
    assert re.search(r'<li data-at=2><a href="[^"]+" aria-current=step>f6</a>', followed)
    wrong = await client.post(f"/play/{game.id}/lines/move", data={**sent, "at": "2", "move": "e5"})
    body = await wrong.text()
    said = re.search(r"<p id=said role=alert>(.*?)</p>", body, re.S)
    assert wrong.status == 422 and said is not None
    assert said.group(1) == "<span class=refused>e5 is already occupied.</span>", "the rules' own"
    assert (await sqlite_service.ctx.store.explore_lines(game.id, 0))[0].moves == ("e5", "f6")
    assert [m.notation for m in await sqlite_service.ctx.store.moves(game.id)] == []


async def test_a_move_from_the_page_needs_the_token_and_ones_own_line(
    client: Client, sqlite_service: Service
) -> None:
    game = await new_game(sqlite_service, "pinch")
    await sqlite_service.explore.play(asked(game.id), "e5")
    line = (await sqlite_service.ctx.store.explore_lines(game.id, 0))[0]
    csrf = await enter(client, sqlite_service, game.id, BOB)
    sent = {"csrf": csrf, "line": str(line.id), "at": "1", "move": "d4"}
    foreign = await client.post(f"/play/{game.id}/lines/move", data=sent)
    assert foreign.status == 404 and "That line is gone" in await foreign.text()
    forged = await client.post(f"/play/{game.id}/lines/move", data={**sent, "csrf": "x"})
    assert forged.status == 403
    assert (await sqlite_service.ctx.store.explore_lines(game.id, 0))[0].moves == ("e5",)
