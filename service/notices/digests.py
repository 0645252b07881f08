"""The daily digest: one DM a day listing the games waiting on a player who chose it
instead of a ping at every move (``/settings notify:digest``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from service.context import ServiceContext
from service.games import GameDesk
from service.games.players import waiting_on
from service.kit.lists import Listing
from service.mailing.intents import notice
from service.mailing.words import mail_text
from service.readers.desk import zone_of
from storage.models import UserSettings
from words import Reader, Speech, lines, msg

DIGEST_EVERY = timedelta(days=1)
DIGEST_ITEMS = 10
"""Games a digest lists, the rest counted: with its heading and links it stays one DM."""


@dataclass(frozen=True, slots=True)
class Digest:
    """One reader's digest: by DM (and by mail, to a verified address)."""

    user_id: int
    text: Speech


class DigestDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games

    async def due(self) -> list[Digest]:
        """Digests to send now; each is marked sent, so a restart never sends one twice.
        A reader with nothing waiting gets nothing, and is asked again next round."""
        now = self._ctx.clock()
        before = now - DIGEST_EVERY
        digests = []
        for settings in await self._ctx.store.digests_due(before):
            games = await self._ctx.store.games_for_user(settings.user_id, active_only=True)
            if not any(waiting_on(game, settings.user_id) for game in games):
                continue
            if not await self._ctx.store.mark_digest_sent(settings.user_id, before, now):
                continue  # another process sent it first, or the reader left digests
            listing = digest_lines(await self._games.games_of(settings.user_id))
            digests.append(Digest(settings.user_id, lines(msg("digest-heading"), listing)))
            await self._mail(settings, listing)
        return digests

    async def _mail(self, settings: UserSettings, listing: Speech) -> None:
        """A digest reader with a verified address gets the digest by mail as well, in
        the address's language and the reader's zone (from the settings row in hand)."""
        user_id = settings.user_id
        address = await self._ctx.store.get_email(user_id)
        if address is None or address.verified_at is None:
            return
        reader = Reader(address.language, zone_of(settings))
        text = mail_text(listing, reader)
        subject = mail_text(msg("digest-subject"), reader)
        digest = notice(user_id, subject, text, only_if_wanted=False)
        await self._ctx.store.enqueue_mail([digest], self._ctx.clock())


def digest_lines(listing: Listing) -> Speech:
    """A digest's list of games: the first ``DIGEST_ITEMS``, how many more, then the tail."""
    shown = listing.items[:DIGEST_ITEMS]
    left_out = len(listing.items) - len(shown)
    more = (msg(listing.more, count=left_out),) if left_out else ()
    return lines(*shown, *more, *listing.tail)
