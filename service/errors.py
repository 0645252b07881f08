"""Errors the service raises for a player; ``str(exc)`` is the whole sentence they see.

Rules errors (``rules.errors.GameError``) reach players the same way; any
other exception is a bug and gets a generic apology from the adapter.
"""

from rules.errors import GameError
from storage.errors import ConnectionLost as ConnectionLost
from storage.errors import DatabaseOutOfReach


class ServiceError(Exception):
    """A request that cannot be done as asked; safe to show to the user who asked."""


class NotFound(ServiceError):
    """No such game or challenge (or not one this user can act on)."""


class NotAllowed(ServiceError):
    """The user may not do this: not a player, not their turn, not the challenged user."""


class Conflict(ServiceError):
    """The request raced another one or was for an older position; nothing changed."""


PLAYER_ERRORS = (ServiceError, GameError)
"""Everything whose message is meant for the player who caused it."""

OUTAGES = (DatabaseOutOfReach,)
"""The database server is away for now (restart, failover, network): not a bug and not
the player's doing. ``ConnectionLost``, a kind of it, means the request may have been
done; any other means nothing was done."""
