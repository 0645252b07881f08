"""The storage interface the service is written against.

A `typing.Protocol` rather than a base class, so a PostgreSQL store can sit
beside `storage.sqlite.SqliteStore` without inheriting from it, and tests can
hand the service any object of the right shape. Every implementation keeps the
same contract: records are frozen dataclasses, ``NotFound`` for unknown ids,
compare-and-set on challenges and on clock reminders and expiries, ``StaleMove``
when ``append_move`` (or ``put_clock``) loses a race, and a clock given with a
move or a new game written in the same transaction as it.
"""

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol

from storage.models import (
    ChallengeRecord,
    ClockRecord,
    ComputerSeat,
    GameRecord,
    GameResult,
    GuildSettings,
    MoveRecord,
    OfferRecord,
    TimeControl,
    UserSettings,
    VacationRecord,
)


class Store(Protocol):
    async def close(self) -> None: ...

    async def schema_version(self) -> int: ...

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
    ) -> ChallengeRecord: ...

    async def set_challenge_message(
        self, challenge_id: int, channel_id: int, message_id: int
    ) -> None: ...

    async def get_challenge(self, challenge_id: int) -> ChallengeRecord: ...

    async def pending_challenges_for(self, user_id: int) -> list[ChallengeRecord]: ...

    async def resolve_challenge(
        self, challenge_id: int, *, status: str, game_id: int | None = None
    ) -> bool: ...

    async def due_challenges(self, now: datetime) -> list[ChallengeRecord]: ...

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
    ) -> GameRecord | None: ...

    async def set_game_thread(self, game_id: int, thread_id: int) -> None: ...

    async def get_game(self, game_id: int) -> GameRecord: ...

    async def game_for_thread(self, thread_id: int) -> GameRecord | None: ...

    async def games_for_user(
        self, user_id: int, *, active_only: bool = True, limit: int = 100
    ) -> list[GameRecord]: ...

    async def computer_seat(self, game_id: int) -> ComputerSeat | None: ...

    async def games_awaiting_computer(self) -> list[GameRecord]: ...

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
    ) -> MoveRecord: ...

    async def moves(self, game_id: int) -> list[MoveRecord]: ...

    async def remember_user(self, user_id: int, display_name: str, seen_at: datetime) -> None: ...

    async def user_names(self, user_ids: Iterable[int]) -> dict[int, str]: ...

    async def count_games(self) -> int: ...

    async def put_clock(self, clock: ClockRecord) -> None: ...

    async def get_clock(self, game_id: int) -> ClockRecord | None: ...

    async def clocks_for_games(self, game_ids: Iterable[int]) -> dict[int, ClockRecord]: ...

    async def clocks_due(self, before: datetime) -> list[ClockRecord]: ...

    async def mark_reminded(self, game_id: int, ply: int) -> bool: ...

    async def mark_expired(self, game_id: int, ply: int) -> bool: ...

    async def get_user_settings(self, user_id: int) -> UserSettings: ...

    async def digests_due(self, before: datetime) -> list[UserSettings]: ...

    async def put_user_settings(self, settings: UserSettings) -> None: ...

    async def put_offer(self, offer: OfferRecord) -> None: ...

    async def offers_for(self, game_id: int) -> list[OfferRecord]: ...

    async def delete_offer(self, game_id: int, kind: str) -> bool: ...

    async def delete_offers(self, game_id: int) -> None: ...

    async def start_vacation(
        self, user_id: int, guild_id: int | None, started_at: datetime
    ) -> VacationRecord: ...

    async def end_vacation(self, user_id: int, ended_at: datetime) -> VacationRecord | None: ...

    async def vacations_of(self, user_id: int, since: datetime) -> list[VacationRecord]: ...

    async def ongoing_vacation(self, user_id: int) -> VacationRecord | None: ...

    async def ongoing_vacations(self) -> list[VacationRecord]: ...

    async def users_on_vacation(self, user_ids: Iterable[int]) -> set[int]: ...

    async def get_guild_settings(self, guild_id: int) -> GuildSettings: ...

    async def put_guild_settings(self, settings: GuildSettings) -> None: ...
