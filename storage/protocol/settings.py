"""The settings slice of the store: user and guild settings, and users' names."""

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol, Unpack

from storage.models import GuildSettings, GuildSettingsChanges, UserSettings, UserSettingsChanges


class SettingsStore(Protocol):
    """What users and guilds chose, and what users are called.

    Settings are read with their defaults when never set, and written field by field:
    an update writes the fields it is given and keeps the others as they are stored,
    so two processes changing different fields of one row at once both keep theirs
    (``put_user_settings`` writes every field: it makes a row whole, as tests do).
    Names are only a cache of what users last showed: an unknown id is simply
    absent, and an older sighting never overwrites a newer one.
    """

    async def remember_user(self, user_id: int, display_name: str, seen_at: datetime) -> None: ...

    async def user_names(self, user_ids: Iterable[int]) -> dict[int, str]: ...

    async def get_user_settings(self, user_id: int) -> UserSettings: ...

    async def digests_due(self, before: datetime) -> list[UserSettings]: ...

    async def mark_digest_sent(self, user_id: int, before: datetime, now: datetime) -> bool: ...

    async def update_user_settings(
        self, user_id: int, **changes: Unpack[UserSettingsChanges]
    ) -> UserSettings: ...

    async def put_user_settings(self, settings: UserSettings) -> None: ...

    async def get_guild_settings(self, guild_id: int) -> GuildSettings: ...

    async def update_guild_settings(
        self, guild_id: int, **changes: Unpack[GuildSettingsChanges]
    ) -> GuildSettings: ...

    async def rotate_list_key(self, guild_id: int) -> GuildSettings:
        """One more to the guild's ``list_key`` (its list's old link stops working); the
        guild's settings as then stored."""
        ...
