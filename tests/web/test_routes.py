"""Every route of the site, and every kind of bad address, through aiohttp's test client.

On both engines. Every answer, good or bad, carries the security headers; no answer
ever holds a trace; a bad address is told what is wrong in the form it asked for
(a page, JSON, or plain text for images and streams).
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from typing import Any

import pytest
from aiohttp import ClientResponse
from aiohttp.test_utils import TestClient, TestServer

from service import Asked, Service
from service.spectators.desk import SpectatorDesk
from storage.errors import DatabaseOutOfReach
from tests.web.conftest import ALICE, GUILD, OTHER_GUILD, new_game, play
from web import make_app
from web.app import CSP

Client = TestClient[Any, Any]


def secured(answer: ClientResponse) -> None:
    headers = answer.headers
    assert headers["Content-Security-Policy"] == CSP
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "no-referrer"
    assert headers["X-Frame-Options"] == "DENY"
    assert "Cache-Control" in headers


async def fetch(client: Client, path: str, **kwargs: Any) -> tuple[ClientResponse, bytes]:
    answer = await client.get(path, **kwargs)
    body = await answer.read()
    secured(answer)
    assert b"Traceback" not in body and b'File "' not in body
    return answer, body


async def test_the_game_page(service: Service, desk: SpectatorDesk, client: Client) -> None:
    game = await new_game(service, clock="standard")
    await play(service, game.id, 3, random.Random(1))
    path = await desk.page_path(game)
    assert path is not None
    key = path.rsplit("/", 1)[1]
    answer, body = await fetch(client, path)
    assert answer.status == 200
    assert answer.headers["Content-Type"] == "text/html; charset=utf-8"
    assert answer.headers["Cache-Control"] == "private, no-cache"
    html = body.decode()
    assert f"<title>Pinch #{game.id} · alice vs bob</title>" in html
    assert f'<img id=board src="{key}/ply/3.png"' in html
    assert "<span id=where>ply 3 of 3</span>" in html
    assert html.count("<li data-ply=") == 3 and 'aria-current="step"' in html
    assert 'src="../../../static/page.js?v=' in html and 'href="../../../s/1/' in html
    assert "<script>" not in html and "style=" not in html  # nothing inline: the CSP holds
    assert 'class="clock ticking" data-seat=1' in html
    answer, body = await fetch(client, path + "?ply=1")
    html = body.decode()
    assert answer.status == 200 and f'src="{key}/ply/1.png"' in html
    assert '<li data-ply=1 aria-current="step" class=current>' in html
    assert '<a id=prev class=step href="?ply=0"' in html


async def test_state_json_and_its_etag(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    game = await new_game(service)
    await play(service, game.id, 2, random.Random(2))
    path = await desk.page_path(game)
    answer, body = await fetch(client, f"{path}/state.json")
    assert answer.status == 200
    assert answer.headers["Content-Type"] == "application/json; charset=utf-8"
    state = json.loads(body)
    assert state["plies"] == 2 and state["names"] == ["alice", "bob"]
    assert [m["ply"] for m in state["moves"]] == [1, 2] and state["clock"] is None
    tag = answer.headers["ETag"]
    assert tag == f'"{state["version"]}"'
    again, _ = await fetch(client, f"{path}/state.json", headers={"If-None-Match": tag})
    assert again.status == 304
    await play(service, game.id, 3, random.Random(2))
    moved, body = await fetch(client, f"{path}/state.json", headers={"If-None-Match": tag})
    assert moved.status == 200 and json.loads(body)["plies"] == 3


async def test_the_board_images(service: Service, desk: SpectatorDesk, client: Client) -> None:
    game = await new_game(service)
    await play(service, game.id, 2, random.Random(3))
    path = await desk.page_path(game)
    assert path is not None
    for ply in (0, 1, 2):
        answer, body = await fetch(client, f"{path}/ply/{ply}.png")
        assert answer.status == 200 and answer.headers["Content-Type"] == "image/png"
        assert body.startswith(b"\x89PNG") and body == await desk.board(
            GUILD, game.id, path.rsplit("/", 1)[1], ply
        )
        tag = answer.headers["ETag"]
        again, _ = await fetch(client, f"{path}/ply/{ply}.png", headers={"If-None-Match": tag})
        assert again.status == 304


async def test_the_servers_games(service: Service, desk: SpectatorDesk, client: Client) -> None:
    game = await new_game(service)
    await new_game(service, guild_id=OTHER_GUILD)
    path = await desk.page_path(game)
    assert path is not None
    answer, body = await fetch(client, f"/s/{GUILD}/{await desk.server_key(GUILD)}")
    html = body.decode()
    assert answer.status == 200 and html.count("<tr><td>") == 1
    assert f'href="../..{path}">Pinch #{game.id}</a>' in html
    assert "No game has finished yet." in html


async def test_home_robots_and_the_shipped_files(client: Client) -> None:
    answer, body = await fetch(client, "/")
    assert answer.status == 200 and b"Postboard" in body
    answer, body = await fetch(client, "/robots.txt")
    assert answer.status == 200 and body == b"User-agent: *\nDisallow: /\n"
    for name, kind in (("page.js", "text/javascript"), ("page.css", "text/css")):
        answer, body = await fetch(client, f"/static/{name}?v=x")
        assert answer.status == 200 and answer.headers["Content-Type"].startswith(kind)
        assert "immutable" in answer.headers["Cache-Control"] and body


async def test_the_live_stream_says_each_change(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    game = await new_game(service)
    path = await desk.page_path(game)
    answer = await client.get(f"{path}/events")
    secured(answer)
    assert answer.headers["Content-Type"] == "text/event-stream; charset=utf-8"
    assert answer.headers["Cache-Control"] == "no-store"

    async def event() -> dict[str, Any]:
        lines: list[str] = []
        while not lines or lines[-1] != "":
            line = (await asyncio.wait_for(answer.content.readline(), 10)).decode()
            lines.append(line.rstrip("\n"))
        data = next(line for line in lines if line.startswith("data: "))
        assert "event: version" in lines
        found: dict[str, Any] = json.loads(data.removeprefix("data: "))
        return found

    first = await event()
    assert first["plies"] == 0 and set(first) == {"version", "plies", "finished"}
    await play(service, game.id, 1, random.Random(4))  # through the service, as a player
    second = await event()
    assert second["plies"] == 1 and second["version"] != first["version"]
    await service.games.resign(Asked(game_id=game.id, asked_by=ALICE))
    third = await event()
    assert third["plies"] == 2 and third["finished"] is True
    answer.close()


async def bad_addresses(service: Service, desk: SpectatorDesk) -> list[tuple[str, int, str, str]]:
    """(path, status, words in the answer, its content type) for each kind of bad input."""
    game = await new_game(service)
    await play(service, game.id, 2, random.Random(5))
    elsewhere = await new_game(service, guild_id=OTHER_GUILD)
    key = await desk.game_key(GUILD, game.id)
    page = f"/g/{GUILD}/{game.id}/{key}"
    other = f"/g/{OTHER_GUILD}/{elsewhere.id}/{await desk.game_key(OTHER_GUILD, elsewhere.id)}"
    no_game = f"There is no game #{game.id} here"
    html, text, js = "text/html", "text/plain", "application/json"
    return [
        (page + "?ply=3", 404, f"Pinch #{game.id} has plies 0 to 2: there is no ply 3.", html),
        (page + "?ply=999999", 404, "there is no ply 999999", html),
        (page + "?ply=-1", 400, "must be a whole number from 0 to 2, not &#x27;-1&#x27;", html),
        (page + "?ply=%00%3Cb%3E", 400, "must be a whole number", html),
        (page + "?ply=1e3", 400, "must be a whole number", html),
        (page + "/ply/3.png", 404, "has plies 0 to 2: there is no ply 3.", text),
        (page + "/ply/x.png", 400, "must be a whole number, not 'x'", text),
        (page + "/ply/1234567.png", 400, "must be a whole number", text),
        # a game of another server, through this server's address (and that server's key)
        (f"/g/{GUILD}/{elsewhere.id}/{key}", 404, f"There is no game #{elsewhere.id}", html),
        (other.replace(f"/g/{OTHER_GUILD}/", f"/g/{GUILD}/"), 404, "There is no game", html),
        (f"/g/{OTHER_GUILD}/{game.id}/{key}", 404, no_game, html),
        (f"/g/{OTHER_GUILD}/{game.id}/{key}/state.json", 404, no_game, js),
        # unknown numbers, wrong keys
        (f"/g/{GUILD}/4242/{key}", 404, "There is no game #4242 here", html),
        (f"/g/{GUILD}/{game.id}/{key.upper()}", 404, no_game, html),
        (f"/g/{GUILD}/{game.id}/{key[:-1]}/state.json", 404, no_game, js),
        (f"/g/{GUILD}/{game.id}/x/ply/0.png", 404, no_game, text),
        (f"/g/{GUILD}/{game.id}/x/events", 404, no_game, text),
        (f"/s/{GUILD}/{key}", 404, "There is no such list of games", html),
        (f"/s/{OTHER_GUILD}/{await desk.server_key(GUILD)}", 404, "no such list", html),
        # junk
        (f"/g/abc/{game.id}/{key}", 404, "There is no game", html),
        (f"/g/{GUILD}/99999999999999999999999/{key}", 404, "There is no game #99999999", html),
        (f"/g/{GUILD}/９/{key}", 404, "There is no game", html),  # a digit, but not ASCII
        (f"/s/{'9' * 30}/{key}", 404, "no such list", html),
        ("/g/1", 404, "There is no such page here.", html),
        (page + "/", 404, "There is no such page here.", html),
        (page + "/ply/1.gif", 404, "There is no such page here.", html),
        ("/static/nothing.js", 404, "There is no such page here.", text),
        ("/static/../web/app.py", 404, "There is no such page here.", html),
        ("/%ff%fe/<script>", 404, "There is no such page here.", html),
        ("/" + "x" * 3000, 404, "There is no such page here.", html),
    ]


async def test_bad_addresses_get_clear_answers(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    for path, status, words, kind in await bad_addresses(service, desk):
        answer, body = await fetch(client, path)
        assert (answer.status, answer.headers["Content-Type"].split(";")[0]) == (status, kind), path
        assert words in body.decode(), (path, body.decode())
        assert answer.headers["Cache-Control"] == "no-store", path
        if kind == "text/html":
            assert "<script" not in body.decode(), path  # nothing of the address runs


async def test_other_methods_are_refused(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    game = await new_game(service)
    path = await desk.page_path(game)
    for method in ("POST", "PUT", "DELETE"):
        answer = await client.request(method, str(path), data=b"x")
        secured(answer)
        assert answer.status == 405 and "GET" in answer.headers["Allow"]
        assert "takes GET requests only" in await answer.text()
    head = await client.head(str(path))
    assert head.status == 200


async def test_names_are_shown_as_written_never_as_markup(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    await service.remember(ALICE, '<img src=x onerror=alert(1)> "&amp;" </title>')
    game = await new_game(service)
    path = await desk.page_path(game)
    _, body = await fetch(client, str(path))
    html = body.decode()
    assert "<img src=x" not in html and "</title> vs" not in html
    assert (
        "&lt;\u200bimg src=x onerror=alert(1)&gt; &quot;&amp;amp;&quot; &lt;\u200b/title&gt;"
        in html
    )
    _, body = await fetch(client, f"/s/{GUILD}/{await desk.server_key(GUILD)}")
    assert "<img src=x" not in body.decode() and "&lt;\u200bimg" in body.decode()


class Failing(SpectatorDesk):
    def __init__(self, desk: SpectatorDesk, error: Exception) -> None:
        super().__init__(desk._ctx)  # noqa: SLF001
        self.error = error

    async def game(self, guild_id: int, game_id: int, key: str) -> Any:
        raise self.error


@pytest.mark.parametrize(
    "error, status, words",
    [
        (RuntimeError("a bug with a secret in it"), 500, "Something went wrong on our side"),
        (DatabaseOutOfReach("down"), 503, "cannot be read right now"),
    ],
)
async def test_failures_inside_are_an_apology_and_a_log_line(
    service: Service,
    desk: SpectatorDesk,
    caplog: pytest.LogCaptureFixture,
    error: Exception,
    status: int,
    words: str,
) -> None:
    game = await new_game(service)
    path = str(await desk.page_path(game))
    async with TestClient(TestServer(make_app(Failing(desk, error)))) as client:
        for suffix in ("", "/state.json", "/events"):
            answer, body = await fetch(client, path + suffix)
            assert answer.status == status and words in body.decode()
            assert "secret" not in body.decode() and "RuntimeError" not in body.decode()
    logged = [r for r in caplog.records if r.name == "postboard.web"]
    assert logged and all(r.levelno >= logging.WARNING for r in logged)
    assert all(path.rsplit("/", 1)[1] not in r.getMessage() for r in logged)  # keys stay out
    if status == 500:
        assert logged[0].exc_info is not None
