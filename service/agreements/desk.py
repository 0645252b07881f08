"""What both players must agree to: a draw, a takeback, pausing one game; and what
either may do alone early or late: abort before move 2, ask for a rematch.

Offers are rows (``offers``), made at a ply: once the game moves on, an offer is
stale and answering it does nothing, so a button pressed days later can never
take back the wrong move. Only what was agreed reaches the game's log.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from rules import GAMES
from rules.base import CHANCE, GameEntry
from rules.replay import AnyReplay
from service.agreements.settled import Settled, told
from service.challenges.desk import ChallengeDesk, UserRef
from service.challenges.terms import ChallengeTerms
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed
from service.games import GameDesk
from service.games.asked import Asked
from service.games.players import check_not_held, seat_of
from service.games.starts import seen_own_dice
from service.kit.names import plain_name
from service.mailing.intents import notice
from service.mailing.words import mail_text
from service.results import ChallengePosted, GameStarted, GameUpdate
from service.time.clockwork import freeze, thaw
from service.time.controls import written
from storage import errors as storage_errors
from storage.models import ClockRecord, GameRecord, NoticeRecord, OfferRecord
from words import Command, Game, Notation, Player, Speech, Verbatim, msg

OFFER_TOKENS = {"draw": "od", "takeback": "ot", "pause": "op"}
"""What a reply to an offer's mail means (``mail.tokens``)."""
MAX_PLAYER_MOVES_TO_ABORT = 1  # "before move 2": at most one move has been played
CLOCK_WRITE_TRIES = 3  # reads of the clock a one-sided pause or resume makes while moves land


@dataclass(frozen=True, slots=True)
class Proposal:
    """An offer now standing: the opponent answers with the buttons it carries."""

    game: GameRecord
    kind: str
    ply: int
    text: Speech
    answer_user_id: int
    ping: bool = True
    """Whether the post pings ``answer_user_id``: not if they blocked the one asking."""


class AgreementDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk, challenges: ChallengeDesk) -> None:
        self._ctx = ctx
        self._games = games
        self._challenges = challenges

    async def propose(
        self,
        asked: Asked,
        kind: str,
    ) -> Proposal | Settled:
        """Offer ``kind``; if the opponent already offered the same at this ply, it is agreed."""
        user_id = asked.player
        game = await self._games.find(asked)
        seat = seat_of(game, user_id)
        if game.status != "active":
            raise NotAllowed(msg("offer-game-over", game=Game(game.id)))
        check_not_held(game)  # a moderator's pause, or a server gone: nothing is agreed
        opponent = game.players[1 - seat]
        computer = await self._games.computer_of(game)
        cooldown = self._challenges.cooldown
        if kind == "pause" and await self._paused(game):
            if computer is not None:
                return await self._resume(game, user_id)
            async with cooldown.ping(user_id, opponent):  # the resume is told to the opponent
                return await self._resume(game, user_id)
        if computer is not None:
            return await self._ask_computer(game, seat, kind)
        await self._check_possible(game, seat, kind)
        standing = await self._standing(game, kind)
        if standing is not None and standing.seat == 1 - seat:  # an answer, not a new ask
            return await self.answer(user_id, game.id, game.ply, kind, accept=True)
        async with cooldown.ping(user_id, opponent):
            await self._ctx.store.put_offer(
                OfferRecord(game.id, kind, seat, game.ply, self._ctx.clock())
            )
        proposal = await self.proposal(game, kind, seat)
        if proposal.ping:
            await self._mail_offer(game, kind, user_id, opponent)
        return proposal

    async def proposal(self, game: GameRecord, kind: str, seat: int) -> Proposal:
        """The post of ``seat``'s offer ``kind`` in ``game`` as it stands, for the thread:
        made with the offer, or later by a sweep if no process could post it then
        (``OwedOffers``). The game goes on under a block: the offer stands, but a blocker
        hears of it only in the game's thread, unpinged (and gets no mail about it)."""
        asker, opponent = game.players[seat], game.players[1 - seat]
        text = msg(
            f"offer-asked-{kind}",
            player=await self._player(asker),
            opponent=await self._player(opponent),
            game=Game(game.id),
        )
        ping = await self._challenges.blocks.may_ping(asker, opponent)
        return Proposal(game, kind, game.ply, text, opponent, ping)

    async def _player(self, user_id: int) -> Player:
        """A player by id, with the name the channels without mentions write."""
        names = await self._ctx.store.user_names([user_id])
        return Player(user_id, plain_name(names.get(user_id, "")))

    async def _mail_offer(self, game: GameRecord, kind: str, by: int, to: int) -> None:
        """The opponent hears of an offer by mail too, if they read their games by mail,
        and may answer it by replying."""
        names = await self._ctx.store.user_names([by])
        asked = plain_name(names.get(by, ""))
        asker = Verbatim(asked) if asked else msg("offer-mail-your-opponent")
        title = Verbatim(f"{GAMES[game.game].name.capitalize()} #{game.id}")
        subject = mail_text(msg(f"offer-mail-subject-{kind}", player=asker, game=Game(game.id)))
        text = (
            mail_text(msg(f"offer-mail-{kind}", player=asker, title=title))
            + "\n\n"
            + mail_text(
                msg("offer-mail-reply", accept=Notation("accept"), decline=Notation("decline"))
            )
        )
        offer = notice(
            to,
            subject,
            text,
            game_id=game.id,
            reply=OFFER_TOKENS[kind],
            ply=game.ply,
            news_until_moved=True,
        )
        await self._ctx.store.enqueue_mail([offer], self._ctx.clock())

    async def answer(
        self, user_id: int, game_id: int, ply: int, kind: str, *, accept: bool
    ) -> Settled:
        game = await self._games.find(Asked(game_id=game_id))
        seat = seat_of(game, user_id)
        standing = await self._standing(game, kind)
        if standing is None or standing.ply != ply or game.ply != ply or game.status != "active":
            raise Conflict(msg("offer-no-longer-open"))
        check_not_held(game)
        if standing.seat == seat:
            raise NotAllowed(msg("offer-own"))
        await self._challenges.cooldown.answered(game.players[standing.seat], user_id)
        if kind == "takeback" and accept:
            _check_nothing_shown(game, await self._games.replay_of(game))
        if not accept:  # the thread is owed word of it from the offer's delete
            notice = NoticeRecord(game.id, f"declined-{kind}", seat, self._ctx.clock())
            declined = await self._ctx.store.decline_offer(game.id, kind, notice)
            if declined is None:
                raise Conflict(msg("offer-answered-already"))
            return await told(self._ctx, game, declined)
        if not await self._ctx.store.delete_offer(game.id, kind):
            raise Conflict(msg("offer-answered-already"))
        if kind == "pause":
            return await self._pause(game, agreed=True)
        entry = GameEntry("draw") if kind == "draw" else GameEntry("takeback")
        update = await self._games.agreed(game, entry, standing.seat, ply)
        return Settled(update.game, update.text, update)

    async def abort(self, asked: Asked) -> GameUpdate:
        """Either player may cancel a game that has barely begun; it counts for nobody."""
        user_id = asked.player
        game = await self._games.find(asked)
        seat = seat_of(game, user_id)
        replay = await self._games.replay_of(game)
        played = sum(1 for p in replay.history if p.mover is not CHANCE)
        if played > MAX_PLAYER_MOVES_TO_ABORT:
            raise NotAllowed(msg("abort-past-first-move", game=Game(game.id)))
        if seen_own_dice(replay, seat):
            raise NotAllowed(msg("abort-dice-shown", game=Game(game.id), resign=Command("resign")))
        return await self._games.agreed(game, GameEntry("abort"), seat, game.ply)

    async def rematch(self, asked: Asked) -> ChallengePosted | GameStarted:
        """A new challenge to the same opponent, same game, clock and rating terms (an
        unrated game's rematch is unrated), seats swapped; against the computer, at the
        same level, the new game starts at once."""
        user_id = asked.player
        game = await self._games.find(asked)
        seat = seat_of(game, user_id)
        if game.status == "active":
            raise NotAllowed(msg("rematch-game-running", game=Game(game.id)))
        clock = await self._ctx.store.get_clock(game.id)
        computer = await self._games.computer_of(game)
        if computer is not None:
            return await self._challenges.play_computer(
                guild_id=game.guild_id,
                channel_id=game.channel_id,
                challenger=UserRef(user_id),
                computer_id=game.players[computer.seat],
                terms=ChallengeTerms(
                    game=game.game,
                    options=dict(game.options),
                    level=computer.level,
                    first="opponent" if seat == 0 else "challenger",
                    clock="none" if clock is None else written(clock.time_control),
                    timeout="auto" if clock is None or clock.auto_timeout else "claim",
                ),
            )
        return await self._challenges.create(
            guild_id=game.guild_id,
            channel_id=game.channel_id,
            challenger=UserRef(user_id),
            opponent=UserRef(game.players[1 - seat]),
            terms=ChallengeTerms(
                game=game.game,
                options=dict(game.options),
                first="opponent" if seat == 0 else "challenger",
                clock="none" if clock is None else written(clock.time_control),
                timeout="auto" if clock is None or clock.auto_timeout else "claim",
                rated=game.rated,
            ),
        )

    # --- helpers ---------------------------------------------------------------

    async def _standing(self, game: GameRecord, kind: str) -> OfferRecord | None:
        for offer in await self._ctx.store.offers_for(game.id):
            if offer.kind == kind and offer.ply == game.ply:
                return offer
        return None

    async def _check_possible(self, game: GameRecord, seat: int, kind: str) -> None:
        if kind == "draw" and not GAMES[game.game].info.draw_by_agreement:
            name = Verbatim(GAMES[game.game].name.capitalize())
            raise NotAllowed(msg("offer-cannot-be-drawn", name=name))
        if kind == "pause" and await self._ctx.store.get_clock(game.id) is None:
            raise NotAllowed(msg("offer-no-clock-to-pause", game=Game(game.id)))
        if kind == "takeback":
            replay = await self._games.replay_of(game)
            movers = [p.mover for p in replay.history if p.mover is not CHANCE]
            if not movers or movers[-1] != seat:
                raise NotAllowed(msg("offer-takeback-own-move-only"))
            _check_nothing_shown(game, replay)

    async def _ask_computer(self, game: GameRecord, seat: int, kind: str) -> Settled:
        """The computer answers at once: a pause is granted (it has all the time in the
        world); it plays every game to its end and stands by every move it made."""
        if kind == "pause":
            await self._check_possible(game, seat, kind)
            return await self._pause(game, agreed=False)
        if kind == "draw":
            raise NotAllowed(msg("offer-computer-no-draws", resign=Command("resign")))
        raise NotAllowed(msg("offer-computer-no-takebacks", abort=Command("abort")))

    async def _paused(self, game: GameRecord) -> bool:
        clock = await self._ctx.store.get_clock(game.id)
        return clock is not None and clock.paused

    async def _pause(self, game: GameRecord, *, agreed: bool) -> Settled:
        """Freeze the clock. ``agreed``: both players agreed at ``game.ply``, so a move
        landing meanwhile lapses the agreement (as it lapses the offer) and nothing
        changes; the computer's consent holds at any ply, so that pause is tried again."""
        for _ in range(CLOCK_WRITE_TRIES if not agreed else 1):
            clock = await self._ctx.store.get_clock(game.id)
            assert clock is not None
            if agreed and clock.ply != game.ply:
                break
            now = self._ctx.clock()
            frozen = replace(freeze(clock, now), paused=True)
            paused = await self._put_clock(frozen, "paused", None, now)
            if paused is not None:
                return await told(self._ctx, game, paused)
        raise await self._moved_on(game, "pause")

    async def _resume(self, game: GameRecord, user_id: int) -> Settled:
        """Either player alone may resume, at whatever ply the game is now: a move that
        lands meanwhile only means the clock is read again."""
        for _ in range(CLOCK_WRITE_TRIES):
            clock = await self._ctx.store.get_clock(game.id)
            assert clock is not None
            if not clock.paused:
                raise Conflict(msg("offer-resumed-already", game=Game(game.id)))
            resumed = replace(clock, paused=False)
            away = clock.running_seat is not None and await self._ctx.store.users_on_vacation(
                [game.players[clock.running_seat]], game.guild_id
            )
            now = self._ctx.clock()
            running = resumed if away else thaw(resumed, now)
            told_of = await self._put_clock(running, "resumed", seat_of(game, user_id), now)
            if told_of is not None:
                return await told(self._ctx, game, told_of)
        raise await self._moved_on(game, "resume")

    async def _put_clock(
        self, clock: ClockRecord, kind: str, seat: int | None, now: datetime
    ) -> NoticeRecord | None:
        """Write a clock computed without a move, owing the game's thread the notice
        ``kind`` of ``seat``'s act with it (in the clock's transaction): the notice as
        kept, or None if a move landed since the clock was read (the store refuses a
        clock for an older ply and writes nothing, nor owes)."""
        try:
            return await self._ctx.store.put_clock(
                clock, owing=NoticeRecord(clock.game_id, kind, seat, now)
            )
        except storage_errors.StaleMove:
            return None

    async def _moved_on(self, game: GameRecord, doing: str) -> Conflict:
        """The refusal once the log moved under a clock write (``doing``: ``pause`` or
        ``resume``): what it holds now."""
        now = await self._ctx.store.get_game(game.id)
        if now.status != "active":
            return Conflict(msg(f"offer-{doing}-ended-meanwhile", game=Game(game.id)))
        return Conflict(
            msg(
                f"offer-{doing}-moved-on",
                game=Game(game.id),
                ply=Verbatim(str(now.ply)),
                pause=Command("pause"),
            )
        )


def _check_nothing_shown(game: GameRecord, replay: AnyReplay) -> None:
    """A takeback cannot hide again what the move to undo showed (a hidden face)."""
    shown = replay.shown_by_last_move()
    if shown is not None:
        raise NotAllowed(
            msg(
                "offer-takeback-shown",
                game=Game(game.id),
                shown=msg("game-hidden-faces", count=shown),
            )
        )
