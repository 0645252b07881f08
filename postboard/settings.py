"""Settings from the environment, read once at start-up and checked before anything runs.

Every mistake becomes a `SettingsError` whose message is one line an admin can act on,
naming the variable and what it should look like; nothing here touches the network
or the database.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

README_SETUP = "README, 'Creating the Discord application and inviting the bot'"
LOG_LEVELS = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warning": logging.WARNING,
    "error": logging.ERROR,
}


class SettingsError(Exception):
    """A setting is missing or malformed; the message is one line for the admin."""


@dataclass(frozen=True, slots=True)
class Settings:
    token: str = ""  # empty when unset: only `postboard run` needs it
    database: str = "postboard.db"
    guild_id: int | None = None  # sync commands to this guild only (instant), else globally
    api_base: str | None = None  # replaces discord.http.Route.BASE
    gateway: str | None = None  # replaces DiscordWebSocket.DEFAULT_GATEWAY
    log_level: int = logging.INFO

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> Settings:
        guild = env.get("POSTBOARD_GUILD", "").strip()
        if guild and not (guild.isascii() and guild.isdecimal()):
            raise SettingsError(f"POSTBOARD_GUILD must be a server id (digits), not {guild!r}.")
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip(),
            database=env.get("POSTBOARD_DB", "").strip() or "postboard.db",
            guild_id=int(guild) if guild else None,
            api_base=_url(env, "POSTBOARD_DISCORD_API", ("http", "https")),
            gateway=_url(env, "POSTBOARD_DISCORD_GATEWAY", ("ws", "wss")),
            log_level=_log_level(env),
        )

    def require_token(self) -> str:
        if not self.token:
            raise SettingsError(
                "DISCORD_TOKEN is not set: put the bot token of your Discord application "
                f"in the DISCORD_TOKEN environment variable (see {README_SETUP})."
            )
        if any(char.isspace() for char in self.token):
            raise SettingsError(
                "DISCORD_TOKEN contains a space or a line break: paste the token alone, "
                "without quotes or the word 'Bot'."
            )
        return self.token


def _url(env: Mapping[str, str], name: str, schemes: tuple[str, ...]) -> str | None:
    value = env.get(name, "").strip()
    if not value:
        return None
    parts = urlsplit(value)
    if parts.scheme not in schemes or not parts.netloc:
        examples = " or ".join(f"{scheme}://host:port/..." for scheme in schemes)
        raise SettingsError(f"{name} must be a URL like {examples}, not {value!r}.")
    return value


def _log_level(env: Mapping[str, str]) -> int:
    value = env.get("POSTBOARD_LOG_LEVEL", "").strip().lower() or "info"
    if value not in LOG_LEVELS:
        raise SettingsError(
            f"POSTBOARD_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {value!r}."
        )
    return LOG_LEVELS[value]
