"""The game slice of the store: game headers and their append-only move logs."""

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from storage.models import (
    AppendedMove,
    ClockRecord,
    GameAndClock,
    GameRecord,
    GameResult,
    MailIntent,
    MoveRecord,
)


class GameStore(Protocol):
    """Games and their move logs; a game is its header plus its moves, never a position.

    The log is append-only: nothing is updated or deleted. ``append_move``
    lands only if the game is still at ``expected_ply``, so of two racing
    submissions for one ply exactly one lands and the other gets ``StaleMove``
    (``GameFinished``, a ``StaleMove``, once the game is over). A clock given
    with a move is written in the same transaction as the move, and the game's
    header as that transaction left it comes back with the new entry
    (``AppendedMove``). ``NotFound`` for an unknown game id.

    ``get_game_and_clock`` and ``game_and_clock_for_thread`` are ``get_game`` and
    ``game_for_thread`` with the game's clock (``ClockStore.get_clock``) read in the
    same statement: what a request that may move needs, in one call.

    ``glance_game``, ``glance_game_for_thread`` and ``glance_moves`` are ``get_game``,
    ``game_for_thread`` and ``moves`` read beside this store's own writes: the last commit, without
    waiting for a transaction in flight here. For a request that only looks and must
    not queue behind moves (autocomplete); a request that writes reads as usual.
    """

    async def create_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        options: dict[str, object],
        players: tuple[int, int],
        to_move: int,
        created_at: datetime,
    ) -> GameRecord: ...

    async def set_game_thread(self, game_id: int, thread_id: int) -> None: ...

    async def get_game(self, game_id: int) -> GameRecord: ...

    async def game_for_thread(self, thread_id: int) -> GameRecord | None: ...

    async def glance_game(self, game_id: int) -> GameRecord: ...

    async def glance_game_for_thread(self, thread_id: int) -> GameRecord | None: ...

    async def get_game_and_clock(self, game_id: int) -> GameAndClock: ...

    async def game_and_clock_for_thread(self, thread_id: int) -> GameAndClock | None: ...

    async def games_for_user(
        self, user_id: int, *, active_only: bool = True, limit: int = 100
    ) -> list[GameRecord]: ...

    async def games_of_server(
        self, guild_id: int, *, status: str, limit: int = 100
    ) -> list[GameRecord]:
        """The server's games with ``status`` (``active`` or ``finished``) in channels
        everyone there can read (``ChannelStore``: a channel never seen is not), the most
        recently updated first, at most ``limit``: a server's index of web pages."""
        ...

    async def count_games(self) -> int: ...

    async def games_awaiting_chance(self) -> list[GameRecord]:
        """Running games whose next entry is the dice's: the service rolls right after the
        move before, so a game waits here only when a process died in between."""
        ...

    async def append_move(
        self,
        game_id: int,
        *,
        expected_ply: int,
        seat: int | None,
        notation: str,
        created_at: datetime,
        to_move: int | None,
        result: GameResult | None = None,
        clock: ClockRecord | None = None,
        mail: Sequence[MailIntent] = (),
    ) -> AppendedMove: ...

    async def moves(self, game_id: int) -> list[MoveRecord]: ...

    async def glance_moves(self, game_id: int) -> list[MoveRecord]: ...
