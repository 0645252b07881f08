"""How old an interaction is when this process answers it first.

Discord drops an interaction nobody answered within 3 seconds of its making. The door
(:mod:`bot.admission`) reads the age on the way in; this reads it on the way out, so a
process that sent its answer late (its own queue, or a starved CPU) can be told from an
answer that was slow on the way (the network, or Discord's side).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import datetime

import discord

log = logging.getLogger("postboard")

SLOW_ANSWER = 2.0
"""A first answer this old (seconds since the interaction was made) when Discord took it
is logged: near or past the 3 s deadline, an admin wants to know, and ``python -m bench
overload`` counts these lines to tell a late bot from a late stand-in."""


@asynccontextmanager
async def first_answer(
    interaction: discord.Interaction, now: Callable[[], datetime] = discord.utils.utcnow
) -> AsyncIterator[None]:
    """Times the first answer sent inside the block: how old the interaction was when this
    process sent it, and when the answer's request came back. Past ``SLOW_ANSWER`` it is
    logged with both ages, so a process that sent late (its own queue or CPU) can be told
    from one whose answer was slow on the way (the network, or Discord)."""
    sent = (now() - interaction.created_at).total_seconds()
    try:
        yield
    finally:
        taken = (now() - interaction.created_at).total_seconds()
        if taken >= SLOW_ANSWER:
            log.warning(
                "slow first answer to interaction %s: sent %.2f s after it was made, "
                "taken at %.2f s",
                interaction.id,
                sent,
                taken,
            )
