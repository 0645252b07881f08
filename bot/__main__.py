"""``python -m bot``: start Postboard with the settings from the environment."""

from __future__ import annotations

import logging
import sys

import discord
import yarl

from bot.app import create_bot
from bot.settings import Settings, SettingsError


def point_discord_py_elsewhere(settings: Settings) -> None:
    """Rate-limit proxies and local gateways: swap the two base URLs discord.py uses."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base.rstrip("/")
    if settings.gateway:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway)


def main() -> int:
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        sys.stderr.write(f"postboard: {exc}\n")
        return 2
    point_discord_py_elsewhere(settings)
    bot = create_bot(database=settings.database, guild_id=settings.guild_id)
    discord.utils.setup_logging(level=logging.INFO)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        sys.stderr.write("postboard: Discord refused the token in DISCORD_TOKEN.\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
