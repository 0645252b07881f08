"""Issue 31.4: a game's page says each new move in a live region, in the real Chromium.

``#news`` (``role=status``, ``aria-live=polite``) is in the page from the start, empty,
inside ``main``; when the page updates live it says each move that arrived, as mail's
seat view says it ("bob played e5.", ``game-seat-played``; a roll "🎲 3-5",
``game-rolled``), then the status after it ("alice to move."); a game that ends
without a move (a resignation) says its status alone, never "alice played resign 0";
and a step by the reader says where it went ("ply 1 of 3", then its move). A name
that looks like a template is said as it is.

Before: nothing was said; a screen reader heard of a move only by reading the page again.
"""

from __future__ import annotations

import json
import random
from typing import Any

from service import Asked, Service
from service.spectators.desk import SpectatorDesk
from tests.web.conftest import BOB, Site, new_game, play
from tests.web.test_browser import open_page
from web.pages import game_json

NEWS = "() => document.getElementById('news').innerText.trim()"


async def _news_after(page: Any, before: str) -> str:
    await page.wait_for_function(
        f"(before) => ({NEWS})() !== before && ({NEWS})() !== ''", arg=before, timeout=10_000
    )
    text: str = await page.evaluate(NEWS)
    return text


async def test_each_new_move_is_said_in_the_live_region(
    sqlite_service: Service, roomy: Site, chromium: Any
) -> None:
    service = sqlite_service
    game = await new_game(service)
    await play(service, game.id, 2, random.Random(50))
    path = str(await roomy.desk.page_path(game))
    watched = await open_page(chromium, roomy.url("/"))
    page = watched.page
    await page.goto(roomy.url(path))
    news = page.locator("#news")
    assert await news.get_attribute("aria-live") == "polite"
    assert await news.get_attribute("role") == "status"
    assert await page.evaluate(NEWS) == ""  # in the page from the start, and quiet
    assert await page.evaluate("() => document.getElementById('news').closest('main') !== null")

    await play(service, game.id, 3, random.Random(51))
    said = await _news_after(page, "")
    move = (await service.ctx.store.moves(game.id))[-1].notation
    assert said == f"alice played {move}.\nbob to move."

    await page.keyboard.press("Home")  # looking back, the news still comes
    assert await _news_after(page, said) == "ply 0 of 3"
    await page.keyboard.press("ArrowRight")
    first = (await service.ctx.store.moves(game.id))[0].notation
    assert await _news_after(page, "ply 0 of 3") == f"ply 1 of 3\nalice played {first}."
    stepped = await page.evaluate(NEWS)
    await play(service, game.id, 4, random.Random(52))
    move = (await service.ctx.store.moves(game.id))[-1].notation
    said = await _news_after(page, stepped)
    assert said == f"bob played {move}.\nalice to move."
    assert (await page.evaluate("() => document.body.dataset.ply")) == "1"

    await service.games.resign(Asked(game_id=game.id, asked_by=game.players[0]))
    assert await _news_after(page, said) == "bob wins (resignation)."
    await watched.received()
    watched.clean()


async def test_a_name_like_a_template_is_said_as_it_is(
    sqlite_service: Service, roomy: Site, chromium: Any
) -> None:
    """A player may be called ``{move}`` or ``{constructor}``: the news fills the
    catalog's sentence once and says the status as written, and the page keeps going."""
    service = sqlite_service
    odd = "{move}{constructor}"
    await service.remember(BOB, odd)
    game = await new_game(service)
    watched = await open_page(chromium, roomy.url("/"))
    page = watched.page
    await page.goto(roomy.url(str(await roomy.desk.page_path(game))))
    await play(service, game.id, 1, random.Random(55))
    first = (await service.ctx.store.moves(game.id))[-1].notation
    said = await _news_after(page, "")
    assert said == f"alice played {first}.\n{odd} to move."
    await play(service, game.id, 2, random.Random(56))
    second = (await service.ctx.store.moves(game.id))[-1].notation
    assert await _news_after(page, said) == f"{odd} played {second}.\nalice to move."
    await watched.received()
    watched.clean()


async def test_the_dice_are_said_too(sqlite_service: Service, roomy: Site, chromium: Any) -> None:
    service = sqlite_service
    game = await new_game(service, "plakoto")
    await play(service, game.id, 2, random.Random(53))
    path = str(await roomy.desk.page_path(game))
    watched = await open_page(chromium, roomy.url("/"))
    await watched.page.goto(roomy.url(path))
    before = len(await service.ctx.store.moves(game.id))
    await play(service, game.id, before + 1, random.Random(54))  # a move, then the roll
    lines = (await _news_after(watched.page, "")).split("\n")
    logged = [m.notation for m in await service.ctx.store.moves(game.id)][before:]
    assert len(lines) == len(logged) + 1, (lines, logged)
    assert any(line.startswith("🎲 ") for line in lines), lines
    assert any(" played " in line for line in lines), lines
    assert lines[-1].endswith("to move.")
    watched.clean()


async def test_the_lines_the_news_does_not_say_as_moves_are_the_rules_entries(
    service: Service,
) -> None:
    """The service marks the game's own lines (``rules.base.GameEntry``: a resignation),
    so a page says "bob wins (resignation)." and never "alice played resign 0"."""
    game = await new_game(service)
    await service.games.move(Asked(game_id=game.id, asked_by=game.players[0]), "e5")
    await service.games.resign(Asked(game_id=game.id, asked_by=game.players[0]))
    desk = SpectatorDesk(service.ctx)
    key = await desk.game_key(game.guild_id or 0, game.id)
    shown = await desk.game(game.guild_id or 0, game.id, key)
    assert [(line.text, line.entry) for line in shown.moves] == [
        ("e5", False),
        ("resign 0", True),
    ]
    assert '"entry": true' in json.dumps(game_json(shown, desk.now()))
