"""Acknowledge first, and never take on more moves than this process can answer.

Discord waits 3 seconds for an interaction's first answer; after that the player
sees "The application did not respond" even if the move is stored a moment later.
Under load the time goes in the database (on SQLite, one lock every move takes
several times), so moves pile up and, left alone, the pile grows faster than it
drains: moves whose deadline had long passed were still stored and rendered.

``Admission`` stands at the door of every move:

- a process with nothing waiting plays the move at once and answers with the move
  itself (the usual public post), unless that takes longer than ``grace``: then it
  acknowledges (a private "thinking…") and answers when done;
- a process with moves already waiting acknowledges at once, within milliseconds
  whatever the load, and the move queues for one of ``running`` slots;
- past ``running + waiting`` moves in this process, a move is refused at once with
  `BUSY` and nothing is played, so the queue stays bounded and every player hears
  something well before the deadline.

That bounds one process; several processes on one machine can starve each other of
CPU while each sees a short queue of its own. The machine's state shows in how old an
interaction already is when it reaches the door (Discord stamps its id with the time
it was made): one that took ``hurry`` to get here is acknowledged before anything
else, and one that took ``too_late`` is refused unplayed whenever this process has
other moves in hand, because playing it would only make every later move later.
Refusing costs one small answer; playing costs the move's CPU, which is what the
machine is short of.

An acknowledged move has 15 minutes for its answer (Discord's follow-up window).

Autocomplete (/move's suggestions) takes no slot and never waits for one: it reads what
it needs beside the moves, and offers nothing only where a move would be refused
(``refuses``), so a player is not left without legal moves merely because others play.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

import discord

from bot.answer_age import first_answer
from service import ServiceError
from words import msg

Result = TypeVar("Result")
log = logging.getLogger("postboard")


class Busy(ServiceError):
    """This process has as many moves in hand as it can answer in time; nothing was done."""


@dataclass(frozen=True)
class AdmissionLimits:
    """How many moves one process works on and holds; the defaults keep the last move
    admitted well inside Discord's 3 s even when each takes ~50 ms of database time."""

    running: int = 4
    waiting: int = 32
    grace: float = 0.5  # seconds an idle process may take to answer with the move itself
    hurry: float = 0.5  # an interaction this old at the door is acknowledged first
    too_late: float = 1.5  # this old, with other moves in hand: refused unplayed


def busy(in_hand: int) -> Busy:
    """The refusal, the same sentence whichever limit was reached."""
    return Busy(msg("bot-busy", moves=in_hand))


class Admission:
    """Counts the moves in hand in this process; one per bot."""

    def __init__(
        self,
        limits: AdmissionLimits | None = None,
        now: Callable[[], datetime] = discord.utils.utcnow,
    ) -> None:
        self.limits = limits or AdmissionLimits()
        self._now = now
        self._slots = asyncio.Semaphore(self.limits.running)
        self._in_hand = 0

    @property
    def in_hand(self) -> int:
        """Moves admitted and not yet answered: running and waiting."""
        return self._in_hand

    def refuses(self, sent_at: datetime | None = None) -> bool:
        """A move made at ``sent_at`` would be refused now (`admit` raises `Busy`): this
        process holds all it can answer in time, or the interaction is ``too_late`` at the
        door while other moves are in hand. Only then does autocomplete, which has the same
        3 s and no way to say "busy", offer nothing: a suggestion takes no slot and never
        waits for one, so busy slots alone are no reason to leave a player without moves."""
        return self._refuses(self._age(sent_at))

    def _refuses(self, age: float) -> bool:
        limits = self.limits
        return self._in_hand >= limits.running + limits.waiting or (
            age >= limits.too_late and self._in_hand > 0
        )

    def _age(self, sent_at: datetime | None) -> float:
        """Seconds since the interaction was made (0 for a DM, which has no deadline)."""
        return 0.0 if sent_at is None else (self._now() - sent_at).total_seconds()

    async def admit(
        self,
        work: Callable[[], Awaitable[Result]],
        acknowledge: Callable[[], Awaitable[None]] | None = None,
        *,
        sent_at: datetime | None = None,
    ) -> Result:
        """Run ``work`` (the move, without its answer) under the limits, calling
        ``acknowledge`` first when the answer may come late (`deferring` for an
        interaction; nothing for a DM, which has no deadline). ``sent_at``: when the
        interaction was made (``interaction.created_at``), for its age at the door.
        Raises `Busy` when full, or when the move is too old and others are in hand."""
        limits = self.limits
        age = self._age(sent_at)
        if self._refuses(age):
            if age >= limits.too_late:
                log.info("refused a move %.1f s old at the door", age)
            raise busy(self._in_hand)
        self._in_hand += 1
        try:
            late = self._in_hand > limits.running or age >= limits.hurry
            if late and acknowledge is not None:
                await acknowledge()
            async with self._slots:
                task = asyncio.ensure_future(work())
                if not late and acknowledge is not None:
                    done, _ = await asyncio.wait({task}, timeout=limits.grace)
                    if not done:
                        await acknowledge()
                return await task
        finally:
            self._in_hand -= 1


def deferring(interaction: discord.Interaction) -> Callable[[], Awaitable[None]]:
    """A private "thinking…" for ``interaction``: the answer then comes as a follow-up,
    privately, and the board is posted where the game lives. An interaction that can
    no longer be acknowledged (it expired) is left be: the move goes on all the same."""

    async def acknowledge() -> None:
        if interaction.response.is_done():
            return
        try:
            async with first_answer(interaction):
                await interaction.response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException as exc:
            log.warning("could not acknowledge interaction %s: %s", interaction.id, exc)

    return acknowledge
