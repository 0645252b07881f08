"""The one path every entry in a game's log takes: load, check, apply, append, settle.

The one place that replays, validates and appends. A move is applied to the
request's private copy of the replay, appended with the ply the player saw, and
only then becomes the cached position — a refused or raced move changes
nothing. Each request reads the game and its clock together, once, and carries
them in its snapshot; ``append_move`` hands back the game as it left it, so
nothing is read again after a write.
"""

from __future__ import annotations

import random
from math import gcd
from typing import Any

from rules.base import CHANCE, ENTRY_KINDS, GameEntry
from rules.replay import AnyReplay
from service.clockwork import after_move, time_left
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, ServiceError
from service.games.narration import Narrator
from service.games.players import Players, check_running, seat_of
from service.games.snapshot import UNREAD, Snapshot, Snapshots
from service.privacy import PRIVATE_ONLY
from service.results import ChallengeClosed, GameStarted, GameUpdate
from storage import errors as storage_errors
from storage.models import CHANCE as STORED_CHANCE
from storage.models import ClockRecord, GameAndClock, GameRecord, GameResult

AGREEMENT_COMMANDS = {"resign": "use /resign for that."}


class Pipeline:
    def __init__(
        self, ctx: ServiceContext, snapshots: Snapshots, players: Players, narrator: Narrator
    ) -> None:
        self._ctx = ctx
        self._snapshots = snapshots
        self._players = players
        self._narrator = narrator

    # --- what comes in -------------------------------------------------------------

    async def start(self, game: GameRecord, closed: ChallengeClosed) -> GameStarted:
        snapshot = await self._snapshots.take(game)
        rolled = await self._settle(snapshot)  # an opening roll happens before anyone looks
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
        replay = snapshot.replay
        to_move = replay.to_move
        if to_move != seat:
            names = await self._players.names(snapshot)
            who = f"{names[to_move]}'s" if isinstance(to_move, int) else "not your"
            raise NotAllowed(f"It is {who} turn in game #{snapshot.game.id}.")
        word = text.strip().lower().partition(" ")[0]
        if word in ENTRY_KINDS:
            how = AGREEMENT_COMMANDS.get(word, "that is not available in the bot yet.")
            raise ServiceError(f"'{word}' is not a move; {how}")
        move = replay.game.parse_move(replay.state, text)
        if typed_publicly and replay.game.names_hidden_piece(move):
            raise NotAllowed(PRIVATE_ONLY)
        return await self._commit(snapshot, move, seat)

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
        snapshot = await self._snapshots.take(game)
        _check_ply(snapshot, expected_ply)
        snapshot.replay.parse(str(entry))  # the rules' own check: e.g. nothing to take back yet
        return await self._commit(snapshot, entry, by)

    async def time_out(self, found: GameAndClock, seat: int) -> GameUpdate:
        check_running(found.game)
        snapshot = await self._snapshots.take(found.game, found.clock)
        return await self._commit(snapshot, GameEntry("timeout", seat), None)

    async def claim(self, found: GameAndClock, user_id: int) -> GameUpdate:
        game, clock = found.game, found.clock
        seat = seat_of(game, user_id)
        check_running(game)
        left = None if clock is None else time_left(clock, self._ctx.clock())
        if clock is None or clock.running_seat != 1 - seat or left is None or left > 0:
            raise NotAllowed(f"There is nothing to claim in game #{game.id}: no time is up.")
        return await self.time_out(found, 1 - seat)

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

    # --- into the log ----------------------------------------------------------------

    async def _commit(self, snapshot: Snapshot, move: Any, seat: int | None) -> GameUpdate:
        await self._append(snapshot, move, seat)
        played = await self._narrator.played(snapshot, move, seat)
        automatic = await self._settle(snapshot)  # dice and forced passes that follow
        self._snapshots.keep(snapshot)
        return await self._narrator.update(snapshot, move, played, automatic)

    async def _settle(self, snapshot: Snapshot) -> list[str]:
        """Play what nobody chooses: dice (drawn and logged before anyone sees them) and
        the forced ``pass`` of a player with no legal move. Returns a line for each.

        Also run when a game is loaded, so a crash between a move and its roll
        loses nothing: the roll simply happens on the next request.
        """
        replay = snapshot.replay
        lines: list[str] = []
        while replay.outcome is None:
            if replay.to_move is CHANCE:
                roll = draw(self._ctx.rng, replay)
                await self._append(snapshot, roll, None)
                lines.append(f"🎲 {roll}")
                continue
            legal = replay.legal_moves()
            if len(legal) == 1 and str(legal[0]) == "pass" and isinstance(replay.to_move, int):
                seat = replay.to_move
                names = await self._players.names(snapshot)
                await self._append(snapshot, legal[0], seat)
                lines.append(f"{names[seat]} has no legal move; the turn passes.")
                continue
            break
        return lines

    async def _append(self, snapshot: Snapshot, move: Any, seat: int | None) -> None:
        """Apply ``move`` to the request's replay and log it at the ply the replay was at;
        the snapshot then holds the game and the clock as the write left them."""
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
            result = GameResult(outcome.winner, outcome.termination.value)
        now = self._ctx.clock()
        clock = await self._next_clock(snapshot, seat, expected + 1)
        try:
            appended = await self._ctx.store.append_move(
                game.id,
                expected_ply=expected,
                seat=seat,
                notation=str(move),
                created_at=now,
                to_move=stored_to_move,
                result=result,
                clock=clock,
            )
        except storage_errors.StaleMove:
            self._snapshots.forget(game.id)
            raise Conflict(
                f"Game #{game.id} changed while your move was on its way; "
                "nothing was played — look at the board and try again."
            ) from None
        snapshot.game = appended.game
        snapshot.clock = clock

    async def _next_clock(
        self, snapshot: Snapshot, mover: int | None, ply: int
    ) -> ClockRecord | None:
        """The game's clock after this line: the mover banks the increment, the next
        player's time starts — frozen if the game is paused or they are on vacation."""
        if snapshot.clock is UNREAD:
            snapshot.clock = await self._ctx.store.get_clock(snapshot.game.id)
        clock = snapshot.clock
        if clock is None:
            return None
        now = self._ctx.clock()
        next_seat = snapshot.replay.to_move
        if not isinstance(next_seat, int):
            return after_move(clock, mover, None, now, ply=ply, frozen=True)
        away = snapshot.game.players[next_seat] in await self._players.away(snapshot)
        return after_move(clock, mover, next_seat, now, ply=ply, frozen=away)


def _check_ply(snapshot: Snapshot, expected_ply: int | None) -> None:
    plies = snapshot.replay.plies
    if expected_ply is not None and expected_ply != plies:
        raise Conflict(
            f"That was meant for ply {expected_ply}, but game #{snapshot.game.id} is at ply "
            f"{plies} now; look at the new position first. Nothing was played."
        )


def draw(rng: random.Random, replay: AnyReplay) -> Any:
    """An exact draw from the chance outcomes with the injected ``Random``."""
    outcomes = replay.game.chance_outcomes(replay.state)
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
