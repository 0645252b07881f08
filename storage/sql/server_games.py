"""A server's games, newest first: what the web pages' index of a server lists.

A read the ``GameStore`` slice does not have yet, kept apart so that adding it touched
no shared file; it belongs beside ``games_for_user`` (``SqlGames``) and in the
protocol, which is where it should move. Runs on either engine's ``SqlStore``.
"""

from storage.codec import game_from_row
from storage.models import GAME_STATUSES, GameRecord
from storage.protocol import Store
from storage.sql.store import SqlStore


async def games_of_server(
    store: Store, guild_id: int, *, status: str, limit: int = 100
) -> list[GameRecord]:
    """The games of server ``guild_id`` with ``status`` (``active`` or ``finished``), the
    most recently updated first, at most ``limit``."""
    if status not in GAME_STATUSES:
        raise ValueError(f"status must be one of {sorted(GAME_STATUSES)}, not {status!r}")
    if not isinstance(store, SqlStore):
        raise TypeError(f"games_of_server reads a SqlStore, not {type(store).__name__}")
    rows = await store._db.fetch_all(
        """SELECT * FROM games WHERE guild_id = :guild AND status = :status
           ORDER BY updated_at DESC, id DESC LIMIT :limit""",
        {"guild": guild_id, "status": status, "limit": limit},
    )
    return [game_from_row(row) for row in rows]
