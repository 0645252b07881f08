"""The computer as a player and as an adviser: its moves and /hint.

The computer moves through exactly the path a person's move takes
(``GameDesk.move``), so everything a move does — validation, the log, the
clock, what each player is told — is the same. It thinks from what its seat
may see (``ai.observe``), in a process pool (the ``Thinker``), so the event
loop never waits on a search.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Protocol

from ai import (
    LEVELS,
    Level,
    Observation,
    SearchResult,
    ThinkingTimeout,
    choose_move,
    level_for,
    observe,
)
from rules import GAMES
from rules.errors import GameError
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed
from service.games import GameDesk
from service.games.asked import Asked
from service.results import GameUpdate
from storage.models import GameRecord
from words import Command, Game, Items, Msg, Notation, Player, Speech, Title, Verbatim, msg

log = logging.getLogger("postboard")

DEFAULT_LEVEL = 3
FALLBACK_LEVEL = replace(LEVELS[1], blunder=0.0)
"""Played in-process when the pool misses its hard time cap: tiny, so it cannot hang, and
without level 1's deliberate slips."""


class Thinker(Protocol):
    """Runs a search somewhere else than the event loop (``ai.ThinkingPool``). ``key`` is
    the game: searches of one game are answered in order, games take turns."""

    async def think(
        self, observation: Observation, level: Level, seed: int, *, key: Hashable = None
    ) -> SearchResult: ...


def check_level(level: int) -> int:
    if level not in LEVELS:
        raise NotAllowed(msg("computer-level-out-of-range", most=max(LEVELS), level=level))
    return level


def hint_level(asked: int | None, allowed: int) -> int:
    """The level a hint is searched at: the one asked for, if the server allows it, or
    else the strongest it allows."""
    if asked is None:
        return allowed
    check_level(asked)
    if asked > allowed:
        choices: Items | Msg = (
            Items(tuple(Notation(f"level:{n}") for n in range(1, allowed + 1)), "or")
            if allowed <= 2
            else msg(
                "computer-hint-levels-range",
                first=Notation("level:1"),
                last=Notation(f"level:{allowed}"),
            )
        )
        raise NotAllowed(
            msg(
                "computer-hint-level-too-high",
                allowed=allowed,
                asked=asked,
                choices=choices,
                option=Notation("level:"),
            )
        )
    return asked


@dataclass(frozen=True, slots=True)
class ChosenMove:
    """What the computer decided for one ply; played only if the game is still there."""

    game: GameRecord
    user_id: int
    move: str
    ply: int


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggestion, for the asker only, and a line for the thread saying one was used;
    ``level`` is the computer's that answered."""

    game: GameRecord
    text: Speech
    notice: Speech
    level: int


class ComputerDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk, thinker: Thinker | None) -> None:
        self._ctx = ctx
        self._games = games
        self._thinker = thinker

    async def waiting(self) -> list[int]:
        """Games whose next move is the computer's: after a restart, the moves still owed."""
        return [game.id for game in await self._ctx.store.games_awaiting_computer()]

    async def play_turn(self, game_id: int) -> GameUpdate | None:
        """Think and play the computer's move in ``game_id``; None if it is not its turn
        (someone resigned meanwhile, or another task already moved)."""
        chosen = await self.choose(game_id)
        return None if chosen is None else await self.play(chosen)

    async def choose(self, game_id: int) -> ChosenMove | None:
        """Only reads and thinks, so it may be abandoned at any point (a stop does)."""
        game = await self._ctx.store.get_game(game_id)
        computer = await self._games.computer_of(game)
        if computer is None or game.status != "active" or game.to_move != computer.seat:
            return None
        replay = await self._games.replay_of(game)
        if replay.to_move != computer.seat:
            return None
        ply = replay.plies
        observation = observe(game.game, replay.state, computer.seat)
        result = await self._search(observation, level_for(game.game, computer.level), game.id)
        return ChosenMove(game, game.players[computer.seat], result.move, ply)

    async def play(self, chosen: ChosenMove) -> GameUpdate | None:
        """Play a chosen move through the person's path; None if the game moved on."""
        game = chosen.game
        try:
            return await self._games.move(
                Asked(game_id=game.id, asked_by=chosen.user_id),
                chosen.move,
                expected_ply=chosen.ply,
            )
        except Conflict:
            return None  # the game moved on while the computer thought
        except GameError as refused:
            # Neither the move nor the message is logged: in Plateau they may name the
            # computer's hidden pieces, and logs must never hold hidden information.
            log.error(
                "the rules refused the computer's move in game %s (%s)",
                game.id,
                type(refused).__name__,
            )
            return None

    async def hint(
        self,
        asked: Asked,
        *,
        level: int | None = None,
    ) -> Hint:
        """/hint: the move the computer at ``level`` would play in the asker's place.

        Off unless the game's server allows hints up to a level (``/postboard config
        hints:``); ``level`` may be that one (the default) or a lower one. The search
        sees only the asker's own view, so a hint can never reveal what the opponent
        hides.
        """
        user_id = asked.player
        game = await self._games.find(asked)
        if user_id not in game.players:
            raise NotAllowed(msg("computer-hint-not-a-player", game=Game(game.id)))
        seat = game.players.index(user_id)
        if game.status != "active":
            raise NotAllowed(msg("computer-hint-game-over", game=Game(game.id)))
        level = hint_level(level, await self._allowed_hint_level(game))
        replay = await self._games.replay_of(game)
        if replay.to_move != seat:
            raise NotAllowed(msg("computer-hint-not-your-turn", game=Game(game.id)))
        observation = observe(game.game, replay.state, seat)
        result = await self._search(observation, level_for(game.game, level).steady(), game.id)
        engine = GAMES[game.game]
        names = await self._ctx.store.user_names([user_id])
        ply = Verbatim(str(replay.plies))
        return Hint(
            game,
            msg(
                "computer-hint",
                game=Game(game.id),
                ply=ply,
                move=Title(result.move),
                level=level,
                play=Command(f"move {result.move}"),
            ),
            msg(
                "computer-hint-used",
                player=Player(user_id, names.get(user_id, "")),
                level=level,
                name=Verbatim(engine.name.capitalize()),
                game=Game(game.id),
                ply=ply,
            ),
            level,
        )

    async def _allowed_hint_level(self, game: GameRecord) -> int:
        """The strongest level the game's server allows hints of. Hints are off by
        default; a server turns them on for its games. Rated games never allow them,
        whatever the server says."""
        if game.guild_id is None:
            raise NotAllowed(msg("computer-hints-outside-server", game=Game(game.id)))
        settings = await self._ctx.store.get_guild_settings(game.guild_id)
        if not settings.hint_level:
            config = Command("postboard config", (("hints", ""),))
            raise NotAllowed(msg("computer-hints-off", config=config))
        if game.rated:
            raise NotAllowed(msg("computer-hints-rated", game=Game(game.id)))
        return settings.hint_level

    async def _search(self, observation: Observation, level: Level, game_id: int) -> SearchResult:
        seed = self._ctx.rng.getrandbits(32)
        if self._thinker is None:
            raise NotAllowed(msg("computer-unavailable"))
        try:
            return await self._thinker.think(observation, level, seed, key=game_id)
        except ThinkingTimeout:
            log.warning("a level %s search missed its time cap; playing a quick one", level)
            return await asyncio.to_thread(choose_move, observation, FALLBACK_LEVEL, seed)
