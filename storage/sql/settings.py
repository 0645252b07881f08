"""User and guild settings, and the names users last showed."""

from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from typing import Any, Final, Unpack

from storage.codec import (
    encode_game_list,
    encode_optional_time,
    encode_time,
    encode_time_control,
    guild_settings_from_row,
    user_settings_from_row,
)
from storage.models import (
    BOARD_MODES,
    NOTIFY_MODES,
    GuildSettings,
    GuildSettingsChanges,
    UserSettings,
    UserSettingsChanges,
)
from storage.protocol import SettingsStore
from storage.sql.part import SqlPart, require

Encoders = Mapping[str, Callable[[Any], object]]

_USER_COLUMNS: Final[Encoders] = {
    "notify": str,
    "remind_dm": int,
    "remind_hours": int,
    "digest_sent_at": encode_optional_time,
    "dm_failed": int,
    "confirm_moves": int,
    "time_zone": lambda name: name,
    "board": str,
}
"""Each column of ``user_settings`` but the key, and how its value is stored."""

_GUILD_COLUMNS: Final[Encoders] = {
    "allowed_games": encode_game_list,
    "games_channel_id": lambda channel: channel,
    "time_control": encode_time_control,
    "vacation_days": lambda days: days,
    "hint_level": lambda level: level,
    "web_list": lambda on: None if on is None else int(on),
    "language": lambda code: code,
    "moderator_role_id": lambda role: role,
    "abandon_days": lambda days: days,
}
"""Each column of ``guild_settings`` but the key, and how its value is stored."""


def _upsert(
    table: str, key: str, key_value: int, columns: Encoders, changes: Mapping[str, object]
) -> tuple[str, dict[str, object]]:
    """An upsert of ``table``'s row ``key_value`` that writes the changed columns only (a
    new row gets the defaults for the rest), returning the row; and its parameters.

    The column names are checked against ``columns``, the only names spliced into the
    statement, and written in their order there: one statement text per set of columns.
    """
    unknown = sorted(set(changes) - set(columns))
    require(not unknown, f"{table} has no column {', '.join(unknown)}")
    names = [name for name in columns if name in changes]
    sql = (
        f"INSERT INTO {table} ({key}, {', '.join(names)}) "
        f"VALUES (:{key}, {', '.join(':' + name for name in names)}) "
        f"ON CONFLICT ({key}) DO UPDATE SET "
        + ", ".join(f"{name} = excluded.{name}" for name in names)
        + " RETURNING *"
    )
    params = {key: key_value} | {name: columns[name](changes[name]) for name in names}
    return sql, params


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

    async def update_user_settings(
        self, user_id: int, **changes: Unpack[UserSettingsChanges]
    ) -> UserSettings:
        """Write the fields given and only those; the user's settings as then stored.

        The rest keep whatever they hold, even if another process wrote them since this
        one last read: one statement, which also makes the row if there was none.
        """
        if "notify" in changes:
            notify = changes["notify"]
            require(notify in NOTIFY_MODES, f"notify must be one of {sorted(NOTIFY_MODES)}")
        if "remind_hours" in changes:
            require(changes["remind_hours"] > 0, "remind_hours must be positive")
        if "board" in changes:
            board = changes["board"]
            require(board in BOARD_MODES, f"board must be one of {sorted(BOARD_MODES)}")
        sql, params = _upsert("user_settings", "user_id", user_id, _USER_COLUMNS, changes)
        if not changes:
            return await self.get_user_settings(user_id)
        async with self._db.transaction() as db:
            row = await db.fetch_one(sql, params)
        assert row is not None  # an upsert with RETURNING returns its row
        return user_settings_from_row(row)

    async def put_user_settings(self, settings: UserSettings) -> None:
        """Write every field as given, replacing what was there: for making a user's row
        whole (tests, the benchmark); a change of some is `update_user_settings`."""
        await self.update_user_settings(
            settings.user_id,
            notify=settings.notify,
            remind_dm=settings.remind_dm,
            remind_hours=settings.remind_hours,
            digest_sent_at=settings.digest_sent_at,
            dm_failed=settings.dm_failed,
            confirm_moves=settings.confirm_moves,
            time_zone=settings.time_zone,
            board=settings.board,
        )

    # -- guild settings -----------------------------------------------------

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        """The guild's settings; all None (the built-in defaults) if it never set any."""
        row = await self._db.fetch_one(
            "SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return GuildSettings(guild_id) if row is None else guild_settings_from_row(row)

    async def update_guild_settings(
        self, guild_id: int, **changes: Unpack[GuildSettingsChanges]
    ) -> GuildSettings:
        """Write the fields given and only those (None: back to the built-in default); the
        guild's settings as then stored. The rest keep whatever they hold, even if another
        process wrote them since this one last read."""
        if "vacation_days" in changes:
            days = changes["vacation_days"]
            require(days is None or days >= 0, "vacation_days must not be negative")
        if "hint_level" in changes:
            level = changes["hint_level"]
            require(level is None or 0 <= level <= 5, "hint_level must be 0 (off) to 5")
        sql, params = _upsert("guild_settings", "guild_id", guild_id, _GUILD_COLUMNS, changes)
        if not changes:
            return await self.get_guild_settings(guild_id)
        async with self._db.transaction() as db:
            row = await db.fetch_one(sql, params)
        assert row is not None  # an upsert with RETURNING returns its row
        return guild_settings_from_row(row)

    async def rotate_list_key(self, guild_id: int) -> GuildSettings:
        """Count one more rotation of the server's list key, in one statement, so two
        admins rotating at once make two new keys and neither is lost."""
        async with self._db.transaction() as db:
            row = await db.fetch_one(
                """INSERT INTO guild_settings (guild_id, list_key) VALUES (?, 1)
                   ON CONFLICT (guild_id) DO UPDATE SET list_key = guild_settings.list_key + 1
                   RETURNING *""",
                (guild_id,),
            )
        assert row is not None  # an upsert with RETURNING returns its row
        return guild_settings_from_row(row)
