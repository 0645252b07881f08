"""A server's moderators over its games: abort, adjudicate, pause and resume (issue 32).

`rights` says who may moderate (Manage Server, or the moderator role the server set);
`desk` carries each action out through the games' one pipeline, or puts a game on hold
and releases it, and keeps every ruling with its reason (``storage.moderation``);
`overview` shows the server's games at a glance: what waits on time or on a player, the
mail, the failures and the rulings.
"""

from service.moderation.desk import ModerationDesk
from service.moderation.overview import OverviewDesk
from service.moderation.rights import Rights

__all__ = ["ModerationDesk", "OverviewDesk", "Rights"]
