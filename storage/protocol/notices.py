"""The owed-notices slice of the store: the lines about a game no process has posted yet."""

from datetime import datetime
from typing import Protocol

from storage.models import NoticeRecord


class NoticeStore(Protocol):
    """A decline, an agreed pause or a resume is owed its line in the game's thread from
    the transaction that makes the change it reports (`OfferStore.decline_offer`,
    `ClockStore.put_clock` with ``owing``), as a logged line owes its post
    (`PostStore`): so a process with no Discord, or one killed before posting, leaves
    it for a sweep, and a change refused or rolled back owes nothing.

    ``claim_owed_notices`` hands out the notices owed since before ``owed_before`` that
    nobody holds now, oldest first, holding each until ``lease_until``, so of several
    processes sweeping at once one posts each; ``notice_posted`` drops one for good
    (posted, or never to be: its game ended).
    """

    async def claim_owed_notices(
        self, owed_before: datetime, now: datetime, lease_until: datetime, limit: int
    ) -> list[NoticeRecord]: ...

    async def notice_posted(self, notice_id: int) -> None: ...
