"""Errors the service raises for a player: what they are told is the error's ``said``.

A refusal is a message of the catalogs (``words.msg``), rendered by the channel in the
asker's language; ``str(exc)`` is its plain English, for logs. Rules errors
(``rules.errors.GameError``) reach players the same way (``said_of``); any other
exception is a bug and gets a generic apology from the adapter.
"""

from __future__ import annotations

from rules.errors import GameError
from storage.errors import ConnectionLost as ConnectionLost
from storage.errors import DatabaseOutOfReach
from words import Speech, Verbatim, msg
from words.plain import PLAIN
from words.reader import ENGLISH


class ServiceError(Exception):
    """A request that cannot be done as asked; safe to show to the user who asked.

    ``said`` is the message its player is told."""

    def __init__(self, said: Speech) -> None:
        super().__init__(said)
        self.said = said

    def __str__(self) -> str:
        return PLAIN.render(self.said, ENGLISH)


class NotFound(ServiceError):
    """No such game or challenge (or not one this user can act on)."""


class NotAllowed(ServiceError):
    """The user may not do this: not a player, not their turn, not the challenged user."""


class Conflict(ServiceError):
    """The request raced another one or was for an older position; nothing changed."""


def verbatim(text: str) -> Speech:
    """A sentence already written: a rule's own (the engines' refusals)."""
    return msg("words-verbatim", text=Verbatim(text))


def said_of(error: ServiceError | GameError) -> Speech:
    """What a player is told of ``error``: a rules error is its catalog message
    ``rules-<key>``, its values shown as written (``Verbatim``: notation, typed text and
    lists joined as the rules join them, exactly as the English sentence had them);
    one without a key is its English sentence as is."""
    if isinstance(error, ServiceError):
        return error.said
    if isinstance(error, GameError) and error.key:
        return msg(
            "rules-" + error.key,
            **{
                name: Verbatim(value) if isinstance(value, str) else value
                for name, value in error.values.items()
            },
        )
    return verbatim(str(error))


PLAYER_ERRORS = (ServiceError, GameError)
"""Everything whose message is meant for the player who caused it."""

OUTAGES = (DatabaseOutOfReach,)
"""The database server is away for now (restart, failover, network): not a bug and not
the player's doing. ``ConnectionLost``, a kind of it, means the request may have been
done; any other means nothing was done."""
