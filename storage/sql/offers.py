"""Open offers (draw, takeback, pause): at most one of each kind per game."""

from storage.codec import encode_time, offer_from_row
from storage.models import OFFER_KINDS, OfferRecord
from storage.protocol import OfferStore
from storage.sql.part import SqlPart, require, write_for_game


class SqlOffers(SqlPart, OfferStore):
    async def put_offer(self, offer: OfferRecord) -> None:
        """Make an offer, replacing any open offer of the same kind in that game.

        `NotFound` for an unknown game.
        """
        require(offer.kind in OFFER_KINDS, f"kind must be one of {sorted(OFFER_KINDS)}")
        require(offer.seat in (0, 1), "seat must be 0 or 1")
        async with self._db.transaction() as db:
            await write_for_game(
                db,
                offer.game_id,
                """INSERT INTO offers (game_id, kind, seat, ply, created_at)
                   VALUES (?, ?, ?, ?, ?)
                   ON CONFLICT (game_id, kind) DO UPDATE SET
                       seat = excluded.seat, ply = excluded.ply,
                       created_at = excluded.created_at""",
                (offer.game_id, offer.kind, offer.seat, offer.ply, encode_time(offer.created_at)),
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

    async def delete_offers(self, game_id: int) -> None:
        """Drop every offer of the game, e.g. once it is over."""
        async with self._db.transaction() as db:
            await db.run("DELETE FROM offers WHERE game_id = ?", (game_id,))
