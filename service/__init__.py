"""The application core: everything the bot does, with plain ids in and plain results out.

No channel here, Discord or other: a channel adapter (``bot`` for Discord) calls
these desks, sends what they return to the one who asked, and hands everything
else to its implementation of ``service.running.outbox.Outbox``.
"""

from __future__ import annotations

import asyncio
import random
from datetime import timedelta

from ai import ThinkingPool
from rules import GAMES
from service.agreements.desk import AgreementDesk, Proposal
from service.agreements.owed import OwedOffers
from service.agreements.owed_notices import OwedNotices
from service.agreements.settled import Settled
from service.challenges.desk import ChallengeDesk, UserRef
from service.challenges.policy import Lobby
from service.challenges.seeks import SeekDesk
from service.challenges.terms import ChallengeTerms
from service.computer.analysis import AnalysisDesk, Appraiser
from service.computer.desk import ComputerDesk, Hint, Thinker
from service.context import Clock, ServiceContext, utc_now
from service.errors import (
    OUTAGES,
    PLAYER_ERRORS,
    Conflict,
    ConnectionLost,
    NotAllowed,
    NotFound,
    ServiceError,
)
from service.explore.desk import ExploreDesk
from service.games import GameDesk
from service.games.asked import Asked
from service.games.consequences import Consequences
from service.games.finished import FinishedGames
from service.games.timeouts import ClockDesk
from service.kit.names import plain_name
from service.mailing.addresses import EmailDesk
from service.mailing.queue import MailQueue
from service.moderation import ModerationDesk, OverviewDesk
from service.notices.digests import DigestDesk
from service.preferences.blocks import BlockDesk
from service.preferences.player import SettingsDesk
from service.preferences.server import ConfigDesk
from service.preferences.visibility import VisibilityDesk
from service.premoves.desk import PremoveDesk
from service.privacy.desk import PrivacyDesk
from service.ratings.desk import RatingDesk
from service.ratings.glicko import RATER
from service.readers.desk import ReaderDesk
from service.records.desk import RecordDesk
from service.reviews.desk import ReviewDesk
from service.servers import DEFAULT_GRACE, ServerDesk
from service.spectators.desk import SpectatorDesk
from service.time.vacations import VacationDesk, VacationNotice
from service.tournaments.desk import TournamentDesk
from service.tournaments.hooks import TournamentHooks
from service.web_play.desk import PlayDesk
from storage import open_store
from words.catalog import catalog


class Service:
    """The façade the channel adapters hold: ``service.challenges``, ``service.games``,
    ``service.clocks``, ``service.vacations``, ``service.settings`` (a player's),
    ``service.config`` (a server's), ``service.email`` (players' addresses),
    ``service.mailbox`` (the mail queues), ``service.computer`` (the bot as a
    player, and hints), ``service.analysis`` (/analyse of a finished game),
    ``service.premoves`` (conditional moves), ``service.explore`` (private analysis lines),
    ``service.spectators`` (what a game's web page shows, and the links to it),
    ``service.visibility`` (which game channels everyone can read, for the web list),
    ``service.ratings`` (ratings, profiles, leaderboards), ``service.seeks`` (open
    challenges), ``service.blocks`` (whom each player blocked), ``service.finished``
    (finished games, a page at a time),
    ``service.reviews`` (a game's past positions, and its replay), ``service.records``
    (exports of finished games' records), ``service.tournaments`` (round robins and
    Swiss events), ``service.privacy`` (what is kept about a player, their data as a
    file, and forgetting them) and ``service.servers`` (joining and leaving servers)."""

    def __init__(
        self,
        ctx: ServiceContext,
        thinker: Thinker | None = None,
        *,
        own_pool: ThinkingPool | None = None,
        public_url: str | None = None,
        purge_grace: timedelta = DEFAULT_GRACE,
    ) -> None:
        """``thinker`` runs the computer's searches (``ai.ThinkingPool`` in the bot);
        without one, the computer cannot be played or asked for hints. ``own_pool``
        is a pool this service started and so closes (``open_service``).
        ``public_url``: where the games' web pages are reached (``POSTBOARD_PUBLIC_URL``);
        with it, a new game's post and its record link to its page. ``purge_grace``: how
        long a server's data is kept after the bot was removed (``POSTBOARD_PURGE_DAYS``)."""
        self.ctx = ctx
        self._own_pool = own_pool
        self.readers = ReaderDesk(ctx)
        consequences = Consequences(rater=RATER, tournaments=TournamentHooks(ctx.store))
        self.games = GameDesk(ctx, self.readers, consequences)
        self.computer = ComputerDesk(ctx, self.games, thinker)
        self.analysis = AnalysisDesk(
            ctx, self.games, thinker if isinstance(thinker, Appraiser) else None
        )
        self.vacations = VacationDesk(ctx)
        self.blocks = BlockDesk(ctx)
        self.challenges = ChallengeDesk(ctx, self.games, self.vacations, self.blocks)
        self.clocks = ClockDesk(ctx, self.games)
        self.digests = DigestDesk(ctx, self.games)
        self.settings = SettingsDesk(ctx)
        self.email = EmailDesk(ctx)
        self.mailbox = MailQueue(ctx)
        self.agreements = AgreementDesk(ctx, self.games, self.challenges)
        self.owed_offers = OwedOffers(ctx, self.agreements)
        self.owed_notices = OwedNotices(ctx)
        self.premoves = PremoveDesk(ctx, self.games)
        self.spectators = SpectatorDesk(ctx, public_url, readers=self.readers)
        self.config = ConfigDesk(ctx, self.spectators, self.readers)
        self.reviews = ReviewDesk(ctx, self.games)
        self.explore = ExploreDesk(ctx, self.games, self.reviews.past, self.premoves)
        """A player's private analysis lines in a game (the explore command)."""
        self.web_play = PlayDesk(
            ctx, self.games, self.agreements, self.spectators, self.explore, public_url
        )
        """A player's own web page of a game: personal links, sessions, play."""
        self.visibility = VisibilityDesk(ctx)
        self.tournaments = TournamentDesk(ctx, self.games)
        self.records = RecordDesk(ctx, self.games)
        self.ratings = RatingDesk(ctx)
        self.seeks = SeekDesk(ctx, self.games, self.ratings, self.blocks)
        self.lobby = Lobby(self.challenges, self.seeks)
        """Which kind of challenge a request makes: seek, computer or person (``policy``)."""
        self.finished = FinishedGames(ctx)
        self.privacy = PrivacyDesk(
            ctx, self.games, self.challenges, self.seeks, self.tournaments, self.records
        )
        self.moderation = ModerationDesk(ctx, self.games)
        """A server's moderators over its games: abort, adjudicate, pause, resume."""
        self.overview = OverviewDesk(ctx)
        """A server's games at a glance, for its admins and moderators."""
        self.servers = ServerDesk(ctx, purge_grace)
        """Joining and leaving servers: the welcome, suspended games, purges."""

    async def remember(self, user_id: int, display_name: str) -> None:
        """Keep the name a player last showed, for board images and records after restarts.

        Kept as a plain name (``service.kit.names``): whatever its owner typed, it can never
        become a mention or a ping wherever it is shown. A name with nothing left to
        show is not kept."""
        name = plain_name(display_name)
        if name:
            await self.ctx.store.remember_user(user_id, name, self.ctx.clock())

    async def close(self) -> None:
        """Stop the pool this service started, if any, and close the database."""
        if self._own_pool is not None:
            self._own_pool.close()
        await self.ctx.store.close()


async def open_service(
    database: str,
    *,
    rng: random.Random | None = None,
    clock: Clock = utc_now,
    thinker: Thinker | None = None,
    public_url: str | None = None,
    purge_grace: timedelta = DEFAULT_GRACE,
) -> Service:
    """The service on the database at ``database`` (created and migrated if needed), for a
    channel's composition root. Without a ``thinker`` the computer searches in a pool of
    one worker process, started on the first search and stopped by ``Service.close``.
    The message catalogs are read here, off the loop, so that the first post after a start
    does not wait on them."""
    await asyncio.to_thread(catalog().warm)
    store = await open_store(database)
    pool = ThinkingPool(workers=1) if thinker is None else None
    context = ServiceContext(store, rng=rng or random.SystemRandom(), clock=clock)
    return Service(
        context, thinker or pool, own_pool=pool, public_url=public_url, purge_grace=purge_grace
    )


def game_names() -> list[str]:
    """The games a challenge may name, for the adapter's choices."""
    return GAMES.names()


__all__ = [
    "Asked",
    "ChallengeTerms",
    "OUTAGES",
    "PLAYER_ERRORS",
    "ConnectionLost",
    "Clock",
    "game_names",
    "open_service",
    "Conflict",
    "Hint",
    "Thinker",
    "NotAllowed",
    "NotFound",
    "Proposal",
    "Settled",
    "Service",
    "ServiceContext",
    "ServiceError",
    "UserRef",
    "VacationNotice",
]
