"""``python -m bench web spectators``: a game's page under many viewers (target: p99 <= 20
ms at 200).

The site runs in a child process of its own (``WebServer`` over a ``SpectatorDesk``
with production settings: pages at most 1 s behind the store, followed games read
once a second), on a fresh SQLite database (or ``--database``, a PostgreSQL URL)
holding a Pinch 11x11 game in progress and a game of each other kind. This process
is the viewers and the players:

- ``--viewers`` viewers each keep the game's live stream open (Server-Sent Events)
  and reload its page every ``--think`` seconds on average (uniformly 0 to twice
  that, starts staggered), timing each page from request to last byte. On each
  event a viewer does what the page's script does: fetches ``state.json`` and the
  new board image, both timed.
- A player moves in the game every ``--move-every`` seconds through a service on
  the same database, as a bot process would; the delay from the move's commit to
  each viewer's event is timed too.
- Then a burst: every viewer reloads the page back to back for ``--burst`` seconds,
  with no pause, which measures what one process can serve at most and the latency
  when all 200 ask at once (each waits for those ahead of it).

Client and server share this machine's cores, so the figures include the viewers'
own event loop; the first second of each phase is left out of the figures (the
first renders and connections).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
from aiohttp import web

from service import Asked, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from service.spectators.desk import SpectatorDesk
from storage import open_store
from web import make_app
from web.app import Handler
from web.limits import Limiter

GUILD = 1
ALICE, BOB = 11, 22
WARM_UP = 1.0


@dataclass
class Figures:
    page: list[float] = field(default_factory=list)
    state: list[float] = field(default_factory=list)
    board: list[float] = field(default_factory=list)
    live: list[float] = field(default_factory=list)
    failures: int = 0


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench web spectators", description=__doc__)
    parser.add_argument("--viewers", type=int, default=200, help="viewers of the one game")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of the paced run")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds between reloads")
    parser.add_argument("--move-every", type=float, default=1.0, help="seconds between moves")
    parser.add_argument("--burst", type=float, default=5.0, help="seconds of back-to-back reloads")
    parser.add_argument("--database", default="", help="a PostgreSQL URL (default: SQLite)")
    parser.add_argument("--serve", default="", help=argparse.SUPPRESS)  # the child process
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(list(argv))
    if args.serve:
        return asyncio.run(_serve(args.serve))
    if args.viewers < 1 or args.seconds <= WARM_UP or args.think <= 0 or args.move_every <= 0:
        parser.error("--viewers at least 1, --seconds above 1, --think and --move-every above 0")
    return asyncio.run(_run(args))


async def _serve(database: str) -> int:
    """The child: the site (as ``WebServer`` makes it) on any free port, said on stdout,
    until stdin says stop; then the time its handlers took for the game's page, in s."""
    store = await open_store(database)
    desk = SpectatorDesk(ServiceContext(store))
    await desk.warm_up()  # what WebServer does in the background as it starts, done first
    # the viewers here all come from this machine's one address, which the site's limit
    # per visitor (``web.limits``, measured by ``bench attack page_flood``) would refuse
    app = make_app(desk, limiter=Limiter.per_visitor(None))
    handled: list[float] = []

    @web.middleware
    async def timed(request: web.Request, handler: Handler) -> web.StreamResponse:
        began = time.perf_counter()
        try:
            return await handler(request)
        finally:
            if request.path.count("/") == 4:  # /g/<server>/<game>/<key>: the page
                handled.append(time.perf_counter() - began)

    app.middlewares.insert(0, timed)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    print(f"port {runner.addresses[0][1]}", flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.readline)
    print(json.dumps(handled), flush=True)
    await loop.run_in_executor(None, sys.stdin.read)
    await runner.cleanup()
    await store.close()
    return 0


async def _seed(service: Service, rng: random.Random) -> tuple[int, str]:
    """A game of each kind, the Pinch one 30 plies in: its id and page."""
    watched = 0
    for name in ("pinch", "pletore", "les", "plakoto", "plateau"):
        options = {"size": 11} if name == "pinch" else {}
        posted = await service.challenges.create(
            guild_id=GUILD,
            channel_id=2,
            challenger=UserRef(ALICE),
            opponent=UserRef(BOB),
            terms=ChallengeTerms(game=name, options=options, first="challenger"),
        )
        started = await service.challenges.accept(BOB, posted.challenge.id)
        if name == "pinch":
            watched = started.game.id
            for _ in range(30):
                await _move(service, watched, rng)
    game = await service.ctx.store.get_game(watched)
    path = await SpectatorDesk(service.ctx).page_path(game)
    assert path is not None
    return watched, path


async def _move(service: Service, game_id: int, rng: random.Random) -> bool:
    game = await service.ctx.store.get_game(game_id)
    if game.status != "active":
        return False
    replay = await service.games.replay_of(game)
    seat = replay.to_move
    assert isinstance(seat, int)
    move = rng.choice(replay.legal_moves())
    await service.games.move(Asked(game_id=game_id, asked_by=game.players[seat]), str(move))
    return True


async def _run(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        database = args.database or str(Path(folder) / "bench.db")
        store = await open_store(database)
        service = Service(ServiceContext(store, rng=rng))
        await service.remember(ALICE, "alice")
        await service.remember(BOB, "bob")
        game_id, path = await _seed(service, rng)
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bench.web.spectators",
            "--serve",
            database,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=2**26,  # the child's last line: every page's handler time
        )
        try:
            assert child.stdout is not None
            line = (await asyncio.wait_for(child.stdout.readline(), 60)).decode()
            base = f"http://127.0.0.1:{int(line.split()[1])}"
            paced, moves, burst, burst_seconds = await _measure(
                args, service, game_id, base + path, rng
            )
            assert child.stdin is not None
            child.stdin.write(b"done\n")
            handled = json.loads(await asyncio.wait_for(child.stdout.readline(), 60))
        finally:
            assert child.stdin is not None
            child.stdin.close()
            await asyncio.wait_for(child.wait(), 30)
            await store.close()
    engine = "PostgreSQL" if args.database else "SQLite"
    print(
        f"Game page under {args.viewers} viewers: each reloads every {args.think:g} s on "
        f"average and follows the game live; a move every {args.move_every:g} s "
        f"({moves} moves); {engine}, site in its own process"
    )
    print(f"{'':12}{'requests':>9}{'per s':>8}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}")
    span = args.seconds - WARM_UP
    for name, times in (
        ("page", paced.page),
        ("state.json", paced.state),
        ("board png", paced.board),
    ):
        print(_row(name, times, span))
    if paced.live:
        print(
            f"live: {len(paced.live)} events reached viewers, from the move's commit "
            f"p50 {_pct(paced.live, 50) * 1000:.0f} ms, p99 {_pct(paced.live, 99) * 1000:.0f} ms "
            "(the site reads a followed game once a second)"
        )
    print(_row("burst page", burst.page, burst_seconds - WARM_UP))
    print(_row("page, server", handled, args.seconds + args.burst) + "  (handler time alone)")
    failures = paced.failures + burst.failures
    print(f"failed requests: {failures}")
    p99 = _pct(paced.page, 99) * 1000 if paced.page else float("inf")
    verdict = "met" if p99 <= 20 else "NOT MET"
    print(f"target: page p99 <= 20 ms under {args.viewers} viewers: {verdict} ({p99:.1f} ms)")
    return 0 if failures == 0 else 1


def _pct(values: list[float], percent: float) -> float:
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[int(percent) - 1]


def _row(name: str, times: list[float], seconds: float) -> str:
    if not times:
        return f"{name:12}{0:>9}"
    return (
        f"{name:12}{len(times):>9}{len(times) / seconds:>8.0f}{_pct(times, 50) * 1000:>9.2f}"
        f"{_pct(times, 99) * 1000:>9.2f}{max(times) * 1000:>9.2f}"
    )


async def _measure(
    args: argparse.Namespace, service: Service, game_id: int, page: str, rng: random.Random
) -> tuple[Figures, int, Figures, float]:
    connector = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=None, sock_read=60)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        paced = Figures()
        committed: dict[int, float] = {}
        loop = asyncio.get_running_loop()
        start = loop.time()
        until = start + args.seconds
        viewers = [
            asyncio.create_task(
                _viewer(session, page, start, until, args.think, random.Random(i), paced, committed)
            )
            for i in range(args.viewers)
        ]
        moves = 0
        while loop.time() + args.move_every < until:
            await asyncio.sleep(args.move_every)
            if not await _move(service, game_id, rng):
                break
            moves += 1
            committed[(await service.ctx.store.get_game(game_id)).ply] = time.perf_counter()
        await asyncio.gather(*viewers)
        burst = Figures()
        start = loop.time()
        await asyncio.gather(
            *(
                _reloader(session, page, start, start + args.burst, burst)
                for _ in range(args.viewers)
            )
        )
    return paced, moves, burst, args.burst


async def _timed_get(session: aiohttp.ClientSession, url: str, figures: Figures) -> float | None:
    began = time.perf_counter()
    try:
        async with session.get(url) as answer:
            await answer.read()
            if answer.status != 200:
                figures.failures += 1
                return None
    except aiohttp.ClientError:
        figures.failures += 1
        return None
    return time.perf_counter() - began


async def _viewer(
    session: aiohttp.ClientSession,
    page: str,
    start: float,
    until: float,
    think: float,
    rng: random.Random,
    figures: Figures,
    committed: dict[int, float],
) -> None:
    loop = asyncio.get_running_loop()
    await asyncio.sleep(rng.uniform(0, think))
    follow = asyncio.create_task(_follow(session, page, start, figures, committed))
    try:
        while loop.time() < until:
            took = await _timed_get(session, page, figures)
            if took is not None and loop.time() - start > WARM_UP:
                figures.page.append(took)
            await asyncio.sleep(rng.uniform(0, 2 * think))
    finally:
        follow.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await follow


async def _follow(
    session: aiohttp.ClientSession,
    page: str,
    start: float,
    figures: Figures,
    committed: dict[int, float],
) -> None:
    """The page's script: on each new version, state.json and the new board."""
    loop = asyncio.get_running_loop()
    seen = -1
    async with session.get(page + "/events") as stream:
        async for raw in stream.content:
            line = raw.decode()
            if not line.startswith("data: "):
                continue
            plies = int(line.split('"plies": ')[1].split(",")[0])
            if seen >= 0 and plies in committed:
                figures.live.append(time.perf_counter() - committed[plies])
            fresh = seen >= 0 and loop.time() - start > WARM_UP
            seen = plies
            state = await _timed_get(session, page + "/state.json", figures)
            board = await _timed_get(session, f"{page}/ply/{plies}.png", figures)
            if fresh and state is not None and board is not None:
                figures.state.append(state)
                figures.board.append(board)


async def _reloader(
    session: aiohttp.ClientSession, page: str, start: float, until: float, figures: Figures
) -> None:
    loop = asyncio.get_running_loop()
    while loop.time() < until:
        took = await _timed_get(session, page, figures)
        if took is not None and loop.time() - start > WARM_UP:
            figures.page.append(took)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
