"""Caps on what one user may hold at once (open challenges, seeks, games against the
computer), counted where the row is written.

A count taken before the insert, in another statement or transaction, lets a burst of
requests all see room and all write. So the count runs in the writing transaction,
keyed by the user (`Db.transaction`): SQLite's ``BEGIN IMMEDIATE`` already makes
writers take turns, and on PostgreSQL the key's advisory lock makes every capped write
of that user wait for the one before, in any process, and then count afresh (READ
COMMITTED reads what committed before each statement).
"""

from storage.errors import OverCap
from storage.sql.db import Db, Params


def cap_key(user_id: int) -> str:
    """The transaction key of every capped write of ``user_id``."""
    return f"caps of user {user_id}"


async def over_cap(db: Db, kind: str, cap: int, held_sql: str, params: Params) -> OverCap | None:
    """`OverCap` if ``held_sql`` (the ids the user holds, oldest first) finds ``cap`` or
    more; run inside the transaction keyed by `cap_key`."""
    held = tuple(row[0] for row in await db.fetch_all(held_sql, params))
    return OverCap(kind, cap, held) if len(held) >= cap else None
