"""The pages in a real headless Chromium (Debian's), driven by Playwright.

What is checked: a page loads and its board image with it; stepping with the
buttons, the arrow keys, Home and End, and the move list; a move made through the
service shows up by itself (followed at the latest ply, counted but not jumped to
when looking at an earlier one); Plateau's hidden information reaches the browser
nowhere (the DOM, any response, the live stream); and one screenshot per game
looks like a page with a board on it. No console error and no CSP violation on
any page, and no request leaves the site.
"""

from __future__ import annotations

import asyncio
import io
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp.test_utils import TestServer
from PIL import Image, ImageChops, ImageStat

from rules import GAMES
from rules.replay import Replay
from service import Asked, Service
from service.presenters import PRESENTERS
from service.spectators.desk import SpectatorDesk
from service.spectators.positions import public_view
from tests.service.test_plateau_privacy import leaks, secrets
from tests.web.conftest import GAMES_AND_OPTIONS, GUILD, Site, new_game, notations, play
from web import make_app
from words import ENGLISH

VIEWPORT = {"width": 1280, "height": 900}


@dataclass
class Watched:
    """A page and everything it received: bodies by address, console errors."""

    page: Any
    origin: str
    bodies: list[tuple[str, str, bytes]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    pending: list[asyncio.Future[None]] = field(default_factory=list)

    async def received(self) -> list[tuple[str, str, bytes]]:
        await asyncio.gather(*self.pending)
        return self.bodies

    def clean(self) -> None:
        assert self.errors == []


async def open_page(browser: Any, origin: str) -> Watched:
    page = await browser.new_page(viewport=VIEWPORT)
    watched = Watched(page, origin)

    async def keep(response: Any) -> None:
        try:
            body = await response.body()
        except Exception:  # a redirect or an aborted image: nothing was received
            return
        watched.bodies.append((response.url, response.headers.get("content-type", ""), body))

    def on_response(response: Any) -> None:
        if not response.url.endswith("/events"):  # a stream never ends; read apart
            watched.pending.append(asyncio.ensure_future(keep(response)))

    def on_request(request: Any) -> None:
        if not request.url.startswith(origin):
            watched.errors.append(f"a request left the site: {request.url}")

    page.on("response", on_response)
    page.on("request", on_request)
    page.on("console", lambda m: m.type == "error" and watched.errors.append(m.text))
    page.on("pageerror", lambda e: watched.errors.append(str(e)))
    return watched


async def at(page: Any) -> tuple[int, int, str, str | None]:
    """What the page shows: (ply, plies, the board's address, the current move)."""
    found = await page.evaluate(
        """() => [Number(document.body.dataset.ply), Number(document.body.dataset.plies),
                  document.getElementById('board').getAttribute('src'),
                  document.querySelector('#moves li.current')?.dataset.ply ?? null,
                  document.getElementById('where').textContent]"""
    )
    ply, plies, src, current, where = found
    assert where == f"ply {ply} of {plies}"
    return ply, plies, src, current


async def board_loaded(page: Any) -> None:
    await page.wait_for_function(
        "() => { const b = document.getElementById('board');"
        " return b.complete && b.naturalWidth > 0 }",
        timeout=10_000,
    )


async def test_load_and_step_with_buttons_keys_and_the_move_list(
    sqlite_service: Service, site: Site, chromium: Any
) -> None:
    game = await new_game(sqlite_service, clock="standard")
    await play(sqlite_service, game.id, 6, random.Random(11))
    path = await site.desk.page_path(game)
    key = str(path).rsplit("/", 1)[1]
    watched = await open_page(chromium, site.url("/"))
    page = watched.page
    await page.goto(site.url(str(path)))
    await board_loaded(page)
    assert await page.title() == f"Pinch #{game.id} · alice vs bob"
    assert await at(page) == (6, 6, f"{key}/ply/6.png", "6")
    assert await page.inner_text("#status") == "alice to move."
    assert await page.locator(".clock.ticking").count() == 1

    await page.click("#prev")
    assert await at(page) == (5, 6, f"{key}/ply/5.png", "5")
    assert page.url.endswith("?ply=5")
    await board_loaded(page)
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    assert await at(page) == (3, 6, f"{key}/ply/3.png", "3")
    await page.keyboard.press("Home")
    assert await at(page) == (0, 6, f"{key}/ply/0.png", None)
    # the board's words follow it (issue 31.1): fetched for the ply stepped to
    words = "document.querySelector('#board').alt"
    await page.wait_for_function(f"() => {words}.includes('after 0 plies. alice to move.')")
    assert (await page.evaluate(f"() => {words}")).endswith("The board is empty.")
    await page.keyboard.press("ArrowLeft")  # nothing before the start
    assert (await at(page))[0] == 0
    await page.click("#next")
    await page.keyboard.press("ArrowRight")
    assert await at(page) == (2, 6, f"{key}/ply/2.png", "2")
    await page.click("#moves li[data-ply='4'] a")
    assert await at(page) == (4, 6, f"{key}/ply/4.png", "4")
    await page.keyboard.press("End")
    assert await at(page) == (6, 6, f"{key}/ply/6.png", "6")
    assert not page.url.endswith("?ply=4")
    assert await page.get_attribute("#last", "aria-disabled") == "true"  # already there
    assert await page.get_attribute("#next", "aria-disabled") == "true"
    assert await page.get_attribute("#prev", "aria-disabled") is None
    await board_loaded(page)

    await page.goto(site.url(f"{path}?ply=2"))  # an address with a ply opens there
    assert await at(page) == (2, 6, f"{key}/ply/2.png", "2")
    await watched.received()
    watched.clean()


async def test_a_move_through_the_service_shows_up_by_itself(
    service: Service, chromium: Any
) -> None:
    """On both engines: the page learns of the move from the store, not from this process."""
    desk = SpectatorDesk(service.ctx)
    server = TestServer(make_app(desk, fresh_seconds=0.0, poll_seconds=0.1, spread_seconds=0.0))
    await server.start_server()
    try:
        game = await new_game(service)
        await play(service, game.id, 2, random.Random(12))
        path = str(await desk.page_path(game))
        following = await open_page(chromium, str(server.make_url("/")))
        looking = await open_page(chromium, str(server.make_url("/")))
        await following.page.goto(str(server.make_url(path)))
        await looking.page.goto(str(server.make_url(path + "?ply=1")))
        for watched in (following, looking):
            await watched.page.wait_for_function("() => document.body.dataset.plies === '2'")
        await asyncio.sleep(0.3)  # both streams are open
        await play(service, game.id, 3, random.Random(12))
        for watched in (following, looking):
            await watched.page.wait_for_function(
                "() => document.body.dataset.plies === '3'", timeout=10_000
            )
        page = following.page
        assert (await at(page))[:2] == (3, 3) and (await at(page))[3] == "3"
        assert await page.locator("#moves li").count() == 3
        assert await page.inner_text("#status") == "bob to move."
        await board_loaded(page)
        assert (await at(looking.page))[:2] == (1, 3)  # not moved away from what one looks at
        await service.games.resign(Asked(game_id=game.id, asked_by=game.players[0]))
        await page.wait_for_function("() => document.body.classList.contains('finished')")
        assert await page.inner_text("#status") == "bob wins (resignation)."
        for watched in (following, looking):
            await watched.received()
            watched.clean()
    finally:
        await server.close()


async def test_plateau_shows_the_browser_nothing_hidden(
    sqlite_service: Service, site: Site, chromium: Any
) -> None:
    """Checked: the DOM at every ply and after a live update; the body of every response
    the browser got (HTML, JSON, script, style sheet, images); the live stream. Text
    must hold none of the notations that name a hidden piece and no hand; every image
    must be the render of the spectator's view at its ply, never a player's view."""
    service = sqlite_service
    game = await new_game(service, "plateau")
    await play(service, game.id, 14, random.Random(13))
    path = str(await site.desk.page_path(game))
    watched = await open_page(chromium, site.url("/"))
    page = watched.page
    await page.goto(site.url(path))
    await board_loaded(page)
    doms = [await page.content()]
    for _ in range(14):
        await page.keyboard.press("ArrowLeft")
        await board_loaded(page)
        doms.append(await page.content())
    await play(service, game.id, 15, random.Random(14))  # a live update, too
    await page.wait_for_function("() => document.body.dataset.plies === '15'", timeout=10_000)
    await page.keyboard.press("End")
    await board_loaded(page)
    doms.append(await page.content())
    stream = await first_event(site.url(path + "/events"))
    received = await watched.received()
    watched.clean()

    logged = await notations(service, game.id)
    truth = Replay.of(GAMES["plateau"], {}, logged)
    hidden = secrets(truth)
    everyone = hidden[0] | hidden[1]
    assert everyone
    for dom in doms:
        assert not leaks(dom, everyone) and "Your hand" not in dom
    title, names = f"Plateau #{game.id} · alice vs bob", ("alice", "bob")
    public, private = {}, set()
    for ply in range(len(logged) + 1):
        replay = Replay.of(GAMES["plateau"], {}, logged[:ply])
        public[ply] = PRESENTERS["plateau"].render(
            public_view(game, replay),
            title=title,
            names=names,
            reader=ENGLISH,
        )
        for seat in (0, 1):
            private.add(
                PRESENTERS["plateau"].render(
                    replay.view(seat), title=title, names=names, reader=ENGLISH
                )
            )
    kinds = set()
    for url, kind, body in received:
        kinds.add(kind.split(";")[0])
        if kind.startswith("image/png"):
            ply = int(url.rsplit("/", 1)[1].removesuffix(".png"))
            assert body == public[ply], url
            assert body not in private - {public[ply]}, url
        else:
            text = body.decode()
            assert not leaks(text, everyone), url
            assert "Your hand" not in text, url
    assert {"text/html", "application/json", "image/png", "text/javascript", "text/css"} <= kinds
    states = [json.loads(b) for u, k, b in received if k.startswith("application/json")]
    rebuilt = Replay(GAMES["plateau"], {})
    echoes = []
    for notation in logged:
        rebuilt.play(notation)
        echoes.append(rebuilt.view(None).last_move)
    assert [m["text"] for m in states[-1]["moves"]] == echoes
    assert set(json.loads(stream)) == {"version", "plies", "finished"}
    assert not leaks(stream, everyone)


async def first_event(url: str) -> str:
    """The data of the live stream's first event, read as the browser's EventSource would."""
    async with aiohttp.ClientSession() as session, session.get(url) as answer:
        assert answer.headers["Content-Type"].startswith("text/event-stream")
        while True:
            line = (await asyncio.wait_for(answer.content.readline(), 10)).decode()
            if line.startswith("data: "):
                return line.removeprefix("data: ").strip()


async def test_one_screenshot_of_each_game(
    sqlite_service: Service, site: Site, chromium: Any, tmp_path: Path
) -> None:
    for number, name in enumerate(GAMES_AND_OPTIONS):
        game = await new_game(sqlite_service, name, clock="standard")
        await play(sqlite_service, game.id, 8, random.Random(20 + number))
        path = str(await site.desk.page_path(game))
        watched = await open_page(chromium, site.url("/"))
        page = watched.page
        await page.goto(site.url(path))
        await board_loaded(page)
        shot = Image.open(io.BytesIO(await page.screenshot())).convert("RGB")
        shot.save(tmp_path / f"{name}.png")
        assert shot.size == (VIEWPORT["width"], VIEWPORT["height"]), name
        grey = shot.convert("L")
        assert ImageStat.Stat(grey).stddev[0] > 20, f"{name}: the page is blank"
        assert sum(1 for count in grey.histogram() if count) > 64, name
        box = await page.locator("#board").bounding_box()
        assert min(box["width"], box["height"]) > 300, (name, box)
        assert box["width"] * box["height"] > 250_000, (name, box)
        steps = await page.locator(".steps").bounding_box()
        assert steps["y"] + steps["height"] <= VIEWPORT["height"], f"{name}: steps off screen"
        assert box["x"] < VIEWPORT["width"] / 2 and box["y"] < VIEWPORT["height"] / 2, name
        region = shot.crop(
            (
                int(box["x"]),
                int(box["y"]),
                int(box["x"] + box["width"]),
                min(VIEWPORT["height"], int(box["y"] + box["height"])),
            )
        )
        plies = (await sqlite_service.ctx.store.get_game(game.id)).ply
        png = await site.desk.board(GUILD, game.id, path.rsplit("/", 1)[1], plies)
        served = Image.open(io.BytesIO(png)).convert("RGB")
        height = round(served.height * region.width / served.width)
        scaled = served.resize((region.width, height)).crop((0, 0, region.width, region.height))
        difference = ImageStat.Stat(ImageChops.difference(region, scaled).convert("L")).mean[0]
        assert difference < 25, f"{name}: the board region is not the board ({difference:.1f})"
        await watched.received()
        watched.clean()
        await page.close()
