"""`SqlStore`: every record type's part joined over one engine.

Each engine's store (`storage.sqlite.SqliteStore`, `storage.postgresql.PostgresStore`)
is this class built on that engine's `Engine`; nothing else differs between them.
"""

from typing import Self

from storage.protocol import Store
from storage.sql.analyses import SqlAnalyses
from storage.sql.blocks import SqlBlocks
from storage.sql.challenges import SqlChallenges
from storage.sql.channels import SqlChannels
from storage.sql.clocks import SqlClocks
from storage.sql.computer import SqlComputer
from storage.sql.explore import SqlExplore
from storage.sql.games import SqlGames
from storage.sql.idle import SqlIdle
from storage.sql.mail import SqlMail
from storage.sql.notices import SqlNotices
from storage.sql.offers import SqlOffers
from storage.sql.overview import SqlOverview
from storage.sql.pings import SqlPings
from storage.sql.posts import SqlPosts
from storage.sql.premoves import SqlPremoves
from storage.sql.privacy import SqlPrivacy
from storage.sql.ratings import SqlRatings
from storage.sql.rulings import SqlRulings
from storage.sql.seeks import SqlSeeks
from storage.sql.servers import SqlServers
from storage.sql.settings import SqlSettings
from storage.sql.tournaments import SqlTournaments
from storage.sql.vacations import SqlVacations
from storage.sql.web_sessions import SqlWebSessions


class SqlStore(
    SqlChallenges,
    SqlGames,
    SqlAnalyses,
    SqlClocks,
    SqlOffers,
    SqlVacations,
    SqlSettings,
    SqlComputer,
    SqlMail,
    SqlPings,
    SqlPremoves,
    SqlExplore,
    SqlPosts,
    SqlNotices,
    SqlRatings,
    SqlSeeks,
    SqlTournaments,
    SqlChannels,
    SqlBlocks,
    SqlPrivacy,
    SqlRulings,
    SqlIdle,
    SqlOverview,
    SqlServers,
    SqlWebSessions,
    Store,
):
    """Challenges, games, move logs, clocks, settings, mail and blocks in one database.

    One object over one engine, so a write that spans record types (a new game with
    its clock, a move with its clock) is one transaction. Naming `Store` among the
    bases makes mypy check every slice is implemented.
    """

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Let a transaction in flight finish, then let the database go."""
        await self._db.close()

    async def schema_version(self) -> int:
        """The number of the last migration applied (start-up and `postboard check` say it)."""
        return await self._db.schema_version()
