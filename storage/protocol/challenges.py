"""The challenge slice of the store: invitations, from posted until resolved."""

from datetime import datetime
from typing import Protocol

from storage.models import ChallengeRecord, ClockRecord, ComputerSeat, GameRecord, TimeControl


class ChallengeStore(Protocol):
    """Challenges and their resolution, compare-and-set.

    Only a pending challenge can be resolved, and only once: a decline, a
    cancel, the expiry sweep and an accept may race, and exactly one wins.
    Accepting creates the game (with its clock and computer seat, if any) in
    the same transaction, so a double click never creates two games.
    ``NotFound`` for an unknown challenge id.

    The caps are the store's to keep, counted in the transaction that writes: with
    ``create_challenge(cap=n)`` a challenger who already has ``n`` pending, unexpired
    challenges gets `OverCap` and nothing is written; with
    ``accept_challenge_into_game(computer_cap=n)`` so does a player who already has
    ``n`` running games against the computer. Of a burst of such requests, in any
    number of processes, exactly enough to reach the cap get through.
    """

    async def create_challenge(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        challenger_id: int,
        opponent_id: int,
        game: str,
        options: dict[str, object],
        first: str,
        created_at: datetime,
        expires_at: datetime,
        time_control: TimeControl | None = None,
        rated: bool = False,
        cap: int | None = None,
    ) -> ChallengeRecord: ...

    async def set_challenge_message(
        self, challenge_id: int, channel_id: int, message_id: int
    ) -> None: ...

    async def get_challenge(self, challenge_id: int) -> ChallengeRecord: ...

    async def pending_challenges_for(self, user_id: int) -> list[ChallengeRecord]: ...

    async def resolve_challenge(
        self, challenge_id: int, *, status: str, game_id: int | None = None
    ) -> bool: ...

    async def accept_challenge_into_game(
        self,
        challenge_id: int,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        options: dict[str, object],
        players: tuple[int, int],
        to_move: int,
        created_at: datetime,
        clock: ClockRecord | None = None,
        computer: ComputerSeat | None = None,
        rated: bool = False,
        computer_cap: int | None = None,
    ) -> GameRecord | None: ...

    async def due_challenges(self, now: datetime) -> list[ChallengeRecord]: ...
