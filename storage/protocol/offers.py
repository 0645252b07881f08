"""The offer slice of the store: pending draw, takeback and pause offers."""

from typing import Protocol

from storage.models import OfferRecord


class OfferStore(Protocol):
    """Open offers, at most one of each kind per game.

    An offer is service state, not a log entry: a new offer replaces an open
    one of the same kind, and withdrawing, accepting or declining it is
    deleting it. ``delete_offer`` returns True to exactly one caller, so a
    double click never accepts twice. ``NotFound`` for an offer in an unknown game.
    """

    async def put_offer(self, offer: OfferRecord) -> None: ...

    async def offers_for(self, game_id: int) -> list[OfferRecord]: ...

    async def delete_offer(self, game_id: int, kind: str) -> bool: ...

    async def delete_offers(self, game_id: int) -> None: ...
