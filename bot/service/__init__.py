"""The application core: everything the bot does, with plain ids in and plain results out.

No discord import here; ``bot.cogs`` adapts Discord to these calls.
"""

from __future__ import annotations

from bot.service.agreements import AgreementDesk, Proposal, Settled
from bot.service.challenges import ChallengeDesk, UserRef
from bot.service.clocks import ClockDesk
from bot.service.computer import ComputerDesk, Hint, Thinker
from bot.service.config import ConfigDesk
from bot.service.context import ServiceContext
from bot.service.digests import DigestDesk
from bot.service.errors import PLAYER_ERRORS, Conflict, NotAllowed, NotFound, ServiceError
from bot.service.games import GameDesk
from bot.service.settings import SettingsDesk
from bot.service.vacations import VacationDesk, VacationNotice
from rules import GAMES


class Service:
    """The façade the cogs hold: ``service.challenges``, ``service.games``, ``service.clocks``,
    ``service.vacations``, ``service.settings`` (a player's), ``service.config`` (a server's)
    and ``service.computer`` (the bot as a player, and hints)."""

    def __init__(self, ctx: ServiceContext, thinker: Thinker | None = None) -> None:
        """``thinker`` runs the computer's searches (``ai.ThinkingPool`` in the bot);
        without one, the computer cannot be played or asked for hints."""
        self.ctx = ctx
        self.games = GameDesk(ctx)
        self.computer = ComputerDesk(ctx, self.games, thinker)
        self.challenges = ChallengeDesk(ctx, self.games)
        self.clocks = ClockDesk(ctx, self.games)
        self.digests = DigestDesk(ctx, self.games)
        self.vacations = VacationDesk(ctx)
        self.settings = SettingsDesk(ctx)
        self.config = ConfigDesk(ctx)
        self.agreements = AgreementDesk(ctx, self.games, self.challenges)

    async def remember(self, user_id: int, display_name: str) -> None:
        """Keep the name a player last showed, for board images and records after restarts."""
        await self.ctx.store.remember_user(user_id, display_name[:64], self.ctx.clock())


def game_names() -> list[str]:
    """The games a challenge may name, for the adapter's choices."""
    return GAMES.names()


__all__ = [
    "PLAYER_ERRORS",
    "game_names",
    "Conflict",
    "Hint",
    "Thinker",
    "NotAllowed",
    "NotFound",
    "Proposal",
    "Settled",
    "Service",
    "ServiceContext",
    "ServiceError",
    "UserRef",
    "VacationNotice",
]
