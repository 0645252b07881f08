"""The computer slice of the store: the seats the bot itself plays."""

from typing import Protocol

from storage.models import ComputerSeat, GameRecord


class ComputerStore(Protocol):
    """Which seat the bot plays in which game, and which games owe it a move.

    A seat is only ever stored together with its game, in the transaction that
    accepts a challenge into it (``ChallengeStore.accept_challenge_into_game``).
    """

    async def computer_seat(self, game_id: int) -> ComputerSeat | None: ...

    async def games_awaiting_computer(self) -> list[GameRecord]: ...
