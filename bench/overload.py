"""``python -m bench overload``: /move over the wire, in rate steps, up to saturation.

The load benchmark's second half (issue 18, item 6). Real ``postboard`` processes
(1, 2 or 4, each running its share of the Discord shards, all on one PostgreSQL
database; or one on SQLite) are driven by the local Discord stand-in of the tests
(``tests/wire/fake_discord``, so this runs from a checkout, not from an install),
exactly as Discord would drive them: ``INTERACTION_CREATE`` over the gateway, answers
over HTTP. Players in several servers send ``/move`` at a fixed offered rate, one
move in flight per game, stepping the rate up until the processes saturate.

Per step it reports what a player lives through:

- **ack**: from the move sent until Discord has the bot's first answer, the one that
  must come within 3 s (the move itself, a private "thinking…", or "busy");
- **done**: until the player reads the outcome (the move, or the follow-up after a
  "thinking…");
- how many moves were played, refused as busy (``bot.admission``), or got no first
  answer within 3 s ("The application did not respond").

Timing happens in the driver's process, which also runs the stand-in; at high rates
that process is itself a load on the two cores, so the figures are upper bounds.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.pinch import PINCH

DEADLINE = 3.0  # Discord's wait for an interaction's first answer
EPHEMERAL = 64
BOARD = {"size": 13}
START_TIMEOUT = 90.0


@dataclass
class Step:
    engine: str
    processes: int
    offered: float
    seconds: float
    sent: int = 0
    played: int = 0
    busy: int = 0
    refused: int = 0
    unanswered: int = 0
    late_acks: int = 0
    acks: list[float] = field(default_factory=list)
    dones: list[float] = field(default_factory=list)
    lags: list[float] = field(default_factory=list)  # the driver's own event loop

    @property
    def played_per_second(self) -> float:
        return self.played / self.seconds

    def row(self) -> str:
        return (
            f"| {self.engine} | {self.processes} | {self.offered:.0f} | "
            f"{self.played_per_second:.1f} | "
            f"{_ms(self.acks, 50)} | {_ms(self.acks, 99)} | {_ms(self.dones, 50)} | "
            f"{_ms(self.dones, 99)} | {self.busy} | {self.late_acks + self.unanswered} | "
            f"{_ms(self.lags, 99)} |"
        )

    @property
    def saturated(self) -> bool:
        return self.played_per_second < 0.9 * self.offered or self.busy > 0


HEADER = (
    "| engine | processes | offered /s | played /s | ack p50 ms | ack p99 ms | done p50 ms | "
    "done p99 ms | busy | ack > 3 s | driver lag p99 ms |\n" + "| --- " * 11 + "|"
)


def _ms(values: Sequence[float], percent: int) -> str:
    if not values:
        return "–"
    ordered = sorted(values)
    if percent == 50:
        return f"{statistics.median(ordered) * 1000:.0f}"
    return f"{ordered[max(0, int(len(ordered) * percent / 100) - 1)] * 1000:.0f}"


class Answers:
    """Tails the stand-in's request log once, so each answer is seen in O(1): the first
    answer (the interaction callback) and, after a deferral, its follow-up."""

    def __init__(self, fake: Any) -> None:
        self._fake = fake
        self._read = 0
        self._waiting: dict[str, asyncio.Future[tuple[float, Any]]] = {}

    def expect(self, path: str) -> asyncio.Future[tuple[float, Any]]:
        future: asyncio.Future[tuple[float, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[path] = future
        return future

    async def run(self) -> None:
        while True:
            requests = self._fake.requests
            while self._read < len(requests):
                request = requests[self._read]
                self._read += 1
                future = self._waiting.pop(request.path, None) if request.method == "POST" else None
                if future is not None and not future.done():
                    future.set_result((time.monotonic(), request.json))
            await asyncio.sleep(0.002)


@dataclass
class Game:
    id: int
    guild: int
    channel: int
    players: tuple[int, int]
    state: Any
    busy: bool = False


class Cluster:
    """The stand-in, the database and the bot processes of one configuration."""

    def __init__(
        self, engine: str, processes: int, database: str, folder: Path, nice: int = 0
    ) -> None:
        self.engine = engine
        self.nice = nice
        self.processes = processes
        self.database = database
        self.folder = folder
        self.children: list[asyncio.subprocess.Process] = []
        self.fake: Any = None

    async def __aenter__(self) -> Cluster:
        from tests.wire.fake_discord import FakeDiscord

        self.fake = await FakeDiscord(token="bench-token").__aenter__()
        for shard in range(self.processes):
            env = {
                **os.environ,
                "DISCORD_TOKEN": "bench-token",
                "POSTBOARD_DISCORD_API": self.fake.api_base,
                "POSTBOARD_DISCORD_GATEWAY": self.fake.gateway_url,
                "POSTBOARD_DB": self.database,
            }
            if self.processes > 1:
                env["POSTBOARD_SHARDS"] = f"{shard}/{self.processes}"
            self.children.append(
                await asyncio.create_subprocess_exec(
                    "nice",
                    "-n",
                    str(self.nice),
                    sys.executable,
                    "-m",
                    "postboard",
                    cwd=self.folder,
                    env=env,
                    stdout=asyncio.subprocess.DEVNULL,
                    stderr=(self.folder / f"bot{shard}.err").open("wb"),
                )
            )
        try:
            if self.processes == 1:
                await self.fake.wait_until_identified(START_TIMEOUT)
            else:
                await self.fake.wait_for_shards(
                    *range(self.processes), count=self.processes, timeout=START_TIMEOUT
                )
        except TimeoutError:
            said = (self.folder / "bot0.err").read_text(errors="replace")[-2000:]
            raise RuntimeError(f"the bot processes did not connect; bot 0 said:\n{said}") from None
        return self

    async def __aexit__(self, *exc: object) -> None:
        for child in self.children:
            if child.returncode is None:
                child.send_signal(signal.SIGTERM)
        for child in self.children:
            try:
                await asyncio.wait_for(child.wait(), 30)
            except TimeoutError:
                child.kill()
        await self.fake.__aexit__(None, None, None)

    def guild_on(self, shard: int) -> int:
        """A server id Discord routes to ``shard``: (id >> 22) % shard count."""
        return ((self.processes + shard) << 22) + 1


class Driver:
    """The players: games set up by challenge and accept, then moves at a set rate."""

    def __init__(self, cluster: Cluster, games: int, seed: int) -> None:
        self.cluster = cluster
        self.fake = cluster.fake
        self.answers = Answers(self.fake)
        self.rng = random.Random(seed)
        self.games_wanted = games
        self.games: list[Game] = []

    async def setup(self) -> None:
        for number in range(self.games_wanted):
            shard = number % self.cluster.processes
            guild = self.cluster.guild_on(shard)
            channel = guild + 1000
            players = (10_000 + 2 * number, 10_001 + 2 * number)
            await self._start_game(guild, channel, players)

    async def _start_game(self, guild: int, channel: int, players: tuple[int, int]) -> None:
        asked = await self.fake.send_slash_command(
            "challenge",
            user_id=players[0],
            channel_id=channel,
            guild_id=guild,
            username=f"p{players[0]}",
            options=[
                {"name": "opponent", "type": 6, "value": str(players[1])},
                {"name": "game", "type": 3, "value": "pinch"},
                {"name": "size", "type": 4, "value": BOARD["size"]},
                {"name": "first", "type": 3, "value": "challenger"},
            ],
            resolved={"users": {str(players[1]): _user(players[1])}},
        )
        callback = await self.fake.wait_for_callback_done(asked, timeout=30)
        buttons = [
            child["custom_id"]
            for row in callback.json["data"].get("components") or []
            for child in row.get("components") or []
            if child.get("custom_id", "").endswith(":accept")
        ]
        message = next(
            m
            for m in reversed(self.fake.sent_messages)
            if any(
                c.get("custom_id") == buttons[0]
                for r in m.get("components") or []
                for c in r.get("components") or []
            )
        )
        clicked = await self.fake.click_button(
            int(message["id"]), buttons[0], user_id=players[1], guild_id=guild
        )
        follow_up = await self.fake.wait_for_follow_up(clicked, timeout=30)
        text = str(follow_up.json.get("content"))
        game_id = int(text.split("game #", 1)[1].split(" ", 1)[0])
        self.games.append(Game(game_id, guild, channel, players, PINCH.initial(BOARD)))

    async def step(self, offered: float, seconds: float) -> Step:
        step = Step(self.cluster.engine, self.cluster.processes, offered, seconds)
        moves: set[asyncio.Task[None]] = set()
        began = time.monotonic()
        tick = 0
        sampling = asyncio.ensure_future(_sample_lag(step.lags))
        while (due := began + tick / offered) < began + seconds:
            await asyncio.sleep(max(0.0, due - time.monotonic()))
            tick += 1
            free = [game for game in self.games if not game.busy]
            if not free:
                continue  # the driver ran out of games: more games, not a slower bot
            game = self.rng.choice(free)
            moves.add(asyncio.ensure_future(self._move(game, step, due)))
        if moves:
            await asyncio.wait(moves)
        sampling.cancel()
        return step

    async def _move(self, game: Game, step: Step, due: float) -> None:
        game.busy = True
        try:
            seat = PINCH.to_move(game.state)
            if seat is None:  # finished: a fresh board in the same game number is not
                return  # possible, so the game stays out of play
            legal = [m for m in PINCH.legal_moves(game.state) if str(m) != "swap"]
            move = self.rng.choice(legal)
            user = game.players[seat]
            step.sent += 1
            asked = await self.fake.send_slash_command(
                "move",
                user_id=user,
                channel_id=game.channel,
                guild_id=game.guild,
                username=f"p{user}",
                options=[
                    {"name": "notation", "type": 3, "value": str(move)},
                    {"name": "game", "type": 4, "value": game.id},
                ],
            )
            if await self._judge(asked, step, due):
                game.state = PINCH.apply(game.state, move)
        finally:
            game.busy = False

    async def _judge(self, asked: int, step: Step, due: float) -> bool:
        """Count the answer to ``asked`` in ``step``, timed from when the move was due
        (not when it was sent, so a lagging driver cannot hide a slow bot); True if the
        move was played."""
        token = self.fake._interactions[asked].token  # noqa: SLF001
        callback_path = f"/interactions/{asked}/{token}/callback"
        follow_up_path = f"/webhooks/{self.fake.application_id}/{token}"
        first = self.answers.expect(callback_path)
        later = self.answers.expect(follow_up_path)
        try:
            acked_at, body = await asyncio.wait_for(first, 60)
        except TimeoutError:
            step.unanswered += 1
            later.cancel()
            return False
        ack = acked_at - due
        step.acks.append(ack)
        step.late_acks += ack > DEADLINE
        content, private = _said(body)
        if body.get("type") == 5:  # "thinking…": the outcome comes in the follow-up
            try:
                done_at, follow_up = await asyncio.wait_for(later, 120)
            except TimeoutError:
                step.unanswered += 1
                return False
            content = str(follow_up.get("content") or "")
            played = content.startswith("Played")
        else:
            later.cancel()
            done_at = acked_at
            played = not private and " played " in content
        step.dones.append(done_at - due)
        if played:
            step.played += 1
        elif "busy right now" in content:
            step.busy += 1
        else:
            step.refused += 1
        return played


def _said(body: Any) -> tuple[str, bool]:
    data = body.get("data") or {}
    return str(data.get("content") or ""), bool(int(data.get("flags") or 0) & EPHEMERAL)


def _user(user_id: int) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": f"p{user_id}",
        "discriminator": "0",
        "global_name": None,
        "avatar": None,
        "public_flags": 0,
    }


async def _sample_lag(lags: list[float], every: float = 0.01) -> None:
    """How late this process's event loop wakes up: when the driver and the stand-in
    are starved of CPU, every time they measure is late by about this much."""
    loop = asyncio.get_running_loop()
    while True:
        asked = loop.time()
        await asyncio.sleep(every)
        lags.append(max(0.0, loop.time() - asked - every))


async def run(
    processes: Sequence[int],
    rates: Sequence[float],
    seconds: float,
    games: int,
    postgres: str | None,
    seed: int = 18,
    nice: int = 5,
) -> list[Step]:
    """Every configuration in turn: SQLite with one process first, then PostgreSQL with
    each count in ``processes`` (when ``postgres``, a server URL, is given). The bots
    run ``nice``: Discord is not on the bots' machine, so its stand-in must not starve
    behind them, or what is measured is the stand-in's lag, not the bots'."""
    configurations: list[tuple[str, int]] = [("sqlite", 1)]
    if postgres:
        configurations += [("postgresql", count) for count in processes]
    steps: list[Step] = []
    for engine, count in configurations:
        with tempfile.TemporaryDirectory(prefix="bench-overload-") as folder:
            async with _database(engine, Path(folder), postgres) as database:
                async with Cluster(engine, count, database, Path(folder), nice) as cluster:
                    steps += await _steps(Driver(cluster, games, seed), rates, seconds)
    return steps


async def _steps(driver: Driver, rates: Sequence[float], seconds: float) -> list[Step]:
    """The rate steps on one configuration, up to one step past saturation."""
    steps: list[Step] = []
    tailing = asyncio.ensure_future(driver.answers.run())
    try:
        await driver.setup()
        for rate in rates:
            step = await driver.step(rate, seconds)
            steps.append(step)
            print(step.row(), flush=True)
            if sum(s.saturated for s in steps) == 2:  # one step past shows it holds
                break
    finally:
        tailing.cancel()
    return steps


@asynccontextmanager
async def _database(engine: str, folder: Path, postgres: str | None) -> AsyncIterator[str]:
    """A SQLite file in ``folder``, or a new database on the PostgreSQL server at
    ``postgres`` (dropped after)."""
    if engine == "sqlite":
        yield str(folder / "postboard.db")
        return
    from tests.postgres import temporary_database

    async with temporary_database(str(postgres)) as url:
        yield url


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench overload", description=__doc__)
    parser.add_argument("--processes", default="1,2,4", help="bot processes on PostgreSQL")
    parser.add_argument("--rates", default="20,40,60,80,120,160,240", help="moves/s steps")
    parser.add_argument("--seconds", type=float, default=15.0, help="length of each step")
    parser.add_argument("--games", type=int, default=300, help="games moving at once")
    parser.add_argument(
        "--nice", type=int, default=5, help="niceness of the bot processes (0: as the driver)"
    )
    parser.add_argument(
        "--postgres",
        default=os.environ.get("POSTBOARD_TEST_POSTGRESQL"),
        help="a PostgreSQL server URL to make databases on (default: "
        "$POSTBOARD_TEST_POSTGRESQL, as `bash .ci/postgres` sets it); none: SQLite only",
    )
    args = parser.parse_args(argv)
    counts = [int(part) for part in args.processes.split(",")]
    rates = [float(part) for part in args.rates.split(",")]
    print(HEADER, flush=True)
    asyncio.run(run(counts, rates, args.seconds, args.games, args.postgres, nice=args.nice))
    return 0
