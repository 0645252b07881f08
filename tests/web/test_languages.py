"""The pages speak the visitor's language: ``Accept-Language`` negotiated to one of the
catalogs', ``<html lang>`` saying which, and nothing on a page left in English.

Before: every page, title and refusal was English whatever the browser asked for.
"""

from __future__ import annotations

import json
import random
import re
from html import escape
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from service import Asked, Service
from service.spectators.desk import SpectatorDesk
from tests.web.conftest import GUILD, new_game, play
from web.language import ranked, reader_of
from words import ENGLISH, Reader
from words.locales import PSEUDO
from words.plain import fitted_alt

Client = TestClient[Any, Any]


@pytest.mark.parametrize(
    "header, locale",
    [
        (None, "en"),
        ("", "en"),
        ("el", "el"),
        ("el-GR,el;q=0.9,en;q=0.8", "el"),
        ("fr-FR, fr;q=0.9, de;q=0.7, en;q=0.5", "de"),  # the best one we have
        ("en;q=0.5, es;q=0.8", "es"),  # weights, not order
        ("de;q=0.8, es;q=0.8", "de"),  # a tie: the first written
        ("es;q=0, de", "de"),  # q=0: not this one
        ("*", "en"),
        ("fr, ja", "en"),
        ("es_ES", "es"),
        ("DE-at", "de"),
        ("el;q=abc, es;q=0.1", "es"),  # a broken weight is no weight
        ("el;q=2", "en"),
        ("en-XA", PSEUDO),
        ("<script>, el", "el"),
    ],
)
def test_accept_language_is_negotiated(header: str | None, locale: str) -> None:
    assert reader_of(header).locale == locale


def test_ranked_keeps_the_order_of_equal_weights() -> None:
    assert ranked("a;q=0.5, b, c;q=0.5, d;q=0.9") == ["b", "d", "a", "c"]
    assert ranked("x" * 5000) == []  # longer than a tag is read as junk, cut short


async def test_a_page_asked_in_greek_comes_back_in_greek(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    game = await new_game(service, clock="standard")
    await play(service, game.id, 2, random.Random(1))
    path = await desk.page_path(game)
    assert path is not None
    greek = {"Accept-Language": "el-GR,el;q=0.9,en;q=0.5"}
    async with client.get(path, headers=greek) as answer:
        assert answer.status == 200 and "Accept-Language" in answer.headers["Vary"]
        html = await answer.text()
    assert "<html lang=el>" in html
    assert "<span id=where>ημικίνηση 2 από 2</span>" in html
    assert "<h2>Κινήσεις</h2>" in html and "Σειρά: alice." in html
    assert 'data-where-text="ημικίνηση {ply} από {plies}"' in html
    assert 'data-day-text="{n} ημ."' in html and re.search(r"data-left=\S+>\d+ ημ\.", html)
    for english in ("ply 2 of 2", "Moves", "to move", "Keys:", "The board of"):
        assert english not in html
    async with client.get(path + "/state.json", headers=greek) as answer:
        assert json.loads(await answer.text())["status"] == "Σειρά: alice."
    async with client.get(path) as answer:  # the same page, asked in no language
        english_page = await answer.text()
    assert "<html lang=en>" in english_page and "ply 2 of 2" in english_page

    listing = f"/s/{GUILD}/{await desk.server_key(GUILD)}"
    async with client.get(listing, headers=greek) as answer:
        html = await answer.text()
    assert "<html lang=el>" in html and "Οι παρτίδες αυτού του διακομιστή" in html
    stamp = re.search(r'<time datetime="([^"]+)">([^<]+)</time>', html)
    assert stamp is not None and stamp[2].endswith(" UTC")  # the script writes it locally

    async with client.get(path + "?ply=9", headers=greek) as answer:
        assert answer.status == 404
        html = await answer.text()
    assert "<html lang=el>" in html and "δεν υπάρχει ημικίνηση 9" in html
    async with client.get("/nothing", headers=greek) as answer:
        assert "Δεν υπάρχει τέτοια σελίδα εδώ." in await answer.text()


async def test_every_page_is_written_from_the_catalogs(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    """In the pseudo-locale every sentence is accented: any plain English word left on
    a page did not come from a catalog."""
    game = await new_game(service, clock="standard")
    await play(service, game.id, 2, random.Random(1))
    path = await desk.page_path(game)
    assert path is not None
    pseudo = {"Accept-Language": PSEUDO}
    pages = [path, f"/s/{GUILD}/{await desk.server_key(GUILD)}", "/", "/nothing"]
    for page in pages:
        async with client.get(page, headers=pseudo) as answer:
            html = await answer.text()
        shown = re.sub(r"<[^>]*>", " ", html.split("<body", 1)[1].split(">", 1)[1])
        for word in ("ply", "Moves", "Keys", "Running", "Finished", "Game", "There", "move"):
            assert not re.search(rf"\b{word}\b", shown), (page, word, shown)


async def test_a_board_asked_in_german_is_drawn_in_german(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    """The image's words (its caption, whose turn) follow the visitor's language, each
    language drawn and kept apart, and the answer says that it varies with it."""
    game = await new_game(service)
    await play(service, game.id, 2, random.Random(3))
    path = await desk.page_path(game)
    assert path is not None
    key = path.rsplit("/", 1)[1]
    async with client.get(f"{path}/ply/2.png", headers={"Accept-Language": "de"}) as answer:
        assert answer.status == 200 and "Accept-Language" in answer.headers["Vary"]
        german = await answer.read()
    async with client.get(f"{path}/ply/2.png") as answer:
        english = await answer.read()
    assert german == await desk.board(GUILD, game.id, key, 2, Reader("de"))
    assert english == await desk.board(GUILD, game.id, key, 2)
    assert german != english


async def test_the_board_has_its_words_on_the_page_and_at_every_ply(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    """Issue 31.1 on the web: the board's ``alt`` is its words (the same as Discord's
    description, on one line), in the visitor's language; ``ply/<N>.txt`` gives them
    for any ply, for the page's script to put on the picture as it steps."""
    game = await new_game(service)
    await play(service, game.id, 2, random.Random(3))
    path = await desk.page_path(game)
    assert path is not None
    shown = await desk.game(GUILD, game.id, path.rsplit("/", 1)[1])
    async with client.get(path) as answer:
        html = await answer.text()
    now = await desk.words_of(shown, 2)
    words = " ".join(fitted_alt(now.full, now.brief, ENGLISH).splitlines())
    assert f'alt="{escape(words)}"' in html and "Last move: " in words
    async with client.get(f"{path}/ply/0.txt", headers={"Accept-Language": "de"}) as answer:
        assert answer.status == 200 and "Accept-Language" in answer.headers["Vary"]
        german = await answer.text()
    assert german.startswith(f"Pinch #{game.id} · alice vs bob, nach 0 Halbzügen.")
    assert "Das Brett ist leer." in german
    async with client.get(f"{path}/ply/x.txt") as answer:
        assert answer.status == 400
    async with client.get(f"{path}/ply/99.txt") as answer:
        assert answer.status == 404


async def test_a_plateau_pages_words_say_a_hidden_face_is_hidden(
    service: Service, desk: SpectatorDesk, client: Client
) -> None:
    game = await new_game(service, "plateau")
    await service.games.move(Asked(game_id=game.id, asked_by=game.players[0]), "open a1 xx rb")
    path = await desk.page_path(game)
    assert path is not None
    async with client.get(f"{path}/ply/1.txt") as answer:
        words = await answer.text()
    assert "a1, 2 high: Black red over hidden and Black hidden over hidden." in words
    assert "blue" not in words and "blank" not in words
