"""Moves made by clicking on the board picture itself, in the real Chromium (issue 33).

alice clicks on her page's board image at the pixel where the renderer draws the
place (computed here from the rendering's own layout, not from the page's spots),
scaled to the size the image is shown at, and the move builder follows as its
buttons would: a Pinch point at desktop and phone width, a Plakoto turn hop by
hop (a point, then where its checker lands), a Plateau stack moved to a square.
Each move is then confirmed and reaches the game's record. The SVG of spots lies
exactly over the image, and Bob's page, not on move, has none.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rendering.backgammon.layout import backgammon_layout
from rendering.plateau.layout import square_centre
from rendering.square.layout import square_layout
from rules.plateau.geometry import SQUARE_OF
from service import Asked, Service
from service.web_play.steps import next_steps
from tests.web.conftest import ALICE, BOB, new_game, notations
from tests.web.test_play_browser import PlayedSite, opened, played

__all__ = ["played"]  # the fixture, for pytest

MAX_PLIES = 200
PREFIX = "() => document.getElementById('confirm-move').value"


async def click_at(page: Any, x: float, y: float) -> None:
    """A click on the board image at picture pixel (x, y), as shown on screen now."""
    box = await page.evaluate(
        "() => { const b = document.getElementById('board'); const r = b.getBoundingClientRect();"
        " return [r.left + b.clientLeft, r.top + b.clientTop,"
        " b.clientWidth / b.naturalWidth, b.clientHeight / b.naturalHeight] }"
    )
    left, top, sx, sy = box
    await page.mouse.click(left + x * sx, top + y * sy)


async def prefix_is(page: Any, move: str) -> None:
    await page.wait_for_function(f"() => ({PREFIX})() === {move!r}", timeout=5_000)


async def spots_over_the_image(page: Any) -> None:
    rects = await page.evaluate(
        "() => [document.getElementById('board'), document.getElementById('spots')]"
        ".map((e) => { const r = e.getBoundingClientRect();"
        " return [r.left, r.top, r.width, r.height].map(Math.round) })"
    )
    assert rects[0] == rects[1], rects


async def confirm(page: Any, service: Service, game_id: int, move: str, ply: int) -> None:
    await page.wait_for_selector("#confirm:not([hidden])")
    assert await page.inner_text("#play-it") == f"Play {move}"
    await page.click("#play-it")
    await page.wait_for_function(f"() => Number(document.body.dataset.plies) > {ply}")
    assert (await notations(service, game_id))[ply] == move


async def to_alice(
    service: Service, game_id: int, rng: random.Random, pick: Any
) -> tuple[Any, str]:
    """Random moves by both until alice is to move and ``pick`` finds her a move."""
    for _ in range(MAX_PLIES):
        record = await service.ctx.store.get_game(game_id)
        replay = await service.games.replay_of(record)
        seat = replay.to_move
        assert isinstance(seat, int)
        legal = [str(m) for m in replay.legal_moves()]
        if record.players[seat] == ALICE:
            chosen = pick(legal)
            if chosen:
                return replay, chosen
        move = rng.choice(legal)
        await service.games.move(
            Asked(game_id=game_id, asked_by=record.players[seat]), move, expected_ply=record.ply
        )
    raise AssertionError(f"no position for the test in {MAX_PLIES} plies")


@pytest.mark.parametrize("width", [1280, 390])
async def test_a_pinch_point_clicked_on_the_board(
    sqlite_service: Service, played: PlayedSite, chromium: Any, width: int
) -> None:
    game = await new_game(sqlite_service, "pinch")
    watched = await opened(chromium, played, game.id, ALICE, width=width, height=900)
    page = watched.page
    await spots_over_the_image(page)
    size = game.options["size"]
    assert isinstance(size, int)
    layout = square_layout(size, True)
    await click_at(page, layout.x(4), layout.y(4))  # e5
    await prefix_is(page, "e5")
    await confirm(page, sqlite_service, game.id, "e5", 0)
    bob = await opened(chromium, played, game.id, BOB, width=width, height=900)
    assert await bob.page.is_visible("#spots")
    assert not await page.is_visible("#spots"), "not alice's move any more"
    watched.clean()
    bob.clean()


def plain_hops(legal: list[str]) -> str | None:
    """A turn of two hops, no counts, no bearing off, whose first point has more than one
    hop to choose from (so its checker's landing point must be clicked too)."""
    first = [step.word for step in next_steps(legal, "").choices]
    for move in legal:
        words = move.split()
        if len(words) == 2 and all("(" not in w and "off" not in w for w in words):
            start = words[0].split("/")[0]
            if sum(word.startswith(start + "/") for word in first) > 1:
                return move
    return None


async def test_a_plakoto_turn_clicked_hop_by_hop(
    sqlite_service: Service, played: PlayedSite, chromium: Any
) -> None:
    game = await new_game(sqlite_service, "plakoto")
    replay, move = await to_alice(sqlite_service, game.id, random.Random(5), plain_hops)
    watched = await opened(chromium, played, game.id, ALICE)
    page = watched.page
    await spots_over_the_image(page)
    layout = backgammon_layout(True)  # alice is to move: the picture is in her numbering
    done = ""
    for hop in move.split():
        start, end = (int(p) for p in hop.split("/"))
        want = f"{done} {hop}".strip()
        await click_at(page, layout.point_x(start - 1), layout.slot_y(start - 1, 0))
        await page.wait_for_function(
            f"() => ({PREFIX})() === {want!r}"
            f" || document.querySelector('#spots a.spot[data-origin=\"{start}\"]')"
        )
        assert await page.evaluate(PREFIX) != want or done, "its point has two hops at first"
        if await page.evaluate(PREFIX) != want:
            assert await page.locator("#choices button.here").count() > 1
            await click_at(page, layout.point_x(end - 1), layout.slot_y(end - 1, 0))
        await prefix_is(page, want)
        done = want
    await confirm(page, sqlite_service, game.id, move, replay.plies)
    watched.clean()


def stack_move(legal: list[str]) -> str | None:
    """``m X Y``: a stack lifted from one square and put down on another, where a flip
    or a pick-up starts from X or from Y too (so the plain choice takes a second click)."""
    for move in legal:
        words = move.split()
        if len(words) == 3 and words[0] == "m":
            after = [step.word for step in next_steps(legal, " ".join(words[:-1])).choices]
            lifted = [step.word for step in next_steps(legal, "m").choices]
            if f"{words[1]}!" in lifted or any(w[:2] == words[2] != w for w in after):
                return move
    return None


async def test_a_plateau_stack_clicked_and_moved(
    sqlite_service: Service, played: PlayedSite, chromium: Any
) -> None:
    game = await new_game(sqlite_service, "plateau")
    replay, move = await to_alice(sqlite_service, game.id, random.Random(2), stack_move)
    _, origin, landing = move.split()
    watched = await opened(chromium, played, game.id, ALICE)
    page = watched.page
    await spots_over_the_image(page)
    second: list[str] = []
    for square, want in ((origin, f"m {origin}"), (landing, move)):
        await click_at(page, *square_centre(SQUARE_OF[square]))
        await page.wait_for_function(
            f"() => ({PREFIX})() === {want!r} || document.querySelector('#choices button.here')"
        )
        if await page.evaluate(PREFIX) != want:  # a flip, or a pick-up, starts there too
            here = await page.locator("#choices button.here").all()
            assert want in [await b.get_attribute("data-move") for b in here]
            await click_at(page, *square_centre(SQUARE_OF[square]))  # again: the plain one
            second.append(square)
        await prefix_is(page, want)
    assert second, "a second click took the plain choice"
    await confirm(page, sqlite_service, game.id, move, replay.plies)
    watched.clean()
