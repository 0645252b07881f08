"""User and guild settings, and the names users last showed."""

from collections.abc import Iterable
from datetime import datetime

from storage.codec import (
    encode_game_list,
    encode_optional_time,
    encode_time,
    encode_time_control,
    guild_settings_from_row,
    user_settings_from_row,
)
from storage.models import NOTIFY_MODES, GuildSettings, UserSettings
from storage.protocol import SettingsStore
from storage.sql.part import SqlPart, require


class SqlSettings(SqlPart, SettingsStore):
    # -- user names -------------------------------------------------------

    async def remember_user(self, user_id: int, display_name: str, seen_at: datetime) -> None:
        """Keep the latest name a user showed; an older sighting never overwrites a newer one."""
        async with self._db.transaction() as db:
            await db.run(
                """INSERT INTO user_names (user_id, display_name, seen_at) VALUES (?, ?, ?)
                   ON CONFLICT (user_id) DO UPDATE SET
                       display_name = excluded.display_name, seen_at = excluded.seen_at
                   WHERE excluded.seen_at >= user_names.seen_at""",
                (user_id, display_name, encode_time(seen_at)),
            )

    async def user_names(self, user_ids: Iterable[int]) -> dict[int, str]:
        """Known names of these users; unknown ids are simply absent."""
        ids = list(dict.fromkeys(user_ids))
        if not ids:
            return {}
        marks = ", ".join("?" * len(ids))
        rows = await self._db.fetch_all(
            f"SELECT user_id, display_name FROM user_names WHERE user_id IN ({marks})", tuple(ids)
        )
        return {row["user_id"]: row["display_name"] for row in rows}

    # -- user settings ------------------------------------------------------

    async def get_user_settings(self, user_id: int) -> UserSettings:
        """The user's settings; the defaults of `UserSettings` if they never set any."""
        row = await self._db.fetch_one("SELECT * FROM user_settings WHERE user_id = ?", (user_id,))
        return UserSettings(user_id) if row is None else user_settings_from_row(row)

    async def digests_due(self, before: datetime) -> list[UserSettings]:
        """Digest readers whose last digest went out before ``before`` (or never)."""
        rows = await self._db.fetch_all(
            """SELECT * FROM user_settings WHERE notify = 'digest'
               AND (digest_sent_at IS NULL OR digest_sent_at <= ?) ORDER BY user_id""",
            (encode_time(before),),
        )
        return [user_settings_from_row(row) for row in rows]

    async def mark_digest_sent(self, user_id: int, before: datetime, now: datetime) -> bool:
        """Record that the user's digest goes out at ``now``; False if it must not.

        A compare-and-set on what made it due (`digests_due` with ``before``): only one
        caller wins, so two processes sweeping at once never both send it, and a user
        who left digests meanwhile is not sent one. Only ``digest_sent_at`` is written:
        settings the user changed since they were read are kept.
        """
        async with self._db.transaction() as db:
            changed = await db.execute(
                """UPDATE user_settings SET digest_sent_at = :now
                   WHERE user_id = :user AND notify = 'digest'
                     AND (digest_sent_at IS NULL OR digest_sent_at <= :before)""",
                {"user": user_id, "before": encode_time(before), "now": encode_time(now)},
            )
        return bool(changed)

    async def put_user_settings(self, settings: UserSettings) -> None:
        """Store all of the user's settings at once, replacing what was there."""
        require(settings.notify in NOTIFY_MODES, f"notify must be one of {sorted(NOTIFY_MODES)}")
        require(settings.remind_hours > 0, "remind_hours must be positive")
        async with self._db.transaction() as db:
            await db.run(
                """INSERT INTO user_settings (user_id, notify, remind_dm, remind_hours,
                       digest_sent_at, dm_failed)
                   VALUES (:user_id, :notify, :remind_dm, :remind_hours, :digest_sent_at,
                       :dm_failed)
                   ON CONFLICT (user_id) DO UPDATE SET
                       notify = excluded.notify, remind_dm = excluded.remind_dm,
                       remind_hours = excluded.remind_hours,
                       digest_sent_at = excluded.digest_sent_at, dm_failed = excluded.dm_failed""",
                {
                    "user_id": settings.user_id,
                    "notify": settings.notify,
                    "remind_dm": int(settings.remind_dm),
                    "remind_hours": settings.remind_hours,
                    "digest_sent_at": encode_optional_time(settings.digest_sent_at),
                    "dm_failed": int(settings.dm_failed),
                },
            )

    # -- guild settings -----------------------------------------------------

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        """The guild's settings; all None (the built-in defaults) if it never set any."""
        row = await self._db.fetch_one(
            "SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return GuildSettings(guild_id) if row is None else guild_settings_from_row(row)

    async def put_guild_settings(self, settings: GuildSettings) -> None:
        """Store all of the guild's settings at once, replacing what was there."""
        require(
            settings.vacation_days is None or settings.vacation_days >= 0,
            "vacation_days must not be negative",
        )
        async with self._db.transaction() as db:
            await db.run(
                """INSERT INTO guild_settings (guild_id, allowed_games, games_channel_id,
                       time_control, vacation_days, hints)
                   VALUES (?, ?, ?, ?, ?, ?)
                   ON CONFLICT (guild_id) DO UPDATE SET
                       allowed_games = excluded.allowed_games,
                       games_channel_id = excluded.games_channel_id,
                       time_control = excluded.time_control,
                       vacation_days = excluded.vacation_days,
                       hints = excluded.hints""",
                (
                    settings.guild_id,
                    encode_game_list(settings.allowed_games),
                    settings.games_channel_id,
                    encode_time_control(settings.time_control),
                    settings.vacation_days,
                    None if settings.hints is None else int(settings.hints),
                ),
            )
