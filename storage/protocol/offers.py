"""The offer slice of the store: pending draw, takeback and pause offers."""

from datetime import datetime
from typing import Protocol

from storage.models import NoticeRecord, OfferRecord


class OfferStore(Protocol):
    """Open offers, at most one of each kind per game.

    An offer is service state, not a log entry: a new offer replaces an open
    one of the same kind, and withdrawing, accepting or declining it is
    deleting it. ``delete_offer`` returns True to exactly one caller, so a
    double click never accepts twice. ``NotFound`` for an offer in an unknown game.

    Every offer is put owing its post in the game's thread, as a logged line owes the
    game's (`PostStore`): a process with no Discord, or one killed before posting,
    leaves it for a sweep. ``claim_owed_offers`` hands out the offers owed since before
    ``owed_before`` that nobody holds now, holding each until ``lease_until``, so of
    several processes sweeping at once one posts each; ``offer_posted`` clears the
    offer ``kind`` made at ``ply`` (not a later one that replaced it). An offer answered
    or withdrawn is deleted, so it is never handed out. ``decline_offer`` deletes it and
    owes the game's thread the line that says so (`NoticeStore`) in one transaction.
    """

    async def put_offer(self, offer: OfferRecord) -> None: ...

    async def offers_for(self, game_id: int) -> list[OfferRecord]: ...

    async def delete_offer(self, game_id: int, kind: str) -> bool: ...

    async def decline_offer(
        self, game_id: int, kind: str, notice: NoticeRecord
    ) -> NoticeRecord | None: ...

    async def delete_offers(self, game_id: int) -> None: ...

    async def claim_owed_offers(
        self, owed_before: datetime, now: datetime, lease_until: datetime, limit: int
    ) -> list[OfferRecord]: ...

    async def offer_posted(self, game_id: int, kind: str, ply: int) -> None: ...
