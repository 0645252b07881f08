"""The challenge lifecycle: post, accept into a game, decline or cancel, expire."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from rules import GAMES
from service.challenges.proposals import check_proposal, opening, seating
from service.challenges.terms import DEFAULT_EXPIRY, ChallengeTerms
from service.computer.desk import DEFAULT_LEVEL, check_level
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, NotFound, ServiceError
from service.games import GameDesk
from service.games.players import people
from service.mailing.intents import notice
from service.notices.pings import PingCooldown
from service.preferences.blocks import BlockDesk
from service.readers.desk import mail_reader
from service.results import ChallengeClosed, ChallengePosted, GameStarted
from service.time.controls import describe as describe_control
from service.time.vacations import VacationDesk
from storage import errors as storage_errors
from storage.models import (
    ChallengeRecord,
    ComputerSeat,
)
from words import (
    Command,
    Game,
    Items,
    Span,
    Speech,
    Strong,
    Struck,
    Title,
    Verbatim,
    When,
    lines,
    msg,
)
from words.plain import PLAIN

MAX_PENDING_PER_USER = 10
MAX_COMPUTER_GAMES_PER_USER = 5
"""Running games against the computer one person may have. Each game the computer is to
move in costs a search in the shared worker pool (seconds of CPU at the higher levels),
and nobody waits on the other side to make it finish: without a cap one person could
keep the pool busy for everyone. Five is more than a player follows at once."""


def game_title(game: str) -> Title:
    """A game's name inside a sentence, as the lobby writes it (``Pinch``)."""
    return Title(GAMES[game].name.capitalize())


def numbers(ids: Iterable[int]) -> Items:
    """Numbers (of games, challenges) listed as ``#1, #2, #3``."""
    return Items(tuple(Game(n) for n in ids), style="unit")


_ALREADY = {
    "accepted": "lobby-challenge-already-accepted",
    "declined": "lobby-challenge-already-declined",
    "cancelled": "lobby-challenge-already-cancelled",
    "expired": "lobby-challenge-already-expired",
}


@dataclass(frozen=True, slots=True)
class UserRef:
    """A Discord user as the service needs it: an id and whether it is a bot."""

    id: int
    is_bot: bool = False


class ChallengeDesk:
    def __init__(
        self,
        ctx: ServiceContext,
        desk: GameDesk,
        vacations: VacationDesk | None = None,
        blocks: BlockDesk | None = None,
    ) -> None:
        self._ctx = ctx
        self._desk = desk
        self._vacations = vacations or VacationDesk(ctx)
        self.cooldown = PingCooldown(ctx)
        self.blocks = blocks or BlockDesk(ctx)

    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        challenger: UserRef,
        opponent: UserRef,
        terms: ChallengeTerms,
    ) -> ChallengePosted:
        """A challenge of ``opponent`` on ``terms`` (``ChallengeTerms``: a clock left out
        is the server's default time control, and so is what running out of time does;
        the result counts for both players' ratings unless they say otherwise).

        A server that configured a games channel gets the challenge recorded there
        (``record.channel_id``), wherever the command was typed: the adapter posts
        the challenge message in that channel, and the game's thread opens there.
        """
        if opponent.is_bot:
            raise NotAllowed(msg("lobby-no-bots"))
        await self.blocks.check_may_play(challenger.id, opponent.id)  # a rematch too
        async with self.cooldown.ping(challenger.id, opponent.id):
            record = await self._record(
                guild_id=guild_id,
                channel_id=channel_id,
                challenger=challenger,
                opponent=opponent,
                terms=replace(terms, rated=terms.rated_between_people),
                cap=MAX_PENDING_PER_USER,
            )
        await self._mail_challenge(record)
        return ChallengePosted(
            record, lines(await self.describe(record), await self._away_line(record))
        )

    async def _away_line(self, record: ChallengeRecord) -> Speech | None:
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
        named = await people(self._ctx, opponent)
        return msg(
            "lobby-opponent-away",
            opponent=named[opponent],
            since=When(vacation.started_at, "date"),
            left=Span(max(left, 0.0)),
            expires=When(record.expires_at, "relative"),
        )

    async def _mail_challenge(self, record: ChallengeRecord) -> None:
        """The challenged player hears of it by mail too, if they read their games by mail,
        and may accept or decline by replying."""
        setup = self._desk.presenter(record.game).describe_options(record.options)
        named = (await people(self._ctx, record.challenger_id))[record.challenger_id]
        challenger = named if named.name else msg("lobby-someone")
        text = msg(
            "lobby-mail-challenge",
            challenger=challenger,
            game=game_title(record.game),
            setup=setup,
            clock=Verbatim(describe_control(record.time_control)),
            rated=record.rated,
            expires=When(record.expires_at, "datetime"),
        )
        subject = msg(
            "lobby-mail-challenge-subject",
            challenger=challenger,
            game=game_title(record.game),
            challenge=Game(record.id),
        )
        # a mail intent is stored as text: written now, in the language kept with the
        # reader's address and in their zone (what a mail reader is told names no slash
        # command)
        reader = await mail_reader(self._ctx, record.opponent_id)
        intent = notice(
            record.opponent_id,
            PLAIN.render(subject, reader),
            PLAIN.render(text, reader),
            reply="c",
            ply=record.id,
        )
        await self._ctx.store.enqueue_mail([intent], self._ctx.clock())

    async def play_computer(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        challenger: UserRef,
        computer_id: int,
        terms: ChallengeTerms,
    ) -> GameStarted:
        """A game against the bot itself (``computer_id`` is the bot's own user id), at
        ``terms.level`` 1 to 5 (default 3). The computer accepts at once; the same checks
        as any challenge apply (allowed games, options, the games channel). With no
        ``clock`` given the game has none: the computer never hurries anyone.
        """
        level = DEFAULT_LEVEL if terms.level is None else terms.level
        check_level(level)
        record = await self._record(
            guild_id=guild_id,
            channel_id=channel_id,
            challenger=challenger,
            opponent=UserRef(computer_id, is_bot=True),
            terms=replace(
                terms,
                expires_in=DEFAULT_EXPIRY,
                clock="none" if terms.clock is None else terms.clock,
                rated=False,  # the computer is nobody's rating
            ),
            cap=None,  # accepted at once: it is never left open
        )
        players = self._seating(record)
        computer = ComputerSeat(0, seat=players.index(computer_id), level=level)
        try:
            return await self._start(record, players, computer, MAX_COMPUTER_GAMES_PER_USER)
        except storage_errors.OverCap as over:
            await self._ctx.store.resolve_challenge(record.id, status="cancelled")
            raise NotAllowed(
                msg(
                    "lobby-computer-cap",
                    count=len(over.held),
                    games=numbers(over.held),
                    command=Command("resign"),
                )
            ) from None

    async def _record(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        challenger: UserRef,
        opponent: UserRef,
        terms: ChallengeTerms,
        cap: int | None,
    ) -> ChallengeRecord:
        """Every check a challenge must pass, then its row. ``cap``: the most pending
        challenges the challenger may have, counted by the store as it writes, so that a
        burst of challenges sent at once cannot all pass (None: one accepted at once)."""
        proposal = await check_proposal(
            self._ctx, guild_id=guild_id, channel_id=channel_id, terms=terms
        )
        if opponent.id == challenger.id:
            raise NotAllowed(msg("lobby-not-yourself"))
        now = self._ctx.clock()
        try:
            return await self._ctx.store.create_challenge(
                guild_id=guild_id,
                channel_id=proposal.channel_id,
                challenger_id=challenger.id,
                opponent_id=opponent.id,
                game=proposal.game,
                options=proposal.options,
                first=terms.first,
                created_at=now,
                expires_at=now + terms.expires_in,
                time_control=proposal.control,
                rated=terms.rated_between_people,
                cap=cap,
            )
        except storage_errors.OverCap:
            raise NotAllowed(
                msg("lobby-challenge-cap", count=MAX_PENDING_PER_USER, command=Command("decline"))
            ) from None

    async def attach_message(self, challenge_id: int, channel_id: int, message_id: int) -> None:
        await self._ctx.store.set_challenge_message(challenge_id, channel_id, message_id)

    async def describe(self, record: ChallengeRecord) -> Speech:
        """The challenge's message: who challenges whom to what, until when."""
        presenter = self._desk.presenter(record.game)
        setup = presenter.describe_options(record.options)
        named = await people(self._ctx, record.challenger_id, record.opponent_id)
        challenger, opponent = named[record.challenger_id], named[record.opponent_id]
        first = {
            "challenger": msg("lobby-first-player", player=challenger),
            "opponent": msg("lobby-first-player", player=opponent),
            "random": msg("lobby-first-random"),
        }[record.first]
        if presenter.challenger_is_seat_zero(record.options):
            first = msg("lobby-first-seat-zero", player=challenger)
        return lines(
            msg(
                "lobby-challenge",
                heading=Strong(challenge_name(record.id)),
                challenger=challenger,
                opponent=opponent,
                game=game_title(record.game),
                setup=setup,
                first=first,
                clock=Verbatim(describe_control(record.time_control)),
                rated=record.rated,
            ),
            msg(
                "lobby-challenge-answer",
                opponent=opponent,
                expires=When(record.expires_at, "relative"),
            ),
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
                raise NotFound(msg("lobby-no-challenge", challenge=Game(challenge_id))) from None
        now = self._ctx.clock()
        mine = [
            c
            for c in await self._ctx.store.pending_challenges_for(user_id)
            if (c.opponent_id == user_id or verb == "decline") and c.expires_at > now
        ]
        if not mine:
            raise NotFound(msg(f"lobby-none-to-{verb}"))
        if len(mine) > 1:
            raise ServiceError(
                msg(
                    "lobby-several-pending",
                    challenges=numbers([c.id for c in mine]),
                    command=Command(verb, (("challenge", str(mine[0].id)),)),
                )
            )
        return mine[0]

    async def _check_open(self, record: ChallengeRecord) -> None:
        if record.status != "pending":
            key = _ALREADY.get(record.status, "lobby-challenge-already-closed")
            raise Conflict(msg(key, challenge=Game(record.id)))
        if record.expires_at <= self._ctx.clock():
            # Left pending on purpose: the sweep marks it expired *and* edits its message.
            raise Conflict(msg("lobby-challenge-expired", challenge=Game(record.id)))

    async def accept(self, user_id: int, challenge_id: int | None = None) -> GameStarted:
        record = await self._find(user_id, challenge_id, "accept")
        if record.opponent_id != user_id:
            opponent = (await people(self._ctx, record.opponent_id))[record.opponent_id]
            raise NotAllowed(
                msg("lobby-only-opponent-accepts", opponent=opponent, challenge=Game(record.id))
            )
        await self.cooldown.answered(record.challenger_id, user_id)
        await self._check_open(record)
        await self.blocks.check_may_play(user_id, record.challenger_id)  # blocked since
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
            raise Conflict(msg("lobby-challenge-answered", challenge=Game(record.id)))
        closed = ChallengeClosed(
            record,
            msg(
                "lobby-closed-accepted",
                struck=Struck(challenge_name(record.id)),
                game=Game(game.id),
            ),
        )
        return await self._desk.started(game, closed)

    async def decline(self, user_id: int, challenge_id: int | None = None) -> ChallengeClosed:
        """The challenged user declines; the challenger may withdraw the same way."""
        record = await self._find(user_id, challenge_id, "decline")
        if user_id not in (record.opponent_id, record.challenger_id):
            raise NotAllowed(msg("lobby-not-yours", challenge=Game(record.id)))
        if user_id == record.opponent_id:
            await self.cooldown.answered(record.challenger_id, user_id)
        await self._check_open(record)
        status = "declined" if user_id == record.opponent_id else "cancelled"
        if not await self._ctx.store.resolve_challenge(record.id, status=status):
            raise Conflict(msg("lobby-challenge-answered", challenge=Game(record.id)))
        key = "lobby-closed-declined" if status == "declined" else "lobby-closed-withdrawn"
        player = (await people(self._ctx, user_id))[user_id]
        return ChallengeClosed(
            record, msg(key, struck=Struck(challenge_name(record.id)), player=player)
        )

    async def expire_due(self) -> list[ChallengeClosed]:
        """Mark every overdue challenge expired; the adapter edits their messages."""
        closed = []
        for record in await self._ctx.store.due_challenges(self._ctx.clock()):
            if await self._ctx.store.resolve_challenge(record.id, status="expired"):
                closed.append(
                    ChallengeClosed(
                        record,
                        msg("lobby-closed-expired", struck=Struck(challenge_name(record.id))),
                    )
                )
        return closed


def challenge_name(challenge_id: int) -> Speech:
    """``Challenge #5``: the head of its message (bold on Discord; struck through once
    the challenge is closed, the arguments being named ``heading`` and ``struck``)."""
    return msg("lobby-challenge-name", challenge=Game(challenge_id))
