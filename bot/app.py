"""The bot itself, built by a factory so tests get a fresh one with their own clock and dice.

This is the Discord adapter's composition root: the one module that knows every
part (cogs, buttons, outbox, the computer's turns) and wires them to the service.
The parts know only ``bot.seam.Postboard``, which ``PostboardBot`` implements. The
service is the shell's (``postboard.serve`` opens it and starts Discord on it through
``bot.channel``); a bot built on a database path alone opens its own, for tests.
"""

from __future__ import annotations

import logging
import random
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.admission import Admission, AdmissionLimits
from bot.cogs.admin import Admin
from bot.cogs.agreements import Agreements
from bot.cogs.blocks import Blocks
from bot.cogs.clocks import Clocks
from bot.cogs.community import Community
from bot.cogs.computer import Computer
from bot.cogs.direct import Direct
from bot.cogs.explore import Explore
from bot.cogs.guide import Guide
from bot.cogs.lobby import Lobby
from bot.cogs.mailing import Email
from bot.cogs.owed import OWED_SECONDS, OwedPosts
from bot.cogs.play import Play
from bot.cogs.preferences import Preferences
from bot.cogs.premoves import Premoves
from bot.cogs.privacy import Privacy
from bot.cogs.review import Review
from bot.cogs.servers import Servers
from bot.cogs.tournaments import Tournaments
from bot.cogs.vacation import Vacation
from bot.cogs.visibility import Visibility
from bot.cogs.web import Web
from bot.common import QUIET, still_accepting
from bot.community import COMMUNITY_BUTTONS
from bot.errors import answer_failure
from bot.lifecycle import Lifecycle
from bot.outbox import DiscordOutbox
from bot.readers import ServerReaders
from bot.translator import PostboardTranslator
from bot.turns import ComputerTurns
from bot.typed_text import mend_options
from bot.ui.buttons import PERSISTENT
from bot.ui.explore_buttons import EXPLORE_BUTTONS
from bot.ui.privacy_buttons import PRIVACY_BUTTONS
from bot.ui.review_buttons import ReviewButton
from service import Clock, Service, Thinker, open_service

log = logging.getLogger("postboard")


class PostboardTree(app_commands.CommandTree["PostboardBot"]):
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Runs before discord.py reads a command's or an autocomplete's options."""
        options = dict(interaction.data or {}).get("options")
        if isinstance(options, list):
            mend_options(options)
        return await still_accepting(interaction)

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Whatever a command raised and did not answer: see ``bot.errors``."""
        name = interaction.command and interaction.command.name
        await answer_failure(interaction, error, f"command {name}")


class PostboardBot(commands.Bot):
    def __init__(
        self,
        *,
        database: str = "postboard.db",
        service: Service | None = None,
        guild_id: int | None = None,
        rng: random.Random | None = None,
        clock: Clock = discord.utils.utcnow,
        sweep_minutes: float = 5,
        owed_seconds: float = OWED_SECONDS,
        thinker: Thinker | None = None,
        admission: AdmissionLimits | None = None,
        public_url: str | None = None,
        **sharding: Any,
    ) -> None:
        """``service``: the one the shell opened, which the bot uses and never closes (the
        other channels run on it too). Without it the bot opens its own on ``database``
        and closes it with itself (tests), with ``rng``, ``clock``, ``thinker`` (by
        default a pool of one worker process, started on the first search) and
        ``public_url``. ``admission``: how
        many moves this process plays at once and holds (``bot.admission``). ``public_url``:
        where the games' web pages are (a new game's post and its record link there).
        ``sweep_minutes`` and ``owed_seconds``: how often the clocks are swept and the
        posts the threads are owed are made (``bot.cogs.owed``); tests that move time
        by hours make both coarse."""
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            tree_cls=PostboardTree,
            allowed_mentions=QUIET,  # a message that pings names whom, by id (bot.common)
            help_command=None,
            **sharding,  # shard_ids and shard_count, for ShardedPostboardBot
        )
        self._database = database
        self._guild_id = guild_id
        self._rng = rng
        self._clock = clock
        self._thinker = thinker
        self._public_url = public_url
        self.sweep_minutes = sweep_minutes  # how often deadlines and expiries are checked
        self.owed_seconds = owed_seconds  # how often the posts threads are owed are made
        self.service: Service  # the shell's, or opened in setup_hook and closed with the bot
        self._service_open = False  # whether the bot owns an open service it must close
        self._service_given = service is not None
        if service is not None:
            self.service = service
        self.lifecycle = Lifecycle()
        self.outbox = DiscordOutbox(self)
        self.computer = ComputerTurns(self)
        self.admission = Admission(admission, now=clock)
        self.readers = ServerReaders(lambda: self.service.readers, self)

    async def on_guild_available(self, guild: discord.Guild) -> None:
        """Each server seen at start: its boards are drawn in the language Discord reports
        for it even before the bot posts there (a move by mail after a restart)."""
        self.readers.saw(guild)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        self.readers.saw(guild)

    async def on_guild_update(self, before: discord.Guild, after: discord.Guild) -> None:
        self.readers.saw(after)  # its admins may have changed its preferred locale

    async def setup_hook(self) -> None:
        if not self._service_given:
            self.service = await open_service(
                self._database,
                rng=self._rng,
                clock=self._clock,
                thinker=self._thinker,
                public_url=self._public_url,
            )
            self._service_open = True
        self.add_dynamic_items(*PERSISTENT, *COMMUNITY_BUTTONS, *PRIVACY_BUTTONS, ReviewButton)
        self.add_dynamic_items(*EXPLORE_BUTTONS)
        await self.add_cog(Lobby(self))
        await self.add_cog(Play(self))
        await self.add_cog(Premoves(self))
        await self.add_cog(Direct(self))
        await self.add_cog(Clocks(self))
        await self.add_cog(OwedPosts(self))
        await self.add_cog(Vacation(self))
        await self.add_cog(Preferences(self))
        await self.add_cog(Admin(self))
        await self.add_cog(Agreements(self))
        await self.add_cog(Computer(self))
        await self.add_cog(Email(self))
        await self.add_cog(Guide(self))
        await self.add_cog(Tournaments(self))
        await self.add_cog(Review(self))
        await self.add_cog(Explore(self))
        await self.add_cog(Community(self))
        await self.add_cog(Visibility(self))
        await self.add_cog(Blocks(self))
        await self.add_cog(Privacy(self))
        await self.add_cog(Servers(self))
        await self.add_cog(Web(self))
        await self.tree.set_translator(PostboardTranslator())
        if self._guild_id is not None:
            guild = discord.Object(self._guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def stop_gracefully(self, grace: float = 10.0) -> bool:
        """Refuse new work, abandon the computer's thinking, let the rest finish, then close
        (the loops, and the database if the bot opened it). False if work was still
        running after ``grace`` seconds and was cut off."""
        self.computer.stop()
        finished = await self.lifecycle.drain(grace)
        if not finished:
            log.warning("stopping with work still in flight after %.0f s", grace)
        await self.close()
        return finished

    async def close(self) -> None:
        await super().close()
        if self._service_open:
            self._service_open = False
            await self.service.close()

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


class ShardedPostboardBot(PostboardBot, commands.AutoShardedBot):
    """The same bot running some of the shards Discord splits a big bot's servers into
    (``POSTBOARD_SHARDS``): several processes share the work, each with its own
    shards, all on one database. DMs arrive on shard 0, and the service finds a DM's
    games by player, whatever their server, so the process running shard 0 answers
    every DM."""


def create_bot(
    *,
    database: str = "postboard.db",
    service: Service | None = None,
    guild_id: int | None = None,
    rng: random.Random | None = None,
    clock: Clock = discord.utils.utcnow,
    sweep_minutes: float = 5,
    owed_seconds: float = OWED_SECONDS,
    thinker: Thinker | None = None,
    shards: tuple[tuple[int, ...], int] | None = None,
    admission: AdmissionLimits | None = None,
    public_url: str | None = None,
) -> PostboardBot:
    """``service``: the shell's (see ``PostboardBot``). ``shards``: the shard ids this
    process runs and how many there are in all; None
    runs the whole bot as one connection (what a bot in under 2,500 servers does)."""
    if shards is not None:
        ids, count = shards
        return ShardedPostboardBot(
            database=database,
            service=service,
            guild_id=guild_id,
            rng=rng,
            clock=clock,
            sweep_minutes=sweep_minutes,
            owed_seconds=owed_seconds,
            thinker=thinker,
            admission=admission,
            public_url=public_url,
            shard_ids=list(ids),
            shard_count=count,
        )
    return PostboardBot(
        database=database,
        service=service,
        guild_id=guild_id,
        rng=rng,
        clock=clock,
        sweep_minutes=sweep_minutes,
        owed_seconds=owed_seconds,
        thinker=thinker,
        admission=admission,
        public_url=public_url,
    )
