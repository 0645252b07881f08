"""Vacations: a yearly allowance of days during which a player's clocks stand still.

A vacation is a row (``vacations``), so it survives restarts; the clocks it
freezes are rows too (``clocks``, frozen: no start, no deadline). Starting one
freezes every clock that is running for the player now; the game desk freezes
the clocks of games that come to them while they are away (it asks
``users_on_vacation`` on every hand-over); stopping one restarts the clocks
where it is still their turn. The allowance is counted from the rows, per
calendar year in UTC, so nothing about it is kept in memory either.

A vacation belongs to a player *and a server*: it is started in a server (servers
set the allowance with ``/postboard config``), freezes that server's games only,
and its days count against that server's allowance only, so a server that
allows 365 days cannot freeze games in one that allows none. Games outside any
server take no vacation. A row with no server, from before vacations were per
server, keeps covering every server until it ends (``storage/protocol/vacations.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import partial

from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, NotFound
from service.kit.names import name_in_text, plain_name
from service.time.clockwork import freeze, thaw, time_left
from service.time.controls import DAY, length, span
from storage import errors as storage_errors
from storage.models import ClockRecord, GameRecord, VacationRecord
from storage.protocol.vacations import ANY_SERVER, Server
from words import Command, Game, Items, Msg, Player, Speech, Verbatim, When, msg
from words.model import Arg

DEFAULT_VACATION_DAYS = 30
MAX_VACATION_DAYS = 365
GAMES_SCANNED = 1000  # a player's active games; far more than anyone plays at once


@dataclass(frozen=True, slots=True)
class VacationNotice:
    """Something to tell about a vacation: in ``game``'s home, or (``game`` None)
    to ``user_id`` alone, by DM."""

    user_id: int
    text: Speech
    game: GameRecord | None = None


@dataclass(frozen=True, slots=True)
class VacationChange:
    """A /vacation answer: the private reply, and a notice for each game it touched."""

    reply: Speech
    notices: tuple[VacationNotice, ...] = ()


def year_start(now: datetime) -> datetime:
    """Allowances are per calendar year in UTC: the first instant of ``now``'s year."""
    return datetime(now.astimezone(UTC).year, 1, 1, tzinfo=UTC)


def seconds_used(vacations: list[VacationRecord], now: datetime) -> float:
    """The part of these vacations that falls in ``now``'s year (ongoing ones up to now)."""
    since = year_start(now)
    used = 0.0
    for vacation in vacations:
        start = max(vacation.started_at, since)
        end = min(vacation.ended_at or now, now)
        used += max(0.0, (end - start).total_seconds())
    return used


def covers(vacation: VacationRecord, game: GameRecord) -> bool:
    """Whether this vacation freezes this game: one of its server, or (a row from before
    vacations were per server, with none) any game of the player."""
    return vacation.guild_id is None or vacation.guild_id == game.guild_id


def counted(seconds: float) -> Arg:
    """An allowance the way a player counts it: ``12 days``, ``0 days``, or a length of
    time when it is not whole days (``2 days, 5 hours``)."""
    if seconds <= 0:
        return msg("vacation-days", days=0)
    whole, rest = divmod(int(seconds), DAY)
    return msg("vacation-days", days=whole) if rest == 0 else length(seconds)


def days(seconds: float) -> str:
    """An allowance the way a player counts it: ``12 days``, ``2d 5h``, ``0 days`` (the
    English shorthand, for the texts not yet moved onto messages: ``counted``)."""
    if seconds <= 0:
        return "0 days"
    whole, rest = divmod(int(seconds), DAY)
    if rest == 0:
        return f"{whole} day" if whole == 1 else f"{whole} days"
    return span(seconds)


class VacationDesk:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    # --- the allowance -------------------------------------------------------------

    async def allowance_days(self, guild_id: int | None) -> int:
        """The server's yearly allowance, or the built-in one."""
        if guild_id is None:
            return DEFAULT_VACATION_DAYS
        settings = await self._ctx.store.get_guild_settings(guild_id)
        return DEFAULT_VACATION_DAYS if settings.vacation_days is None else settings.vacation_days

    async def seconds_left(
        self, user_id: int, allowance_days: int, now: datetime, guild_id: Server = ANY_SERVER
    ) -> float:
        """What is left this year of the allowance in this server (the vacations there,
        and any with no server); negative once overdrawn."""
        vacations = await self._ctx.store.vacations_of(user_id, year_start(now), guild_id)
        return allowance_days * DAY - seconds_used(vacations, now)

    # --- commands --------------------------------------------------------------------

    async def start(self, user_id: int, guild_id: int | None) -> VacationChange:
        """Go on vacation in this server: its games, and only its, wait frozen."""
        if guild_id is None:
            raise NotAllowed(msg("vacation-needs-server", start=Command("vacation start")))
        now = self._ctx.clock()
        ongoing = await self._ctx.store.ongoing_vacation(user_id, guild_id)
        if ongoing is not None:
            raise Conflict(
                msg(
                    "vacation-already-on-here",
                    since=When(ongoing.started_at),
                    stop=Command("vacation stop"),
                )
            )
        allowance = await self.allowance_days(guild_id)
        left = await self.seconds_left(user_id, allowance, now, guild_id)
        if allowance == 0:
            raise NotAllowed(msg("vacation-none-allowed"))
        if left <= 0:
            raise NotAllowed(msg("vacation-all-used", allowance=allowance_of(allowance)))
        try:
            vacation = await self._ctx.store.start_vacation(user_id, guild_id, now)
        except storage_errors.StorageError:
            raise Conflict(msg("vacation-already-on", stop=Command("vacation stop"))) from None
        frozen = await self._change_clocks(
            user_id, now, freeze, running=True, which=partial(covers, vacation)
        )
        name = await self._name(user_id)
        notices = tuple(
            VacationNotice(user_id, msg("vacation-away", player=name, left=counted(left)), game)
            for game, _ in frozen
        )
        reply = msg(
            "vacation-started",
            frozen=_frozen_in(frozen),
            left=counted(left),
            stop=Command("vacation stop"),
        )
        return VacationChange(reply, notices)

    async def stop(self, user_id: int, guild_id: Server = ANY_SERVER) -> VacationChange:
        """Back in this server: its vacation ends (by default the player's oldest one)."""
        now = self._ctx.clock()
        ended = await self._ctx.store.end_vacation(user_id, now, guild_id)
        if ended is None:
            raise NotFound(
                msg(
                    "vacation-not-on",
                    here=guild_id is not ANY_SERVER,
                    start=Command("vacation start"),
                )
            )
        thawed = await self._thaw_uncovered(user_id, now)
        name = await self._name(user_id)
        notices = tuple(self._back(user_id, name, game, clock, now) for game, clock in thawed)
        allowance = await self.allowance_days(ended.guild_id)
        left = await self.seconds_left(user_id, allowance, now, ended.guild_id)
        reply = msg(
            "vacation-welcome-back",
            running=_running_in(thawed),
            left=counted(left),
            here=ended.guild_id is not None,
        )
        return VacationChange(reply, notices)

    # --- the sweep -------------------------------------------------------------------

    async def sweep(self) -> list[VacationNotice]:
        """End the vacations whose allowance ran out, and restart their clocks.

        The vacation is ended at the moment the allowance ran out, so the
        allowance is exact however often this runs; the clocks restart now,
        when the player is told, never charging them for time before that.
        It also re-freezes a running clock of anyone still away: a move that
        raced the start of a vacation must not leave its clock running; and it
        restarts a clock frozen for a player in a game no vacation of theirs
        covers (a hand-over that asked about any server, or raced a stop).
        """
        now = self._ctx.clock()
        notices: list[VacationNotice] = []
        for vacation in await self._ctx.store.ongoing_vacations():
            user = vacation.user_id
            allowance = await self.allowance_days(vacation.guild_id)
            left = await self.seconds_left(user, allowance, now, vacation.guild_id)
            if left > 0:
                await self._change_clocks(
                    user, now, freeze, running=True, which=partial(covers, vacation)
                )
                await self._thaw_uncovered(user, now)
                continue
            ran_out = max(vacation.started_at, year_start(now), now + timedelta(seconds=left))
            if await self._ctx.store.end_vacation(user, ran_out, vacation.guild_id) is None:
                continue  # they came back while we looked
            thawed = await self._thaw_uncovered(user, now)
            names = await self._ctx.store.user_names([user])
            who = Player(user, plain_name(names.get(user, "")))
            notices += [
                self._back(user, who, game, clock, now, used_up=True) for game, clock in thawed
            ]
            notices.append(
                VacationNotice(
                    user,
                    msg(
                        "vacation-ended-used-up",
                        year=Verbatim(str(now.astimezone(UTC).year)),
                        allowance=allowance_of(allowance),
                        running=_running_in(thawed),
                    ),
                )
            )
        return notices

    # --- clocks --------------------------------------------------------------------------

    async def _change_clocks(
        self,
        user_id: int,
        now: datetime,
        change: Callable[[ClockRecord, datetime], ClockRecord],
        *,
        running: bool,
        which: Callable[[GameRecord], bool],
    ) -> list[tuple[GameRecord, ClockRecord]]:
        """Apply ``change`` to the clock of every game (of those ``which`` picks) waiting
        on this player whose time is running (``running``) or frozen (not ``running``)."""
        changed = []
        games = await self._ctx.store.games_for_user(user_id, limit=GAMES_SCANNED)
        for game in games:
            if not which(game):
                continue
            done = await self._change_clock(game.id, user_id, now, change, running=running)
            if done is not None:
                changed.append(done)
        return changed

    async def _thaw_uncovered(
        self, user_id: int, now: datetime
    ) -> list[tuple[GameRecord, ClockRecord]]:
        """Restart the frozen clocks of this player in every game that no ongoing vacation
        of theirs covers any more (a pause is never touched)."""
        ongoing = await self._ctx.store.ongoing_vacations(user_id)
        return await self._change_clocks(
            user_id,
            now,
            thaw,
            running=False,
            which=lambda game: not any(covers(vacation, game) for vacation in ongoing),
        )

    async def _change_clock(
        self,
        game_id: int,
        user_id: int,
        now: datetime,
        change: Callable[[ClockRecord, datetime], ClockRecord],
        *,
        running: bool,
    ) -> tuple[GameRecord, ClockRecord] | None:
        """One game's clock; a move that lands meanwhile makes ``put_clock`` refuse the
        stale row (``StaleMove``), and one fresh read settles it."""
        for _ in range(2):
            game = await self._ctx.store.get_game(game_id)
            if game.status != "active" or game.to_move not in (0, 1) or game.hold is not None:
                return None  # a held game's clock stands frozen until its hold is released
            seat = game.to_move
            if game.players[seat] != user_id:
                return None
            clock = await self._ctx.store.get_clock(game_id)
            if (
                clock is None
                or clock.paused  # a pause both players agreed on is theirs to end
                or clock.ply != game.ply
                or clock.running_seat != seat
                or (clock.started_at is not None) != running
            ):
                return None
            updated = change(clock, now)
            try:
                await self._ctx.store.put_clock(updated)
            except storage_errors.StaleMove:
                continue
            return game, updated
        return None

    def _back(
        self,
        user_id: int,
        name: Arg,
        game: GameRecord,
        clock: ClockRecord,
        now: datetime,
        *,
        used_up: bool = False,
    ) -> VacationNotice:
        left = length(time_left(clock, now) or 0)
        key = "vacation-used-up-clock-runs" if used_up else "vacation-back"
        return VacationNotice(user_id, msg(key, player=name, left=left), game)

    async def _name(self, user_id: int) -> Arg:
        """The name as written in a notice (``service.kit.names``: it names without a
        mention), else the player."""
        names = await self._ctx.store.user_names([user_id])
        plain = plain_name(names.get(user_id, ""))
        return Verbatim(name_in_text(plain)) if plain else Player(user_id, "")


def allowance_of(allowance_days: int) -> Arg:
    """A server's yearly allowance of ``allowance_days``."""
    return counted(allowance_days * DAY)


def _numbers(changed: list[tuple[GameRecord, ClockRecord]]) -> Items:
    return Items(tuple(Game(game.id) for game, _ in changed))


def _frozen_in(changed: list[tuple[GameRecord, ClockRecord]]) -> Msg:
    if not changed:
        return msg("vacation-no-clock-running")
    return msg("vacation-frozen-in", count=len(changed), games=_numbers(changed))


def _running_in(changed: list[tuple[GameRecord, ClockRecord]]) -> Msg:
    if not changed:
        return msg("vacation-no-game-waiting")
    return msg("vacation-runs-again-in", count=len(changed), games=_numbers(changed))
