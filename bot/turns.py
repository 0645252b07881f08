"""The computer's moves, played as background tasks.

A move of the computer is owed whenever an update says so
(``computer_to_move``); ``ComputerTurns`` plays it in the background, so the
player who moved gets their reply at once. The clock sweep and start-up
resume whatever a restart interrupted: the database knows whose turn it is.
"""

from __future__ import annotations

import asyncio
import logging

from bot.seam import Postboard
from service.computer.desk import ChosenMove

log = logging.getLogger("postboard")


class ComputerTurns:
    """One task per game at most; a request that arrives while it runs is not lost.

    A stop abandons the thinking (the database still owes the move, so the next start
    thinks again) but lets a move that is being played finish and be announced.
    Implements ``bot.seam.Turns``.
    """

    def __init__(self, bot: Postboard) -> None:
        self._bot = bot
        self._wanted: set[int] = set()
        self._running: dict[int, asyncio.Task[None]] = {}
        self._thoughts: set[asyncio.Future[ChosenMove | None]] = set()
        self._stopped = False

    def schedule(self, game_id: int) -> None:
        if self._stopped:
            return
        self._wanted.add(game_id)
        if game_id not in self._running:
            self._running[game_id] = asyncio.get_running_loop().create_task(self._play(game_id))

    async def resume(self) -> None:
        """Schedule every move the computer owes (after a restart, or a failed task)."""
        for game_id in await self._bot.service.computer.waiting():
            self.schedule(game_id)

    async def idle(self) -> None:
        """Wait until no move is being thought about (shutdown, tests)."""
        while self._running:
            await asyncio.gather(*self._running.values(), return_exceptions=True)

    def stop(self) -> None:
        self._stopped = True
        self._wanted.clear()
        for thought in self._thoughts:
            thought.cancel()

    async def _play(self, game_id: int) -> None:
        try:
            while game_id in self._wanted:
                self._wanted.discard(game_id)
                thought = asyncio.ensure_future(self._bot.service.computer.choose(game_id))
                self._thoughts.add(thought)
                try:
                    chosen = await thought
                finally:
                    self._thoughts.discard(thought)
                if chosen is None:
                    continue
                with self._bot.lifecycle.job():
                    update = await self._bot.service.computer.play(chosen)
                    if update is None:
                        continue
                    await self._bot.outbox.announce(update)
        except asyncio.CancelledError:
            log.info("stopped thinking about game %s; the next start thinks again", game_id)
        except Exception:
            log.exception("the computer's move in game %s failed; the sweep retries", game_id)
        finally:
            self._running.pop(game_id, None)
