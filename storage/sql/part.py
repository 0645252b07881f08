"""What every part of `SqlStore` shares: the engine it runs on, and two small helpers.

Each record type's part (`SqlChallenges`, `SqlGames`, ...) subclasses `SqlPart`, and
`SqlStore` joins them over one engine, so a write that spans record types (a move
with its clock and its mail) is one transaction. Reads outside a transaction are
single statements (`Db.fetch_all`); writes open `Db.transaction`.
"""

from storage.errors import NotFound
from storage.sql.db import Db, Engine, Params
from storage.sql.errors import ConstraintViolated


class SqlPart:
    """The engine a part's SQL runs on."""

    def __init__(self, db: Engine) -> None:
        self._db = db


def require(condition: bool, message: str) -> None:
    """Reject bad arguments before SQL sees them, so a CHECK failure is never mistaken
    for a lost race."""
    if not condition:
        raise ValueError(message)


async def write_for_game(db: Db, game_id: int, sql: str, params: Params) -> None:
    """Run a write whose row refers to a game, turning a missing game into `NotFound`."""
    try:
        await db.run(sql, params)
    except ConstraintViolated as error:
        if error.kind != "foreign_key":
            raise
        raise NotFound("game", game_id) from error
