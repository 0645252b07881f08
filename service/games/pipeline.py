"""The one path every entry in a game's log takes: load, check, apply, append, settle.

The one place that replays, validates and appends. A move is applied to the
request's private copy of the replay, appended with the ply the player saw, and
only then becomes the cached position — a refused or raced move changes
nothing. Each request reads the game and its clock together, once, and carries
them in its snapshot; ``append_move`` hands back the game as it left it, so
nothing is read again after a write — unless another request writes between a
move and what settles it (an abort before the roll): the move stands, and the
log is read once more to tell what followed it.

A move is checked against the clock first: with automatic timeouts, one that
comes after the deadline is not played, and the game ends on time instead.
"""

from __future__ import annotations

import random
from dataclasses import replace
from math import gcd
from typing import Any

from rules import GAMES
from rules.base import CHANCE, ENTRY_KINDS, GameEntry
from rules.replay import AnyReplay, Replay
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, NotFound, ServiceError
from service.games.abandoned import check_abandoned
from service.games.conditional import ConditionalMoves
from service.games.consequences import Consequences
from service.games.narration import Narrator
from service.games.players import Players, check_not_held, check_running, seat_of
from service.games.snapshot import UNREAD, Snapshot, Snapshots
from service.games.starts import counts_for_ratings, has_begun
from service.kit.privacy import PRIVATE_ONLY
from service.mailing.intents import mail_after
from service.results import ChallengeClosed, GameStarted, GameUpdate, MovePreview
from service.time.clockwork import after_move, ran_out, time_left
from storage import errors as storage_errors
from storage.models import CHANCE as STORED_CHANCE
from storage.models import (
    ClockRecord,
    GameAndClock,
    GameRecord,
    GameResult,
    MoveRecord,
    PremoveRecord,
)
from storage.moderation import RulingRecord
from words import Game, Msg, Notation, Reader, Verbatim, msg

AGREEMENT_COMMANDS = frozenset({"resign"})
"""Game-level entries a player asks for with a command of their own (not a move)."""
SETTLE_TRIES = 3  # rounds of settling a request tries while other requests keep writing


class Overtaken(Conflict):
    """Another request's line landed first at the ply this one meant to write: what this
    one tried to append is not in the log (the snapshot's replay has it applied)."""


class Pipeline:
    def __init__(
        self,
        ctx: ServiceContext,
        snapshots: Snapshots,
        players: Players,
        narrator: Narrator,
        consequences: Consequences,
    ) -> None:
        """``consequences``: what ratings and tournaments make of a result (from ``Service``)."""
        self._ctx = ctx
        self._rater = consequences.rater
        self._tournaments = consequences.tournaments
        self._snapshots = snapshots
        self._players = players
        self._narrator = narrator
        self._conditional = ConditionalMoves(ctx.store, narrator)

    # --- what comes in -------------------------------------------------------------

    async def start(self, game: GameRecord, closed: ChallengeClosed) -> GameStarted:
        snapshot = await self._snapshots.take(game)
        rolled = await self._settle(snapshot)  # an opening roll happens before anyone looks
        if snapshot.replay.plies == 0:  # else the roll's append queued the first turn's mail
            first = mail_after(snapshot.game, snapshot.replay, 0)
            await self._ctx.store.enqueue_mail(first, self._ctx.clock())
        self._snapshots.keep(snapshot)
        return await self._narrator.started(snapshot, closed, rolled)

    async def move(
        self,
        found: GameAndClock,
        user_id: int,
        text: str,
        *,
        expected_ply: int | None,
        typed_publicly: bool,
    ) -> GameUpdate:
        snapshot, seat = await self._playing(found, user_id, expected_ply)
        late = await self._ran_out(snapshot)
        if late is not None:
            return await self._too_late(snapshot, late, seat, text)
        move = await self._chosen(snapshot, seat, text, typed_publicly=typed_publicly)
        return await self._commit(snapshot, move, seat)

    async def preview(
        self,
        found: GameAndClock,
        user_id: int,
        text: str,
        *,
        expected_ply: int | None,
        reader: Reader,
    ) -> MovePreview:
        """The checks of ``move`` and the board after it, as its mover would see it, and
        nothing written: no dice owed are rolled (the player is then not to move yet),
        no clock is settled, the position is not kept. Confirming plays it with ``move``,
        at the ply it was checked at."""
        seat = seat_of(found.game, user_id)
        check_running(found.game)
        snapshot = await self._snapshots.take(found.game, found.clock)
        _check_ply(snapshot, expected_ply)
        move = await self._chosen(snapshot, seat, text, typed_publicly=False)
        return await self._narrator.preview(snapshot, move, seat, reader)

    async def _chosen(
        self, snapshot: Snapshot, seat: int, text: str, *, typed_publicly: bool
    ) -> Any:
        """The move ``text`` names for ``seat``, if it is theirs to play now and legal."""
        replay = snapshot.replay
        to_move = replay.to_move
        if to_move != seat:
            game = Game(snapshot.game.id)
            if not isinstance(to_move, int):
                raise NotAllowed(msg("game-not-your-turn", game=game))
            player = await self._players.player(snapshot, to_move)
            raise NotAllowed(msg("game-their-turn", game=game, player=player))
        word = text.strip().lower().partition(" ")[0]
        if word in ENTRY_KINDS:
            command = word in AGREEMENT_COMMANDS
            key = "game-resign-not-a-move" if command else "game-entry-unavailable"
            raise ServiceError(msg(key, word=Verbatim(word)))
        move = replay.game.parse_move(replay.state, text)
        if typed_publicly and replay.game.names_hidden_piece(move):
            raise NotAllowed(PRIVATE_ONLY)
        return move

    async def resign(
        self, found: GameAndClock, user_id: int, *, expected_ply: int | None
    ) -> GameUpdate:
        """Resigning is allowed on either player's turn (a game-level entry)."""
        snapshot, seat = await self._playing(found, user_id, expected_ply)
        return await self._commit(snapshot, GameEntry("resign", seat), seat)

    async def agreed(
        self, game: GameRecord, entry: GameEntry, by: int | None, expected_ply: int
    ) -> GameUpdate:
        check_running(game)
        if entry.kind == "abort":
            await self._tournaments.refuse_abort(game)
        snapshot = await self._snapshots.take(game)
        _check_ply(snapshot, expected_ply)
        snapshot.replay.parse(str(entry))  # the rules' own check: e.g. nothing to take back yet
        return await self._commit(snapshot, entry, by)

    async def time_out(
        self, found: GameAndClock, seat: int, expected_ply: int | None = None
    ) -> GameUpdate:
        """``seat``'s time is up: a loss on time, or an abort if they never moved."""
        check_running(found.game)
        snapshot = await self._snapshots.take(found.game, found.clock)
        _check_ply(snapshot, expected_ply)
        return await self._end_on_time(snapshot, seat)

    async def _end_on_time(
        self, snapshot: Snapshot, late: int, *, idle_days: int | None = None
    ) -> GameUpdate:
        """The game ends because ``late``'s time ran out (``idle_days``: the days without
        a move a game without a clock allows ran out). A player who never made a move
        of their own has not lost a game they never began: it is aborted, counting for
        nobody, and the post says why. Else it is a loss on time."""
        if not await self._aborts_on_time(snapshot, late):
            line = None
            if idle_days is not None:
                named = await self._players.seated(snapshot, mention=False)
                line = msg("game-entry-abandoned", player=named[late], days=idle_days)
            return await self._commit(snapshot, GameEntry("timeout", late), None, line=line)
        named = await self._players.seated(snapshot, mention=False)
        key = "game-entry-aborted-first-move" if idle_days is None else "game-entry-idle-unbegun"
        why = msg(key, player=named[late], days=idle_days or 0)
        return await self._commit(snapshot, GameEntry("abort"), None, line=why)

    async def _aborts_on_time(self, snapshot: Snapshot, late: int) -> bool:
        """``late`` never began the game (`service.games.starts`: no move of their own, no
        dice of their own seen), so running out of time aborts it; but a tournament game
        must end in a result, and is lost on time all the same."""
        if has_begun(snapshot.replay, late):
            return False
        return not await self._tournaments.plays_for_a_result(snapshot.game)

    async def claim(self, found: GameAndClock, user_id: int) -> GameUpdate:
        game, clock = found.game, found.clock
        seat = seat_of(game, user_id)
        check_running(game)
        if clock is None:  # no clock: the server's days without a move (``abandoned``)
            abandoned = await check_abandoned(self._ctx.store, game, seat, self._ctx.clock())
            snapshot = await self._snapshots.take(game, None)
            return await self._end_on_time(snapshot, abandoned.late, idle_days=abandoned.days)
        left = time_left(clock, self._ctx.clock())
        if clock.running_seat != 1 - seat or left is None or left > 0:
            raise NotAllowed(msg("game-nothing-to-claim", game=Game(game.id)))
        return await self.time_out(found, 1 - seat)

    async def settle_owed(self, found: GameAndClock) -> GameUpdate | None:
        """Roll the dice a process died before rolling (and the forced passes they bring),
        told as one update; None if nothing was owed any more (a request settled first,
        and tells it)."""
        if found.game.status != "active":
            return None
        snapshot = await self._snapshots.take(found.game, found.clock)
        try:
            lines = await self._settle(snapshot)
        except Overtaken:
            return None
        if not lines:
            return None
        self._snapshots.keep(snapshot)
        owed = msg("game-owed-dice", game=Game(snapshot.game.id))
        update = await self._narrator.update(snapshot, None, owed, lines)
        return replace(update, mover_reply=None)  # nobody asked: there is no one to answer

    async def reopen(self, game_id: int) -> GameStarted | None:
        """A game's opening post once more, for one whose first post was never made
        (`GameDesk.owed_posts`); None once a player has moved, when the last line is
        what to tell. Nothing is rolled or mailed again: the opening did both."""
        found = await self._ctx.store.get_game_and_clock(game_id)
        logged = await self._ctx.store.moves(game_id)
        if found.game.status != "active" or any(m.seat is not None for m in logged):
            return None
        snapshot = await self._snapshots.take(found.game, found.clock)
        return await self._narrator.started(snapshot, None, [])

    async def recap(self, game_id: int) -> GameUpdate:
        """The post a game's last line was owed, as that line's own post would have read
        (its line, then the result or whose turn it is), for a process that died before
        making it (`GameDesk.owed_posts`). Nobody asked, so there is no one to answer."""
        found = await self._ctx.store.get_game_and_clock(game_id)
        snapshot = await self._snapshots.take(found.game, found.clock)
        logged = (await self._ctx.store.moves(game_id))[: found.game.ply]
        if not logged:
            raise NotFound(msg("game-nothing-to-tell", game=Game(game_id)))
        game = found.game
        snapshot.replay = Replay.of(
            GAMES[game.game], game.options, [m.notation for m in logged[:-1]]
        )
        line = await self._told(snapshot, logged[-1])
        played = await self._narrator.played(snapshot, None, None, line=line)
        update = await self._narrator.update(snapshot, None, played, [])
        return replace(update, mover_reply=None)

    async def _playing(
        self, found: GameAndClock, user_id: int, expected_ply: int | None
    ) -> tuple[Snapshot, int]:
        """The checks every player action shares: their game, still running, same ply."""
        seat = seat_of(found.game, user_id)
        check_running(found.game)
        snapshot = await self._snapshots.take(found.game, found.clock)
        if await self._settle(snapshot):
            self._snapshots.keep(snapshot)
        _check_ply(snapshot, expected_ply)
        return snapshot, seat

    async def _ran_out(self, snapshot: Snapshot) -> int | None:
        """The seat whose time is up now in a game whose timeouts are automatic: for it
        the game ended at the deadline, whether or not a sweep has looked since."""
        clock = await self._clock_of(snapshot)
        if clock is None or not clock.auto_timeout or clock.ply != snapshot.replay.plies:
            return None
        return ran_out(clock, self._ctx.clock())

    async def _too_late(self, snapshot: Snapshot, late: int, seat: int, text: str) -> GameUpdate:
        """A move that came after the deadline is not played: the game ends on time now,
        as the sweep would have ended it, and the sender is told why."""
        first = await self._aborts_on_time(snapshot, late)
        update = await self._end_on_time(snapshot, late)
        game, typed = Game(snapshot.game.id), Notation(text.strip())
        reply: Msg
        if first and late == seat:
            reply = msg("game-late-aborted-yours", game=game, move=typed)
        elif first:
            player = await self._players.player(snapshot, late)
            reply = msg("game-late-aborted", game=game, move=typed, player=player)
        elif late == seat:
            reply = msg("game-late-lost", game=game, move=typed)
        else:
            player = await self._players.player(snapshot, late)
            reply = msg("game-late-won", game=game, move=typed, player=player)
        return replace(update, mover_reply=reply)

    # --- into the log ----------------------------------------------------------------

    async def rule(
        self, found: GameAndClock, entry: GameEntry, ruling: RulingRecord, line: Msg
    ) -> GameUpdate:
        """A moderator's ending (``abort``, ``adjudicate``), logged at the ply the ruling
        names past any hold, which it lifts, and told as ``line`` (who ruled, and why)."""
        snapshot = await self._snapshots.take(found.game, found.clock)
        _check_ply(snapshot, ruling.ply)
        return await self._commit(snapshot, entry, None, line=line, ruling=ruling)

    async def _commit(
        self,
        snapshot: Snapshot,
        move: Any,
        seat: int | None,
        *,
        line: Msg | None = None,
        ruling: RulingRecord | None = None,
    ) -> GameUpdate:
        """Append ``move`` and tell it; ``line``: what it was, said otherwise than usual;
        ``ruling``: the moderator's, logged with it."""
        ply = snapshot.replay.plies
        await self._append(snapshot, move, seat, ruling=ruling)
        played = await self._narrator.played(snapshot, move, seat, line=line)
        automatic = await self._settle_after(snapshot)  # dice and forced passes that follow
        # a reply the other player queued for this move (/premove) is played at once
        automatic += await self._conditional.answer(self, snapshot, move, seat, ply)
        self._snapshots.keep(snapshot)
        return await self._narrator.update(snapshot, move, played, automatic)

    async def _settle_after(self, snapshot: Snapshot) -> list[Msg]:
        """Settle once this request's own line is in the log. Another request may write
        after it first (an abort, a resignation, the roll it settled on load): this
        request's line stands all the same, so it is not told it failed; what the log
        holds after it is read, told line by line, and settling goes on from there."""
        lines: list[Msg] = []
        for _ in range(SETTLE_TRIES):
            try:
                return await self._settle(snapshot, lines)
            except Overtaken:
                lines += await self._catch_up(snapshot)
        return lines  # still racing: whoever comes next settles (as after a crash)

    async def _catch_up(self, snapshot: Snapshot) -> list[Msg]:
        """Bring the snapshot to the log as it is now, from the last line this request
        wrote (``snapshot.game`` is as that write left it); a line for each line since."""
        mine = snapshot.game
        found = await self._ctx.store.get_game_and_clock(mine.id)  # first: the log only grows
        logged = (await self._ctx.store.moves(mine.id))[: found.game.ply]
        lines = [m.notation for m in logged[: mine.ply]]
        snapshot.replay = Replay.of(GAMES[mine.game], mine.options, lines)
        snapshot.game, snapshot.clock = found.game, found.clock
        return [await self._told(snapshot, later) for later in logged[mine.ply :]]

    async def _told(self, snapshot: Snapshot, later: MoveRecord) -> Msg:
        """Apply a line another request logged to the snapshot's replay; how it reads."""
        replay = snapshot.replay
        mover = replay.to_move
        forced = isinstance(mover, int) and [str(m) for m in replay.legal_moves()] == ["pass"]
        move = replay.parse(later.notation)
        replay.apply(move)
        if isinstance(move, GameEntry):
            return await self._narrator.line(snapshot, move, later.seat)
        if mover is CHANCE:
            return msg("game-rolled", dice=Verbatim(str(move)))
        assert isinstance(mover, int)
        if forced:
            return await self._narrator.passed(snapshot, mover)
        return await self._narrator.line(snapshot, move, mover)

    async def _settle(self, snapshot: Snapshot, lines: list[Msg] | None = None) -> list[Msg]:
        """Play what nobody chooses: dice (drawn and logged before anyone sees them) and
        the forced ``pass`` of a player with no legal move. Returns a line for each,
        added to ``lines`` as each lands.

        Also run when a game is loaded, so a crash between a move and its roll
        loses nothing: the roll simply happens on the next request.
        """
        replay = snapshot.replay
        lines = [] if lines is None else lines
        while replay.outcome is None:
            if replay.to_move is CHANCE:
                roll = draw(self._ctx.rng, replay)
                await self._append(snapshot, roll, None)
                lines.append(msg("game-rolled", dice=Verbatim(str(roll))))
                continue
            legal = replay.legal_moves()
            if len(legal) == 1 and str(legal[0]) == "pass" and isinstance(replay.to_move, int):
                seat = replay.to_move
                await self._append(snapshot, legal[0], seat)
                lines.append(await self._narrator.passed(snapshot, seat))
                continue
            break
        return lines

    async def _append(
        self,
        snapshot: Snapshot,
        move: Any,
        seat: int | None,
        *,
        premove: PremoveRecord | None = None,
        ruling: RulingRecord | None = None,
    ) -> None:
        """Apply ``move`` to the request's replay and log it at the ply the replay was at;
        the snapshot then holds the game and the clock as the write left them.
        ``premove``: the conditional move whose reply this is, claimed in the same write
        (``service.games.conditional``); ``ruling``: the moderator's whose line this is."""
        game, replay = snapshot.game, snapshot.replay
        expected = replay.plies
        replay.apply(move)
        outcome = replay.outcome
        to_move = replay.to_move
        stored_to_move = (
            None if to_move is None else (to_move if isinstance(to_move, int) else STORED_CHANCE)
        )
        result = None
        if outcome is not None:
            rater = self._rater if counts_for_ratings(game, replay, outcome) else None
            result = GameResult(outcome.winner, outcome.termination.value, rater=rater)
        now = self._ctx.clock()
        clock = await self._next_clock(snapshot, seat, expected + 1)
        try:
            if ruling is not None:
                assert result is not None, "a ruling ends the game"
                appended = await self._ctx.store.append_ruling(
                    ruling,
                    notation=str(move),
                    result=result,
                    clock=clock,
                    mail=mail_after(game, replay, expected + 1),
                )
            elif premove is not None:
                appended = await self._ctx.store.append_premove_reply(
                    premove,
                    created_at=now,
                    to_move=stored_to_move,
                    result=result,
                    clock=clock,
                    mail=mail_after(game, replay, expected + 1),
                )
            else:
                appended = await self._ctx.store.append_move(
                    game.id,
                    expected_ply=expected,
                    seat=seat,
                    notation=str(move),
                    created_at=now,
                    to_move=stored_to_move,
                    result=result,
                    clock=clock,
                    mail=mail_after(game, replay, expected + 1),
                )
        except storage_errors.GameHeld:  # held since this request read the game
            self._snapshots.forget(game.id)
            check_not_held(await self._ctx.store.get_game(game.id))
            raise Overtaken(msg("game-overtaken", game=Game(game.id))) from None
        except storage_errors.StaleMove:
            self._snapshots.forget(game.id)
            raise Overtaken(msg("game-overtaken", game=Game(game.id))) from None
        snapshot.game = appended.game
        snapshot.clock = clock
        snapshot.premove_ply = appended.premove_ply
        if result is not None:  # right after the result's transaction: its tournament looks
            await self._tournaments.game_ended(appended.game, now)

    async def _next_clock(
        self, snapshot: Snapshot, mover: int | None, ply: int
    ) -> ClockRecord | None:
        """The game's clock after this line: the mover banks the increment, the next
        player's time starts — frozen if the game is paused or they are on vacation."""
        clock = await self._clock_of(snapshot)
        if clock is None:
            return None
        now = self._ctx.clock()
        next_seat = snapshot.replay.to_move
        if not isinstance(next_seat, int):
            return after_move(clock, mover, None, now, ply=ply, frozen=True)
        away = snapshot.game.players[next_seat] in await self._players.away(snapshot)
        return after_move(clock, mover, next_seat, now, ply=ply, frozen=away)

    async def _clock_of(self, snapshot: Snapshot) -> ClockRecord | None:
        """The request's clock, read on first need if it did not come with the game."""
        if snapshot.clock is UNREAD:
            snapshot.clock = await self._ctx.store.get_clock(snapshot.game.id)
        return snapshot.clock


def _check_ply(snapshot: Snapshot, expected_ply: int | None) -> None:
    plies = snapshot.replay.plies
    if expected_ply is not None and expected_ply != plies:
        game = Game(snapshot.game.id)
        raise Conflict(msg("game-stale-ply", meant=expected_ply, game=game, ply=plies))


def draw(rng: random.Random, replay: AnyReplay) -> Any:
    """An exact draw from the chance outcomes with the injected ``Random``; dice a
    takeback kept are certain (``Replay.chance_outcomes``), never rolled again."""
    outcomes = replay.chance_outcomes()
    denominator = 1
    for _, probability in outcomes:
        denominator = (
            denominator * probability.denominator // gcd(denominator, probability.denominator)
        )
    pick = rng.randrange(denominator)
    for move, probability in outcomes:
        pick -= probability.numerator * (denominator // probability.denominator)
        if pick < 0:
            return move
    raise AssertionError("chance outcomes do not sum to 1")
