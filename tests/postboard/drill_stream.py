"""The kill drill's stream: pairs of players moving as fast as the bot answers, and a
killer that SIGKILLs the bot in between, mostly at random moments, sometimes aimed.

Why this shape: a move is most at risk while it is between the log and the answer, so
several games move at once and the killer strikes a random few milliseconds after a
random number of answers, when something is always in flight. Every third kill is aimed
at the millisecond between a Plakoto move and its dice, which chance alone seldom hits:
the next run must roll those dice by itself. A player never trusts
what they sent to a run that died: after every death they read the log again and go
on from the ply it holds, as a person would look at the board. Games that end are
replaced by new ones (challenged and accepted under the same fire), so a long run never
runs out of moves.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from rules.base import CHANCE
from tests.postboard.drill_audit import Ledger, SentMove
from tests.postboard.drill_db import (
    dice_owed_query,
    games_waiting_for_dice,
    latest_challenge,
    read_game,
)
from tests.postboard.drill_players import Answer, Player, Table, answer_of, option, settled
from tests.postboard.drill_process import BotProcess, Life

OPEN_TRIES = 40  # commands one pair may need to get a game going across kills
DEATH_GRACE = 10.0  # a dispatch failed: the run must be dying, or something else is wrong
OWED_DICE_TIMEOUT = 20.0  # a run is ready in about a second, and sweeps two seconds later


@dataclass(frozen=True, eq=False)
class Pairing:
    """Two players who keep a game of ``game`` going, challenged with ``options``
    (compared by identity: each pairing is one table in the drill)."""

    challenger: Player
    opponent: Player
    game: str
    options: dict[str, object] = field(default_factory=dict)


@dataclass
class Pacing:
    """When the killer strikes: after a random number of answers in a run (so each run
    plays), then a random delay (so the kill lands anywhere in the next moves)."""

    kills: int
    answers: tuple[int, int] = (4, 20)
    delay: tuple[float, float] = (0.0, 0.3)
    last_run_answers: int = 6
    aim_every: int = 3
    """Every n-th kill is aimed between a Plakoto move and its dice (two commits a few
    milliseconds apart, which a random moment rarely hits); 0: none is."""
    aim_for: float = 5.0  # seconds an aimed kill waits for its moment before striking anyway


class Stream:
    """The players of every pairing and the killer, sharing one bot and one ledger."""

    def __init__(
        self, bot: BotProcess, table: Table, ledger: Ledger, database: Path, seed: int
    ) -> None:
        self.bot = bot
        self.table = table
        self.ledger = ledger
        self.database = database
        self.seed = seed
        self.over = False
        self.games: dict[Pairing, int] = {}  # the game each pair plays now
        self.owed_dice: set[tuple[int, int]] = set()  # (game, ply): dice a killed run owed
        self.aimed_hits = 0  # aimed kills that struck between a move and its dice

    async def run(self, pairings: list[Pairing], pacing: Pacing) -> None:
        """Play every pairing and kill the bot ``pacing.kills`` times; returns with the
        stream stopped, every player idle and the bot running."""
        players = [
            asyncio.create_task(self.keep_playing(pairing, random.Random(self.seed * 100 + i)))
            for i, pairing in enumerate(pairings)
        ]
        killer = asyncio.create_task(self.keep_killing(pacing, random.Random(self.seed)))
        tasks = [*players, killer]
        try:
            done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
            for task in done:
                task.result()  # the first failure, if any, fails the drill at once
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    # --- the killer --------------------------------------------------------------------

    async def keep_killing(self, pacing: Pacing, rng: random.Random) -> None:
        """Kill and restart ``pacing.kills`` times, then let the last run answer a few
        moves and stop the stream."""
        for number in range(1, pacing.kills + 1):
            life = await self.bot.running()
            await self._answers(life, rng.randint(*pacing.answers))
            if pacing.aim_every and number % pacing.aim_every == 0:
                owed = dice_owed_query(games_waiting_for_dice(self.database))
                self.aimed_hits += await self.bot.kill_at(owed, pacing.aim_for)
            else:
                await asyncio.sleep(rng.uniform(*pacing.delay))
                await self.bot.kill()
            self.owed_dice.update(games_waiting_for_dice(self.database))
            await self.bot.start()
        await self._answers(await self.bot.running(), pacing.last_run_answers)
        self.over = True

    async def _answers(self, life: Life, count: int, timeout: float = 60) -> None:
        try:
            async with asyncio.timeout(timeout):
                while life.acknowledged < count:
                    await asyncio.sleep(0.005)
        except TimeoutError:
            raise AssertionError(
                f"run {life.number} answered {life.acknowledged} moves in {timeout:.0f} s"
            ) from None

    # --- the players -------------------------------------------------------------------

    async def keep_playing(self, pairing: Pairing, rng: random.Random) -> None:
        """One game after another for ``pairing`` until the stream stops."""
        while not self.over:
            game_id = await self.open_game(pairing)
            self.games[pairing] = game_id
            await self.play(pairing, game_id, rng)

    async def open_game(self, pairing: Pairing) -> int:
        """A running game for the pair: the challenge is read back from the database after
        every step, so a kill at any point of challenge and accept loses nothing."""
        challenger, opponent = pairing.challenger, pairing.opponent
        for _ in range(OPEN_TRIES):
            life = await self.bot.running()
            found = latest_challenge(self.database, challenger.id, opponent.id)
            if found is not None and found.game_id is not None:
                if read_game(self.database, found.game_id).active:
                    return found.game_id
                found = None  # that game is over: a new challenge
            if found is not None and found.status == "pending":
                send = partial(
                    self.table.command, opponent, "accept", option("challenge", found.id)
                )
            else:
                send = partial(
                    self.table.challenge, challenger, opponent, pairing.game, **pairing.options
                )
            interaction = await self._dispatch(life, send)
            if interaction is not None:
                await settled(self.table.fake, interaction, life)
        raise AssertionError(f"{pairing} could not get a game going in {OPEN_TRIES} commands")

    async def play(self, pairing: Pairing, game_id: int, rng: random.Random) -> None:
        """Legal moves, one at a time, until the game ends or the stream stops."""
        players = {p.id: p for p in (pairing.challenger, pairing.opponent)}
        while not self.over:
            life = await self.bot.running()
            game = read_game(self.database, game_id)
            if not game.active:
                return
            replay = game.replay()
            if replay.to_move is CHANCE:
                self.owed_dice.add((game_id, game.ply))
                await self._rolled_by_the_bot(game_id, life)
                continue
            seat = replay.to_move
            assert isinstance(seat, int), f"game {game_id}: {seat} to move"
            legal = [str(move) for move in replay.legal_moves()]
            # A pass nobody chooses is the service's to write; a kill can leave it owed, and
            # then a request by either player writes it. Sending it is such a request (and
            # is refused: by then it is the other player's turn).
            nudge = legal == ["pass"]
            move = rng.choice(legal)
            guard = game.ply if not nudge and rng.random() < 0.5 else None
            player = players[game.players[seat]]
            send = partial(self.table.move, player, game_id, move, guard)
            interaction = await self._dispatch(life, send)
            if interaction is None:
                continue
            lands_at = replay.plies + 1
            sent = SentMove(interaction, game_id, lands_at, seat, move, life.number, nudge)
            self.ledger.add(sent)
            if not await settled(self.table.fake, interaction, life):
                continue  # died unanswered: the log says on the next read
            answer, said = answer_of(self.table.fake, interaction)
            if answer is Answer.PLAYED:
                life.acknowledged += 1
            elif answer is not Answer.REFUSED or not nudge:
                raise AssertionError(f"{sent} was answered {said!r}")

    async def _rolled_by_the_bot(self, game_id: int, life: Life) -> None:
        """A kill between a move and its dice left them unrolled: the bot must roll them
        by itself when it starts again (its first clock sweep), before anyone asks."""
        try:
            async with asyncio.timeout(OWED_DICE_TIMEOUT):
                while read_game(self.database, game_id).waits_for_dice:
                    if life.died.is_set():
                        return
                    await asyncio.sleep(0.05)
        except TimeoutError:
            raise AssertionError(
                f"game {game_id} still waits for the dice a killed run owed, "
                f"{OWED_DICE_TIMEOUT:.0f} s into run {life.number}: nobody rolls them"
            ) from None

    async def _dispatch(self, life: Life, send: Callable[[], Awaitable[int]]) -> int | None:
        """Send an interaction to ``life``; None if the run died first (the fake had no
        session to send it on, or its socket was already gone)."""
        try:
            return await send()
        except (RuntimeError, ConnectionError):
            async with asyncio.timeout(DEATH_GRACE):
                await life.died.wait()
            return None
