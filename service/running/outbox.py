"""What the core hands a channel to tell people, and who is told what.

The answer to whoever asked is the channel's own business: it gets the desk's
return value and replies however its medium replies. Everything else — the
public post after a move, each player's private view, a reminder, a notice that
a vacation started — goes through an ``Outbox``, which each channel implements
(``bot.outbox`` for Discord). ``tell`` decides, once for every channel, which
outbox call a result becomes.

An outbox never raises because a delivery failed: what it reports has already
happened and is saved, so it logs the failure and carries on.
"""

from __future__ import annotations

from typing import Protocol

from service.agreements.desk import Proposal
from service.agreements.settled import Settled
from service.games.timeouts import ClockNotice
from service.notices.digests import Digest
from service.results import ChallengeClosed, GameStarted, GameUpdate
from service.time.vacations import VacationNotice
from service.tournaments.news import TournamentNews
from storage.models import GameRecord
from words import Speech


class Outbox(Protocol):
    """How one channel delivers what the core has to say."""

    async def announce(self, update: GameUpdate) -> None:
        """A move (or a result) landed: post it where the game is played, send each
        player their private view, close the game's place when it is over, and start
        whatever comes next: the computer's answer, and for a game that ended, what
        its tournament has to tell now (``TournamentDesk.game_over``)."""
        ...

    async def notice(self, game: GameRecord, text: Speech, *, ping: bool = True) -> None:
        """A line for everyone following ``game`` (rendered in the place's language);
        ``ping`` False names people without notifying them."""
        ...

    async def private(self, user_id: int, text: Speech) -> None:
        """A message for one user alone (rendered in their language)."""
        ...

    async def begin(self, started: GameStarted) -> None:
        """A game began away from this channel (a challenge accepted by mail): give it its
        place, post its first board, and show its challenge closed."""
        ...

    async def withdraw(self, closed: ChallengeClosed) -> None:
        """A challenge was closed away from this channel (declined by mail)."""
        ...

    async def bulletin(self, news: TournamentNews) -> None:
        """A post in a server's games channel about no one game (a tournament began, was
        paired, is over), pinging exactly ``news.ping``."""
        ...

    async def settle(self, settled: Settled) -> None:
        """An agreement was carried out with no move (an offer declined, a pause agreed,
        a resume): say ``settled.text`` where the game is played, as ``notice`` does, and
        tell the service it is said (``OwedNotices.posted``), so no sweep says it again."""
        ...

    async def propose(self, proposal: Proposal) -> None:
        """An offer was made away from this channel (on a player's web page): post it
        where the game is played, with its answers, as if it had been made there."""
        ...


Notification = (
    GameUpdate
    | Settled
    | ClockNotice
    | VacationNotice
    | Digest
    | GameStarted
    | ChallengeClosed
    | TournamentNews
    | Proposal
)
"""Results that are told to others than the one who asked (or to no one who asked)."""


async def tell(outbox: Outbox, notification: Notification) -> None:
    """Hand ``notification`` to ``outbox``: who is told what, the same on every channel."""
    match notification:
        case GameUpdate():
            await outbox.announce(notification)
        case Settled(update=GameUpdate() as update):
            await outbox.announce(update)
        case Settled():
            await outbox.settle(notification)
        case ClockNotice():
            if notification.update is not None:
                await outbox.announce(notification.update)
            else:
                await outbox.notice(notification.game, notification.text)
            if notification.dm_text is not None:
                await outbox.private(notification.ping_user_id, notification.dm_text)
        case VacationNotice(game=GameRecord() as game):
            await outbox.notice(game, notification.text)
        case VacationNotice() | Digest():
            await outbox.private(notification.user_id, notification.text)
        case GameStarted():
            await outbox.begin(notification)
        case ChallengeClosed():
            await outbox.withdraw(notification)
        case TournamentNews():
            await outbox.bulletin(notification)
        case Proposal():
            await outbox.propose(notification)
