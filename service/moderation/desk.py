"""``ModerationDesk``: a moderator's abort, adjudication, pause and resume of a game.

Each action names its game as every request does (``Asked``: by number, else its
thread; never a game of another server) and needs the right to moderate here
(``rights``). An abort or an adjudication is a line of the game's log, written through
the games' one pipeline past any hold (ply guard, clock stopped, mail, ratings and
tournaments as for any result) with its ruling in the same transaction; a pause puts
the game on hold with its clock frozen, and a resume releases it with the clock
running again. The rulings keep who ruled, when and why, for the record and the
server's overview.

How results count: an adjudication counts as the result it names, for ratings (when
the game is rated and both players had moved, as for a resignation) and for a
tournament's standings; an abort counts for nobody: no rating changes, and in a
tournament the pairing scores nothing for either player and counts as not played.
"""

from __future__ import annotations

from dataclasses import replace

from rules.base import GameEntry
from service.agreements.settled import Settled
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed
from service.games.asked import Asked
from service.games.desk import GameDesk
from service.games.holds import hold_mail, running_again
from service.games.players import people
from service.moderation.rights import Rights, check_moderator
from service.results import GameUpdate
from service.time.clockwork import freeze
from storage import errors as storage_errors
from storage.models import GameAndClock, GameRecord, MailIntent
from storage.moderation import MODERATOR_HOLD, SERVER_HOLD, RulingRecord
from words import Game, Msg, Verbatim, msg

REASON_LIMIT = 300
"""Characters a ruling's reason may have: a sentence or two, on one line of the record."""
TRIES = 3
"""Reads a pause or resume makes while moves keep landing under it."""
DRAW = "draw"


class ModerationDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games

    async def abort(self, asked: Asked, rights: Rights, reason: str) -> GameUpdate:
        """End the game with no result; it counts for nobody."""
        found, why = await self._ruled(asked, rights, reason, required=True)
        ruling = self._ruling(found.game, rights, "abort", why)
        line = msg("moderation-aborted", game=Game(found.game.id), reason=Verbatim(why))
        return await self._end(found, GameEntry("abort"), ruling, line)

    async def adjudicate(
        self, asked: Asked, rights: Rights, winner: int | str, reason: str
    ) -> GameUpdate:
        """End the game as a win for the player ``winner`` (a user id), or ``DRAW``."""
        found, why = await self._ruled(asked, rights, reason, required=True)
        game = found.game
        if winner == DRAW:
            seat = None
        elif isinstance(winner, int) and winner in game.players:
            seat = game.players.index(winner)
        else:
            raise NotAllowed(msg("moderation-winner-not-a-player", game=Game(game.id)))
        ruling = replace(self._ruling(game, rights, "adjudicate", why), winner=seat)
        number, said = Game(game.id), Verbatim(why)
        if seat is None:
            line = msg("moderation-adjudicated-draw", game=number, reason=said)
        else:
            player = (await people(self._ctx, game.players[seat]))[game.players[seat]]
            line = msg("moderation-adjudicated", game=number, player=player, reason=said)
        return await self._end(found, GameEntry("adjudicate", seat), ruling, line)

    async def pause(self, asked: Asked, rights: Rights, reason: str) -> Settled:
        """Hold the game: no move, offer or claim until a moderator resumes it; the clock
        is frozen with what each player has left."""
        found, why = await self._ruled(asked, rights, reason, required=True)
        told = msg("moderation-paused", game=Game(found.game.id), reason=Verbatim(why))
        for _ in range(TRIES):
            game, clock = found.game, found.clock
            self._check_can_pause(game)
            frozen = None if clock is None else freeze(clock, self._ctx.clock())
            try:
                held = await self._ctx.store.hold_game(
                    game.id,
                    expected_ply=game.ply,
                    hold=MODERATOR_HOLD,
                    clock=frozen,
                    ruling=self._ruling(game, rights, "pause", why),
                    mail=await self._mailed(game, "paused", told),
                )
            except storage_errors.NotHeldAsAsked as found_held:
                self._check_can_pause(replace(game, hold=found_held.hold))
                raise
            except storage_errors.StaleMove:
                found = await self._ctx.store.get_game_and_clock(game.id)
                continue
            return Settled(held, told)
        raise Conflict(msg("moderation-busy", game=Game(found.game.id)))

    async def resume(self, asked: Asked, rights: Rights, reason: str = "") -> Settled:
        """Release a moderator's hold: the game goes on, the clock of the player to move
        running again (unless both players had paused it, or they are on vacation)."""
        found, why = await self._ruled(asked, rights, reason, required=False)
        key = "moderation-resumed-because" if why else "moderation-resumed"
        told = msg(key, game=Game(found.game.id), reason=Verbatim(why))
        for _ in range(TRIES):
            game, clock = found.game, found.clock
            if game.hold != MODERATOR_HOLD:
                raise NotAllowed(msg("moderation-not-paused", game=Game(game.id)))
            running = None if clock is None else await running_again(self._ctx, game, clock)
            try:
                released = await self._ctx.store.release_game(
                    game.id,
                    expected_ply=game.ply,
                    hold=MODERATOR_HOLD,
                    clock=running,
                    ruling=self._ruling(game, rights, "resume", why),
                    mail=await self._mailed(game, "resumed", told),
                )
            except storage_errors.NotHeldAsAsked:
                raise NotAllowed(msg("moderation-not-paused", game=Game(game.id))) from None
            except storage_errors.StaleMove:
                found = await self._ctx.store.get_game_and_clock(game.id)
                continue
            return Settled(released, told)
        raise Conflict(msg("moderation-busy", game=Game(found.game.id)))

    # --- the checks every action makes ------------------------------------------------

    async def _ruled(
        self, asked: Asked, rights: Rights, reason: str, *, required: bool
    ) -> tuple[GameAndClock, str]:
        """The game asked for, running, with its clock, and the reason on one line; after
        the right to moderate here is checked (before anything about the game is said)."""
        settings = await self._ctx.store.get_guild_settings(rights.guild_id)
        check_moderator(rights, settings)
        why = " ".join(reason.split())
        if required and not why:
            raise NotAllowed(msg("moderation-needs-reason"))
        if len(why) > REASON_LIMIT:
            raise NotAllowed(msg("moderation-reason-too-long", limit=REASON_LIMIT))
        game = await self._games.find(asked)
        if game.status != "active":
            raise NotAllowed(msg("moderation-game-over", game=Game(game.id)))
        return await self._ctx.store.get_game_and_clock(game.id), why

    def _ruling(self, game: GameRecord, rights: Rights, action: str, why: str) -> RulingRecord:
        assert game.guild_id is not None  # a server's game: ``Asked`` found it there
        return RulingRecord(
            game_id=game.id,
            guild_id=game.guild_id,
            moderator_id=rights.user_id,
            action=action,
            reason=why,
            ply=game.ply,
            ruled_at=self._ctx.clock(),
        )

    def _check_can_pause(self, game: GameRecord) -> None:
        if game.status != "active":
            raise NotAllowed(msg("moderation-game-over", game=Game(game.id)))
        if game.hold == MODERATOR_HOLD:
            raise NotAllowed(msg("moderation-already-paused", game=Game(game.id)))
        if game.hold == SERVER_HOLD:
            raise NotAllowed(msg("game-held-server-gone", game=Game(game.id)))

    async def _mailed(self, game: GameRecord, what: str, told: Msg) -> list[MailIntent]:
        """Players who read the game by mail hear of a pause or a resume as the thread
        does (an ending comes with its result's mail, as every ending does)."""
        subject = msg(f"moderation-mail-subject-{what}", game=Game(game.id))
        return await hold_mail(self._ctx, game, subject, told)

    async def _end(
        self, found: GameAndClock, entry: GameEntry, ruling: RulingRecord, line: Msg
    ) -> GameUpdate:
        """Log the ending; a move landing first means the moderator looks again."""
        try:
            return await self._games.rule(found, entry, ruling, line)
        except Conflict:
            raise Conflict(msg("moderation-moved-on", game=Game(found.game.id))) from None
