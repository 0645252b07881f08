"""The periodic clock check: reminders before a deadline, and what happens at it.

Deadlines are rows (``clocks``), so this is a sweep over what is due, run by
the adapter's loop every few minutes; nothing waits in memory, and a restart
simply finds the same rows. Each reminder and each expiry is marked per ply
by compare-and-set, so it is acted on once, and never for a move already made.
A reminder comes when the player's reminder window opens (24 h by default),
or halfway through their time if that is shorter, so a short clock does not
ping at the start of every turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from rules import GAMES
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed
from service.games import GameDesk
from service.games.abandoned import DEFAULT_ABANDON_DAYS, IDLE_PER_SWEEP, REMINDER_LEAD
from service.games.starts import has_begun
from service.mailing.intents import notice
from service.mailing.words import mail_text
from service.results import GameUpdate
from service.time.clockwork import bank, time_left
from service.time.controls import length
from storage.models import ClockRecord, GameRecord
from words import Arg, Command, Game, Player, Speech, Verbatim, When, msg

MAX_REMIND_HOURS = 72


@dataclass(frozen=True, slots=True)
class ClockNotice:
    """Something the clock says in a game's thread: a reminder, an expiry or a result."""

    game: GameRecord
    text: Speech
    ping_user_id: int
    dm_text: Speech | None = None  # also sent by DM (an opted-in reminder)
    update: GameUpdate | None = None  # the game ended on time: post it like a move


class ClockDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games

    async def sweep(self) -> list[ClockNotice]:
        """Reminders and timeouts due now; first, dice a dead process left unrolled, which
        also start the clock of the player they hand the turn to (dice are nobody's time,
        so no deadline would ever bring that game up otherwise)."""
        now = self._ctx.clock()
        notices = [  # the update pings whom it names; ping_user_id only addresses a DM
            ClockNotice(update.game, update.text, update.ping_user_id or 0, update=update)
            for update in await self._games.settle_owed()
        ]
        for clock in await self._ctx.store.clocks_due(now + timedelta(hours=MAX_REMIND_HOURS)):
            game = await self._ctx.store.get_game(clock.game_id)
            if game.status != "active" or clock.ply != game.ply or clock.running_seat is None:
                continue
            left = time_left(clock, now)
            assert left is not None, "a due clock is running"
            notice = await (
                self._expire(game, clock) if left <= 0 else self._remind(game, clock, left)
            )
            if notice is not None:
                notices.append(notice)
        return notices + await self._remind_idle(now)

    async def _remind_idle(self, now: datetime) -> list[ClockNotice]:
        """Games without a clock whose player to move comes near the server's days
        without a move (``games.abandoned``): reminded once per ply, in the thread, by DM
        if they asked for reminders by DM, and by mail if they read by mail."""
        notices = []
        idle = await self._ctx.store.idle_games(
            now, default_days=DEFAULT_ABANDON_DAYS, lead=REMINDER_LEAD, limit=IDLE_PER_SWEEP
        )
        for game, days in idle:
            assert game.to_move in (0, 1)
            if not await self._ctx.store.mark_idle_reminded(game.id, game.ply, now):
                continue  # another sweep got there first, or a move did
            user = game.players[game.to_move]
            opens = max(game.updated_at + timedelta(days=days), now + REMINDER_LEAD)
            title = Verbatim(await self._games.title(game))
            player = Player(user, await self._name(user))
            claim, when = Command("claim"), When(opens, "datetime")
            args: dict[str, Arg] = {"title": title, "days": days, "when": when}
            text = msg("clock-idle-reminder", player=player, claim=claim, **args)
            settings = await self._ctx.store.get_user_settings(user)
            dm = msg("clock-idle-reminder-dm", **args) if settings.remind_dm else None
            label = Verbatim(f"{GAMES[game.game].name.capitalize()} #{game.id}")
            mail = notice(
                user,
                mail_text(msg("clock-idle-reminder-mail-subject", title=label)),
                mail_text(msg("clock-idle-reminder-mail", title=label, days=days, when=when)),
                game_id=game.id,
                reply="m",
                ply=game.ply,
                news_until_moved=True,
            )
            await self._ctx.store.enqueue_mail([mail], now)
            notices.append(ClockNotice(game, text, user, dm))
        return notices

    async def _remind(
        self, game: GameRecord, clock: ClockRecord, left: float
    ) -> ClockNotice | None:
        assert clock.running_seat is not None
        user = game.players[clock.running_seat]
        settings = await self._ctx.store.get_user_settings(user)
        window = min(settings.remind_hours * 3600, bank(clock, clock.running_seat) / 2)
        if left > window or clock.reminded_ply == clock.ply:
            return None
        if not await self._ctx.store.mark_reminded(game.id, clock.ply):
            return None  # another sweep got there first
        title = Verbatim(await self._games.title(game))
        player = Player(user, await self._name(user))
        text = msg("clock-reminder", player=player, left=length(left), title=title)
        dm = (
            msg("clock-reminder-dm", left=length(left), title=title) if settings.remind_dm else None
        )
        await self._mail_reminder(game, user, left)
        return ClockNotice(game, text, user, dm)

    async def _name(self, user_id: int) -> str:
        """A player's name for the channels that write names, not mentions."""
        return (await self._ctx.store.user_names([user_id])).get(user_id, "")

    async def _mail_reminder(self, game: GameRecord, user: int, left: float) -> None:
        """A player who reads by mail is reminded by mail, with the board and a reply
        address for the move."""
        label = Verbatim(f"{GAMES[game.game].name.capitalize()} #{game.id}")
        reminder = notice(
            user,
            mail_text(msg("clock-reminder-mail-subject", title=label, left=length(left))),
            mail_text(msg("clock-reminder-mail", title=label, left=length(left))),
            game_id=game.id,
            reply="m",
            ply=game.ply,
            news_until_moved=True,
        )
        await self._ctx.store.enqueue_mail([reminder], self._ctx.clock())

    async def _expire(self, game: GameRecord, clock: ClockRecord) -> ClockNotice | None:
        assert clock.running_seat is not None
        late = clock.running_seat
        if clock.auto_timeout:
            try:
                update = await self._games.time_out(game.id, late, expected_ply=clock.ply)
            except (Conflict, NotAllowed):
                # The move came in while we looked, or another sweep (another process)
                # timed the game out first: no timeout here, and the sweep goes on.
                return None

            return ClockNotice(game, update.text, game.players[1 - late], update=update)
        if clock.expired_ply == clock.ply or not await self._ctx.store.mark_expired(
            game.id, clock.ply
        ):
            return None
        opponent = game.players[1 - late]
        begun = has_begun(await self._games.replay_of(game), late)
        names = await self._ctx.store.user_names(list(game.players))
        text = msg(
            "clock-time-up" if begun else "clock-time-up-before-first-move",
            late=Player(game.players[late], names.get(game.players[late], "")),
            opponent=Player(opponent, names.get(opponent, "")),
            game=Game(game.id),
            claim=Command("claim"),
        )
        return ClockNotice(game, text, opponent)
