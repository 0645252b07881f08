"""Open offers (draw, takeback, pause): at most one of each kind per game, each owing
its post in the game's thread until a channel makes it."""

from datetime import datetime

from storage.codec import encode_time, offer_from_row
from storage.models import OFFER_KINDS, NoticeRecord, OfferRecord
from storage.protocol import OfferStore
from storage.sql.notices import owe_notice
from storage.sql.part import SqlPart, require, write_for_game


class SqlOffers(SqlPart, OfferStore):
    async def put_offer(self, offer: OfferRecord) -> None:
        """Make an offer, replacing any open offer of the same kind in that game; its
        post is owed from now (a replaced one's claim ends: this one is posted anew).

        `NotFound` for an unknown game.
        """
        require(offer.kind in OFFER_KINDS, f"kind must be one of {sorted(OFFER_KINDS)}")
        require(offer.seat in (0, 1), "seat must be 0 or 1")
        made = encode_time(offer.created_at)
        async with self._db.transaction() as db:
            await write_for_game(
                db,
                offer.game_id,
                """INSERT INTO offers
                       (game_id, kind, seat, ply, created_at, post_owed_at, post_claimed_until)
                   VALUES (?, ?, ?, ?, ?, ?, NULL)
                   ON CONFLICT (game_id, kind) DO UPDATE SET
                       seat = excluded.seat, ply = excluded.ply,
                       created_at = excluded.created_at,
                       post_owed_at = excluded.post_owed_at, post_claimed_until = NULL""",
                (offer.game_id, offer.kind, offer.seat, offer.ply, made, made),
            )

    async def offers_for(self, game_id: int) -> list[OfferRecord]:
        """The game's open offers, oldest first, stale ones included (compare plies)."""
        rows = await self._db.fetch_all(
            "SELECT * FROM offers WHERE game_id = ? ORDER BY created_at, kind", (game_id,)
        )
        return [offer_from_row(row) for row in rows]

    async def delete_offer(self, game_id: int, kind: str) -> bool:
        """Withdraw, accept or decline one offer; False if there was none.

        Accepting is deleting: the one call that gets True is the one that
        acts on the offer, so a double click never accepts twice.
        """
        async with self._db.transaction() as db:
            changed = await db.execute(
                "DELETE FROM offers WHERE game_id = ? AND kind = ?", (game_id, kind)
            )
        return bool(changed)

    async def decline_offer(
        self, game_id: int, kind: str, notice: NoticeRecord
    ) -> NoticeRecord | None:
        """Decline one offer and owe ``notice`` (its decline, for the game's thread) in
        the same transaction: the notice as kept, or None (and nothing owed) if there was
        no offer. As with `delete_offer`, one caller of several at once declines it."""
        async with self._db.transaction() as db:
            changed = await db.execute(
                "DELETE FROM offers WHERE game_id = ? AND kind = ?", (game_id, kind)
            )
            return await owe_notice(db, notice) if changed else None

    async def delete_offers(self, game_id: int) -> None:
        """Drop every offer of the game, e.g. once it is over."""
        async with self._db.transaction() as db:
            await db.run("DELETE FROM offers WHERE game_id = ?", (game_id,))

    async def claim_owed_offers(
        self, owed_before: datetime, now: datetime, lease_until: datetime, limit: int
    ) -> list[OfferRecord]:
        """The offers whose post has been owed since ``owed_before`` and that nobody
        holds, each held until ``lease_until``: of two sweeps at once, one gets each."""
        async with self._db.transaction() as db:
            rows = await db.fetch_all(
                f"""UPDATE offers SET post_claimed_until = :lease
                    WHERE (game_id, kind) IN (
                        SELECT game_id, kind FROM offers
                        WHERE post_owed_at <= :before
                          AND (post_claimed_until IS NULL OR post_claimed_until <= :now)
                        ORDER BY post_owed_at LIMIT :limit{db.dialect.skip_locked})
                    RETURNING game_id, kind, seat, ply, created_at""",
                {
                    "before": encode_time(owed_before),
                    "now": encode_time(now),
                    "lease": encode_time(lease_until),
                    "limit": limit,
                },
            )
        owed = (offer_from_row(row) for row in rows)
        return sorted(owed, key=lambda offer: (offer.created_at, offer.game_id, offer.kind))

    async def offer_posted(self, game_id: int, kind: str, ply: int) -> None:
        """The offer ``kind`` made at ``ply`` is posted (or will never be: it went
        stale); one made since, at another ply, stays owed."""
        async with self._db.transaction() as db:
            await db.run(
                """UPDATE offers SET post_owed_at = NULL, post_claimed_until = NULL
                   WHERE game_id = ? AND kind = ? AND ply = ?""",
                (game_id, kind, ply),
            )
