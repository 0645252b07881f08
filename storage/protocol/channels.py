"""The channel slice of the store: which channels of a server everyone there can read."""

from datetime import datetime
from typing import Protocol


class ChannelStore(Protocol):
    """What the bot last saw of a game channel's permissions, for the server's web list.

    Only the bot can see Discord's permissions, so it writes them: ``see_channel`` when
    a game starts in a channel (or when it looks at a server's game channels again),
    ``see_home`` when the channel whose permissions decide changes. A server's list
    (``GameStore.games_of_server``) shows a game only if its channel was seen and
    everyone could read it; a channel never seen counts as private.
    """

    async def see_channel(
        self,
        *,
        guild_id: int,
        channel_id: int,
        home_id: int,
        everyone_reads: bool,
        seen_at: datetime,
    ) -> None:
        """Games in ``channel_id`` are as readable as ``home_id`` (the channel itself, or
        a thread's parent), which everyone in the server can read or not."""
        ...

    async def see_home(self, home_id: int, *, everyone_reads: bool, seen_at: datetime) -> int:
        """``home_id``'s permissions changed: every channel it decides for follows. How
        many channels that was (none: no game was ever in it)."""
        ...

    async def game_channels(self, guild_id: int) -> list[int]:
        """Every channel a game of this server was started in, each once."""
        ...
