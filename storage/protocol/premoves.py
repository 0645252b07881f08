"""The conditional-move slice of the store: "if they play X, I reply Y" lines."""

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from storage.models import AppendedMove, ClockRecord, GameResult, MailIntent, PremoveRecord


class PremoveStore(Protocol):
    """Conditional moves, per game, seat and ply; service state, never the log.

    ``put_premove`` lands only while the game is still running at the line's ply
    (``StaleMove``, ``GameFinished`` otherwise, ``NotFound`` for an unknown game), in a
    transaction that locks the game's row as ``append_move`` does: a line is either in
    before the opponent's move lands, or refused. ``append_premove_reply`` logs a
    line's reply and resolves every pending line of that seat and ply (the one fired,
    the others dropped) in one transaction, so of any number of callers exactly one
    logs it; ``PremoveGone`` (a ``StaleMove``) when the line is no longer pending, and
    then nothing is written. A caller only ever reads its own seat's lines.
    """

    async def put_premove(self, premove: PremoveRecord) -> None: ...

    async def premoves_for(self, game_id: int, seat: int) -> list[PremoveRecord]: ...

    async def clear_premoves(self, game_id: int, seat: int) -> int: ...

    async def drop_premoves(self, game_id: int) -> None: ...

    async def resolve_premoves(self, game_id: int, seat: int, ply: int) -> list[PremoveRecord]: ...

    async def append_premove_reply(
        self,
        premove: PremoveRecord,
        *,
        created_at: datetime,
        to_move: int | None,
        result: GameResult | None = None,
        clock: ClockRecord | None = None,
        mail: Sequence[MailIntent] = (),
    ) -> AppendedMove: ...
