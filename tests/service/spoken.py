"""What a desk's speech reads as on Discord in English: the tests' way of comparing
answers, notices and refusals that are messages now (issue 29)."""

from __future__ import annotations

from bot.fitting import fitted_text
from bot.words import DISCORD
from rules.errors import GameError
from service.errors import ServiceError, said_of
from service.kit.lists import Listing
from words import ENGLISH, Speech


def said(what: Speech | ServiceError | GameError | str | None) -> str:
    """``what`` rendered for Discord in English (a refusal: what its player is told)."""
    if what is None:
        return ""
    if isinstance(what, str):
        return what
    if isinstance(what, ServiceError | GameError):
        return DISCORD.render(said_of(what), ENGLISH)
    return DISCORD.render(what, ENGLISH)


def listed(listing: Listing) -> str:
    """A listing as Discord shows it in English: as many items as fit one message."""
    return fitted_text(listing, ENGLISH)
