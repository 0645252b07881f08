"""A move's latency while one anonymous visitor floods a long game's page with past-ply boards.

Issue 35, item 1 (the web half). The site (``WebServer`` over the service's
``SpectatorDesk``, as ``postboard.serve`` runs it) and the moves share one process
and one event loop, as the bot and its pages do. One visitor, from one address,
sends ``--concurrent`` requests at once for past plies of a long Pletore game (the
page at ``?ply=N`` and its board ``ply/N.png``, as a browser asks for both), again
and again for ``--seconds``; meanwhile a player of another server's game moves every
``--move-every`` seconds through the service, and each move is timed from the call
to its answer (its board drawn), which is what Discord waits for (3 s at most).

Printed: the moves' latency (p50, max) with the flood and without it, and how the
visitor's requests were answered (200, 429, other).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import random
import statistics
import tempfile
import time
from pathlib import Path

import aiohttp

from service import Service, ServiceContext, UserRef
from storage import open_store
from web import WebServer

FLOODED_GUILD, MOVING_GUILD = 1, 2
ALICE, BOB, CAROL, DAVE = 11, 22, 33, 44
GAME, OPTIONS = "pletore", {"size": 13}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench attack page_flood", description=__doc__)
    parser.add_argument("--plies", type=int, default=160, help="length of the flooded game")
    parser.add_argument("--concurrent", type=int, default=60, help="requests at once")
    parser.add_argument("--seconds", type=float, default=10.0, help="length of the flood")
    parser.add_argument("--move-every", type=float, default=0.5, help="seconds between moves")
    parser.add_argument("--seed", type=int, default=5)
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
        site = WebServer(service.spectators, "127.0.0.1", 0)
        await site.start()
        try:
            page = f"http://127.0.0.1:{site.port}{path}"
            quiet = await _moves(service, moving, args.seconds / 2, args.move_every, rng)
            answers: collections.Counter[str] = collections.Counter()
            stop = asyncio.Event()
            flood = asyncio.create_task(_flood(page, plies, args, stop, answers))
            loud = await _moves(service, moving, args.seconds, args.move_every, rng)
            stop.set()
            await flood
        finally:
            await site.stop()
            await store.close()
    print(
        f"One visitor: {args.concurrent} concurrent past-ply requests (page and board) to a "
        f"{plies}-ply {GAME.capitalize()} game, for {args.seconds:g} s; a move in another server's "
        f"game every {args.move_every:g} s"
    )
    print(f"{'':22}{'moves':>6}{'p50 ms':>9}{'max ms':>9}")
    print(_row("move, no flood", quiet))
    print(_row("move, during flood", loud))
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
        game=GAME,
        options=OPTIONS,
        first="challenger",
        clock="none",
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
    await service.games.move(game.players[seat], str(move), game_id=game_id)
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


async def _flood(
    page: str,
    plies: int,
    args: argparse.Namespace,
    stop: asyncio.Event,
    answers: collections.Counter[str],
) -> None:
    """Waves of ``--concurrent`` requests for past plies, each wave as soon as the last
    is answered, from one client (one address)."""
    connector = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=60)
    rng = random.Random(args.seed)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        while not stop.is_set():
            asked = [rng.randrange(plies) for _ in range(args.concurrent)]
            urls = [
                f"{page}?ply={ply}" if n % 2 else f"{page}/ply/{ply}.png"
                for n, ply in enumerate(asked)
            ]
            await asyncio.gather(*(_get(session, url, answers) for url in urls))


async def _get(session: aiohttp.ClientSession, url: str, answers: collections.Counter[str]) -> None:
    try:
        async with session.get(url) as answer:
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
