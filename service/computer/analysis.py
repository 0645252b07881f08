"""/analyse: after a finished game, the moves where the engine disagreed most (issue 22).

Opt-in and rate-limited: a player of a finished game asks; each game is analysed
once and the text kept (asking again, by either player, shows it at no cost), and
one user starts at most one new analysis every ten minutes. Both limits are
claims decided in the database (``storage.protocol.analyses``), so two requests at
once, in any processes, start one search.

Every move of a person is appraised by the same engine that plays and hints
(``ai.appraise``): what the engine would have played and how much worse, in
expected result for the mover, the move played is; the largest drops are listed.
Hidden information: only finished games are analysed, and a finished game's
record reveals everything (``final_view``), so the engine may then search the
true positions of Plateau; during a game nothing is analysed at all.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Final, Protocol, runtime_checkable

from ai import LEVELS, Appraisal, Level, Observation
from rules import GAMES
from rules.base import GameEntry
from rules.replay import Replay
from service.context import ServiceContext
from service.errors import NotAllowed
from service.games import GameDesk
from service.games.asked import Asked
from service.games.players import Players, in_text, title_text
from storage.models import GameRecord
from words import Game, Msg, Notation, Speech, Verbatim, lines, msg

log = logging.getLogger("postboard")

ANALYSIS_LEVEL: Final = 3
PERIOD: Final = timedelta(minutes=10)
"""One new analysis per user per period."""
STALE: Final = timedelta(minutes=30)
"""An analysis unfinished after this long was left by a process that stopped: taken over."""
SHOWN: Final = 5
NOTABLE: Final = 0.04
"""A move that gave away less expected result than this is not worth a line."""


@runtime_checkable
class Appraiser(Protocol):
    """Runs ``ai.appraise`` somewhere else than the event loop (``ai.ThinkingPool``)."""

    async def appraise(
        self, observation: Observation, played: str, level: Level, seed: int, *, key: Any
    ) -> Appraisal: ...


@dataclass(frozen=True, slots=True)
class Analysis:
    """The analysis for the asker; ``fresh`` when this request made it."""

    game: GameRecord
    text: Speech
    fresh: bool


@dataclass(frozen=True, slots=True)
class _Decision:
    number: int  # the move's place in the line of play, from 1
    seat: int
    state: Any
    played: str


class AnalysisDesk:
    def __init__(
        self,
        ctx: ServiceContext,
        games: GameDesk,
        appraiser: Appraiser | None,
        level: Level = LEVELS[ANALYSIS_LEVEL],
    ) -> None:
        """``level`` is the engine's budget per move looked at; tests pass a scaled one."""
        self._ctx = ctx
        self._games = games
        self._appraiser = appraiser
        self._players = Players(ctx.store, games.readers)
        self.level = level

    async def analyse(self, asked: Asked) -> Analysis:
        """The analysis of a finished game of the asker's: the kept one, or a new one."""
        user_id = asked.player
        store = self._ctx.store
        game = await self._games.find(asked)
        if user_id not in game.players:
            raise NotAllowed(msg("lookups-analysis-players-only", game=Game(game.id)))
        if game.status == "active":
            raise NotAllowed(msg("lookups-analysis-still-playing", game=Game(game.id)))
        kept = await store.get_analysis(game.id)
        if kept is not None and kept.text is not None:
            return Analysis(game, await self._said(game, kept.text), False)
        if self._appraiser is None:
            raise NotAllowed(msg("lookups-analysis-no-computer"))
        now = self._ctx.clock()
        held = await store.claim_analysis_slot(user_id, now, PERIOD)
        if held is not None:
            minutes = max(1, -(-int((held + PERIOD - now).total_seconds()) // 60))
            raise NotAllowed(msg("lookups-analysis-wait", minutes=minutes))
        standing = await store.claim_analysis(game.id, user_id, now, STALE)
        if standing is not None:
            await store.release_analysis_slot(user_id, now)
            if standing.text is not None:
                return Analysis(game, await self._said(game, standing.text), False)
            raise NotAllowed(msg("lookups-analysis-under-way", game=Game(game.id)))
        try:
            text = await self._make(game)
        except BaseException:
            await store.release_analysis(game.id, now)
            await store.release_analysis_slot(user_id, now)
            raise
        await store.finish_analysis(game.id, now, text)
        return Analysis(game, await self._said(game, text), True)

    async def _said(self, game: GameRecord, kept: str) -> Speech:
        """The kept analysis as a message: it is kept as its findings (JSON), so each
        reader reads it in their language; one kept as English text before is shown so."""
        try:
            found = json.loads(kept)
        except ValueError:
            found = None
        if not isinstance(found, dict):
            return msg("words-verbatim", text=Verbatim(kept))
        computer = await self._games.computer_of(game)
        names = await self._players.names_of(game, computer)
        header = msg(
            "lookups-analysis-header",
            title=Verbatim(title_text(game, in_text(names))),
            level=Verbatim(str(found["level"])),
            moves=int(found["looked"]),
        )
        if not found["worst"]:
            return lines(header, msg("lookups-analysis-none"))
        shown: list[Msg] = [
            msg(
                "lookups-analysis-move",
                number=Verbatim(str(number)),
                player=Verbatim(in_text(names)[seat]),
                played=Notation(played),
                played_chance=Verbatim(_percent(played_value)),
                best=Notation(best),
                best_chance=Verbatim(_percent(best_value)),
            )
            for number, seat, played, played_value, best, best_value in found["worst"]
        ]
        return lines(header, *shown)

    async def _make(self, game: GameRecord) -> str:
        """The analysis's findings, as JSON for the store: the level, how many moves were
        looked at, and the worst moves with the engine's preference."""
        assert self._appraiser is not None
        computer = await self._games.computer_of(game)
        decisions = [
            d for d in await self._decisions(game) if computer is None or d.seat != computer.seat
        ]
        appraised: list[tuple[_Decision, Appraisal]] = []
        for decision in decisions:
            observation = Observation(game.game, decision.seat, state=decision.state)
            seed = self._ctx.rng.getrandbits(32)
            appraisal = await self._appraiser.appraise(
                observation, decision.played, self.level, seed, key=("analysis", game.id)
            )
            appraised.append((decision, appraisal))
        worst = sorted(appraised, key=lambda pair: -pair[1].loss)[:SHOWN]
        worst = sorted((p for p in worst if p[1].loss >= NOTABLE), key=lambda p: p[0].number)
        found = {
            "level": self.level.number,
            "looked": len(appraised),
            "worst": [
                [d.number, d.seat, d.played, a.played_value, str(a.best), a.best_value]
                for d, a in worst
            ],
        }
        return json.dumps(found)

    async def _decisions(self, game: GameRecord) -> list[_Decision]:
        """The moves of the line of play (taken-back ones are not in it) that had an
        alternative, with the position each was played in."""
        engine = GAMES[game.game]
        replay: Any = Replay(engine, game.options)
        for record in await self._ctx.store.moves(game.id):
            replay.play(record.notation)
        decisions = []
        for number, played in enumerate(replay.history, start=1):
            mover = played.mover
            if isinstance(played.move, GameEntry) or not isinstance(mover, int):
                continue
            if len(engine.legal_moves(played.before)) < 2:
                continue
            decisions.append(_Decision(number, mover, played.before, str(played.move)))
        return decisions


def _percent(value: float) -> str:
    return f"{round(100 * value)}%"
