"""Conditional moves firing: what a player's queued "if they play X, I reply Y" lines
(``/premove``, ``service.premoves``) do once the opponent's move lands.

The pipeline asks after every line it commits (``Pipeline._commit``), whatever the
channel the move came from (a command, a button, a DM, a mail, the computer):

- the opponent's move at the lines' ply named one of them: its reply is played at
  once, through the pipeline's own append (validation, clock, mail, the log), in the
  transaction that claims the line (``append_premove_reply``), so of any number of
  requests and processes exactly one logs it; the other lines of that ply are dropped;
- it named none: the lines are dropped (``/premove list`` says so, to their owner only);
- a game-level entry (a takeback, a resignation, an agreed draw, an abort, a timeout)
  or the end of the game: every line of the game is dropped.

A move learns from its own append whether lines wait for it: the game's row carries
the ply at which a line was last queued (``AppendedMove.premove_ply``), so a move in a
game with none, or with dice or hidden information, which never have any
(``premoves_allowed``), reads nothing more.
"""

from __future__ import annotations

from typing import Any, Protocol

from rules import GAMES
from rules.base import GameEntry
from rules.errors import GameError
from service.errors import Conflict
from service.games.narration import Narrator
from service.games.snapshot import Snapshot
from storage.models import PremoveRecord
from storage.protocol import Store
from words import Msg, msg


def premoves_allowed(game: str) -> bool:
    """Whether "if they play X" can be stated in advance: not when dice decide what
    they may play, nor when the mover cannot see the position the condition is about."""
    info = GAMES[game].info
    return not (info.has_chance or info.hidden_information)


class LogWriter(Protocol):
    """What the pipeline lends to play a reply exactly as it plays any line."""

    async def _append(
        self, snapshot: Snapshot, move: Any, seat: int | None, *, premove: PremoveRecord | None
    ) -> None: ...

    async def _settle_after(self, snapshot: Snapshot) -> list[Msg]: ...

    async def _catch_up(self, snapshot: Snapshot) -> list[Msg]: ...


class ConditionalMoves:
    def __init__(self, store: Store, narrator: Narrator) -> None:
        self._store = store
        self._narrator = narrator

    async def answer(
        self, writer: LogWriter, snapshot: Snapshot, move: Any, seat: int | None, ply: int
    ) -> list[Msg]:
        """After ``move`` (played by ``seat`` at ``ply``, then settled) landed: the lines
        for the thread of what followed from queued replies (none, usually)."""
        game, queued_at = snapshot.game, snapshot.premove_ply  # as the append found it
        if queued_at is None or not premoves_allowed(game.game):
            return []  # nobody ever queued a line in this game: nothing to read
        if isinstance(move, GameEntry) or snapshot.replay.outcome is not None:
            await self._store.drop_premoves(game.id)
            return []
        if seat is None or queued_at != ply:
            return []
        owner = 1 - seat
        waiting = [
            line
            for line in await self._store.premoves_for(game.id, owner)
            if line.ply == ply and line.state == "pending"
        ]
        if not waiting:
            return []
        replay = snapshot.replay
        named = next((line for line in waiting if line.their_move == str(move)), None)
        reply = None
        if named is not None and replay.plies == ply + 1 and replay.to_move == owner:
            try:
                reply = replay.game.parse_move(replay.state, named.reply_move)
            except GameError:
                reply = None  # cannot happen for a line checked when queued; never played
        if named is None or reply is None:
            await self._store.resolve_premoves(game.id, owner, ply)
            return []
        try:
            await writer._append(snapshot, reply, owner, premove=named)
        except Conflict:  # the owner moved first, or cleared the line: nothing was played
            await self._store.resolve_premoves(game.id, owner, ply)
            return await writer._catch_up(snapshot)
        lines = [msg("game-line-fired", line=await self._narrator.line(snapshot, reply, owner))]
        lines += await writer._settle_after(snapshot)
        if snapshot.replay.outcome is not None:
            await self._store.drop_premoves(game.id)
        return lines
