"""A player's own page over HTTP (issue 33): the link, the cookie, the page, the JSON API,
moves and offers through the forms and through fetch, and every refusal, on both engines.

The site runs over the real service and database (``conftest.service``); a request
is made as a browser makes it, with the cookie the link's exchange set. What a move
changes is handed to ``tell`` (the other channels), checked here by a list that
stands for them.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from service import Asked, Proposal, Service
from service.results import GameUpdate
from service.running.outbox import Notification
from service.web_play.sessions import LINK_DAYS
from tests.web.conftest import ALICE, BOB, PUBLIC_URL, new_game
from web import make_app
from web.app import PLAY_CSP
from web.limits import UNLIMITED, Limiter, Rate
from web.play import COOKIE, PlaySite

Client = TestClient[Any, Any]


class Told(list[Notification]):
    async def __call__(self, notification: Notification) -> None:
        self.append(notification)


HERE = "http://games.example.org"
"""The public address in most of these tests: plain HTTP at the root, as the test
client reaches the site, so the cookie comes back (a ``Secure`` cookie, or one below
``/postboard``, would not)."""


def play_site(service: Service, told: Told, public: str = HERE, **limits: Any) -> PlaySite:
    service.web_play.sessions.public_url = public
    site = PlaySite(service.web_play, told)
    for name, rate in limits.items():
        setattr(site, name, Limiter(any_request=rate, costly_request=rate))
    return site


@pytest.fixture
def told() -> Told:
    return Told()


@pytest.fixture
async def client(service: Service, told: Told) -> AsyncIterator[Client]:
    app = make_app(
        service.spectators,
        fresh_seconds=0.0,
        poll_seconds=0.05,
        spread_seconds=0.0,
        limiter=Limiter(any_request=UNLIMITED, costly_request=UNLIMITED),
        play=play_site(service, told),
    )
    async with TestClient(TestServer(app)) as client:
        yield client


async def link(service: Service, game_id: int, user: int = ALICE) -> str:
    """The path of ``user``'s personal link (below the site's root)."""
    made, _ = await service.web_play.link(Asked(game_id=game_id, asked_by=user))
    public = service.web_play.sessions.public_url
    assert public is not None
    return made.url.removeprefix(public)


async def enter(client: Client, service: Service, game_id: int, user: int = ALICE) -> str:
    """Follow ``user``'s link as a browser does; the CSRF token of the page it opens."""
    answer = await client.get(await link(service, game_id, user), allow_redirects=False)
    assert answer.status == 303, await answer.text()
    assert answer.headers["Location"] == f"../play/{game_id}"
    page = await client.get(f"/play/{game_id}")
    assert page.status == 200, await page.text()
    found = re.search(r'data-csrf="([^"]+)"', await page.text())
    assert found is not None
    return found.group(1)


def fetched(**form: Any) -> dict[str, Any]:
    return {"data": {k: str(v) for k, v in form.items()}, "headers": {"Accept": "application/json"}}


async def test_the_link_becomes_a_cookie_and_the_address_loses_the_token(
    client: Client, service: Service
) -> None:
    game = await new_game(service)
    path = await link(service, game.id)
    answer = await client.get(path, allow_redirects=False)
    assert answer.status == 303
    assert answer.headers["Cache-Control"] == "no-store"
    cookie = answer.headers["Set-Cookie"]
    assert cookie.startswith(f"{COOKIE}=")
    for part in ("HttpOnly", "SameSite=Strict", f"Path=/play/{game.id}"):
        assert part in cookie, part
    assert "Secure" not in cookie, "plain HTTP, and no proxy believed"
    assert f"Max-Age={LINK_DAYS * 86400}" in cookie
    page = await client.get(f"/play/{game.id}")
    body = await page.text()
    assert page.status == 200
    assert page.headers["Content-Security-Policy"] == PLAY_CSP
    assert "form-action 'self'" in PLAY_CSP
    assert page.headers["Referrer-Policy"] == "no-referrer"
    assert "Your move." in body and 'id=board src="../play/' in body
    assert path.rsplit("/", 1)[1] not in body, "the token is nowhere in the page"
    spectator = await client.get("/")
    assert "form-action 'none'" in spectator.headers["Content-Security-Policy"]


async def test_behind_an_https_proxy_the_cookie_is_secure_and_below_its_path(
    service: Service, told: Told
) -> None:
    game = await new_game(service)
    for public, proxies, forwarded, secure in (
        (PUBLIC_URL, (), None, True),  # the public address is https
        ("http://games.example.org/postboard", ("127.0.0.1",), "https", True),
        ("http://games.example.org/postboard", (), "https", False),  # a header anyone writes
        ("http://games.example.org/postboard", ("127.0.0.1",), "http", False),
    ):
        site = play_site(service, told, public)
        limiter = Limiter(any_request=UNLIMITED, costly_request=UNLIMITED, trusted_proxies=proxies)
        app = make_app(service.spectators, limiter=limiter, play=site)
        async with TestClient(TestServer(app)) as client:
            headers = {} if forwarded is None else {"X-Forwarded-Proto": forwarded}
            answer = await client.get(
                await link(service, game.id), headers=headers, allow_redirects=False
            )
            cookie = answer.headers["Set-Cookie"]
            assert f"Path=/postboard/play/{game.id}" in cookie
            assert ("Secure" in cookie) is secure, (public, proxies, forwarded)


async def test_no_cookie_another_game_and_a_bad_link_get_a_page_that_says_what_to_do(
    client: Client, service: Service
) -> None:
    game = await new_game(service)
    other = await new_game(service)
    answer = await client.get(f"/play/{game.id}")
    assert answer.status == 403
    assert "/web link" in await answer.text()
    await enter(client, service, game.id)
    assert (await client.get(f"/play/{other.id}")).status == 403, "the cookie is one game's"
    for bad in ("/p/1.2.3", "/p/" + "9" * 300, "/p/1.11.1.0.1.0.aaaaaaaaaaaaaaaaaaaaaaaaaa"):
        refused = await client.get(bad, allow_redirects=False)
        assert refused.status == 403
        assert "opens no page" in await refused.text()
        assert "Set-Cookie" not in refused.headers
    state = await client.get(f"/play/{other.id}/state.json")
    assert state.status == 403 and "error" in await state.json()
    assert (await client.get("/play/x1/state.json")).status == 404


async def test_an_expired_link_says_when(client: Client, service: Service) -> None:
    game = await new_game(service)
    path = await link(service, game.id)
    service.ctx.clock.now += timedelta(days=LINK_DAYS + 1)  # type: ignore[attr-defined]
    answer = await client.get(path, allow_redirects=False)
    assert answer.status == 403
    assert "stopped working on" in await answer.text()


async def test_the_json_api_and_a_move_step_by_step(
    client: Client, service: Service, told: Told
) -> None:
    game = await new_game(service, "les")
    csrf = await enter(client, service, game.id)
    state = await (await client.get(f"/play/{game.id}/state.json")).json()
    assert state["your_turn"] and state["seat"] == 0 and state["plies"] == 0
    assert [c["word"] for c in state["steps"]["choices"]] == ["setup"]
    assert {a["action"] for a in state["actions"]} == {"draw", "abort", "resign"}
    tag = (await client.get(f"/play/{game.id}/state.json")).headers["ETag"]
    again = await client.get(f"/play/{game.id}/state.json", headers={"If-None-Match": tag})
    assert again.status == 304
    prefix = "setup"
    while True:
        steps = await (await client.get(f"/play/{game.id}/steps", params={"prefix": prefix})).json()
        if steps["complete"]:
            break
        prefix = steps["choices"][0]["move"]
    bad = await client.get(f"/play/{game.id}/steps", params={"prefix": "zz9"})
    assert bad.status == 422 and "No legal move begins with zz9" in (await bad.json())["error"]
    played = await client.post(f"/play/{game.id}/move", **fetched(move=prefix, ply=0, csrf=csrf))
    answer = await played.json()
    assert played.status == 200 and answer["ok"], answer
    assert answer["said"] == f"You played {prefix} in game #{game.id}."
    assert answer["state"]["plies"] == 1 and not answer["state"]["your_turn"]
    await asyncio.sleep(0)
    assert [type(t) for t in told] == [GameUpdate], "the thread hears of it"
    assert [m.notation for m in await service.ctx.store.moves(game.id)] == [prefix]
    board = await client.get(f"/play/{game.id}/board/1.png")
    assert board.status == 200 and board.content_type == "image/png"
    words = await client.get(f"/play/{game.id}/board/0.txt")
    assert words.status == 200 and "after 0 plies" in await words.text()
    assert (await client.get(f"/play/{game.id}/board/9.png")).status == 404
    assert (await client.get(f"/play/{game.id}/board/x.png")).status == 404


async def test_forms_without_script_post_and_come_back(client: Client, service: Service) -> None:
    game = await new_game(service)
    csrf = await enter(client, service, game.id)
    chosen = await client.get(f"/play/{game.id}", params={"prefix": "e5"})
    body = await chosen.text()
    assert "Your move: <code>e5</code>" in body
    assert 'name=move id=confirm-move value="e5"' in body
    played = await client.post(
        f"/play/{game.id}/move",
        data={"move": "e5", "ply": "0", "csrf": csrf},
        allow_redirects=False,
    )
    assert played.status == 303 and played.headers["Location"] == f"../{game.id}?done=played"
    page = await client.get(f"/play/{game.id}?done=played")
    assert "Your move was played." in await page.text()
    stale = await client.post(
        f"/play/{game.id}/move", data={"move": "d4", "ply": "0", "csrf": csrf}
    )
    body = await stale.text()
    assert stale.status == 409
    assert f"but game #{game.id} is at ply 1 now" in body and "Nothing was played" in body
    said_elsewhere = await client.get(f"/play/{game.id}?done=<script>")
    assert "<script>" not in await said_elsewhere.text()


async def test_every_post_needs_its_csrf_token_and_its_session(
    client: Client, service: Service
) -> None:
    game = await new_game(service)
    csrf = await enter(client, service, game.id)
    for form, headers in (
        ({"move": "e5", "ply": "0"}, {}),
        ({"move": "e5", "ply": "0", "csrf": csrf[:-2] + "xx"}, {}),
        ({"move": "e5", "ply": "0", "csrf": csrf}, {"Sec-Fetch-Site": "cross-site"}),
    ):
        refused = await client.post(
            f"/play/{game.id}/move", data=form, headers={"Accept": "application/json", **headers}
        )
        assert refused.status == 403
        assert "out of date" in (await refused.json())["error"]
    with_header = await client.post(
        f"/play/{game.id}/move",
        data={"move": "e5", "ply": "0"},
        headers={"Accept": "application/json", "X-CSRF-Token": csrf},
    )
    assert with_header.status == 200
    client.session.cookie_jar.clear()
    alone = await client.post(f"/play/{game.id}/move", **fetched(move="d4", ply=1, csrf=csrf))
    assert alone.status == 403
    bad_ply = await enter(client, service, game.id, BOB)
    odd = await client.post(f"/play/{game.id}/move", **fetched(move="d4", ply="1x", csrf=bad_ply))
    assert odd.status == 400
    assert [m.notation for m in await service.ctx.store.moves(game.id)] == ["e5"]


async def test_offers_answers_and_a_confirmed_resignation(
    client: Client, service: Service, told: Told
) -> None:
    game = await new_game(service, "les")
    csrf = await enter(client, service, game.id)
    offered = await client.post(
        f"/play/{game.id}/offer", **fetched(action="draw", ply=0, csrf=csrf)
    )
    answer = await offered.json()
    assert answer["ok"] and answer["state"]["offers"][0]["yours"]
    await asyncio.sleep(0)
    assert isinstance(told[-1], Proposal)
    resign = await client.post(
        f"/play/{game.id}/offer", **fetched(action="resign", ply=0, csrf=csrf)
    )
    assert resign.status == 409 and (await resign.json())["confirm"]
    page = await client.post(
        f"/play/{game.id}/offer", data={"action": "resign", "ply": "0", "csrf": csrf}
    )
    body = await page.text()
    assert "cannot be undone" in body and re.search(r"<form id=resign-confirm [^>]*>", body)
    assert "id=resign-confirm method=post" in body and "resign-confirm" in body
    assert not re.search(r"<form id=resign-confirm[^>]* hidden", body)
    done = await client.post(
        f"/play/{game.id}/offer",
        data={"action": "resign", "confirm": "yes", "ply": "0", "csrf": csrf},
        allow_redirects=False,
    )
    assert done.status == 303 and done.headers["Location"].endswith("?done=resigned")
    state = await (await client.get(f"/play/{game.id}/state.json")).json()
    assert state["finished"] and state["actions"] == [] and state["steps"] is None


async def test_posts_are_limited_per_session_and_exchanges_per_address(
    service: Service, told: Told
) -> None:
    site = play_site(
        service,
        told,
        actions=Rate(per_second=0.001, burst=2),
        exchanges=Rate(per_second=0.001, burst=2),
    )
    app = make_app(service.spectators, limiter=Limiter(any_request=UNLIMITED), play=site)
    game = await new_game(service)
    async with TestClient(TestServer(app)) as client:
        csrf = await enter(client, service, game.id)
        for expected in (422, 422, 429):
            answer = await client.post(
                f"/play/{game.id}/move", **fetched(move="zz", ply=0, csrf=csrf)
            )
            assert answer.status == expected
        assert "Retry-After" in answer.headers
        await client.get(await link(service, game.id, BOB), allow_redirects=False)
        third = await client.get(await link(service, game.id, BOB), allow_redirects=False)
        assert third.status == 429 and "Set-Cookie" not in third.headers


async def test_the_live_stream_tells_a_version_and_then_the_opponents_move(
    client: Client, service: Service
) -> None:
    game = await new_game(service)
    await enter(client, service, game.id, BOB)
    version = (await (await client.get(f"/play/{game.id}/state.json")).json())["version"]
    stream = await client.get(f"/play/{game.id}/events")
    assert stream.headers["Content-Type"].startswith("text/event-stream")
    first = await asyncio.wait_for(stream.content.readuntil(b"\n\n"), 5)
    assert version.encode() in first
    await service.games.move(Asked(game_id=game.id, asked_by=ALICE), "e5")
    second = await asyncio.wait_for(stream.content.readuntil(b"\n\n"), 5)
    assert b"event: version" in second and version.encode() not in second
    stream.close()


async def test_two_players_in_one_browser_never_see_each_others_board_from_its_cache(
    client: Client, service: Service
) -> None:
    game = await new_game(service, "plateau")
    await service.games.move(Asked(game_id=game.id, asked_by=ALICE), "open a1 xx rb")
    await enter(client, service, game.id, ALICE)
    hers = await client.get(f"/play/{game.id}/board/1.png")
    assert hers.headers["Cache-Control"] == "private, no-cache"
    tag = hers.headers["ETag"]
    same = await client.get(f"/play/{game.id}/board/1.png", headers={"If-None-Match": tag})
    assert same.status == 304
    await enter(client, service, game.id, BOB)  # the same browser, the other seat's link
    his = await client.get(f"/play/{game.id}/board/1.png", headers={"If-None-Match": tag})
    assert his.status == 200 and his.headers["ETag"] != tag
    assert await his.read() != await hers.read()
