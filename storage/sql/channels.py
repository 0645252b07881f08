"""Which game channels everyone in their server can read, as the bot last saw them."""

from datetime import datetime

from storage.codec import encode_time
from storage.protocol import ChannelStore
from storage.sql.part import SqlPart


class SqlChannels(SqlPart, ChannelStore):
    async def see_channel(
        self,
        *,
        guild_id: int,
        channel_id: int,
        home_id: int,
        everyone_reads: bool,
        seen_at: datetime,
    ) -> None:
        async with self._db.transaction() as db:
            await db.run(
                """INSERT INTO channel_visibility
                       (channel_id, guild_id, home_id, everyone_reads, seen_at)
                   VALUES (:channel, :guild, :home, :reads, :at)
                   ON CONFLICT (channel_id) DO UPDATE SET home_id = excluded.home_id,
                       everyone_reads = excluded.everyone_reads, seen_at = excluded.seen_at""",
                {
                    "channel": channel_id,
                    "guild": guild_id,
                    "home": home_id,
                    "reads": int(everyone_reads),
                    "at": encode_time(seen_at),
                },
            )

    async def see_home(self, home_id: int, *, everyone_reads: bool, seen_at: datetime) -> int:
        async with self._db.transaction() as db:
            return await db.execute(
                """UPDATE channel_visibility SET everyone_reads = :reads, seen_at = :at
                   WHERE home_id = :home""",
                {"home": home_id, "reads": int(everyone_reads), "at": encode_time(seen_at)},
            )

    async def game_channels(self, guild_id: int) -> list[int]:
        rows = await self._db.fetch_all(
            "SELECT DISTINCT channel_id FROM games WHERE guild_id = ? ORDER BY channel_id",
            (guild_id,),
        )
        return [row["channel_id"] for row in rows]
