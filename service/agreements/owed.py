"""The offers whose post in the game's thread no process has made yet (issue 33).

An offer made on a player's web page is posted by the Discord outbox of the process
that made it; a process with no Discord (a web-only ``postboard run`` beside the bot's,
on one database) has none, and a process killed between storing an offer and posting
it never posts it either. So every offer is stored owing its post (``put_offer``), the
channel that posts it says so (``posted``), and the sweep of a process that runs
Discord posts those still owed after the grace a live process needs, as a logged
line's post is (``GameDesk.owed_posts``): each claimed for a lease, so of several
sweeping processes one posts it. An offer answered or withdrawn is gone from the
store; one a move or the game's end made stale is never posted, only forgotten.
"""

from __future__ import annotations

from service.agreements.desk import AgreementDesk, Proposal
from service.context import ServiceContext
from service.games.desk import OWED_POSTS_PER_SWEEP, POST_GRACE, POST_LEASE
from storage import errors as storage_errors


class OwedOffers:
    def __init__(self, ctx: ServiceContext, agreements: AgreementDesk) -> None:
        self._ctx = ctx
        self._agreements = agreements

    async def due(self) -> list[Proposal]:
        """The offers still standing whose post has been owed for ``POST_GRACE``, each
        as its post would have read when it was made (pinging as a block allows now);
        the stale ones are cleared, unposted. The channel calls ``posted`` once each
        post is made; one it could not make is handed out again when its lease ends."""
        now = self._ctx.clock()
        owed = await self._ctx.store.claim_owed_offers(
            now - POST_GRACE, now, now + POST_LEASE, OWED_POSTS_PER_SWEEP
        )
        proposals: list[Proposal] = []
        for offer in owed:
            try:
                game = await self._ctx.store.get_game(offer.game_id)
            except storage_errors.NotFound:
                continue  # its game is gone (a server's purge), and the offer with it
            if game.status != "active" or game.ply != offer.ply:
                await self._ctx.store.offer_posted(offer.game_id, offer.kind, offer.ply)
                continue  # stale: answering it would do nothing, so it is not asked
            proposals.append(await self._agreements.proposal(game, offer.kind, offer.seat))
        return proposals

    async def posted(self, proposal: Proposal) -> None:
        """The channel posted ``proposal`` in the game's thread: it is owed no more."""
        await self._ctx.store.offer_posted(proposal.game.id, proposal.kind, proposal.ply)
