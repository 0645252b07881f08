"""Making a tournament and getting in or out of it: create, join, leave (a withdrawal
once it has begun), cancel.

Each answer is one sentence for the asker; each race (two joins, a join against the
start, two withdrawals) is decided in the database (`storage.protocol.tournaments`).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from rules import GAMES
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, NotFound, ServiceError
from service.games import GameDesk
from service.preferences.server import allowed_games_text, default_control
from service.time.controls import DEFAULT as DEFAULT_CONTROL
from service.time.controls import parse_time_control
from service.tournaments.forfeits import resign_for
from service.tournaments.news import Withdrawn
from service.tournaments.standings import ROUND_ROBIN, SWISS
from storage import errors as storage_errors
from storage.models import TimeControl
from storage.tournament_models import Joined, TournamentRecord
from words import Command, Game, Speech, Strong, Verbatim, When, msg

KINDS = {ROUND_ROBIN: "round robin", SWISS: "Swiss"}
MIN_PLAYERS = 3
MAX_ROUND_ROBIN = 16
"""A round robin starts every game at once: each player plays n - 1 games side by side
(ICCF's sections are 7 to 15 players), so more is refused."""
MAX_SWISS = 64
"""The Dutch system searches: pairing a late round of 64 players takes about a second
(in a thread), of 100 about ten; a larger field would hold a sweep for minutes."""
MAX_ROUNDS = 20
MAX_NAME = 60
DEFAULT_START = timedelta(days=7)
MAX_START = timedelta(days=90)
_WHEN = re.compile(r"(?:(\d{1,2})d)?(?:(\d{1,2})h)?")
_DATE_FORMATS = ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y-%m-%d")


@dataclass(frozen=True, slots=True)
class Plan:
    """A tournament as the admin asked for it, before it has a row."""

    game: str
    kind: str
    clock: str | None = None
    rated: bool = True
    rounds: int | None = None
    double: bool = False
    players: int | None = None  # at most this many may join
    start: str | None = None
    name: str | None = None
    options: dict[str, Any] = field(default_factory=dict)  # the game's: size, komi…


def kind_label(record: TournamentRecord) -> Speech:
    if record.kind == SWISS:
        if record.rounds is None:
            return msg("tournaments-kind-swiss-open")
        return msg("tournaments-kind-swiss", rounds=record.rounds)
    if record.rounds == 2:
        return msg("tournaments-kind-double-round-robin")
    return msg("tournaments-kind-round-robin")


def format_name(kind: str) -> Speech:
    """``round robin`` or ``Swiss``, as a refusal names the format."""
    return msg("tournaments-format-swiss" if kind == SWISS else "tournaments-format-round-robin")


def title(record: TournamentRecord) -> Speech:
    """``Tournament #3: Spring Swiss`` (bold on Discord where it is a ``heading``)."""
    return msg("tournaments-title", tournament=Game(record.id), name=Verbatim(record.name))


class Entry:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games

    async def create(
        self, *, guild_id: int, channel_id: int, user_id: int, admin: bool, plan: Plan
    ) -> TournamentRecord:
        """An admin's new tournament, open for joining until its start date; its games
        are played in the server's games channel (else where the command was typed)."""
        if not admin:
            raise NotAllowed(msg("tournaments-create-admins-only"))
        engine = GAMES[plan.game]
        settings = await self._ctx.store.get_guild_settings(guild_id)
        if settings.allowed_games is not None and engine.name not in settings.allowed_games:
            raise NotAllowed(
                msg(
                    "tournaments-game-not-here",
                    game=Verbatim(engine.name.capitalize()),
                    games=Verbatim(allowed_games_text(settings)),
                )
            )
        if plan.kind not in KINDS:
            raise ServiceError(msg("tournaments-bad-format", given=Verbatim(repr(plan.kind))))
        resolved = engine.options_of(engine.initial(dict(plan.options)))
        control = _control(plan.clock, default_control(settings))
        now = self._ctx.clock()
        starts_at = parse_start(plan.start, now)
        rounds, size = _shape(plan)
        name = " ".join((plan.name or "").split())[:MAX_NAME]
        if not name:
            name = f"{engine.name.capitalize()} {KINDS[plan.kind]}"
        return await self._ctx.store.create_tournament(
            guild_id=guild_id,
            channel_id=settings.games_channel_id or channel_id,
            name=name,
            game=engine.name,
            options=resolved,
            kind=plan.kind,
            time_control=control,
            rated=plan.rated,
            rounds=rounds,
            max_players=size,
            created_by=user_id,
            created_at=now,
            starts_at=starts_at,
        )

    async def find(self, tournament_id: int, guild_id: int | None) -> TournamentRecord:
        """A tournament of this server; another server's does not exist for the asker."""
        try:
            record = await self._ctx.store.get_tournament(tournament_id)
        except storage_errors.NotFound:
            record = None
        if record is None or record.guild_id != guild_id:
            raise NotFound(msg("tournaments-none-such", tournament=Game(tournament_id)))
        return record

    async def join(self, tournament_id: int, user_id: int, guild_id: int | None) -> Speech:
        record = await self.find(tournament_id, guild_id)
        joined = await self._ctx.store.join_tournament(record.id, user_id, self._ctx.clock())
        if joined is Joined.ALREADY:
            raise Conflict(msg("tournaments-already-in", title=title(record)))
        if joined is Joined.FULL:
            raise NotAllowed(
                msg("tournaments-full", title=title(record), count=record.max_players or 0)
            )
        if joined is Joined.CLOSED:
            record = await self._ctx.store.get_tournament(record.id)
            key = {
                "running": "tournaments-join-begun",
                "finished": "tournaments-join-over",
            }.get(record.status, "tournaments-join-cancelled")
            raise NotAllowed(msg(key, title=title(record)))
        count = len(await self._ctx.store.entrants(record.id))
        return msg(
            "tournaments-joined",
            heading=Strong(title(record)),
            count=count,
            starts=When(record.starts_at, "relative"),
            command=Command("tournament leave"),
        )

    async def leave(self, tournament_id: int, user_id: int, guild_id: int | None) -> Withdrawn:
        """Before the start, leaving; after it, withdrawing: the player's running games
        in it are resigned (forfeits), the games they finished stand, and a Swiss pairs
        them no more."""
        record = await self.find(tournament_id, guild_id)
        store = self._ctx.store
        if record.status == "open" and await store.leave_tournament(record.id, user_id):
            return Withdrawn(msg("tournaments-left", heading=Strong(title(record))), ())
        if not any(e.user_id == user_id for e in await store.entrants(record.id)):
            raise NotFound(msg("tournaments-not-in", title=title(record)))
        if not await store.withdraw_from_tournament(record.id, user_id, self._ctx.clock()):
            record = await store.get_tournament(record.id)
            if record.status == "running":
                raise Conflict(msg("tournaments-already-withdrawn", title=title(record)))
            raise NotAllowed(msg("tournaments-nothing-to-withdraw", title=title(record)))
        pairings = await store.pairings(record.id)
        updates = await resign_for(self._games, pairings, {user_id}, record.guild_id)
        said = (
            msg("tournaments-withdrew-resigned", heading=Strong(title(record)), count=len(updates))
            if updates
            else msg("tournaments-withdrew", heading=Strong(title(record)))
        )
        return Withdrawn(said, tuple(updates))

    async def cancel(
        self, tournament_id: int, guild_id: int | None, user_id: int, admin: bool
    ) -> Speech:
        record = await self.find(tournament_id, guild_id)
        if not admin and user_id != record.created_by:
            raise NotAllowed(msg("tournaments-cancel-admins-only"))
        if not await self._ctx.store.end_tournament(record.id, "cancelled", self._ctx.clock()):
            raise Conflict(msg("tournaments-already-over", title=title(record)))
        if record.status == "running":
            return msg("tournaments-cancelled-running", heading=Strong(title(record)))
        return msg("tournaments-cancelled", heading=Strong(title(record)))


def _control(clock: str | None, default: TimeControl | None) -> TimeControl:
    """Every tournament game has a clock that ends it on time: a game nobody plays must
    not hold up a round, or a whole event."""
    control = (default or DEFAULT_CONTROL) if clock is None else parse_time_control(clock)
    if control is None:
        raise ServiceError(msg("tournaments-needs-a-clock"))
    return TimeControl(control.initial_s, control.increment_s, control.cap_s, True)


def _shape(plan: Plan) -> tuple[int | None, int | None]:
    """(rounds, size) as stored: a Swiss's rounds, a round robin's cycles."""
    limit = MAX_ROUND_ROBIN if plan.kind == ROUND_ROBIN else MAX_SWISS
    if plan.players is not None and not MIN_PLAYERS <= plan.players <= limit:
        raise ServiceError(
            msg(
                "tournaments-bad-size",
                format=format_name(plan.kind),
                low=MIN_PLAYERS,
                high=limit,
                given=plan.players,
            )
        )
    if plan.kind == ROUND_ROBIN:
        if plan.rounds is not None:
            raise ServiceError(msg("tournaments-rounds-for-swiss"))
        return (2 if plan.double else 1), plan.players or limit
    if plan.double:
        raise ServiceError(msg("tournaments-double-for-round-robin"))
    if plan.rounds is not None and not 1 <= plan.rounds <= MAX_ROUNDS:
        raise ServiceError(msg("tournaments-bad-rounds", high=MAX_ROUNDS, given=plan.rounds))
    return plan.rounds, plan.players or limit


def swiss_rounds(asked: int | None, players: int) -> int:
    """A Swiss's rounds once the field is known: as asked, else enough to single out a
    winner (log2 of the field, plus one); never more than each player has opponents."""
    wanted = asked if asked is not None else math.ceil(math.log2(players)) + 1
    return max(1, min(wanted, players - 1))


def parse_start(text: str | None, now: datetime) -> datetime:
    """``2026-06-01`` (midnight UTC), ``2026-06-01 18:00`` (UTC), or a delay from now
    (``3d``, ``12h``, ``1d12h``); left out, a week from now."""
    if text is None or not text.strip():
        return now + DEFAULT_START
    words = text.strip().lower()
    delay = _WHEN.fullmatch(words)
    if delay and words:
        start = now + timedelta(days=int(delay[1] or 0), hours=int(delay[2] or 0))
    else:
        start = _date(words)
    if start <= now:
        raise ServiceError(msg("tournaments-start-past", given=Verbatim(text.strip())))
    if start > now + MAX_START:
        raise ServiceError(msg("tournaments-start-too-far", days=MAX_START.days))
    return start


def _date(words: str) -> datetime:
    for pattern in _DATE_FORMATS:
        try:
            return datetime.strptime(words, pattern).replace(tzinfo=UTC)
        except ValueError:
            continue
    raise ServiceError(msg("tournaments-start-not-a-date", given=Verbatim(repr(words))))
