"""The players of ``python -m bench overload``: games set up over the stand-in, then
``/move`` at an offered rate, each answer timed and counted."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass
from typing import Any

from bench.overload.cluster import Cluster
from bench.overload.steps import Step
from rules.pinch import PINCH

DEADLINE = 3.0  # Discord's wait for an interaction's first answer
EPHEMERAL = 64
BOARD = {"size": 13}


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
            self.games.append(await self.start_game(guild, channel, players))

    async def start_game(self, guild: int, channel: int, players: tuple[int, int]) -> Game:
        """A new Pinch game of ``players`` in ``channel``, challenged and accepted."""
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
        return Game(game_id, guild, channel, players, PINCH.initial(BOARD))

    async def step(self, offered: float, seconds: float) -> Step:
        step = Step(self.cluster.engine, self.cluster.processes, offered, seconds)
        moves: set[asyncio.Task[None]] = set()
        began = time.monotonic()
        tick = 0
        sampling = asyncio.ensure_future(sample_lag(step.lags))
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
            move = self.pick(game)
            if move is not None:  # a finished game stays out of play: a fresh board in
                await self.play(game, move, step, due)  # the same game number is not possible
        finally:
            game.busy = False

    def pick(self, game: Game) -> Any | None:
        """A random legal move (never the swap) for the seat to move; None once finished."""
        if PINCH.to_move(game.state) is None:
            return None
        return self.rng.choice([m for m in PINCH.legal_moves(game.state) if str(m) != "swap"])

    def mover(self, game: Game) -> int:
        """The player whose turn it is."""
        seat = PINCH.to_move(game.state)
        assert seat is not None, "a finished game has no one to move"
        return game.players[seat]

    async def play(self, game: Game, move: Any, step: Step, due: float) -> bool:
        """``/move`` ``move`` in ``game`` by the player to move, judged in ``step``; True
        (and the driver's board moved on) if it was played."""
        user = self.mover(game)
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
        played = await self.judge(asked, step, due)
        if played:
            game.state = PINCH.apply(game.state, move)
        return played

    async def judge(self, asked: int, step: Step, due: float) -> bool:
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


async def sample_lag(lags: list[float], every: float = 0.01) -> None:
    """How late this process's event loop wakes up: when the driver and the stand-in
    are starved of CPU, every time they measure is late by about this much."""
    loop = asyncio.get_running_loop()
    while True:
        asked = loop.time()
        await asyncio.sleep(every)
        lags.append(max(0.0, loop.time() - asked - every))
