"""The moderation slice of the store: games put on hold and released, and rulings."""

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from storage.models import AppendedMove, ClockRecord, GameRecord, GameResult, MailIntent
from storage.moderation import RulingRecord


class RulingStore(Protocol):
    """A hold starts and ends in one transaction with its clock and its ruling, at the
    ply the caller read (else `StaleMove`, nothing written), and only as asked: holding
    a held game or releasing one not held that way raises `NotHeldAsAsked`. A ruling
    that ends the game (`append_ruling`) is logged like a move, past any hold, which it
    lifts."""

    async def hold_game(
        self,
        game_id: int,
        *,
        expected_ply: int,
        hold: str,
        clock: ClockRecord | None,
        ruling: RulingRecord | None,
        mail: Sequence[MailIntent] = (),
        at: datetime | None = None,
    ) -> GameRecord:
        """Put the running game on ``hold`` (``storage.moderation.HOLDS``), its clock
        (frozen, at ``expected_ply``), its ruling and the mail telling it written with
        it; `GameFinished` once it is over."""
        ...

    async def release_game(
        self,
        game_id: int,
        *,
        expected_ply: int,
        hold: str,
        clock: ClockRecord | None,
        ruling: RulingRecord | None,
        mail: Sequence[MailIntent] = (),
        at: datetime | None = None,
    ) -> GameRecord:
        """End the game's ``hold``, its clock as it now runs written with it; with a
        ruling (or ``at``), the game's ``updated_at`` becomes that time, so a wait for a
        move (an idle game's claim) counts from the release, not from before the hold."""
        ...

    async def append_ruling(
        self,
        ruling: RulingRecord,
        *,
        notation: str,
        result: GameResult,
        clock: ClockRecord | None = None,
        mail: Sequence[MailIntent] = (),
    ) -> AppendedMove:
        """Log a moderator's ending line (``abort``, ``adjudicate 0``) as move
        ``ruling.ply + 1``, with its result, its stopped clock and the ruling, in one
        transaction, past any hold, which it lifts; `StaleMove` if the game moved on."""
        ...

    async def rulings_of(self, game_id: int) -> list[RulingRecord]:
        """The game's rulings, the oldest first."""
        ...

    async def recent_rulings(
        self, guild_id: int, *, since: datetime, limit: int
    ) -> list[RulingRecord]:
        """The server's rulings since ``since``, the newest first, at most ``limit``."""
        ...
