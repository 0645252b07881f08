"""One request's reading of one game: taken once, handed along, dropped with the request.

A request that shows or plays a game reads the game (with its clock, when it
may move), its replay and the computer's seat once, and passes this object on
instead of reading again. What only some requests need — the players' names,
who is on vacation, the clock when it did not come with the game — is read on
first need and kept here too. What the request writes updates it in place: the
game record ``append_move`` returns, the clock written with the move.

Nothing here outlives the request: several processes will share the database,
so the next request reads afresh. Only two things are kept across requests, by
``Snapshots``, and neither can go stale: the replay (``ReplayCache``, trusted
only at the ply the store reports) and the computer's seat, which is written
with the game and never changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Final

from rules.replay import AnyReplay
from service.kit.caches import Kept
from service.kit.replays import ReplayCache
from service.presenters import PRESENTERS
from storage.models import ClockRecord, ComputerSeat, GameRecord
from storage.protocol import Store

COMPUTER_CACHE_SIZE = 4096  # games whose computer seat (or its absence) is remembered


class Unread(Enum):
    CLOCK = "not read yet"


UNREAD: Final = Unread.CLOCK
"""The clock of a snapshot that has not read it yet (``None`` is a game without one)."""


@dataclass(slots=True, eq=False)
class Snapshot:
    """What one request knows of one game. Mutable: the request's own writes land here."""

    game: GameRecord
    replay: AnyReplay
    computer: ComputerSeat | None
    clock: ClockRecord | None | Unread = UNREAD
    names: tuple[str, str] | None = None
    """As shown, the computer's seat with its level; read once (``Players.names``)."""
    away: frozenset[int] | None = None
    """The players on vacation; read once, when a clock needs to know (``Players.away``)."""
    premove_ply: int | None = None
    """Where a player last queued conditional moves, as this request's last write found
    it (``AppendedMove.premove_ply``); None: never, or nothing written yet."""
    _view: tuple[int, Any] | None = field(default=None, repr=False)

    def spectator_view(self) -> Any:
        """What everyone may see of the position, with what only the log tells filled in
        (the presenter's ``recap``: Plakoto's last turn once the next roll has come); built
        once per ply, however many lines, images and buttons are made of it."""
        plies = self.replay.plies
        if self._view is None or self._view[0] != plies:
            view = PRESENTERS[self.game.game].recap(self.replay.view(None), self.replay)
            self._view = (plies, view)
        return self._view[1]

    @property
    def next_user(self) -> int | None:
        """Whose turn it is, if a person's (not the dice's, and not after the end)."""
        to_move = self.replay.to_move
        return self.game.players[to_move] if isinstance(to_move, int) else None

    @property
    def computer_to_move(self) -> bool:
        return self.computer is not None and self.replay.to_move == self.computer.seat


class Snapshots:
    """Takes snapshots, and keeps the little that may outlive a request (see above)."""

    def __init__(self, store: Store, cache_size: int = 256) -> None:
        self._store = store
        self._replays = ReplayCache(store, cache_size)
        self._computers: Kept[int, tuple[ComputerSeat | None]] = Kept(COMPUTER_CACHE_SIZE)

    async def take(self, game: GameRecord, clock: ClockRecord | None | Unread = UNREAD) -> Snapshot:
        """``game`` as the request found it; ``clock`` if it was read with the game."""
        return Snapshot(game, await self._replays.load(game), await self.computer_of(game), clock)

    async def replay_of(self, game: GameRecord, *, glance: bool = False) -> AnyReplay:
        """The game's current position, the caller's own copy; ``glance``: a log not
        cached is read beside the moves in flight (autocomplete, which only looks)."""
        return await self._replays.load(game, glance=glance)

    async def computer_of(self, game: GameRecord) -> ComputerSeat | None:
        """The seat the bot itself plays, if any; fixed for a game's life, so remembered."""
        kept = self._computers.get(game.id)
        if kept is None:
            kept = (await self._store.computer_seat(game.id),)
            self._computers.put(game.id, kept)
        return kept[0]

    def keep(self, snapshot: Snapshot) -> None:
        """The position the request's writes led to becomes the cached one."""
        self._replays.remember(snapshot.game.id, snapshot.replay)

    def forget(self, game_id: int) -> None:
        self._replays.forget(game_id)
