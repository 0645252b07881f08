"""The storage interface the service is written against, in slices by record type.

`typing.Protocol` classes rather than base classes, so a PostgreSQL store can
sit beside `storage.sqlite.SqliteStore` without inheriting from it, and tests
can hand the service any object of the right shape. Each slice is one kind of
record (`ChallengeStore`, `GameStore`, ...) and is the unit a new backend
implements; `Store` is all of them over one database. Every implementation
keeps the same contract: records are frozen dataclasses, ``NotFound`` for
unknown ids, compare-and-set on challenges, on clock reminders and expiries and
on ping slots, ``StaleMove`` when ``append_move`` (or ``put_clock``) loses a
race, a clock given with a move or a new game written in the same transaction as
it, a conditional move's reply logged in the transaction that claims its line, and
settings written field by field, so concurrent changes of other fields stay.
"""

from typing import Protocol

from storage.protocol.analyses import AnalysisStore
from storage.protocol.blocks import BlockStore
from storage.protocol.challenges import ChallengeStore
from storage.protocol.channels import ChannelStore
from storage.protocol.clocks import ClockStore
from storage.protocol.computer import ComputerStore
from storage.protocol.explore import ExploreStore
from storage.protocol.games import GameStore
from storage.protocol.idle import IdleStore
from storage.protocol.mail import MailStore
from storage.protocol.notices import NoticeStore
from storage.protocol.offers import OfferStore
from storage.protocol.overview import OverviewStore
from storage.protocol.pings import PingStore
from storage.protocol.posts import PostStore
from storage.protocol.premoves import PremoveStore
from storage.protocol.privacy import PrivacyStore
from storage.protocol.ratings import RatingStore
from storage.protocol.rulings import RulingStore
from storage.protocol.seeks import SeekStore
from storage.protocol.servers import ServerStore
from storage.protocol.settings import SettingsStore
from storage.protocol.tournaments import TournamentStore
from storage.protocol.vacations import VacationStore
from storage.protocol.web_sessions import WebSessionStore

__all__ = [
    "AnalysisStore",
    "BlockStore",
    "ChallengeStore",
    "ChannelStore",
    "ClockStore",
    "ComputerStore",
    "GameStore",
    "IdleStore",
    "MailStore",
    "NoticeStore",
    "OfferStore",
    "OverviewStore",
    "PingStore",
    "PostStore",
    "ExploreStore",
    "PremoveStore",
    "PrivacyStore",
    "RatingStore",
    "RulingStore",
    "SeekStore",
    "ServerStore",
    "SettingsStore",
    "Store",
    "TournamentStore",
    "VacationStore",
    "WebSessionStore",
]


class Store(
    ChallengeStore,
    AnalysisStore,
    GameStore,
    ClockStore,
    OfferStore,
    VacationStore,
    SettingsStore,
    ComputerStore,
    MailStore,
    PingStore,
    PremoveStore,
    ExploreStore,
    PostStore,
    NoticeStore,
    RatingStore,
    SeekStore,
    TournamentStore,
    ChannelStore,
    BlockStore,
    PrivacyStore,
    RulingStore,
    IdleStore,
    OverviewStore,
    ServerStore,
    WebSessionStore,
    Protocol,
):
    """Every slice over one database, which is what lets a new game, its clock and
    its computer seat (or a move and its clock) be written in one transaction."""

    async def close(self) -> None: ...

    async def schema_version(self) -> int: ...
