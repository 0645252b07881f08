"""``python -m bench web players``: a player's own page (issue 33), its first load and a
move from the click to the new board shown, at 1, 50 and 200 open pages (targets at
200: load p99 <= 200 ms, move p99 <= 300 ms).

The site runs in a child process of its own, with the players' pages (``make_app`` with
a ``PlaySite``, production settings: followed games read once a second), on a fresh
SQLite database (or ``--database``, a PostgreSQL URL). This process holds the open
pages and plays the other side:

- **Open pages**: aiohttp clients that do what ``play.js`` does (``open_pages``), each
  the page of one player of one game, in games of all five kinds (two pages a game,
  each game's two players its own), from its personal link; every live stream stays
  open. A move is made from one of them every ``--move-every`` seconds (the seat to
  move, a random legal move, POSTed as the script does), so each followed game's other
  page hears of it and asks for the new state and board.
- **What is measured**, in a real headless Chromium (Debian's, over the DevTools
  protocol: ``chromium``), by the page's own clock (``performance.now()``, so the
  bench's polling adds nothing): *load*, a fresh browser context (no cookie, no
  cache) sent to a freshly made personal link, from the navigation's start (the link's
  exchange and ``303`` included) until the board image has loaded and been drawn
  (the next animation frame) and the script is ready; *step*, a real mouse click on
  the first point's button until the confirmation shows; *move*, the click on "Play"
  until the new board is drawn (the POST, its JSON answer, the new board image).
  Then the context is closed, the opponent answers through a service of this process
  (as a bot would), and the next sample is another first load. The measured page is
  one of the open pages (its own live stream included): "1 open page" is it alone.
- The handlers' own time (``page``: ``GET /play/<game>``, ``move``: the POST) is
  recorded in the child for every request of the level.

The per-address connection cap of ``WebServer`` is left out (every client here is
127.0.0.1, which that cap would stop at 64), and so are the rate limits.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web

from bench.web.chromium import Chromium, Tab
from bench.web.open_pages import OpenPage, Traffic
from service import Asked, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from storage import open_store
from web import make_app
from web.app import Handler
from web.limits import UNLIMITED, Limiter
from web.play import PlaySite

GUILD = 1
ALICE, BOB = 11, 22
KINDS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("pinch", {"size": 11}),
    ("pletore", {"size": 9, "komi_mode": "fixed", "komi": 6}),
    ("les", {}),
    ("plakoto", {"match_length": 1}),
    ("plateau", {}),
)
MEASURED: dict[str, Any] = {"size": 11}
INSTRUMENT = """
(() => {
  const t = (window.__t = {});
  const drawn = (then) => requestAnimationFrame(() => then(performance.now()));
  document.addEventListener("load", (event) => {
    const image = event.target;
    if (!image || image.id !== "board") return;
    const src = image.getAttribute("src");
    drawn((at) => {
      t.shown = { src, at };
      if (t.board === undefined) t.board = at;
      if (t.ready !== undefined && t.load === undefined) t.load = Math.max(t.ready, t.board);
    });
  }, true);
  document.addEventListener("DOMContentLoaded", () => {
    t.ready = document.body.dataset.ready === "true" ? performance.now() : undefined;
    if (t.board !== undefined && t.load === undefined) t.load = Math.max(t.ready, t.board);
    const confirm = document.getElementById("confirm");
    if (confirm) new MutationObserver(() => {
      if (!confirm.hidden && t.step !== undefined && t.confirmed === undefined)
        drawn((at) => { t.confirmed = at; });
    }).observe(confirm, { attributes: true });
  });
  document.addEventListener("click", (event) => {
    const button = event.target.closest && event.target.closest("button");
    if (!button) return;
    if (button.id === "play-it") t.click = event.timeStamp;
    else if (button.classList.contains("choice")) t.step = event.timeStamp;
  }, true);
})();
"""


@dataclass
class Level:
    pages: int
    load: list[float] = field(default_factory=list)
    step: list[float] = field(default_factory=list)
    move: list[float] = field(default_factory=list)
    handled: dict[str, list[float]] = field(default_factory=dict)
    seconds: float = 0.0
    site_cpu: float = 0.0
    """The site's process's CPU seconds over the level's samples."""
    streams: int = 0
    """Live streams open at the end of the level (the measured page's aside)."""
    traffic: Traffic = field(default_factory=Traffic)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench web players", description=__doc__)
    parser.add_argument("--pages", default="1,50,200", help="open pages at each level")
    parser.add_argument("--samples", type=int, default=200, help="loads and moves per level")
    parser.add_argument("--warm-up", type=int, default=5, help="samples left out first")
    parser.add_argument("--move-every", type=float, default=1.0, help="s between open moves")
    parser.add_argument("--database", default="", help="a PostgreSQL URL (default: SQLite)")
    parser.add_argument("--chromium", default="", help="the browser (default: Debian's)")
    parser.add_argument("--serve", default="", help=argparse.SUPPRESS)  # the child process
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(list(argv))
    if args.serve:
        return asyncio.run(_serve(args.serve))
    levels = sorted({int(n) for n in args.pages.split(",")})
    if not levels or levels[0] < 1 or args.samples < 1 or args.move_every <= 0:
        parser.error("--pages at least 1 each, --samples at least 1, --move-every above 0")
    return asyncio.run(_run(args, levels))


# --- the site, in its own process -------------------------------------------------------


async def _serve(database: str) -> int:
    """The child: the site on a free port (said on stdout); each line on stdin asks for
    the handlers' times since the last one (a JSON line); end of input stops it."""
    store = await open_store(database)
    service = Service(ServiceContext(store))
    await service.spectators.warm_up()
    play = PlaySite(
        service.web_play,
        None,
        actions=Limiter(any_request=UNLIMITED, costly_request=UNLIMITED),
        exchanges=Limiter(any_request=UNLIMITED, costly_request=UNLIMITED),
    )
    app = make_app(service.spectators, limiter=Limiter.per_visitor(None), play=play)
    handled: dict[str, list[float]] = {"page": [], "move": [], "state": [], "board": []}

    @web.middleware
    async def timed(request: web.Request, handler: Handler) -> web.StreamResponse:
        began = time.perf_counter()
        try:
            return await handler(request)
        finally:
            kind = _kind(request)
            if kind is not None:
                handled[kind].append(time.perf_counter() - began)

    app.middlewares.insert(0, timed)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    print(f"port {runner.addresses[0][1]}", flush=True)
    loop = asyncio.get_running_loop()
    while await loop.run_in_executor(None, sys.stdin.readline):
        print(json.dumps(handled), flush=True)
        for times in handled.values():
            times.clear()
    await runner.cleanup()
    await store.close()
    return 0


def _kind(request: web.Request) -> str | None:
    parts = request.path.split("/")
    if len(parts) < 3 or parts[1] != "play":
        return None
    if len(parts) == 3:
        return "page"
    if parts[3] == "move":
        return "move"
    if parts[3] == "state.json":
        return "state"
    return "board" if parts[3] == "board" and parts[-1].endswith(".png") else None


# --- this process: the open pages, the measured one, the other side ----------------------


class Bench:
    def __init__(self, service: Service, root: str, rng: random.Random) -> None:
        self.service = service
        self.root = root
        self.rng = rng
        self.open: list[OpenPage] = []
        self.games: list[int] = []  # the open pages' games, two pages each
        self.measured = 0

    async def link(self, game_id: int, user: int) -> str:
        made, _ = await self.service.web_play.link(Asked(game_id=game_id, asked_by=user))
        return made.url

    async def new_game(self, name: str, options: dict[str, Any], users: tuple[int, int]) -> int:
        for user in users:
            await self.service.remember(user, f"p{user}")
        posted = await self.service.challenges.create(
            guild_id=GUILD,
            channel_id=2,
            challenger=UserRef(users[0]),
            opponent=UserRef(users[1]),
            terms=ChallengeTerms(game=name, options=options, first="challenger"),
        )
        started = await self.service.challenges.accept(users[1], posted.challenge.id)
        return started.game.id

    async def legal(self, game_id: int) -> tuple[int, str] | None:
        """Who is to move in the game and a random legal move; None once it is over."""
        game = await self.service.ctx.store.get_game(game_id)
        if game.status != "active":
            return None
        replay = await self.service.games.replay_of(game)
        seat = replay.to_move
        if not isinstance(seat, int):
            return None
        return seat, str(self.rng.choice(replay.legal_moves()))

    async def open_pages(self, http: aiohttp.ClientSession, count: int, traffic: Traffic) -> None:
        """Up to ``count`` open pages (two per game), each a game of the next kind."""
        while len(self.open) < count:
            index = len(self.open)
            if index % 2 == 0:
                name, options = KINDS[(index // 2) % len(KINDS)]
                users = (1000 + index, 1001 + index)
                game_id = await self.new_game(name, options, users)
                self.games.append(game_id)
                for _ in range(self.rng.randint(2, 6)):
                    found = await self.legal(game_id)
                    if found is not None:
                        await self.service.games.move(
                            Asked(game_id=game_id, asked_by=users[found[0]]), found[1]
                        )
            game_id, seat = self.games[index // 2], index % 2
            user = 1000 + (index - seat) + seat
            page = OpenPage(http, self.root, game_id, seat, traffic)
            await page.open(await self.link(game_id, user))
            self.open.append(page)

    async def keep_moving(self, every: float, stop: asyncio.Event) -> None:
        """A move from an open page every ``every`` seconds, until ``stop``: the seat to
        move in a random game whose page of that seat is open."""
        while not stop.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), every)
                return
            pages = {(p.game_id, p.seat): p for p in self.open}
            for game_id in self.rng.sample(self.games, len(self.games)):
                found = await self.legal(game_id)
                if found is not None and (game_id, found[0]) in pages:
                    await pages[(game_id, found[0])].move(found[1])
                    break

    async def sample(self, browser: Chromium) -> tuple[float, float, float]:
        """One first load and one move of alice's, in a fresh context; then bob answers."""
        if not self.measured or await self.legal(self.measured) is None:
            self.measured = await self.new_game("pinch", MEASURED, (ALICE, BOB))
        link = await self.link(self.measured, ALICE)
        tab = await browser.tab(INSTRUMENT)
        try:
            load, step, move = await _measure(tab, link, self.measured)
        finally:
            await tab.close()
        found = await self.legal(self.measured)
        if found is not None:
            await self.service.games.move(Asked(game_id=self.measured, asked_by=BOB), found[1])
        return load, step, move


async def _measure(tab: Tab, link: str, game_id: int) -> tuple[float, float, float]:
    await tab.go(link)
    load = float(await tab.until("window.__t && window.__t.load"))
    where = await tab.evaluate("location.pathname")
    if where != f"/play/{game_id}" or await tab.evaluate("document.body.dataset.yourTurn") != (
        "true"
    ):
        raise RuntimeError(f"the link opened {where}, not alice's turn in game {game_id}")
    plies = int(await tab.evaluate("document.body.dataset.plies"))
    await tab.click("#choices button.choice")
    step = float(await tab.until("window.__t.confirmed && window.__t.confirmed - window.__t.step"))
    await tab.click("#play-it")
    move = await tab.until(
        "(() => { const t = window.__t, s = t.shown;"
        f" return s && t.click !== undefined && s.src.endsWith('/board/{plies + 1}.png')"
        " && s.at > t.click ? s.at - t.click : null })()"
    )
    said = await tab.evaluate("document.querySelector('#said .done')?.textContent ?? ''")
    if not str(said).startswith("You played"):
        raise RuntimeError(f"the move was not played: {said!r}")
    return load, step, float(move)


async def _run(args: argparse.Namespace, levels: list[int]) -> int:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        database = args.database or str(Path(folder) / "bench.db")
        store = await open_store(database)
        service = Service(ServiceContext(store, rng=rng))
        await service.remember(ALICE, "alice")
        await service.remember(BOB, "bob")
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bench.web.players",
            "--serve",
            database,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=2**26,  # a level's handler times on one line
        )
        browser = Chromium()
        try:
            assert child.stdout is not None and child.stdin is not None
            line = (await asyncio.wait_for(child.stdout.readline(), 60)).decode()
            root = f"http://127.0.0.1:{int(line.split()[1])}"
            service.web_play.sessions.public_url = root
            await browser.start(args.chromium or None)
            bench = Bench(service, root, rng)
            measured = await _levels(args, levels, bench, browser, child)
        finally:
            await browser.stop()
            if child.stdin is not None:
                child.stdin.close()
            await asyncio.wait_for(child.wait(), 30)
            await store.close()
    return _report(args, measured)


async def _levels(
    args: argparse.Namespace,
    levels: list[int],
    bench: Bench,
    browser: Chromium,
    child: asyncio.subprocess.Process,
) -> list[Level]:
    assert child.stdin is not None and child.stdout is not None
    connector = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=None, sock_read=120)
    done: list[Level] = []
    async with aiohttp.ClientSession(
        connector=connector, timeout=timeout, cookie_jar=aiohttp.DummyCookieJar()
    ) as http:
        traffic = Traffic()
        for pages in levels:
            level = Level(pages, traffic=traffic)
            await bench.open_pages(http, pages - 1, traffic)  # the measured page is one
            stop = asyncio.Event()
            mover = asyncio.create_task(bench.keep_moving(args.move_every, stop))
            try:
                for _ in range(args.warm_up):
                    await bench.sample(browser)
                child.stdin.write(b"report\n")  # the handlers' times start here
                json.loads(await child.stdout.readline())
                began, cpu = time.perf_counter(), _cpu_seconds(child.pid)
                for _ in range(args.samples):
                    load, step, move = await bench.sample(browser)
                    level.load.append(load)
                    level.step.append(step)
                    level.move.append(move)
                level.seconds = time.perf_counter() - began
                level.site_cpu = _cpu_seconds(child.pid) - cpu
                level.streams = sum(page.following for page in bench.open)
                child.stdin.write(b"report\n")
                level.handled = json.loads(await child.stdout.readline())
            finally:
                stop.set()  # after the move under way, if any: a page leaves no POST half sent
                await mover
            done.append(level)
        for page in bench.open:
            await page.close()
    return done


def _cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (user and system), from ``/proc``."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _pct(values: list[float], percent: int) -> float:
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[percent - 1]


def _report(args: argparse.Namespace, levels: list[Level]) -> int:
    engine = "PostgreSQL" if args.database else "SQLite"
    traffic = levels[-1].traffic
    print(
        f"Player's page: {args.samples} first loads and moves per level in Chromium, "
        f"a move from an open page every {args.move_every:g} s; {engine}, site in its own "
        "process (ms)"
    )
    print(
        f"{'open pages':>10}{'streams':>8}{'load p50':>9}{'load p99':>9}{'move p50':>9}"
        f"{'move p99':>9}{'step p50':>9}{'step p99':>9}{'srv page':>9}{'srv move':>9}"
        f"{'site CPU':>9}"
    )
    for level in levels:
        page = level.handled.get("page", [])
        move = level.handled.get("move", [])
        print(
            f"{level.pages:>10}{level.streams + 1:>8}"
            f"{_pct(level.load, 50):>9.1f}{_pct(level.load, 99):>9.1f}"
            f"{_pct(level.move, 50):>9.1f}{_pct(level.move, 99):>9.1f}"
            f"{_pct(level.step, 50):>9.1f}{_pct(level.step, 99):>9.1f}"
            f"{_pct(page, 99) * 1000 if page else 0:>9.1f}"
            f"{_pct(move, 99) * 1000 if move else 0:>9.1f}"
            f"{100 * level.site_cpu / level.seconds:>8.0f}%"
        )
    print(
        "srv: the handlers' own p99 in the site's process, over every page and move of the "
        "level (the open pages' too); site CPU: its share of one core over the level"
    )
    print(
        f"open pages: {traffic.requests} requests, {traffic.events} live events, "
        f"{traffic.moves} moves made from them"
    )
    print(f"failed requests: {len(traffic.failures)}")
    for failure in traffic.failures[:5]:
        print(f"  {failure}")
    top = levels[-1]
    load99, move99 = _pct(top.load, 99), _pct(top.move, 99)
    verdict = "met" if load99 <= 200 and move99 <= 300 else "NOT MET"
    print(
        f"targets: load p99 <= 200 ms, move p99 <= 300 ms at {top.pages} open pages: "
        f"{verdict} ({load99:.0f} ms, {move99:.0f} ms)"
    )
    return 0 if not traffic.failures else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
