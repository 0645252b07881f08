"""The bot itself, built by a factory so tests get a fresh one with their own clock and dice."""

from __future__ import annotations

import logging
import random
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from ai import ThinkingPool
from bot.cogs.admin import Admin
from bot.cogs.agreements import Agreements, AnswerButton
from bot.cogs.clocks import Clocks
from bot.cogs.common import APOLOGY, still_accepting
from bot.cogs.computer import Computer, ComputerTurns
from bot.cogs.direct import Direct
from bot.cogs.lobby import ChallengeButton, Lobby
from bot.cogs.play import MoveButton, Play, ResignButton
from bot.cogs.preferences import Preferences
from bot.cogs.private import PrivateMail
from bot.cogs.vacation import Vacation
from bot.lifecycle import Lifecycle
from bot.service import Service, ServiceContext, Thinker
from bot.service.context import Clock
from storage.sqlite import SqliteStore, open_store

log = logging.getLogger("postboard")


class PostboardTree(app_commands.CommandTree["PostboardBot"]):
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await still_accepting(interaction)

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Player mistakes are answered in the cogs; whatever arrives here is a bug."""
        log.error(
            "command %s failed", interaction.command and interaction.command.name, exc_info=error
        )
        try:
            if interaction.response.is_done():
                await interaction.followup.send(APOLOGY, ephemeral=True)
            else:
                await interaction.response.send_message(APOLOGY, ephemeral=True)
        except discord.HTTPException:
            pass


class PostboardBot(commands.Bot):
    def __init__(
        self,
        *,
        database: str,
        guild_id: int | None = None,
        rng: random.Random | None = None,
        clock: Clock = discord.utils.utcnow,
        sweep_minutes: float = 5,
        thinker: Thinker | None = None,
    ) -> None:
        """``thinker`` runs the computer's searches; by default a pool of one worker
        process, started on the first search and closed with the bot."""
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            tree_cls=PostboardTree,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            help_command=None,
        )
        self._database = database
        self._guild_id = guild_id
        self._rng = rng or random.SystemRandom()
        self._clock = clock
        self.sweep_minutes = sweep_minutes  # how often deadlines and expiries are checked
        self._store: SqliteStore | None = None
        self.service: Service
        self.lifecycle = Lifecycle()
        self.mail = PrivateMail(self)
        self.computer = ComputerTurns(self)
        self._own_pool = ThinkingPool(workers=1) if thinker is None else None
        self._thinker: Thinker = thinker or self._own_pool  # type: ignore[assignment]

    async def setup_hook(self) -> None:
        self._store = await open_store(self._database)
        self.service = Service(
            ServiceContext(self._store, rng=self._rng, clock=self._clock), self._thinker
        )
        self.add_dynamic_items(ChallengeButton, ResignButton, MoveButton, AnswerButton)
        await self.add_cog(Lobby(self))
        await self.add_cog(Play(self))
        await self.add_cog(Direct(self))
        await self.add_cog(Clocks(self))
        await self.add_cog(Vacation(self))
        await self.add_cog(Preferences(self))
        await self.add_cog(Admin(self))
        await self.add_cog(Agreements(self))
        await self.add_cog(Computer(self))
        if self._guild_id is not None:
            guild = discord.Object(self._guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def stop_gracefully(self, grace: float = 10.0) -> bool:
        """Refuse new work, abandon the computer's thinking, let the rest finish, then close
        (the loops and the database with it). False if work was still running after
        ``grace`` seconds and was cut off."""
        self.computer.stop()
        finished = await self.lifecycle.drain(grace)
        if not finished:
            log.warning("stopping with work still in flight after %.0f s", grace)
        await self.close()
        return finished

    async def close(self) -> None:
        await super().close()
        if self._own_pool is not None:
            self._own_pool.close()
        if self._store is not None:
            await self._store.close()
            self._store = None

    async def channel(self, channel_id: int) -> Any:
        """A channel or thread by id (archived threads come from Discord), or None if gone."""
        found = self.get_channel(channel_id)
        if found is not None:
            return found
        try:
            return await self.fetch_channel(channel_id)
        except discord.HTTPException:
            return None

    async def home_of(self, thread_id: int | None, channel_id: int) -> Any:
        """Where a game is posted: its thread, else (thread deleted) its channel, else None."""
        if thread_id is not None:
            thread = await self.channel(thread_id)
            if thread is not None:
                return thread
        return await self.channel(channel_id)


def create_bot(
    *,
    database: str = "postboard.db",
    guild_id: int | None = None,
    rng: random.Random | None = None,
    clock: Clock = discord.utils.utcnow,
    sweep_minutes: float = 5,
    thinker: Thinker | None = None,
) -> PostboardBot:
    return PostboardBot(
        database=database,
        guild_id=guild_id,
        rng=rng,
        clock=clock,
        sweep_minutes=sweep_minutes,
        thinker=thinker,
    )
