"""``OverviewDesk``: a server's games at a glance, for its admins and moderators.

What needs a look, and nothing private: running games and those on hold, games whose
time runs out within a day (or ran out and wait for a claim), games without a move for
a number of days, the mail about the server's games, the positions, offers and notices
(a decline, a pause, a resume) not posted in their threads, players whose DMs fail,
and the recent rulings. Names and game numbers only: no position, no address, no
hidden face.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Final

from service.context import ServiceContext
from service.errors import NotAllowed
from service.games.abandoned import DEFAULT_ABANDON_DAYS, abandon_days
from service.games.players import people
from service.moderation.rights import Rights, check_moderator
from storage.models import GameRecord
from storage.moderation import RulingRecord
from storage.overview import ServerOverview, TimedGame
from words import Game, Items, Msg, Player, Speech, Strong, Verbatim, When, lines, msg

SHOWN: Final = 5
"""Games (and rulings) each part lists at most: the whole overview fits one message."""
SOON: Final = timedelta(hours=24)
GIVEN_UP_SINCE: Final = timedelta(days=7)
RULINGS_SINCE: Final = timedelta(days=30)
OWED_AFTER: Final = timedelta(minutes=10)
"""A position, an offer or a notice made longer ago than this and not posted: a live
process posts within seconds, and a process that runs Discord posts what is owed about
a minute later (``games.desk.POST_GRACE``)."""
REASON_SHOWN: Final = 60
MIN_IDLE_DAYS, MAX_IDLE_DAYS = 1, 365


class OverviewDesk:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def status(self, rights: Rights, idle_days: int | None = None) -> Speech:
        """The overview of ``rights.guild_id``; ``idle_days``: what counts as idle (the
        server's days before an idle game may be claimed, by default)."""
        settings = await self._ctx.store.get_guild_settings(rights.guild_id)
        check_moderator(rights, settings)
        days = idle_days or abandon_days(settings) or DEFAULT_ABANDON_DAYS
        if not MIN_IDLE_DAYS <= days <= MAX_IDLE_DAYS:
            raise NotAllowed(
                msg("overview-days-invalid", least=MIN_IDLE_DAYS, most=MAX_IDLE_DAYS, value=days)
            )
        now = self._ctx.clock()
        seen = await self._ctx.store.server_overview(
            rights.guild_id,
            soon=now + SOON,
            idle_before=now - timedelta(days=days),
            owed_before=now - OWED_AFTER,
            since=now - GIVEN_UP_SINCE,
            limit=SHOWN,
        )
        rulings = await self._ctx.store.recent_rulings(
            rights.guild_id, since=now - RULINGS_SINCE, limit=SHOWN
        )
        named = await self._named(seen, rulings)
        return lines(
            msg(
                "overview-head",
                title=Strong(msg("overview-title")),
                running=seen.running,
                held=seen.held,
            ),
            *self._on_time(seen, named),
            *self._idle(seen, named, days),
            msg(
                "overview-mail",
                waiting=seen.mail_waiting,
                retrying=seen.mail_retrying,
                given_up=seen.mail_given_up,
            ),
            *_failures(seen),
            *_rulings(rulings, named),
        )

    async def _named(self, seen: ServerOverview, rulings: list[RulingRecord]) -> dict[int, Player]:
        games = [timed.game for timed in seen.on_time] + list(seen.idle)
        users = {user for game in games for user in game.players}
        users |= {ruling.moderator_id for ruling in rulings}
        return await people(self._ctx, *sorted(users))

    def _on_time(self, seen: ServerOverview, named: dict[int, Player]) -> list[Msg]:
        if not seen.on_time:
            return [msg("overview-on-time-none")]
        now = self._ctx.clock()
        return [msg("overview-on-time-head"), *(_timed(t, named, now) for t in seen.on_time)]

    def _idle(self, seen: ServerOverview, named: dict[int, Player], days: int) -> list[Msg]:
        if not seen.idle:
            return [msg("overview-idle-none", days=days)]
        shown = [
            msg(
                "overview-idle-item",
                game=Game(game.id),
                player=_to_move(game, named),
                since=When(game.updated_at, "date"),
            )
            for game in seen.idle
        ]
        more = seen.idle_count - len(seen.idle)
        tail = [msg("overview-more", count=more)] if more > 0 else []
        return [msg("overview-idle-head", count=seen.idle_count, days=days), *shown, *tail]


def _to_move(game: GameRecord, named: dict[int, Player]) -> Msg:
    if game.to_move in (0, 1):
        return msg("overview-player", player=named[game.players[game.to_move]])
    return msg("overview-dice")


def _timed(timed: TimedGame, named: dict[int, Player], now: datetime) -> Msg:
    game = timed.game
    who = _to_move(game, named)
    if timed.deadline <= now:
        return msg("overview-time-up", game=Game(game.id), player=who)
    return msg(
        "overview-on-time-item",
        game=Game(game.id),
        player=who,
        when=When(timed.deadline, "relative"),
    )


def _failures(seen: ServerOverview) -> list[Msg]:
    found = []
    owed = [
        msg(f"overview-owed-{kind}", count=count)
        for kind, count in (
            ("positions", seen.posts_owed),
            ("offers", seen.offers_owed),
            ("notices", seen.notices_owed),
        )
        if count
    ]
    if owed:
        found.append(msg("overview-owed", owed=Items(tuple(owed))))
    if seen.dm_failing:
        found.append(msg("overview-dm-failing", count=seen.dm_failing))
    if not found and not seen.mail_given_up:
        found.append(msg("overview-no-failures"))
    return found


def _rulings(rulings: list[RulingRecord], named: dict[int, Player]) -> list[Msg]:
    if not rulings:
        return []
    shown = [
        msg(
            f"overview-ruling-{ruling.action}",
            game=Game(ruling.game_id),
            moderator=named[ruling.moderator_id],
            when=When(ruling.ruled_at, "date"),
            reason=Verbatim(_short(ruling.reason)),
        )
        for ruling in rulings
    ]
    return [msg("overview-rulings-head"), *shown]


def _short(reason: str) -> str:
    if len(reason) <= REASON_SHOWN:
        return reason
    return reason[: REASON_SHOWN - 1].rstrip() + "…"
