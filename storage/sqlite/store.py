"""`SqliteStore`: every record type's part joined over one connection, and `open_store`."""

from pathlib import Path

from storage.protocol import Store
from storage.sqlite.challenges import SqliteChallenges
from storage.sqlite.clocks import SqliteClocks
from storage.sqlite.computer import SqliteComputer
from storage.sqlite.connection import open_connection
from storage.sqlite.games import SqliteGames
from storage.sqlite.mail import SqliteMail
from storage.sqlite.offers import SqliteOffers
from storage.sqlite.settings import SqliteSettings
from storage.sqlite.vacations import SqliteVacations


class SqliteStore(
    SqliteChallenges,
    SqliteGames,
    SqliteClocks,
    SqliteOffers,
    SqliteVacations,
    SqliteSettings,
    SqliteComputer,
    SqliteMail,
    Store,
):
    """Challenges, games, move logs, clocks, settings and mail in one SQLite file.

    One object over one connection and one lock, so a write that spans record
    types (a new game with its clock, a move with its clock) is one transaction.
    Naming `Store` among the bases makes mypy check every slice is implemented.

    Build it with `open_store`.
    """


async def open_store(path: str | Path) -> SqliteStore:
    """Open (creating if needed) and migrate the database at ``path``.

    ``":memory:"`` gives a private, empty database, handy in tests. Close the
    store with ``await store.close()`` or ``async with await open_store(path)``.
    """
    return SqliteStore(await open_connection(path))
