"""The tournament slice of the store: events, their players, pairings and sweeps.

Every change that must happen once is a compare-and-set under the tournament's row
(or the pairing's) lock, so two processes, or two clicks, never both make it: a join
against the start, the start itself, pairing a round, starting a pairing's game,
finishing. ``NotFound`` for an unknown tournament.
"""

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from storage.models import ClockRecord, GameRecord, TimeControl
from storage.tournament_models import (
    Entrant,
    Joined,
    NewPairing,
    PairingRecord,
    TournamentRecord,
)


class TournamentStore(Protocol):
    async def create_tournament(
        self,
        *,
        guild_id: int,
        channel_id: int,
        name: str,
        game: str,
        options: dict[str, object],
        kind: str,
        time_control: TimeControl,
        rated: bool,
        rounds: int | None,
        max_players: int | None,
        created_by: int,
        created_at: datetime,
        starts_at: datetime,
    ) -> TournamentRecord:
        """A new open tournament, looked at by the sweep at ``starts_at``."""
        ...

    async def get_tournament(self, tournament_id: int) -> TournamentRecord: ...

    async def tournaments_in(self, guild_id: int, *, limit: int) -> list[TournamentRecord]:
        """The server's tournaments, open and running first, newest first."""
        ...

    async def join_tournament(self, tournament_id: int, user_id: int, now: datetime) -> Joined:
        """Join while it is open and not full, under the tournament's row lock: a join
        racing the start either lands before it (and is paired) or is refused."""
        ...

    async def leave_tournament(self, tournament_id: int, user_id: int) -> bool:
        """Leave an open tournament; False if not in it or it is no longer open."""
        ...

    async def withdraw_from_tournament(
        self, tournament_id: int, user_id: int, now: datetime
    ) -> bool:
        """Withdraw from a running tournament; False if not in it, already withdrawn, or
        it is not running (only one of two racing withdrawals is True)."""
        ...

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        """Its players, by seed once started, else in the order they joined."""
        ...

    async def begin_tournament(
        self,
        tournament_id: int,
        *,
        seeds: dict[int, int],
        rounds: int,
        pairings: Sequence[NewPairing],
        look_at: datetime,
    ) -> bool:
        """Open to running with the players' seeds, its rounds and its first pairings, all
        in one transaction; False if it was no longer open (started or cancelled)."""
        ...

    async def pair_round(
        self, tournament_id: int, round_number: int, pairings: Sequence[NewPairing]
    ) -> bool:
        """Store round ``round_number``'s pairings if it is the next round of a running
        tournament; False if another process paired it first."""
        ...

    async def start_pairing(
        self,
        tournament_id: int,
        round_number: int,
        board: int,
        *,
        to_move: int,
        created_at: datetime,
        clock: ClockRecord,
    ) -> tuple[GameRecord, int] | None:
        """The pairing's game (and its clock, ``game_id`` 0 as for an accepted challenge),
        created as an accepted challenge of seat 0 to seat 1 in the tournament's channel,
        in one transaction with the pairing's ``game_id``. Returns the game and the
        challenge's id; None if the pairing already has a game (another process started
        it) or is a bye."""
        ...

    async def pairings(self, tournament_id: int) -> list[PairingRecord]:
        """Every pairing with its game's state, read in one statement (one moment), by
        round and board."""
        ...

    async def end_tournament(self, tournament_id: int, status: str, now: datetime) -> bool:
        """Running (or, to cancel, open) to ``status`` ('finished' or 'cancelled'); False
        if another process ended it first."""
        ...

    async def claim_due_tournaments(
        self, now: datetime, lease_until: datetime, limit: int
    ) -> list[TournamentRecord]:
        """Open or running tournaments whose ``look_at`` has come, each held until
        ``lease_until`` so that of several sweeping processes one looks at it."""
        ...

    async def look_again(self, tournament_id: int, at: datetime, *, held_until: datetime) -> None:
        """After a sweep's look: look again at ``at``, unless something asked for a look
        since the claim (``look_at`` is no longer ``held_until``)."""
        ...

    async def tournament_game_ended(self, game_id: int, now: datetime) -> None:
        """A game ended: if it is a running tournament's, the sweep looks at it now."""
        ...

    async def tournament_of_game(self, game_id: int) -> int | None:
        """The tournament whose pairing ``game_id`` is, if any."""
        ...
