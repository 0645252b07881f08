"""The records of moderation: why a running game is on hold, and what a moderator ruled.

A hold stops a game without ending it: no line but a moderator's is logged while it
stands and the clock is frozen (the service freezes and thaws it). ``moderator``: a
server's moderator paused the game and alone resumes it. ``server``: the bot was
removed from the game's server, and the games resume if it comes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

MODERATOR_HOLD: Final = "moderator"
SERVER_HOLD: Final = "server"
HOLDS: Final = (MODERATOR_HOLD, SERVER_HOLD)

RULING_ACTIONS: Final = ("abort", "adjudicate", "pause", "resume")
ENDING_RULINGS: Final = ("abort", "adjudicate")
"""The rulings that end a game, with a line of its log."""


@dataclass(frozen=True, slots=True)
class RulingRecord:
    """What a moderator did to a game (``RULING_ACTIONS``) and why, at which ply.

    ``winner`` is the seat an adjudication gave the game to; None for a draw and for
    the other actions. ``id`` is 0 until the store numbered it.
    """

    game_id: int
    guild_id: int
    moderator_id: int
    action: str
    reason: str
    ply: int
    ruled_at: datetime
    winner: int | None = None
    id: int = 0
