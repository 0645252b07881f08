"""Issue 29: the web pages in the pseudo-locale, in the real browser: a whole game of each
of the five games, watched from its first position to its result, the page stepped by
keyboard through it; every word the page shows (its text as the browser lays it out,
the attributes a screen reader reads, the page's title) came from a catalog."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from service import Service
from tests.web.conftest import GAMES_AND_OPTIONS, Site, new_game, play
from tests.web.test_browser import VIEWPORT
from tests.words.untranslated import untranslated
from words.locales import PSEUDO

NAMES = ("alice", "bob", "Pinch", "Pletore", "Les", "Plakoto", "Plateau", "Postboard")
TITLE = re.compile(r"\S+ #\d+ · \S+ vs \S+")
"""A game's title (``Pinch #1 · alice vs bob``): names and numbers, in every language."""

SHOWN = """() => {
  const page = document.body.cloneNode(true);
  page.querySelectorAll("#moves .text, #news .text").forEach((notation) => notation.remove());
  const read = Array.from(document.querySelectorAll("[alt], [title], [aria-label]"), (e) =>
    [e.getAttribute("alt"), e.getAttribute("title"), e.getAttribute("aria-label")].join(" "));
  return [document.title, page.innerText, ...read].join("\\n");
}"""
"""The page's words, the notation of the move list and of the live region's moves left
out (each move as the game writes it)."""


def english_in(text: str) -> list[str]:
    return untranslated(TITLE.sub(" ", text), NAMES)


@pytest.mark.parametrize("name", sorted(GAMES_AND_OPTIONS))
async def test_a_whole_game_watched_in_the_pseudo_locale_shows_no_english(
    sqlite_service: Service, site: Site, chromium: Any, name: str
) -> None:
    game = await new_game(sqlite_service, name)
    finished = await play(sqlite_service, game.id, 3000, random.Random(5))
    assert finished.status == "finished"
    path = await site.desk.page_path(finished)
    assert path is not None
    context = await chromium.new_context(
        viewport=VIEWPORT, extra_http_headers={"Accept-Language": PSEUDO}
    )
    try:
        page = await context.new_page()
        seen = []
        for address in (path, "/"):
            await page.goto(site.url(address))
            seen.append(await page.evaluate(SHOWN))
        await page.goto(site.url(path))
        for key in ("Home", "ArrowRight", "ArrowRight", "End", "ArrowLeft"):
            await page.keyboard.press(key)
            await page.wait_for_timeout(50)
            seen.append(await page.evaluate(SHOWN))
    finally:
        await context.close()
    english = {text[:200]: found for text in seen if (found := english_in(text))}
    assert english == {}, english
