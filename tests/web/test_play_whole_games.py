"""A whole game of each of the five games, one player on their own web page and the other
on Discord or by mail (issue 33, item 4), in the real headless Chromium.

alice opens the link ``/web link`` gives her and plays every move of hers on the page
only, by clicking: a step's button, the next, then the confirmation; bob plays in the
game's thread with ``/move`` (SimCord), or in the Les game by answering his turn mails
through the bot's real SMTP listener (he accepted the challenge by mail too). Each
game is as short as its options make it: Pinch 9×9, Pletore 4×4 with a fixed komi,
Les on a hexagon of side 3, Plakoto a 1-point match, Plateau as it is. Every choice is
taken among what is offered (the page's buttons, the service's legal moves), the first
one or a seeded random one, and every game runs to its own end (a connection, two
passes and the score, no contact point left, the mother checker pinned, a unit of
six): nobody resigns, nothing stops at a move limit.

After each move from the page its post is in the thread (the move in the words
spectators read, with its board), each of bob's moves reaches alice's page by itself
(the live stream), and at the end the page, the thread and the mail give the same
result. The Plateau game is checked after every ply on both players' pages (bob opens
his but never acts on it) and on the spectators' page: each player's board, in
pixels and in words, is their own seat's view, which shows them their own hidden
faces and hand and never the other's; the spectators' page shows none; no page's
HTML, ``state.json`` or board words name the other side's hidden pieces.
"""

from __future__ import annotations

import asyncio
import base64
import logging
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.app import PostboardBot, create_bot
from rules import GAMES
from rules.plateau.pieces import type_order
from rules.plateau.view import PlateauView, square_name
from rules.replay import Replay
from service import Asked, Service
from service.boards.scenes.plateau import render_plateau
from tests.bot.conftest import World
from tests.bot.conftest import world as world  # the fixture, shared with tests/bot
from tests.service.test_plateau_privacy import leaks, secrets
from tests.web.conftest import ALICE, new_game
from tests.web.test_browser import Watched
from tests.web.whole_game_support import (
    DiscordPlayer,
    MailPlayer,
    Played,
    Table,
    WebPlayer,
    first,
    free_port,
    play_out,
    seeded,
)
from web import WebServer
from web.play import COOKIE, PlaySite

BOB_MAIL = "bob@player.test"
PLATEAU = GAMES["plateau"]
TITLE = "Plateau #1 · alice vs bob"
NAMES = ("alice", "bob")


@pytest.fixture
def database(tmp_path: Path) -> str:
    return str(tmp_path / "postboard.db")


@pytest.fixture
def port() -> int:
    return free_port()


@pytest.fixture
def simcord_bot(database: str, port: int) -> PostboardBot:
    return create_bot(
        database=database, rng=random.Random(7), public_url=f"http://127.0.0.1:{port}"
    )


@pytest.fixture
async def table(world: World, chromium: Any, port: int) -> AsyncIterator[Table]:
    table = Table(world, chromium, port)
    try:
        yield table
    finally:
        await table.close()


async def players(
    table: Table, thread: Any, web_policy: Any, other_policy: Any, seed: int = 1
) -> tuple[WebPlayer, DiscordPlayer]:
    world = table.world
    page = await table.browse(await table.web_link(world.alice, thread))
    assert page.page.url == table.url("/play/1"), "the token left the address bar"
    web = WebPlayer("alice", 0, page, web_policy, random.Random(seed))
    other = DiscordPlayer("bob", 1, world.bob, thread, other_policy, random.Random(seed + 1))
    return web, other


def chosen_by(replay: Replay, seat: int) -> list[str]:
    """The moves ``seat`` chose: its lines but the passes the service played for it."""
    lines = []
    again = Replay(replay.game, replay.options)
    for line in replay.history:
        if line.mover == seat and [str(m) for m in again.legal_moves()] != ["pass"]:
            lines.append(str(line.move))
        again.play(str(line.move))
    return lines


def public_words(move: str) -> list[str]:
    """The squares, points and words of a move that its post must name."""
    return [w for w in re.split(r"[\s,()]+", move) if w not in ("", "setup")]


async def the_end(table: Table, thread: Any, web: WebPlayer, played: Played) -> str:
    """The page, the thread and the log agree on the end; the result's sentence."""
    page = web.page
    await web.wait("() => document.body.classList.contains('finished')", None, "the end")
    status = await page.inner_text("#status")
    last = table.plain(thread.history()[-1].content)
    assert status in last, (status, last)
    assert await page.is_hidden("#move") and await page.is_hidden("#offers")
    log = await table.notations(1)
    shown = await page.locator("#moves li .text").all_inner_texts()
    assert shown == log, "the page's move list is the whole record once the game is over"
    assert chosen_by(await table.record_of(1), 0) == played.web_moves, "all from the page"
    web.watched.clean()
    return status


def posted_as_read(played: Played, spoken: list[str]) -> None:
    """Each move from the page was posted in the thread, naming what spectators read."""
    assert len(played.web_posts) == len(spoken) == len(played.web_moves)
    for post, move in zip(played.web_posts, spoken, strict=True):
        head = post.split(" — ")[0]
        for word in public_words(move):
            assert word in head, (move, post)


async def test_pinch_from_the_page_against_discord(table: Table, world: World) -> None:
    await table.open()
    thread = await table.challenge("pinch", size=9)
    web, bob = await players(table, thread, first, first)
    played = await play_out(table, 1, thread, web, bob, max_plies=9 * 9 + 1)
    status = await the_end(table, thread, web, played)
    assert status == "alice wins game #1 by connecting ranks 1 and 9."
    posted_as_read(played, played.web_moves)
    assert len(played.web_moves) + len(played.other_moves) == len(await table.notations(1))


async def test_pletore_from_the_page_against_discord(table: Table, world: World) -> None:
    await table.open()
    thread = await table.challenge("pletore", size=4, komi=2)
    web, bob = await players(table, thread, first, first)
    played = await play_out(table, 1, thread, web, bob, max_plies=200)
    status = await the_end(table, thread, web, played)
    assert re.fullmatch(r"(alice|bob) wins game #1 by [\d.½]+ to [\d.½]+\.", status), status
    posted_as_read(played, played.web_moves)
    log = await table.notations(1)
    assert log[-2:] == ["pass", "pass"], "two passes end it (played by the service)"


async def test_les_from_the_page_against_mail(table: Table, world: World) -> None:
    await table.open(mail=True)
    await table.link_address(world.bob, BOB_MAIL)
    thread = await table.challenge("les", by_mail=BOB_MAIL, size=3)
    page = await table.browse(await table.web_link(world.alice, thread))
    web = WebPlayer("alice", 0, page, first, random.Random(1))
    bob = MailPlayer("bob", 1, BOB_MAIL, first, random.Random(2))
    played = await play_out(table, 1, thread, web, bob, max_plies=200)
    status = await the_end(table, thread, web, played)
    posted_as_read(played, played.web_moves)
    assert played.web_moves[0].startswith("setup ") and len(played.web_moves[0].split()) == 5
    # each of alice's moves reached bob in his next turn mail, in the thread's words
    heads = [post.split(" — ")[0] + "." for post in played.web_posts]
    if (await table.service.ctx.store.moves(1))[-1].seat == 0:
        heads.pop()  # her last move ended the game: no turn mail followed it
    assert [line for line in bob.told if line.startswith("alice played")] == heads
    posts = [table.plain(m.content) for m in thread.history()]
    for move in played.other_moves:  # bob's replies were played, and posted in the thread
        assert any(
            post.startswith("bob played ") and all(w in post for w in public_words(move))
            for post in posts
        ), move
    ended = await table.mail_to(BOB_MAIL, lambda m: str(m["Subject"]).endswith(status))
    assert str(ended["Subject"]) == f"Les #1 vs alice: {status}"


async def test_plakoto_from_the_page_against_discord(table: Table, world: World) -> None:
    await table.open()
    thread = await table.challenge("plakoto", points=1)
    web, bob = await players(table, thread, seeded, seeded)
    played = await play_out(table, 1, thread, web, bob, max_plies=600)
    status = await the_end(table, thread, web, played)
    assert "in a match to 1" in status, status
    posted_as_read(played, played.web_moves)
    log = await table.notations(1)
    assert log[0].startswith("open") and sum(n.startswith("roll") for n in log) > 20


# --- Plateau: the game, and what each page shows -------------------------------------

FACES = {"x": "blank", "r": "red", "b": "blue", "o": "orange", "?": "hidden"}
PIECES = {
    "A": "Ace",
    "T": "Twister",
    "RM": "Red Mask",
    "BM": "Blue Mask",
    "R": "Red",
    "B": "Blue",
    "M": "Mute",
}
COLOURS = ("Black", "White")
SQUARE = re.compile(r"\b([a-d][1-4]), \d+ high: (.*?)\.(?= |$)")
CUT = re.compile(r"\b([a-d][1-4]), \d+ high, (Black|White) (\w+) on top\.")
PIECE = re.compile(r"(Black|White) (\w+) over (\w+)")
HAND = re.compile(r"\b(alice|bob) holds ([^.]+?) in hand\.")


def in_words(view: PlateauView) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """What the words of ``view``'s board must say: per square its discs, top first, as
    ``colour up over down``; per player their hand, its pieces or only how many."""
    squares = {
        square_name(i): [
            f"{COLOURS[d.owner]} {FACES[d.up]} over {FACES[d.down]}" for d in reversed(stack)
        ]
        for i, stack in enumerate(view.stacks)
        if stack
    }
    hands = {}
    for seat, name in enumerate(NAMES):
        hand, count = view.hands[seat], view.hand_counts[seat]
        if hand is None:
            hands[name] = [f"{count} piece" + ("" if count == 1 else "s")]
        else:
            hands[name] = [PIECES[kind] for kind in type_order(hand)] or ["no pieces"]
    return squares, hands


def read(words: str) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """The board words of a page, read back: discs per square (only the top one's up
    face where the words were cut short), and each player's hand."""
    squares = {
        m[1]: [" ".join((c, up, "over", down)) for c, up, down in PIECE.findall(m[2])]
        for m in SQUARE.finditer(words)
    }
    for m in CUT.finditer(words):
        squares[m[1]] = [f"{m[2]} {m[3]} on top"]
    hands = {m[1]: re.split(r", and |, | and ", m[2]) for m in HAND.finditer(words)}
    return squares, hands


def agree(words: str, view: PlateauView) -> None:
    """A page's board words say exactly what ``view`` shows, no more."""
    squares, hands = in_words(view)
    said, held = read(words)
    assert held == hands, words
    assert said.keys() == squares.keys(), words
    for square, discs in said.items():
        if discs[0].endswith(" on top"):
            assert [squares[square][0].split(" over ")[0] + " on top"] == discs, words
        else:
            assert discs == squares[square], (square, words)


def faces(view: PlateauView, seat: int) -> list[tuple[str, str]]:
    return [(d.up, d.down) for stack in view.stacks for d in stack if d.owner == seat]


async def fetched(watched: Watched, address: str) -> bytes:
    """``address`` as the page's own script fetches it: its cookie, its origin."""
    status, body = await watched.page.evaluate(
        """async (address) => {
            const reply = await fetch(address, {cache: "no-store"});
            const bytes = new Uint8Array(await reply.arrayBuffer());
            let text = "";
            for (const b of bytes) text += String.fromCharCode(b);
            return [reply.status, btoa(text)];
        }""",
        address,
    )
    assert status == 200, (address, status)
    return base64.b64decode(body)


class Secrecy:
    """Both players' pages (seats 0 and 1) and the spectators' (None), held to the
    truth at every position while the game runs (once over, all may be shown, §7.3)."""

    def __init__(self, table: Table, pages: dict[int | None, tuple[Watched, str]]) -> None:
        self.table = table
        self.pages = pages
        self.checked = 0
        self.secret_faces_shown = [0, 0]
        """The most faces each player's page showed them that the spectators' hid."""
        self.read_up_to = {seat: 0 for seat in pages}

    async def check(self) -> None:
        truth = Replay.of(PLATEAU, {}, await self.table.notations(1))
        assert truth.outcome is None
        hidden = secrets(truth)
        public = truth.view(None)
        for seat, (watched, base) in self.pages.items():
            await watched.page.wait_for_function(
                "(n) => Number(document.body.dataset.plies) === n",
                arg=truth.plies,
                timeout=10_000,
            )
            view = truth.view(seat)
            if seat is None:
                others = hidden[0] | hidden[1]
                board = f"{base}/ply/{truth.plies}"
                assert view.hands == (None, None)
            else:
                others = hidden[1 - seat] - hidden[seat]
                board = f"{base}/board/{truth.plies}"
                assert view.hands[seat] is not None and view.hands[1 - seat] is None
                assert all("?" not in pair for pair in faces(view, seat)), "one's own, all"
                assert faces(view, 1 - seat) == faces(public, 1 - seat), "the other's: public"
                shown = sum(
                    (mine[0] != seen[0]) + (mine[1] != seen[1])
                    for mine, seen in zip(faces(view, seat), faces(public, seat), strict=True)
                )
                self.secret_faces_shown[seat] = max(self.secret_faces_shown[seat], shown)
            words = (await fetched(watched, board + ".txt")).decode()
            agree(words, view)
            png = await fetched(watched, board + ".png")
            assert png == render_plateau(view, title=TITLE, names=NAMES), (seat, truth.plies)
            state = (await fetched(watched, f"{base}/state.json")).decode()
            html = await watched.page.content()
            for text in (words, state, html):
                assert not leaks(text, others), (seat, truth.plies, leaks(text, others))
            if seat is not None:
                assert set(leaks(html, hidden[seat])) == hidden[seat], "one's own, as written"
            for address, kind, body in (await watched.received())[self.read_up_to[seat] :]:
                if kind.startswith(("text/", "application/json")):
                    assert not leaks(body.decode(), others), (seat, address)
            self.read_up_to[seat] = len(watched.bodies)
        self.checked += 1


async def test_plateau_from_the_page_against_discord_and_its_secrets(
    table: Table, world: World
) -> None:
    await table.open()
    thread = await table.challenge("plateau")
    web, bob = await players(table, thread, seeded, seeded)
    bobs = await table.browse(await table.web_link(world.bob, thread))  # he only reads it
    path = await table.service.spectators.page_path(await table.service.ctx.store.get_game(1))
    assert path is not None
    spectators = await table.browse(table.url(path))
    secrecy = Secrecy(
        table,
        {
            0: (web.watched, table.url("/play/1")),
            1: (bobs, table.url("/play/1")),
            None: (spectators, table.url(path)),
        },
    )
    await secrecy.check()
    played = await play_out(table, 1, thread, web, bob, max_plies=400, after_each=secrecy.check)
    status = await the_end(table, thread, web, played)
    assert re.fullmatch(r"(alice|bob) wins game #1 by .+\.", status), status
    truth = Replay.of(PLATEAU, {}, await table.notations(1))
    assert secrecy.checked == truth.plies, "every position on the way was checked"
    assert all(secrecy.secret_faces_shown), "each page showed faces the other side did not see"
    # alice's moves were posted as spectators read them: her hidden pieces never named
    echoes, secret = [], []
    shown = Replay(PLATEAU, {})
    for line in truth.history:
        shown.play(str(line.move))
        if line.mover == 0:
            echoes.append(str(shown.view(None).last_move))
            if PLATEAU.names_hidden_piece(line.move):
                secret.append(str(line.move))
    posted_as_read(played, echoes)
    assert secret and not leaks("\n".join(played.web_posts), set(secret))
    for watched, said in ((bobs, status), (spectators, status.replace(" game #1", ""))):
        await watched.page.wait_for_function("() => document.body.classList.contains('finished')")
        assert await watched.page.inner_text("#status") == said
        watched.clean()
    everything = secrets(truth)
    posts = "\n".join(m.content for m in thread.history())
    assert not leaks(posts, everything[0] | everything[1]), "the thread named no hidden piece"


# --- found on the way ------------------------------------------------------------------


async def test_a_player_gone_in_the_middle_of_a_move_is_no_failure(
    sqlite_service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    """Found by ``python -m bench web players``: its open pages stop between levels,
    some in the middle of a POST. The production server (``WebServer``: aiohttp does not
    cancel a handler whose client left) logs an error for each; nothing is played."""
    game = await new_game(sqlite_service, "pinch")
    desk = sqlite_service.web_play
    server = WebServer(sqlite_service.spectators, "127.0.0.1", 0, play=PlaySite(desk))
    await server.start()
    try:
        desk.sessions.public_url = f"http://127.0.0.1:{server.port}"
        made, _ = await desk.link(Asked(game_id=game.id, asked_by=ALICE))
        opened = await desk.exchange(made.url.rsplit("/", 1)[1])
        _, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(
            f"POST /play/{game.id}/move HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Cookie: {COOKIE}={opened.session_id}\r\n"
            "Content-Type: application/x-www-form-urlencoded\r\n"
            "Content-Length: 100\r\n\r\nmove=e5".encode()
        )
        await writer.drain()
        writer.transport.abort()  # the tab closed while the move was on its way
        await asyncio.sleep(0.3)
    finally:
        await server.stop()
    assert await sqlite_service.ctx.store.moves(game.id) == []
    failed = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert failed == [], failed
