"""The challenge lifecycle: post, accept into a game, decline or cancel, expire."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from rules import GAMES
from service.computer import DEFAULT_LEVEL, check_level
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, NotFound, ServiceError
from service.games import GameDesk
from service.mailing.intents import notice
from service.names import plain_name
from service.pings import PingCooldown
from service.proposals import check_proposal, opening, seating
from service.results import ChallengeClosed, ChallengePosted, GameStarted
from service.timecontrol import describe as describe_control
from service.vacations import VacationDesk, days
from storage import errors as storage_errors
from storage.models import (
    ChallengeRecord,
    ComputerSeat,
)

DEFAULT_EXPIRY = timedelta(hours=48)
MAX_PENDING_PER_USER = 10
MAX_COMPUTER_GAMES_PER_USER = 5
"""Running games against the computer one person may have. Each game the computer is to
move in costs a search in the shared worker pool (seconds of CPU at the higher levels),
and nobody waits on the other side to make it finish: without a cap one person could
keep the pool busy for everyone. Five is more than a player follows at once."""


def terms(rated: bool) -> str:
    """Whether the result will count for the players' ratings, as a challenge states it
    before anyone accepts."""
    return "rated" if rated else "unrated"


@dataclass(frozen=True, slots=True)
class UserRef:
    """A Discord user as the service needs it: an id and whether it is a bot."""

    id: int
    is_bot: bool = False


class ChallengeDesk:
    def __init__(
        self, ctx: ServiceContext, desk: GameDesk, vacations: VacationDesk | None = None
    ) -> None:
        self._ctx = ctx
        self._desk = desk
        self._vacations = vacations or VacationDesk(ctx)
        self.cooldown = PingCooldown(ctx)

    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        challenger: UserRef,
        opponent: UserRef,
        game: str,
        options: dict[str, Any],
        first: str = "random",
        expires_in: timedelta = DEFAULT_EXPIRY,
        clock: str | None = None,
        timeout: str | None = None,
        rated: bool = True,
    ) -> ChallengePosted:
        """``clock``: a preset, ``none`` or ``3d+1d/7d``; left out, the server's default
        time control. ``timeout``: ``auto`` ends the game at once, ``claim`` lets the
        opponent claim it; left out, as the server's default says. ``rated``: whether
        the result counts for both players' ratings (a game between people is, unless
        they say otherwise).

        A server that configured a games channel gets the challenge recorded there
        (``record.channel_id``), wherever the command was typed: the adapter posts
        the challenge message in that channel, and the game's thread opens there.
        """
        if opponent.is_bot:
            raise NotAllowed(
                "Other bots cannot play; challenge a person, or Postboard itself to play "
                "the computer."
            )
        async with self.cooldown.ping(challenger.id, opponent.id):
            record = await self._record(
                guild_id=guild_id,
                channel_id=channel_id,
                challenger=challenger,
                opponent=opponent,
                game=game,
                options=options,
                first=first,
                expires_in=expires_in,
                clock=clock,
                timeout=timeout,
                rated=rated,
                cap=MAX_PENDING_PER_USER,
            )
        await self._mail_challenge(record)
        text = self.describe(record)
        away = await self._away_line(record)
        return ChallengePosted(record, f"{text}\n{away}" if away else text)

    async def _away_line(self, record: ChallengeRecord) -> str | None:
        """What the challenge says when its opponent is on vacation in its server: how
        long that may last, and that the challenge does not wait (it expires as set)."""
        if record.guild_id is None:
            return None  # games outside a server take no vacation
        opponent = record.opponent_id
        vacation = await self._ctx.store.ongoing_vacation(opponent, record.guild_id)
        if vacation is None:
            return None
        now = self._ctx.clock()
        allowance = await self._vacations.allowance_days(record.guild_id)
        left = await self._vacations.seconds_left(opponent, allowance, now, record.guild_id)
        since = int(vacation.started_at.timestamp())
        expires = int(record.expires_at.timestamp())
        return (
            f"🏖️ <@{opponent}> is on vacation here (since <t:{since}:d>) until they return, "
            f"at most {days(max(left, 0.0))} more this year. The challenge does not wait for "
            f"them: unless they accept before, it expires <t:{expires}:R>."
        )

    async def _mail_challenge(self, record: ChallengeRecord) -> None:
        """The challenged player hears of it by mail too, if they read their games by mail,
        and may accept or decline by replying."""
        engine = GAMES[record.game]
        setup = self._desk.presenter(engine.name).describe_options(record.options)
        known = await self._ctx.store.user_names([record.challenger_id])
        challenger = plain_name(known.get(record.challenger_id, "")) or "Someone"
        # written out in the reader's zone when the mail is sent (mail/letters.py)
        when = f"<t:{int(record.expires_at.timestamp())}:f>"
        text = (
            f"{challenger} challenges you to {engine.name.capitalize()} ({setup}; clock: "
            f"{describe_control(record.time_control)}; {terms(record.rated)}).\n\nReply "
            f"`accept` or `decline` on the first line. The challenge expires on {when}."
        )
        subject = f"{challenger} challenges you to {engine.name.capitalize()} (#{record.id})"
        intent = notice(record.opponent_id, subject, text, reply="c", ply=record.id)
        await self._ctx.store.enqueue_mail([intent], self._ctx.clock())

    async def play_computer(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        challenger: UserRef,
        computer_id: int,
        game: str,
        options: dict[str, Any],
        level: int = DEFAULT_LEVEL,
        first: str = "random",
        clock: str | None = None,
        timeout: str | None = None,
    ) -> GameStarted:
        """A game against the bot itself (``computer_id`` is the bot's own user id), at
        ``level`` 1 to 5. The computer accepts at once; the same checks as any
        challenge apply (allowed games, options, the games channel). With no
        ``clock`` given the game has none: the computer never hurries anyone.
        """
        check_level(level)
        record = await self._record(
            guild_id=guild_id,
            channel_id=channel_id,
            challenger=challenger,
            opponent=UserRef(computer_id, is_bot=True),
            game=game,
            options=options,
            first=first,
            expires_in=DEFAULT_EXPIRY,
            clock="none" if clock is None else clock,
            timeout=timeout,
            rated=False,  # the computer is nobody's rating
            cap=None,  # accepted at once: it is never left open
        )
        players = self._seating(record)
        computer = ComputerSeat(0, seat=players.index(computer_id), level=level)
        try:
            return await self._start(record, players, computer, MAX_COMPUTER_GAMES_PER_USER)
        except storage_errors.OverCap as over:
            await self._ctx.store.resolve_challenge(record.id, status="cancelled")
            numbers = ", ".join(f"#{n}" for n in over.held)
            raise NotAllowed(
                f"You already have {len(over.held)} games against the computer running "
                f"({numbers}), the most one player may have; finish or `/resign` one first."
            ) from None

    async def start_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        players: tuple[int, int],
        game: str,
        options: dict[str, Any],
        clock: str | None = None,
        timeout: str | None = None,
        rated: bool,
    ) -> GameStarted:
        """Start a game between two people nobody has to accept (a tournament's pairing):
        ``players`` in seat order, ``rated`` as the event says. The same checks as a
        challenge (allowed games, options, time control, the games channel) apply, and a
        challenge row is still written, accepted at once, so the game has one story."""
        record = await self._record(
            guild_id=guild_id,
            channel_id=channel_id,
            challenger=UserRef(players[0]),
            opponent=UserRef(players[1]),
            game=game,
            options=options,
            first="challenger",
            expires_in=DEFAULT_EXPIRY,
            clock=clock,
            timeout=timeout,
            rated=rated,
            cap=None,  # accepted at once: it is never left open
        )
        return await self._start(record, players, None)

    async def _record(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        challenger: UserRef,
        opponent: UserRef,
        game: str,
        options: dict[str, Any],
        first: str,
        expires_in: timedelta,
        clock: str | None,
        timeout: str | None,
        rated: bool,
        cap: int | None,
    ) -> ChallengeRecord:
        """Every check a challenge must pass, then its row. ``cap``: the most pending
        challenges the challenger may have, counted by the store as it writes, so that a
        burst of challenges sent at once cannot all pass (None: one accepted at once)."""
        proposal = await check_proposal(
            self._ctx,
            guild_id=guild_id,
            channel_id=channel_id,
            game=game,
            options=options,
            first=first,
            clock=clock,
            timeout=timeout,
        )
        if opponent.id == challenger.id:
            raise NotAllowed("You cannot challenge yourself; pick another player.")
        now = self._ctx.clock()
        try:
            return await self._ctx.store.create_challenge(
                guild_id=guild_id,
                channel_id=proposal.channel_id,
                challenger_id=challenger.id,
                opponent_id=opponent.id,
                game=proposal.game,
                options=proposal.options,
                first=first,
                created_at=now,
                expires_at=now + expires_in,
                time_control=proposal.control,
                rated=rated,
                cap=cap,
            )
        except storage_errors.OverCap:
            raise NotAllowed(
                f"You already have {MAX_PENDING_PER_USER} open challenges; wait for answers "
                "or cancel some with /decline."
            ) from None

    async def attach_message(self, challenge_id: int, channel_id: int, message_id: int) -> None:
        await self._ctx.store.set_challenge_message(challenge_id, channel_id, message_id)

    def describe(self, record: ChallengeRecord) -> str:
        engine = GAMES[record.game]
        presenter = self._desk.presenter(engine.name)
        setup = presenter.describe_options(record.options)
        first = {
            "challenger": f"<@{record.challenger_id}> moves first",
            "opponent": f"<@{record.opponent_id}> moves first",
            "random": "who moves first is drawn at random",
        }[record.first]
        if presenter.challenger_is_seat_zero(record.options):
            first = f"<@{record.challenger_id}> is seat 0"
        expires = int(record.expires_at.timestamp())
        return (
            f"**Challenge #{record.id}**: <@{record.challenger_id}> challenges "
            f"<@{record.opponent_id}> to **{engine.name.capitalize()}** ({setup}; {first}; "
            f"clock: {describe_control(record.time_control)}; {terms(record.rated)}).\n"
            f"<@{record.opponent_id}>, accept or decline — expires <t:{expires}:R>."
        )

    async def still_open(self, challenge_id: int) -> bool:
        """The challenge can still be accepted (a mail about it is still news)."""
        try:
            record = await self._ctx.store.get_challenge(challenge_id)
        except storage_errors.NotFound:
            return False
        return record.status == "pending" and record.expires_at > self._ctx.clock()

    async def _find(self, user_id: int, challenge_id: int | None, verb: str) -> ChallengeRecord:
        if challenge_id is not None:
            try:
                return await self._ctx.store.get_challenge(challenge_id)
            except storage_errors.NotFound:
                raise NotFound(f"There is no challenge #{challenge_id}.") from None
        now = self._ctx.clock()
        mine = [
            c
            for c in await self._ctx.store.pending_challenges_for(user_id)
            if (c.opponent_id == user_id or verb == "decline") and c.expires_at > now
        ]
        if not mine:
            raise NotFound(f"You have no pending challenge to {verb}.")
        if len(mine) > 1:
            numbers = ", ".join(f"#{c.id}" for c in mine)
            raise ServiceError(
                f"You have several pending challenges ({numbers}); say which one: "
                f"/{verb} challenge:{mine[0].id}"
            )
        return mine[0]

    async def _check_open(self, record: ChallengeRecord) -> None:
        if record.status != "pending":
            raise Conflict(f"Challenge #{record.id} is already {record.status}.")
        if record.expires_at <= self._ctx.clock():
            # Left pending on purpose: the sweep marks it expired *and* edits its message.
            raise Conflict(f"Challenge #{record.id} has expired.")

    async def accept(self, user_id: int, challenge_id: int | None = None) -> GameStarted:
        record = await self._find(user_id, challenge_id, "accept")
        if record.opponent_id != user_id:
            raise NotAllowed(f"Only <@{record.opponent_id}> can accept challenge #{record.id}.")
        await self.cooldown.answered(record.challenger_id, user_id)
        await self._check_open(record)
        return await self._start(record, self._seating(record), None)

    def _seating(self, record: ChallengeRecord) -> tuple[int, int]:
        """The players in seat order, as the challenge asked (a draw for ``random``)."""
        return seating(
            self._ctx.rng,
            record.game,
            record.options,
            record.first,
            record.challenger_id,
            record.opponent_id,
        )

    async def _start(
        self,
        record: ChallengeRecord,
        players: tuple[int, int],
        computer: ComputerSeat | None,
        computer_cap: int | None = None,
    ) -> GameStarted:
        now = self._ctx.clock()
        to_move, clock = opening(record.game, record.options, record.time_control, now)
        game = await self._ctx.store.accept_challenge_into_game(
            record.id,
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            game=record.game,
            options=record.options,
            players=players,
            to_move=to_move,
            created_at=now,
            clock=clock,
            computer=computer,
            rated=record.rated,
            computer_cap=computer_cap,
        )
        if game is None:
            raise Conflict(f"Challenge #{record.id} was answered already.")
        closed = ChallengeClosed(
            record, f"~~Challenge #{record.id}~~ accepted — game #{game.id} has begun."
        )
        return await self._desk.started(game, closed)

    async def decline(self, user_id: int, challenge_id: int | None = None) -> ChallengeClosed:
        """The challenged user declines; the challenger may withdraw the same way."""
        record = await self._find(user_id, challenge_id, "decline")
        if user_id not in (record.opponent_id, record.challenger_id):
            raise NotAllowed(f"Challenge #{record.id} is not addressed to you.")
        if user_id == record.opponent_id:
            await self.cooldown.answered(record.challenger_id, user_id)
        await self._check_open(record)
        status = "declined" if user_id == record.opponent_id else "cancelled"
        if not await self._ctx.store.resolve_challenge(record.id, status=status):
            raise Conflict(f"Challenge #{record.id} was answered already.")
        verb = "declined" if status == "declined" else "withdrawn"
        return ChallengeClosed(record, f"~~Challenge #{record.id}~~ {verb} by <@{user_id}>.")

    async def expire_due(self) -> list[ChallengeClosed]:
        """Mark every overdue challenge expired; the adapter edits their messages."""
        closed = []
        for record in await self._ctx.store.due_challenges(self._ctx.clock()):
            if await self._ctx.store.resolve_challenge(record.id, status="expired"):
                closed.append(
                    ChallengeClosed(record, f"~~Challenge #{record.id}~~ expired unanswered.")
                )
        return closed
