"""Settings from the environment, read once at start-up."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass


class SettingsError(Exception):
    """A setting is missing or malformed; the message is one line for the admin."""


@dataclass(frozen=True, slots=True)
class Settings:
    token: str
    database: str = "postboard.db"
    guild_id: int | None = None  # sync commands to this guild only (instant), else globally
    api_base: str | None = None  # replaces discord.http.Route.BASE
    gateway: str | None = None  # replaces DiscordWebSocket.DEFAULT_GATEWAY

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> Settings:
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise SettingsError(
                "DISCORD_TOKEN is not set: put the bot token of your Discord application "
                "in the DISCORD_TOKEN environment variable (see README, 'Set-up')."
            )
        guild = env.get("POSTBOARD_GUILD", "").strip()
        if guild and not (guild.isascii() and guild.isdecimal()):
            raise SettingsError(f"POSTBOARD_GUILD must be a server id (digits), not {guild!r}.")
        return cls(
            token=token,
            database=env.get("POSTBOARD_DB", "").strip() or "postboard.db",
            guild_id=int(guild) if guild else None,
            api_base=env.get("POSTBOARD_DISCORD_API", "").strip() or None,
            gateway=env.get("POSTBOARD_DISCORD_GATEWAY", "").strip() or None,
        )
