"""What the game pipeline asks of tournaments: a game of one ended, and the two rules a
tournament game keeps (it is never aborted: its pairing must end in a result).

``Service`` hands ``TournamentHooks`` to the pipeline (``games.consequences``), which
never imports this package; kept to storage calls alone.
"""

from __future__ import annotations

import logging
from datetime import datetime

from service.errors import NotAllowed
from storage.models import GameRecord
from storage.protocol import Store
from words import Command, Game, msg

log = logging.getLogger("postboard")


class TournamentHooks:
    """``games.consequences.TournamentRules``, answered from the store."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def game_ended(self, game: GameRecord, now: datetime) -> None:
        await game_ended(self._store, game, now)

    async def plays_for_a_result(self, game: GameRecord) -> bool:
        return await plays_for_a_result(self._store, game)

    async def refuse_abort(self, game: GameRecord) -> None:
        await refuse_abort(self._store, game)


async def game_ended(store: Store, game: GameRecord, now: datetime) -> None:
    """Right after the transaction that wrote ``game``'s result: if it is a tournament's,
    the next sweep looks at the tournament (the next round, or its end). The channel
    that tells the result looks first (`TournamentDesk.game_over`); this mark is for
    a process that dies before it does. Nothing is counted here: standings are
    computed from the stored results.

    The result is already saved, so a failure here must not look like a failed move:
    it is logged, and the sweep's hourly look (`conductor.RECHECK`) finds the game."""
    try:
        await store.tournament_game_ended(game.id, now)
    except Exception:
        log.exception("asking for a look at game %s's tournament failed", game.id)


async def plays_for_a_result(store: Store, game: GameRecord) -> bool:
    """A tournament game: a player who runs out of time before a first move loses it on
    time (a forfeit) instead of the game being aborted, as a friendly game would be."""
    return await store.tournament_of_game(game.id) is not None


async def refuse_abort(store: Store, game: GameRecord) -> None:
    if await plays_for_a_result(store, game):
        raise NotAllowed(msg("tournaments-no-abort", game=Game(game.id), command=Command("resign")))
