"""``python -m bench.latency``: service-side latency of one move in a full database.

Parse, validate, append and render, through the real service. The database
first gets ``games`` games with a few moves each, so indexes and pages are
realistic; then ``moves`` moves are played through the service, timing each
call. ``python -m bench`` runs it as a child process, so that its peak memory is
its own, and prints its JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import resource
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from rules.pinch import PINCH
from service import Asked, Service, ServiceContext
from service.time.clockwork import new_clock
from service.time.controls import DEFAULT
from storage.sqlite import open_store

START = datetime(2026, 1, 1, tzinfo=UTC)


async def move_latency(games: int = 10_000, moves: int = 1_000, seed: int = 5) -> dict[str, float]:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(Path(folder) / "bench.db")
        try:
            clock = iter(START + timedelta(seconds=i) for i in range(10**9))
            service = Service(ServiceContext(store, rng=rng, clock=lambda: next(clock)))
            for user in range(1, 201):
                await service.remember(user, f"player{user}")
            seeded = time.perf_counter()
            filler = [str(m) for m in PINCH.legal_moves(PINCH.initial({"size": 11}))]
            for number in range(games):
                players = (1 + number % 200, 1 + (number + 1) % 200)
                game = await store.create_game(
                    guild_id=1,
                    channel_id=2,
                    game="pinch",
                    options={"size": 11},
                    players=players,
                    to_move=0,
                    created_at=START,
                )
                for ply, notation in enumerate(rng.sample(filler, 4)):
                    await store.append_move(
                        game.id,
                        expected_ply=ply,
                        seat=ply % 2,
                        notation=notation,
                        created_at=START,
                        to_move=(ply + 1) % 2,
                    )
            seed_seconds = time.perf_counter() - seeded
            timings = await _play(service, store, rng, moves)
        finally:
            await store.close()
    timings.sort()
    return {
        "games_in_db": games,
        "seed_seconds": seed_seconds,
        "moves": len(timings),
        "p50_ms": statistics.median(timings),
        "p99_ms": timings[int(len(timings) * 0.99) - 1],
        "max_ms": timings[-1],
    }


async def _play(service: Service, store: object, rng: random.Random, moves: int) -> list[float]:
    """Play random legal moves in fresh games, each with a clock as every game has by
    default, until ``moves`` moves have been timed."""
    timings: list[float] = []
    game_number = 0
    while len(timings) < moves:
        game_number += 1
        game = await service.ctx.store.create_game(
            guild_id=1,
            channel_id=2,
            game="pinch",
            options={"size": 11},
            players=(1, 2),
            to_move=0,
            created_at=START,
        )
        await service.ctx.store.put_clock(new_clock(game.id, DEFAULT, 0, START))
        replay_state = PINCH.initial({"size": 11})
        while PINCH.to_move(replay_state) is not None and len(timings) < moves:
            move = rng.choice(PINCH.legal_moves(replay_state))
            seat = PINCH.to_move(replay_state)
            assert isinstance(seat, int), "Pinch has no chance moves"
            user = (1, 2)[seat]
            started = time.perf_counter()
            await service.games.move(Asked(game_id=game.id, asked_by=user), str(move))
            timings.append((time.perf_counter() - started) * 1000)
            replay_state = PINCH.apply(replay_state, move)
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.latency", description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--moves", type=int, default=1_000)
    args = parser.parse_args()
    figures = asyncio.run(move_latency(args.games, args.moves))
    figures["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(figures))  # the result is the output


if __name__ == "__main__":
    main()
