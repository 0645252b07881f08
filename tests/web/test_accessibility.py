"""Issue 31.4 and 31.3's web part: pages everyone can use, in the real headless Chromium.

- **The audit.** axe-core (``axe-playwright-python``'s bundled copy, run in the page)
  finds no serious or critical violation on any page a spectator sees: every game's
  page now, at its first position and at a past ply, finished; a server's list; the
  home page; the refusals (no such page, no such game, no such ply, a bad ply, too many
  requests); at desktop and phone width, in the light scheme and the dark, after a step
  by keyboard and after a live update, and in each language. Each opens at its top and
  needs no sideways scrolling at 390 and 320 px (WCAG 1.4.10). A self-check shows the
  audit fails on a bad page and on a real page whose text is made faint or too wide.
- **The keyboard.** Tab reaches the server's list, the four steps and every move, in
  that order, each with a visible focus ring at 3:1 on its background; Enter steps,
  the keys the page names (``aria-keyshortcuts``, the ``web-keys`` sentence) step as
  the links do, and a live update leaves the focus where it was.

The live region is ``test_live_region``'s, the stylesheet's colours ``test_contrast``'s.

Before (axe 4.12, the 134 audits here): ``color-contrast`` (serious) on the current
move's player name, ``#6b6f76``-grey on the yellow mark, 3.91:1 (3.22:1 in the dark
scheme), on the 74 pages that have a current move; no other violation of any impact.
Beyond axe: at phone width a game's page opened scrolled down to its move list, and
the first Tab went to the last move, past the steps (``scrollIntoView`` moved both);
the steps row and a server's table pushed the page sideways at 390 and 320 px.
"""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest
from axe_playwright_python.async_playwright import Axe
from coloraide import Color

from service import Asked, Service
from service.spectators.desk import SpectatorDesk
from tests.web.conftest import GAMES_AND_OPTIONS, GUILD, Site, new_game, open_site, play
from tests.web.test_browser import board_loaded
from tests.web.test_contrast import RING_ON
from web.limits import Limiter, Rate
from web.pages import STEP_KEYS

AXE = Axe()
BLOCKING = frozenset({"serious", "critical"})
WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
SCHEMES = ("light", "dark")
REFLOW_WIDTHS = (390, 320)
"""WCAG 1.4.10: a page at 320 CSS px needs no sideways scrolling (a table may scroll in
its own box)."""
WIDER_THAN_THE_SCREEN = (
    "() => document.documentElement.scrollWidth > document.documentElement.clientWidth"
)

BAD_SNIPPET = """<!doctype html><html><head><title>bad</title></head><body>
<main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<p style="color:#bbb;background:#fff">faint words</p><a href="#x"></a>
<button></button></main></body></html>"""
"""What the self-check audits: no lang, an image without alt, faint text, a link and a
button without a name."""


async def audit(page: Any) -> dict[str, Any]:
    """axe-core's results on the page as it is now (violations in full)."""
    results = await AXE.run(page)
    response: dict[str, Any] = results.response
    return response


def blocking(results: dict[str, Any]) -> list[str]:
    """The serious and critical violations, each as ``rule (impact): n × targets``."""
    return [
        f"{v['id']} ({v['impact']}): {len(v['nodes'])} × "
        + ", ".join(" ".join(node["target"]) for node in v["nodes"][:3])
        for v in results["violations"]
        if v["impact"] in BLOCKING
    ]


def ran(results: dict[str, Any], rule: str) -> bool:
    """axe checked ``rule`` on the page: it passed, failed or could not decide somewhere."""
    kinds = ("violations", "passes", "incomplete")
    return any(v["id"] == rule for kind in kinds for v in results.get(kind, []))


@pytest.fixture
async def tight(sqlite_service: Service) -> AsyncIterator[Site]:
    """The site that answers one costly request per visitor, then "too many"."""
    desk = SpectatorDesk(sqlite_service.ctx)
    server = await open_site(desk, Limiter(costly_request=Rate(per_second=1e-9, burst=1.0)))
    try:
        yield Site(desk, server)
    finally:
        await server.close()


# --- the audit can fail ------------------------------------------------------------------


async def test_the_audit_finds_what_is_wrong_on_a_bad_page(
    sqlite_service: Service, roomy: Site, chromium: Any
) -> None:
    page = await chromium.new_page()
    await page.set_content(BAD_SNIPPET)
    found = {v["id"]: v["impact"] for v in (await audit(page))["violations"]}
    assert found.get("image-alt") == "critical"
    assert found.get("color-contrast") == "serious"
    assert found.get("link-name") == "serious"
    assert found.get("button-name") == "critical"
    assert found.get("html-has-lang") == "serious"

    # a real page (its CSP, its script) whose status is made faint through the CSSOM
    game = await new_game(sqlite_service)
    await page.goto(roomy.url(str(await roomy.desk.page_path(game))))
    assert blocking(await audit(page)) == []
    await page.evaluate("() => { document.getElementById('status').style.color = '#d0d0d0' }")
    assert any(line.startswith("color-contrast (serious)") for line in blocking(await audit(page)))
    assert not await page.evaluate(WIDER_THAN_THE_SCREEN)
    await page.evaluate("() => { document.getElementById('status').style.minWidth = '2000px' }")
    assert await page.evaluate(WIDER_THAN_THE_SCREEN)
    await page.close()


# --- every page, every game, both widths, both schemes -----------------------------------


async def _pages(service: Service, site: Site) -> dict[str, tuple[str, int]]:
    """Every page a spectator sees, by name: (address, the status it must answer)."""
    pages: dict[str, tuple[str, int]] = {"home": ("/", 200)}
    for number, name in enumerate(GAMES_AND_OPTIONS):
        running = await new_game(service, name, clock="standard")
        await play(service, running.id, 8, random.Random(30 + number))
        path = str(await site.desk.page_path(running))
        pages[f"{name} now"] = (path, 200)
        pages[f"{name} at ply 0"] = (path + "?ply=0", 200)
        pages[f"{name} at ply 3"] = (path + "?ply=3", 200)
        ended = await new_game(service, name)
        ended = await play(service, ended.id, 60, random.Random(40 + number))  # a long list
        if ended.status == "active":
            await service.games.resign(Asked(game_id=ended.id, asked_by=ended.players[0]))
        pages[f"{name} finished"] = (str(await site.desk.page_path(ended)), 200)
    pinch = pages["pinch now"][0]
    listed = await site.desk.list_path(GUILD)
    assert listed is not None
    pages["the server's list"] = (listed, 200)
    pages["no such page"] = ("/no/such/page", 404)
    pages["no such game"] = (re.sub(r"/g/(\d+)/(\d+)/", r"/g/\1/9\2/", pinch), 404)
    pages["no such ply"] = (pinch + "?ply=99", 404)
    pages["a bad ply"] = (pinch + "?ply=seven", 400)
    return pages


@pytest.mark.parametrize("width", sorted(WIDTHS))
async def test_every_page_passes_the_audit(
    sqlite_service: Service, roomy: Site, tight: Site, chromium: Any, width: str
) -> None:
    pages = await _pages(sqlite_service, roomy)
    listed = pages["the server's list"][0]
    failed: dict[str, list[str]] = {}
    wider: list[str] = []
    audited = 0
    for scheme in SCHEMES:
        context = await chromium.new_context(viewport=WIDTHS[width], color_scheme=scheme)
        page = await context.new_page()
        try:
            for name, (path, status) in pages.items():
                answer = await page.goto(roomy.url(path))
                assert answer.status == status, name
                if status == 200 and name != "home" and name != "the server's list":
                    await board_loaded(page)
                results = await audit(page)
                assert ran(results, "color-contrast"), name
                failed[f"{scheme} {name}"] = blocking(results)
                audited += 1
                assert await page.evaluate("() => window.scrollY") == 0, f"{name}: not at its top"
                if width == "phone" and scheme == "light":
                    for narrow in REFLOW_WIDTHS:
                        await page.set_viewport_size({"width": narrow, "height": 800})
                        if await page.evaluate(WIDER_THAN_THE_SCREEN):
                            wider.append(f"{name} at {narrow} px")
                    await page.set_viewport_size(WIDTHS[width])
            # too many requests: the list takes the one costly token, a reload finds none
            await page.goto(tight.url(listed))
            assert (await page.goto(tight.url(listed))).status == 429
            failed[f"{scheme} too many requests"] = blocking(await audit(page))
            # a game's page after a step by keyboard, and after a live update
            path = pages["plakoto now"][0]
            await page.goto(roomy.url(path))
            await page.keyboard.press("Tab")
            await page.keyboard.press("ArrowLeft")
            await page.wait_for_function("() => document.getElementById('news').textContent")
            failed[f"{scheme} stepped"] = blocking(await audit(page))
            game_id = int(path.split("/")[3])
            before = (await sqlite_service.ctx.store.get_game(game_id)).ply
            await play(sqlite_service, game_id, before + 1, random.Random(SCHEMES.index(scheme)))
            await page.wait_for_function(
                f"() => document.body.dataset.plies > {before}", timeout=10_000
            )
            failed[f"{scheme} updated live"] = blocking(await audit(page))
            audited += 3
        finally:
            await context.close()
    for locale in ("es", "de", "el"):
        context = await chromium.new_context(
            viewport=WIDTHS[width], extra_http_headers={"Accept-Language": locale}
        )
        page = await context.new_page()
        try:
            for name in ("pletore now", "the server's list", "no such page"):
                await page.goto(roomy.url(pages[name][0]))
                assert await page.get_attribute("html", "lang") == locale
                failed[f"{locale} {name}"] = blocking(await audit(page))
                audited += 1
        finally:
            await context.close()
    assert audited == 2 * (len(pages) + 3) + 9
    assert {name: found for name, found in failed.items() if found} == {}
    assert wider == []


# --- the keyboard ------------------------------------------------------------------------


FOCUSED = """() => {
  const e = document.activeElement;
  const style = getComputedStyle(e);
  let back = e, colour = "rgba(0, 0, 0, 0)";
  while (back && (colour === "rgba(0, 0, 0, 0)" || colour === "transparent")) {
    colour = getComputedStyle(back).backgroundColor;
    back = back.parentElement;
  }
  return {id: e.id, href: e.getAttribute("href"), text: e.textContent,
          outline: style.outlineStyle, width: parseFloat(style.outlineWidth),
          ring: style.outlineColor, background: colour};
}"""
"""The focused element, its outline, and the background it stands on (the first opaque
one up its ancestors, as the ring is drawn just outside it)."""


async def _tab(page: Any) -> dict[str, Any]:
    await page.keyboard.press("Tab")
    focused: dict[str, Any] = await page.evaluate(FOCUSED)
    return focused


@pytest.mark.parametrize("scheme", SCHEMES)
async def test_the_page_steps_by_keyboard_alone(
    sqlite_service: Service, roomy: Site, chromium: Any, scheme: str
) -> None:
    service = sqlite_service
    game = await new_game(service)
    await play(service, game.id, 4, random.Random(60))
    path = str(await roomy.desk.page_path(game))
    context = await chromium.new_context(viewport=WIDTHS["phone"], color_scheme=scheme)
    page = await context.new_page()
    try:
        await page.goto(roomy.url(path))
        await board_loaded(page)
        keys = await page.inner_text("#keys")
        assert keys == "Keys: the left and right arrows step, Home and End jump."
        assert await page.is_visible("#keys")
        assert await page.get_attribute(".steps", "aria-describedby") == "keys"

        order = [await _tab(page) for _ in range(9)]
        assert order[0]["href"].startswith("../../../s/")  # the server's list
        assert [f["id"] for f in order[1:5]] == ["first", "prev", "next", "last"]
        assert [f["href"] for f in order[5:]] == [f"?ply={n}" for n in (1, 2, 3, 4)]
        for focused in order:
            assert focused["outline"] == "solid" and focused["width"] >= 2, focused
            ring = Color(focused["ring"]).contrast(Color(focused["background"]), method="wcag21")
            assert ring >= RING_ON, focused

        await page.keyboard.press("Shift+Tab")  # back on ply 3's move
        await page.keyboard.press("Enter")
        assert await page.evaluate("() => document.body.dataset.ply") == "3"
        for _ in range(5):
            await page.keyboard.press("Shift+Tab")
        assert (await page.evaluate(FOCUSED))["id"] == "prev"
        await page.keyboard.press("Enter")
        assert await page.evaluate("() => document.body.dataset.ply") == "2"
        assert (await page.evaluate(FOCUSED))["id"] == "prev"  # the focus stays

        for link, key in STEP_KEYS.items():  # each key named on its link does what it does
            assert await page.get_attribute(f"#{link}", "aria-keyshortcuts") == key
            await page.goto(roomy.url(path + "?ply=2"))
            await page.click(f"#{link}")
            by_link = await page.evaluate("() => document.body.dataset.ply")
            await page.goto(roomy.url(path + "?ply=2"))
            await page.keyboard.press(key)
            assert await page.evaluate("() => document.body.dataset.ply") == by_link, key

        # a live update keeps the focus on the move it was on
        await page.goto(roomy.url(path))
        for _ in range(7):
            await page.keyboard.press("Tab")
        assert (await page.evaluate(FOCUSED))["href"] == "?ply=2"
        await play(service, game.id, 5, random.Random(61))
        await page.wait_for_function("() => document.body.dataset.plies === '5'", timeout=10_000)
        assert (await page.evaluate(FOCUSED))["href"] == "?ply=2"
        await page.keyboard.press("Tab")
        await page.keyboard.press("Tab")
        await page.keyboard.press("Tab")
        assert (await page.evaluate(FOCUSED))["href"] == "?ply=5"  # the new move is reachable
    finally:
        await context.close()
