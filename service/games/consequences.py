"""What a game's result means beyond the game, as the pipeline asks it of the features above.

Ratings and tournaments build on running games, so ``games`` may not import them:
``Service`` hands the pipeline their answers as one value (``Consequences``) when it
builds the games desk. The pipeline then only asks: which maths rates a result
(``rater``), and what a tournament's game allows and needs (``TournamentRules``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from storage.models import GameRecord
from storage.rating import Rater


class TournamentRules(Protocol):
    """The three things the move pipeline asks of tournaments (``service.tournaments.hooks``)."""

    async def refuse_abort(self, game: GameRecord) -> None:
        """Raise ``NotAllowed`` if ``game`` is a tournament's: its pairing must end in a result."""
        ...

    async def plays_for_a_result(self, game: GameRecord) -> bool:
        """A tournament game is lost on time before a first move, not aborted."""
        ...

    async def game_ended(self, game: GameRecord, now: datetime) -> None:
        """Right after the result's transaction: its tournament, if any, is looked at."""
        ...


@dataclass(frozen=True)
class Consequences:
    """What a result leads to: ``rater`` rates a result that counts for ratings
    (``games.starts.counts_for_ratings``); ``tournaments`` answers for tournament games."""

    rater: Rater
    tournaments: TournamentRules
