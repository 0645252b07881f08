"""A server's moderators over its games: abort, adjudicate, pause and resume (issue 32).

`rights` says who may moderate (Manage Server, or the moderator role the server set);
`desk` carries each action out through the games' one pipeline, or puts a game on hold
and releases it, and keeps every ruling with its reason (``storage.moderation``).
"""

from service.moderation.desk import ModerationDesk
from service.moderation.rights import Rights

__all__ = ["ModerationDesk", "Rights"]
