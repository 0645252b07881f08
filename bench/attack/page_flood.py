"""A move's latency while one anonymous visitor floods a long game's page with past-ply boards.

Issue 35, item 1 (the web half). The site (``WebServer`` over the service's
``SpectatorDesk``, as ``postboard.serve`` runs it) and the moves share one process
and one event loop, as the bot and its pages do. One visitor, from one address
(and a process of its own), sends ``--concurrent`` requests at once for past plies
of a long Pletore game (the page at ``?ply=N`` and its board ``ply/N.png``, as a
browser asks for both), again and again for ``--seconds``; meanwhile a player of
another server's game moves every ``--move-every`` seconds through the service,
and each move is timed from the call to its answer (its board drawn), which is
what Discord waits for (3 s at most).

Meanwhile another visitor, from another address, steps back through the same game,
a past page and its board every ``--move-every`` seconds. Printed: the moves'
latency (p50, max) with the flood and without it, the other visitor's steps, and
how the requests were answered (200, 429, other). ``--unlimited`` serves without
the limit per visitor (``web.limits``), for the figures before it.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import multiprocessing
import random
import statistics
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import aiohttp

from service import Asked, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from storage import open_store
from web import WebServer
from web.limits import COSTLY_REQUEST, Limiter

FLOODED_GUILD, MOVING_GUILD = 1, 2
ALICE, BOB, CAROL, DAVE = 11, 22, 33, 44
GAME, OPTIONS = "pletore", {"size": 13}
VISITOR, VIEWER = "198.51.100.1", "198.51.100.2"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench attack page_flood", description=__doc__)
    parser.add_argument("--plies", type=int, default=160, help="length of the flooded game")
    parser.add_argument("--concurrent", type=int, default=60, help="requests at once")
    parser.add_argument("--seconds", type=float, default=10.0, help="length of the flood")
    parser.add_argument("--move-every", type=float, default=0.5, help="seconds between moves")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument(
        "--unlimited", action="store_true", help="no limit per visitor: the figures before"
    )
    args = parser.parse_args(argv)
    if args.plies < 2 or args.concurrent < 1 or args.seconds <= 0 or args.move_every <= 0:
        parser.error("--plies at least 2, --concurrent at least 1, --seconds above 0")
    return asyncio.run(_run(args))


async def _run(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(str(Path(folder) / "flood.db"))
        service = Service(ServiceContext(store, rng=rng))
        for user, name in ((ALICE, "alice"), (BOB, "bob"), (CAROL, "carol"), (DAVE, "dave")):
            await service.remember(user, name)
        flooded = await _game(service, FLOODED_GUILD, ALICE, BOB)
        plies = await _play(service, flooded, args.plies, rng)
        moving = await _game(service, MOVING_GUILD, CAROL, DAVE)
        path = await service.spectators.page_path(await store.get_game(flooded))
        assert path is not None
        # every client here is this machine: the site takes it for a proxy, so the
        # visitor and the viewer are told apart by the address each says it forwards for
        costly = None if args.unlimited else COSTLY_REQUEST
        limiter = Limiter.per_visitor(costly, trusted_proxies=["127.0.0.1"])
        site = WebServer(service.spectators, "127.0.0.1", 0, limiter=limiter)
        await site.start()
        try:
            page = f"http://127.0.0.1:{site.port}{path}"
            quiet = await _moves(service, moving, args.seconds / 2, args.move_every, rng)
            stop = asyncio.Event()
            with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
                loop = asyncio.get_running_loop()
                await loop.run_in_executor(pool, int)  # the process started before the clock
                flood = loop.run_in_executor(
                    pool,
                    _flood_from_another_process,
                    page,
                    plies,
                    args.concurrent,
                    args.seconds,
                    args.seed,
                )
                viewer = asyncio.create_task(_view(page, plies, args.move_every, stop))
                loud = await _moves(service, moving, args.seconds, args.move_every, rng)
                stop.set()
                answers = collections.Counter(await flood)
                seen, viewed = await viewer
        finally:
            await site.stop()
            await store.close()
    print(
        f"{'Without' if args.unlimited else 'With'} the limit per visitor. "
        f"One visitor: {args.concurrent} concurrent past-ply requests (page and board) to a "
        f"{plies}-ply {GAME.capitalize()} game, for {args.seconds:g} s; a move in another server's "
        f"game every {args.move_every:g} s"
    )
    print(f"{'':22}{'moves':>6}{'p50 ms':>9}{'max ms':>9}")
    print(_row("move, no flood", quiet))
    print(_row("move, during flood", loud))
    print(_row("other viewer's step", viewed))
    shown = ", ".join(f"{status}: {count}" for status, count in sorted(seen.items()))
    print(f"other viewer's requests (a past page and its board a step): {shown}")
    total = sum(answers.values())
    shown = ", ".join(f"{status}: {count}" for status, count in sorted(answers.items()))
    print(f"visitor's requests: {total} ({shown})")
    refused = answers.get("429", 0)
    print(f"refused with 429: {refused} of {total} ({100 * refused / max(1, total):.0f}%)")
    worst = max(loud) if loud else float("inf")
    print(f"target: every move under 3 s during the flood: {'met' if worst < 3 else 'NOT MET'}")
    return 0


async def _game(service: Service, guild: int, first: int, second: int) -> int:
    posted = await service.challenges.create(
        guild_id=guild,
        channel_id=guild * 100,
        challenger=UserRef(first),
        opponent=UserRef(second),
        terms=ChallengeTerms(game=GAME, options=OPTIONS, first="challenger", clock="none"),
    )
    return (await service.challenges.accept(second, posted.challenge.id)).game.id


async def _play(service: Service, game_id: int, plies: int, rng: random.Random) -> int:
    """Random moves up to ``plies`` (fewer if the game ends first): the plies played."""
    for _ in range(plies):
        if not await _move(service, game_id, rng):
            break
    return (await service.ctx.store.get_game(game_id)).ply


async def _move(service: Service, game_id: int, rng: random.Random) -> bool:
    game = await service.ctx.store.get_game(game_id)
    if game.status != "active":
        return False
    replay = await service.games.replay_of(game)
    seat = replay.to_move
    assert isinstance(seat, int)
    moves = [move for move in replay.legal_moves() if str(move) not in {"pass", "swap"}]
    move = rng.choice(moves or replay.legal_moves())
    await service.games.move(Asked(game_id=game_id, asked_by=game.players[seat]), str(move))
    return True


async def _moves(
    service: Service, game_id: int, seconds: float, every: float, rng: random.Random
) -> list[float]:
    """Each move's time from the call to its answer, one every ``every`` seconds."""
    loop = asyncio.get_running_loop()
    until = loop.time() + seconds
    times: list[float] = []
    while loop.time() < until:
        began = time.perf_counter()
        if not await _move(service, game_id, rng):
            break
        took = time.perf_counter() - began
        times.append(took)
        await asyncio.sleep(max(0.0, every - took))
    return times


def _flood_from_another_process(
    page: str, plies: int, concurrent: int, seconds: float, seed: int
) -> dict[str, int]:
    """``_flood`` for ``seconds``, in a process of its own (``_run`` starts it): the
    visitor's own work (sending, reading the answers) must not weigh on the loop that
    serves it, or a site that answers faster would seem to slow the moves down."""
    return asyncio.run(_flood(page, plies, concurrent, seconds, seed))


async def _flood(
    page: str, plies: int, concurrent: int, seconds: float, seed: int
) -> dict[str, int]:
    """Waves of ``concurrent`` requests for past plies, each wave as soon as the last
    is answered, from one client (one address): how they were answered."""
    answers: collections.Counter[str] = collections.Counter()
    connector = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=60)
    rng = random.Random(seed)
    until = time.monotonic() + seconds
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        while time.monotonic() < until:
            asked = [rng.randrange(plies) for _ in range(concurrent)]
            urls = [
                f"{page}?ply={ply}" if n % 2 else f"{page}/ply/{ply}.png"
                for n, ply in enumerate(asked)
            ]
            await asyncio.gather(*(_get(session, url, answers) for url in urls))
    return dict(answers)


async def _view(
    page: str, plies: int, every: float, stop: asyncio.Event
) -> tuple[collections.Counter[str], list[float]]:
    """Another visitor (another address) stepping back through the game meanwhile, a step
    every ``every`` seconds: each step's page and board timed together."""
    seen: collections.Counter[str] = collections.Counter()
    times: list[float] = []
    ply = plies
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=60)) as session:
        while not stop.is_set():
            ply = ply - 1 if ply > 0 else plies
            began = time.perf_counter()
            for url in (f"{page}?ply={ply}", f"{page}/ply/{ply}.png"):
                await _get(session, url, seen, VIEWER)
            times.append(time.perf_counter() - began)
            await asyncio.sleep(max(0.0, every - times[-1]))
    return seen, times


async def _get(
    session: aiohttp.ClientSession,
    url: str,
    answers: collections.Counter[str],
    address: str = VISITOR,
) -> None:
    try:
        async with session.get(url, headers={"X-Forwarded-For": address}) as answer:
            await answer.read()
            answers[str(answer.status)] += 1
    except (aiohttp.ClientError, TimeoutError):
        answers["failed"] += 1


def _row(name: str, times: list[float]) -> str:
    if not times:
        return f"{name:22}{0:>6}"
    return (
        f"{name:22}{len(times):>6}{statistics.median(times) * 1000:>9.0f}{max(times) * 1000:>9.0f}"
    )
