"""The servers slice of the store: when Postboard joined and left each server, and the
deletion of a server's data once the bot has been gone for the grace period.

A server's data is what exists because of that server: its games with everything
about them (moves, clocks, offers, conditional moves, analyses, rulings, posts owed,
the mail queued about them), its challenges, open challenges and tournaments, its
settings, what is known of its channels, its players' places on its leaderboard, and
the vacations taken in it. Never a player's own rows (names, settings, addresses,
ratings, blocks) and never another server's or a DM's games: ``storage.sql.servers``
lists each table it deletes from, and a test holds that list to the schema.

The move log stays append-only: a purge's transaction names its server in
``server_purges`` first, and the log's guard lets only the moves of that server's
games go (migration 24).
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from storage.errors import StorageError


@dataclass(frozen=True, slots=True)
class ServerRecord:
    """What this database knows of one server's comings and goings (``servers``)."""

    guild_id: int
    joined_at: datetime | None = None
    welcomed_at: datetime | None = None
    left_at: datetime | None = None
    purge_at: datetime | None = None
    """When its data goes, set when the bot was removed; None while it is there."""
    purged_at: datetime | None = None

    @property
    def departed(self) -> bool:
        """The bot was removed and its data is not yet deleted: within the grace."""
        return self.left_at is not None and self.purged_at is None

    @property
    def purged(self) -> bool:
        return self.purged_at is not None


@dataclass(frozen=True, slots=True)
class ServerContents:
    """How many rows of each table are a server's data, in the order they are deleted
    (every table listed, empty ones too); ``running`` of its games are not over."""

    guild_id: int
    counts: tuple[tuple[str, int], ...]
    running: int = 0

    def count(self, table: str) -> int:
        for name, count in self.counts:
            if name == table:
                return count
        raise KeyError(table)

    @property
    def total(self) -> int:
        return sum(count for _, count in self.counts)


class ServerStillHere(StorageError):
    """A purge asked only of a server the bot left, for a server it is in (or was added
    back to since it was asked): nothing was deleted."""

    def __init__(self, guild_id: int) -> None:
        self.guild_id = guild_id
        super().__init__(f"Postboard is in server {guild_id}; its data was not deleted.")


class ServerStore(Protocol):
    """Each change is one transaction on the server's row, so two processes told of the
    same join or removal (or a purge racing a re-add) take turns and agree."""

    async def get_server(self, guild_id: int) -> ServerRecord | None:
        """The server's row; None for a server this database never recorded."""
        ...

    async def server_joined(
        self, guild_id: int, *, at: datetime
    ) -> tuple[ServerRecord | None, ServerRecord]:
        """The bot was added to the server: a new or purged server starts afresh (joined
        ``at``, not welcomed), a departed one is back (its departure cleared), one it is
        in already stays as it is. Returns the row before and after."""
        ...

    async def mark_welcomed(self, guild_id: int, *, at: datetime) -> bool:
        """Note that the server's welcome is posted, once: False if it was already
        (another process, a repeated event), or the server is not recorded as joined."""
        ...

    async def server_left(self, guild_id: int, *, at: datetime, purge_at: datetime) -> ServerRecord:
        """The bot was removed from the server ``at``; its data goes at ``purge_at``. A
        server already departed keeps its first departure, so a repeated removal never
        moves the purge date."""
        ...

    async def servers_departed(self) -> list[ServerRecord]:
        """Every server the bot left whose data is not yet deleted, the first due first."""
        ...

    async def servers_with_running_games(self) -> list[int]:
        """The ids of the servers that have a game not yet over, ascending."""
        ...

    async def servers_with_stray_holds(self) -> list[int]:
        """The servers not recorded as left that have a running game on the server hold
        (a return raced a removal's holds), ascending."""
        ...

    async def server_running_games(self, guild_id: int) -> list[tuple[int, str | None]]:
        """The server's games not yet over, oldest first, each with its hold (or None)."""
        ...

    async def server_contents(self, guild_id: int) -> ServerContents:
        """What purging the server would delete, counted."""
        ...

    async def purge_server(
        self, guild_id: int, *, at: datetime, only_departed: bool = True
    ) -> ServerContents:
        """Delete the server's data in one transaction and note it purged ``at``; what
        was deleted, counted (nothing, for a server with no data left). With
        ``only_departed``, `ServerStillHere` (nothing deleted) unless the bot left it."""
        ...
