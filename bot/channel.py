"""Discord as one channel the shell starts (entry point ``postboard.channels: discord``).

On when ``DISCORD_TOKEN`` is set. The bot runs on the shell's service and never
closes it: mail and the web pages may still be finishing when Discord is gone.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
import yarl

from bot.app import PostboardBot, create_bot
from service import Service
from service.running.channels import Tell
from service.running.outbox import Outbox

log = logging.getLogger("postboard")


def point_discord_py_elsewhere(settings: Any) -> None:
    """Rate-limit proxies and local gateways: swap the two base URLs discord.py uses."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base.rstrip("/")
    if settings.gateway:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway)


class RunningBot:
    """The bot logged in (or logging in) in a task of its own."""

    sweeps = True  # the cogs' loops: deadlines, expiries, tournaments, owed posts, the computer

    def __init__(self, bot: PostboardBot, task: asyncio.Task[None]) -> None:
        self.bot = bot
        self._task = task

    @property
    def outbox(self) -> Outbox:
        return self.bot.outbox

    async def wait(self) -> None:
        """The connection's end: a rejected token or an unreachable Discord raises here."""
        await asyncio.shield(self._task)

    async def stop(self, grace: float) -> None:
        await self.bot.stop_gracefully(grace)
        try:
            await self._task
        except Exception:  # after a stop, how the connection ended matters only to the log
            log.debug("the Discord connection ended with an error during the stop", exc_info=True)


class DiscordChannel:
    name = "discord"
    switch = (
        "DISCORD_TOKEN for Discord (README, 'Creating the Discord application and inviting "
        "the bot')"
    )

    def enabled(self, settings: Any) -> bool:
        return bool(settings.token)

    async def start(self, service: Service, settings: Any, tell: Tell) -> RunningBot:
        """Log in in the background; what mail changes reaches Discord through the outbox,
        so ``tell`` (to the others) is not needed: the others read the service."""
        token = settings.require_token()
        point_discord_py_elsewhere(settings)
        bot = create_bot(
            service=service,
            guild_id=settings.guild_id,
            shards=settings.shards,
        )
        task = asyncio.create_task(bot.start(token), name="postboard-bot")
        return RunningBot(bot, task)


channel = DiscordChannel()
