"""Start-up failures told as one line an admin can act on, never as a traceback.

Each known way to fail (a rejected token, Discord out of reach, a database that
cannot be opened or is too new) becomes a `Failure` with its own sentence and
exit code; the full trace goes to the log at debug level.
"""

from __future__ import annotations

import asyncio
import logging

import aiohttp
import discord

from postboard.settings import README_SETUP, SettingsError
from service.running.channels import CannotStart
from storage.errors import DatabaseOutOfReach, StorageError

log = logging.getLogger("postboard")

CONFIGURATION = 2
"""Exit code for what only the admin can fix: a restart would fail the same way."""
TRANSIENT = 1
"""Exit code for what may pass by itself (the network); a service manager may retry."""

DEBUG_HINT = "set POSTBOARD_LOG_LEVEL=debug for the full trace"


class Failure(Exception):
    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def explain(error: BaseException, *, discord_api: str) -> Failure:
    """The one line for ``error``; anything unforeseen is still one line, with a pointer."""
    log.debug("start-up failed", exc_info=error)
    if isinstance(error, Failure):
        return error
    if isinstance(error, DatabaseOutOfReach):
        return Failure(str(error), TRANSIENT)  # the database server may come back
    if isinstance(error, SettingsError | StorageError | CannotStart):
        return Failure(str(error), CONFIGURATION)
    if isinstance(error, discord.LoginFailure):
        return Failure(
            "Discord rejected the token in DISCORD_TOKEN: copy the bot token again from the "
            f"Developer Portal (Bot, Reset Token; see {README_SETUP}).",
            CONFIGURATION,
        )
    if isinstance(error, discord.HTTPException):
        return Failure(
            f"Discord answered {error.status} while logging in ({error.text or 'no reason'}); "
            "try again later.",
            TRANSIENT,
        )
    if isinstance(error, aiohttp.ClientError | OSError | asyncio.TimeoutError):
        reason = str(error) or type(error).__name__
        return Failure(
            f"Cannot reach Discord at {discord_api} ({reason}): check this machine's network, "
            "DNS and firewall (and POSTBOARD_DISCORD_API if you set it).",
            TRANSIENT,
        )
    return Failure(f"unexpected error: {type(error).__name__}: {error} ({DEBUG_HINT}).", TRANSIENT)
