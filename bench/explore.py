"""``python -m bench explore``: what one ``/explore`` answer costs as a line grows, for
each game (no target in issue 34: the figures say how the cost grows).

Each answer replays the line from its start (the game's position after its start ply,
from the review's marks) and draws the board in the lane, so its cost grows with the
line's length. A fresh SQLite service per game, a running game at its largest board
(Pinch 13x13, Pletore 19x19, Les 11; Plakoto and Plateau as they come); the line is
played from the start position to ``--moves`` (200, the cap) with seeded random
legal moves (Plakoto's dice as the line's owner types them), each ``play`` timed as a
whole: reads, the walk, the words, the picture. Then ``step`` back to the start and
to the end. Medians and p99 by stretch of the line, in ms.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rules.base import CHANCE
from service import Asked, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.context import ServiceContext
from service.explore.desk import MAX_MOVES
from service.explore.positions import legal_texts, start_of, walk
from storage import open_store

CASES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("pinch", {"size": 13}),
    ("pletore", {"size": 19}),
    ("les", {"size": 11}),
    ("plakoto", {}),
    ("plateau", {}),
)
ALICE, BOB = 11, 22
STRETCHES = ((1, 20), (90, 110), (180, 200))


async def one_game(name: str, options: dict[str, Any], moves: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        async with await open_store(str(Path(folder) / "explore.db")) as store:
            service = Service(ServiceContext(store, rng=random.Random(seed)))
            await service.remember(ALICE, "alice")
            await service.remember(BOB, "bob")
            posted = await service.challenges.create(
                guild_id=1,
                channel_id=2,
                challenger=UserRef(ALICE),
                opponent=UserRef(BOB),
                terms=ChallengeTerms(game=name, options=options, first="challenger"),
            )
            game = (await service.challenges.accept(BOB, posted.challenge.id)).game
            replay = await service.games.replay_of(game)
            user = (ALICE, BOB)[replay.to_move if isinstance(replay.to_move, int) else 0]
            asked = Asked(game_id=game.id, guild_id=1, asked_by=user)
            shown = await service.explore.open(asked, None)
            start = start_of(replay, shown.line.seat)  # the world the desk starts from too
            times: list[float] = []
            while len(times) < moves:
                at = walk(start, shown.line.moves, shown.shown).replay
                legal = legal_texts(at)
                if not legal:
                    break
                if at.to_move is CHANCE:
                    move = rng.choice(legal)
                else:
                    move = _not_ending(at, legal, rng)
                began = time.perf_counter()
                shown = await service.explore.play(asked, move)
                times.append(time.perf_counter() - began)
            steps = []
            for to in (0, shown.length, shown.length // 2):
                began = time.perf_counter()
                await service.explore.step(asked, shown.line.id, to)
                steps.append(time.perf_counter() - began)
            return {"game": name, "moves": len(times), "times": times, "steps": steps}


def _not_ending(at: Any, legal: list[str], rng: random.Random) -> str:
    """A random legal move that does not end the line's game, where there is one."""
    rng.shuffle(legal)
    for move in legal:
        trial = at.fork()
        trial.play(move)
        if trial.outcome is None:
            return move
    return legal[0]


def _ms(values: list[float], q: float) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    return f"{1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]:.1f}"


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench explore", description=__doc__)
    parser.add_argument("games", nargs="*", default=[name for name, _ in CASES])
    parser.add_argument("--moves", type=int, default=MAX_MOVES)
    parser.add_argument("--seed", type=int, default=34)
    args = parser.parse_args(argv)
    heads = " | ".join(f"moves {a}-{b} p50 / p99" for a, b in STRETCHES)
    print(f"| game | line | {heads} | step p50 |")
    print("| --- | --- |" + " --- |" * (len(STRETCHES) + 1))
    for name, options in CASES:
        if name not in args.games:
            continue
        result = asyncio.run(one_game(name, options, args.moves, args.seed))
        times = result["times"]
        cells = []
        for first, last in STRETCHES:
            part = times[first - 1 : last]
            cells.append(f"{_ms(part, 0.5)} / {_ms(part, 0.99)}")
        step = f"{1000 * statistics.median(result['steps']):.1f}"
        print(f"| {name} | {result['moves']} | {' | '.join(cells)} | {step} |")
    return 0
