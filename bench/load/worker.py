"""``python -m bench.load.worker``: one process of ``python -m bench load``.

Like one bot process: its own store (a SQLite file or a pool of PostgreSQL
connections) and its own `Service`, with the real clock and its own seeded
``Random``. It plays in its own range of games only (``first`` to
``first + count - 1``), one move per game in turn, so each move finds a game no
request of this process has read lately, as in a play-by-post club where a game
moves a few times a day: the replay cache does not help, and the move reads the
game, its clock and its log, replays it, checks and appends the move with its
clock, and renders the board, all through ``service.games.move``.

It talks JSON lines: the first line on stdin is its configuration; it answers
``{"ready": ...}`` once warmed up (a few moves played and not timed). Each further
line is a step, ``{"rate": moves/s, "seconds": s, "start": wall-clock time,
"drain": s, "seed": n}``: from ``start`` it issues moves at Poisson-distributed
times at ``rate`` for ``seconds``, each as its own task (at most ``concurrency``
running at once, the others waiting their turn, as the bot admits moves), and
times each from the moment it was *scheduled*, not the moment it got started, so a
process that falls behind shows it in its latencies instead of hiding it (no
coordinated omission).
Moves still running ``drain`` seconds after the last was scheduled are cancelled
and counted as incomplete. The answer is one line: the latencies, errors and the
process's CPU time. ``{"quit": true}`` closes the store and exits.
"""

from __future__ import annotations

import asyncio
import json
import random
import resource
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from bench.load.seed import order, players, seeded_plies
from service import Asked, Service, ServiceContext
from storage import open_store

WARM_UP_MOVES = 5


def cpu_seconds() -> float:
    """User and system time of this process, all its threads (the renders) included."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


@dataclass
class Games:
    """This process's games: whose turn, where the cursor is, which are busy or over."""

    first: int
    count: int
    cursor: int = 0
    plies: dict[int, int] = field(default_factory=dict)
    busy: set[int] = field(default_factory=set)
    over: set[int] = field(default_factory=set)

    def take(self) -> int:
        """The next game in turn that is neither over nor in the middle of a move."""
        for _ in range(self.count):
            game_id = self.first + self.cursor
            self.cursor = (self.cursor + 1) % self.count
            if game_id not in self.busy and game_id not in self.over:
                self.busy.add(game_id)
                return game_id
        raise RuntimeError("every game of this worker is over or busy: give it more games")

    def next_move(self, game_id: int) -> tuple[int, str, int]:
        """Who plays, what, and at which ply."""
        ply = self.plies.setdefault(game_id, seeded_plies(game_id))
        return players(game_id)[ply % 2], order(game_id)[ply], ply


@dataclass
class StepResult:
    latencies_ms: list[float] = field(default_factory=list)
    errors: int = 0
    first_error: str | None = None
    incomplete: int = 0
    last_done: float = 0.0


class Worker:
    def __init__(self, service: Service, games: Games, concurrency: int) -> None:
        self.service = service
        self.games = games
        self.concurrency = concurrency

    async def move(self) -> None:
        """One move in the next game; the error, if any, is raised."""
        game_id = self.games.take()
        try:
            user, cell, ply = self.games.next_move(game_id)
            try:
                update = await self.service.games.move(Asked(game_id=game_id, asked_by=user), cell)
            except BaseException:  # refused, failed or cancelled: where it stands is unknown
                self.games.over.add(game_id)  # so that game is not tried again
                raise
            self.games.plies[game_id] = ply + 1
            if update.finished:
                self.games.over.add(game_id)
        finally:
            self.games.busy.discard(game_id)

    async def step(
        self, rate: float, seconds: float, start: float, drain: float, seed: int
    ) -> StepResult:
        loop = asyncio.get_running_loop()
        t0 = loop.time() + (start - time.time())  # the coordinator's wall clock, as loop time
        rng = random.Random(seed)
        schedule = []
        at = rng.expovariate(rate)
        while at < seconds:
            schedule.append(t0 + at)
            at += rng.expovariate(rate)
        result = StepResult()
        gate = asyncio.Semaphore(self.concurrency)

        async def timed(scheduled: float) -> None:
            async with gate:
                try:
                    await self.move()
                except Exception as error:  # counted and shown, never hidden
                    result.errors += 1
                    result.first_error = result.first_error or f"{type(error).__name__}: {error}"
                    return
            done = loop.time()
            result.latencies_ms.append((done - scheduled) * 1000)
            result.last_done = max(result.last_done, done - t0)

        tasks = []
        for scheduled in schedule:
            delay = scheduled - loop.time()
            if delay > 0:
                await asyncio.sleep(delay)
            tasks.append(asyncio.create_task(timed(scheduled)))
        if tasks:
            _, pending = await asyncio.wait(
                tasks, timeout=max(0.0, t0 + seconds + drain - loop.time())
            )
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
            result.incomplete = len(pending)
        return result


async def serve(config: dict[str, Any]) -> None:
    store = await open_store(config["target"])
    try:
        service = Service(ServiceContext(store, rng=random.Random(config["seed"])))
        worker = Worker(service, Games(config["first"], config["count"]), config["concurrency"])
        for _ in range(WARM_UP_MOVES):  # imports, fonts, connections: not timed
            await worker.move()
        reply({"ready": True})
        for line in sys.stdin:
            command = json.loads(line)
            if command.get("quit"):
                break
            cpu = cpu_seconds()
            done = await worker.step(
                command["rate"],
                command["seconds"],
                command["start"],
                command["drain"],
                command["seed"],
            )
            reply(
                {
                    "latencies_ms": done.latencies_ms,
                    "errors": done.errors,
                    "first_error": done.first_error,
                    "incomplete": done.incomplete,
                    "last_done": done.last_done,
                    "cpu_s": cpu_seconds() - cpu,
                }
            )
    finally:
        await store.close()


def reply(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main() -> None:
    asyncio.run(serve(json.loads(sys.stdin.readline())))


if __name__ == "__main__":
    main()
