"""Loading a game's position: replay its log, keeping recent replays in a small cache.

Games are replayed on demand and never all held in memory; the cache is keyed
by game id and trusted only while its ply matches the stored game's ply.
"""

from __future__ import annotations

from rules import GAMES
from rules.replay import AnyReplay, Replay
from service.kit.caches import Kept
from storage.models import GameRecord
from storage.protocol import Store


class ReplayCache:
    """An LRU of replays; hands out copies so a failed move can never dirty it."""

    def __init__(self, store: Store, capacity: int = 256) -> None:
        self._store = store
        self._entries: Kept[int, AnyReplay] = Kept(capacity)

    async def load(self, game: GameRecord, *, glance: bool = False) -> AnyReplay:
        """``glance``: on a miss, read the log beside the moves in flight
        (``glance_moves``), for a request that only looks."""
        cached = self._entries.get(game.id)
        if cached is None or cached.plies != game.ply:
            read = self._store.glance_moves if glance else self._store.moves
            moves = await read(game.id)
            cached = Replay.of(GAMES[game.game], game.options, [m.notation for m in moves])
            self.remember(game.id, cached)
        return cached.fork()

    def remember(self, game_id: int, replay: AnyReplay) -> None:
        self._entries.put(game_id, replay.fork())

    def forget(self, game_id: int) -> None:
        self._entries.forget(game_id)
