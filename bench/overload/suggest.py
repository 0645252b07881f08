"""``python -m bench overload --suggest-players 6,20,60``: /move's suggestions while
players act at once (issue 28, item 3).

Each player acting at once has a game of their own and plays it as fast as the bot
answers: types the first letter of a move into /move's notation (an autocomplete
interaction, the one Discord sends on each keystroke), reads the suggestions, then
sends the move, and again for the seat whose turn it is next (after a "busy", a
little later); a finished game is followed by a new one. Every suggestion is asked
by the player whose turn it is, so every one should offer legal moves: **blank**
counts those that offered none, and those not answered within Discord's 3 s (the
player sees no choice either). **moves busy** counts the moves refused unplayed
(``bot.admission``): where there are some, the process is overloaded, and
suggestions may be shed with them.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import count

from bench.overload.driver import DEADLINE, Driver, Game, sample_lag
from bench.overload.steps import Step, ms

AGAIN_AFTER_BUSY = 2.0
"""A player told "busy" sends the move again a little later, as the answer asks ("in a
few seconds"), not at once in a loop no player could type."""

SUGGEST_HEADER = (
    "| engine | players at once | suggestions | blank | blank % | suggest p50 ms | "
    "suggest p99 ms | moves played | moves busy | move done p50 ms | driver lag p99 ms |\n"
    + "| --- " * 11
    + "|"
)


@dataclass
class Suggesting:
    """One round: ``players`` acting at once for ``seconds``."""

    engine: str
    players: int
    seconds: float
    asked: int = 0
    empty: int = 0  # answered with no choice, on the player's own turn
    unanswered: int = 0  # no answer within Discord's 3 s: no choice shown either
    waits: list[float] = field(default_factory=list)  # until the answer, answered ones
    moves: Step = field(init=False)

    def __post_init__(self) -> None:
        self.moves = Step(self.engine, 1, 0.0, self.seconds)

    @property
    def blank(self) -> int:
        return self.empty + self.unanswered

    @property
    def blank_share(self) -> float:
        return self.blank / self.asked if self.asked else 0.0

    def row(self) -> str:
        return (
            f"| {self.engine} | {self.players} | {self.asked} | {self.blank} | "
            f"{100 * self.blank_share:.1f} | {ms(self.waits, 50)} | {ms(self.waits, 99)} | "
            f"{self.moves.played} | {self.moves.busy} | {ms(self.moves.dones, 50)} | "
            f"{ms(self.moves.lags, 99)} |"
        )


class Suggesters:
    """The players of the suggestion rounds, on ``driver``'s stand-in and bot."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self._pairs = count()

    async def round(self, players: int, seconds: float) -> Suggesting:
        """``players`` each on a game of their own, suggestion then move, for ``seconds``."""
        result = Suggesting(self.driver.cluster.engine, players, seconds)
        games = [await self._new_game() for _ in range(players)]
        until = time.monotonic() + seconds
        sampling = asyncio.ensure_future(sample_lag(result.moves.lags))
        try:
            await asyncio.gather(*(self._act(game, until, result) for game in games))
        finally:
            sampling.cancel()
        return result

    async def _new_game(self) -> Game:
        number = next(self._pairs)
        guild = self.driver.cluster.guild_on(0)
        players = (20_000 + 2 * number, 20_001 + 2 * number)
        return await self.driver.start_game(guild, guild + 1000, players)

    async def _act(self, game: Game, until: float, result: Suggesting) -> None:
        """Suggestion then move, each turn of ``game``, until ``until``."""
        while time.monotonic() < until:
            move = self.driver.pick(game)
            if move is None:
                game = await self._new_game()
                continue
            await self._suggest(game, str(move)[:1], result)
            refused = result.moves.busy
            await self.driver.play(game, move, result.moves, time.monotonic())
            if result.moves.busy > refused:
                await asyncio.sleep(AGAIN_AFTER_BUSY)

    async def _suggest(self, game: Game, typed: str, result: Suggesting) -> None:
        """One autocomplete of /move's notation by the player to move, timed and judged."""
        fake = self.driver.fake
        user = self.driver.mover(game)
        result.asked += 1
        sent = time.monotonic()
        asked = await fake.send_autocomplete(
            "move",
            focused="notation",
            typed=typed,
            user_id=user,
            channel_id=game.channel,
            guild_id=game.guild,
            username=f"p{user}",
            options=[{"name": "game", "type": 4, "value": game.id}],
        )
        token = fake._interactions[asked].token  # noqa: SLF001
        answer = self.driver.answers.expect(f"/interactions/{asked}/{token}/callback")
        try:
            answered_at, body = await asyncio.wait_for(answer, DEADLINE)
        except TimeoutError:
            result.unanswered += 1
            return
        result.waits.append(answered_at - sent)
        result.empty += not (body.get("data") or {}).get("choices")


async def rounds(driver: Driver, players: Sequence[int], seconds: float) -> list[Suggesting]:
    """A round for each count in ``players``, each printed as it ends."""
    suggesters = Suggesters(driver)
    done: list[Suggesting] = []
    for many in players:
        done.append(await suggesters.round(many, seconds))
        print(done[-1].row(), flush=True)
    return done
