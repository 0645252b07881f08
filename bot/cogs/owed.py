"""The short loop that makes the posts the database says the games' threads are owed:
lines and openings, offers, and declines, pauses and resumes that a process without
Discord made, or a killed process never posted. Apart from the clocks' sweep, which
is coarse on purpose (``bot.cogs.clocks``): deadlines are days, but a player waiting
for a move made on someone's web page should not wait five minutes for it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Final

from discord.ext import commands, tasks

from bot.errors import log_failure
from bot.seam import Postboard
from service import Proposal, Settled
from service.results import GameStarted, GameUpdate
from service.running.outbox import tell

OWED_SECONDS: Final = 30.0
"""How often the bot looks for posts owed. What a web-only process (or a killed one)
made waits the grace a live process has to post its own (``POST_GRACE``, 30 s), then
at most this: about a minute in all. A look that finds nothing is three small claims."""

Owed = GameUpdate | GameStarted | Proposal | Settled
"""A post a thread is owed: a line (or an opening), an offer, a notice."""


class OwedPosts(commands.Cog):
    def __init__(self, bot: Postboard) -> None:
        self.bot = bot
        self.post_owed.change_interval(seconds=bot.owed_seconds)
        self.post_owed.start()

    async def cog_unload(self) -> None:
        self.post_owed.cancel()

    @tasks.loop(seconds=OWED_SECONDS)
    async def post_owed(self) -> None:
        """A loop dies on an exception, so every failure is logged and the next round
        tries again (a post not made stays owed)."""
        with self.bot.lifecycle.job():
            for owed in await self._owed():
                try:
                    await tell(self.bot.outbox, owed)  # an opening never made is begun
                except Exception as error:
                    log_failure(f"posting what game {owed.game.id} is owed failed", error)

    async def _owed(self) -> list[Owed]:
        """The posts no process made: lines and openings a stopped process owed, then the
        offers, then the declines, pauses and resumes made where no Discord ran (or by a
        stopped process), each as it read when made."""
        owed: list[Owed] = []
        finds: tuple[tuple[str, Callable[[], Awaitable[Sequence[Owed]]]], ...] = (
            ("posts", self.bot.service.games.owed_posts),
            ("offers", self.bot.service.owed_offers.due),
            ("notices", self.bot.service.owed_notices.due),
        )
        for what, due in finds:
            try:
                owed.extend(await due())
            except Exception as error:
                log_failure(f"finding the {what} no process made failed", error)
        return owed

    @post_owed.before_loop
    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()
