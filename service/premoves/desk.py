"""Conditional moves (``/premove``): after your move, "if they play X, I reply Y" lines
for your opponent's next move, seen by you alone.

This desk queues, lists and clears them; ``service.games.conditional`` fires or drops
them when the opponent's move lands, whatever channel it came from. A line is
checked when it is queued, with the engine and the parser ``/move`` uses: X must be a
legal move for the opponent in the position as it stands (their turn, after yours),
and Y legal for you right after X. Games whose opponent's move cannot be stated in
advance refuse them with a sentence saying why: dice (Plakoto) decide what they may
play, and hidden information (Plateau) hides what the condition is about. The
pre-game choices of the other games (Pinch's swap, Pletore's komi and side, Les's
setup and side) are moves like any other: a line is refused only when after X it
would not be your turn (say, ``side black`` when they would then move first).

Nothing here is ever shown to anyone but the line's owner: every answer is for them,
and the opponent's autocomplete, the thread, records and mail never read these rows.
"""

from __future__ import annotations

from rules import GAMES
from rules.base import ENTRY_KINDS
from rules.errors import GameError
from rules.replay import AnyReplay
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, ServiceError, said_of
from service.games import GameDesk
from service.games.asked import Asked
from service.games.conditional import premoves_allowed
from service.games.listings import suggest_among
from service.games.players import check_running, seat_of
from service.kit.budget import MESSAGE_BUDGET
from storage import errors as storage_errors
from storage.models import GameRecord, PremoveRecord
from words import Command, Game, Lines, Msg, Notation, Speech, Verbatim, lines, msg
from words.plain import PLAIN
from words.reader import ENGLISH

MAX_LINES = 20
"""Lines a player may queue for one move of their opponent."""


TRANSLATION_ROOM = 1.3
"""How much longer than its English a translated line may be, when a list is cut to fit one
message before it is known in which language it is read."""


def refusal(game: str) -> Msg | None:
    """Why a game has no conditional moves, as one sentence; None where it has them."""
    if premoves_allowed(game):
        return None
    info = GAMES[game].info
    name = Verbatim(GAMES[game].name.capitalize())
    if info.has_chance:
        return msg("premove-unavailable-dice", name=name)
    return msg("premove-unavailable-hidden", name=name)


def _check_not_an_entry(text: str, which: str) -> None:
    word = text.strip().lower().partition(" ")[0]
    if word in ENTRY_KINDS:
        raise ServiceError(msg("premove-not-a-move", option=Notation(which), word=Verbatim(word)))


def _fitted(items: list[Msg], head: Msg) -> Lines:
    """``head`` and as many of ``items`` as one message holds in any language (each
    counted at its English length with room for a translation and the markup), then
    a line saying how many were left out (``service.kit.budget.fitted``, for speech)."""

    def size(line: Msg) -> int:
        return int(len(PLAIN.render(line, ENGLISH)) * TRANSLATION_ROOM) + 8

    kept: list[Speech] = [head]
    used = size(head)
    for number, item in enumerate(items):
        left_out = len(items) - number
        more = msg("premove-more", count=left_out)
        if used + size(item) + (size(more) if left_out > 1 else 0) > MESSAGE_BUDGET:
            kept.append(more)
            break
        kept.append(item)
        used += size(item)
    return lines(*kept)


class PremoveDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games

    async def add(
        self,
        asked: Asked,
        their_move: str,
        reply: str,
    ) -> Speech:
        """Queue "if they play ``their_move``, I reply ``reply``"; the answer for the asker
        alone. A second line for the same ``their_move`` replaces the first."""
        game, seat, replay = await self._waiting_on_opponent(asked)
        their, mine = _checked(replay, seat, their_move, reply)
        store = self._ctx.store
        pending = [
            line
            for line in await store.premoves_for(game.id, seat)
            if line.ply == game.ply and line.state == "pending" and line.their_move != their
        ]
        if len(pending) >= MAX_LINES:
            raise NotAllowed(
                msg(
                    "premove-too-many",
                    count=MAX_LINES,
                    game=Game(game.id),
                    clear=Command("premove clear"),
                )
            )
        try:
            await store.put_premove(
                PremoveRecord(game.id, seat, game.ply, their, mine, self._ctx.clock())
            )
        except storage_errors.StaleMove:
            raise Conflict(msg("premove-moved-on", game=Game(game.id))) from None
        return msg(
            "premove-queued",
            game=Game(game.id),
            their=Notation(their),
            mine=Notation(mine),
            count=len(pending) + 1,
            list=Command("premove list"),
            clear=Command("premove clear"),
        )

    async def show(self, asked: Asked) -> Speech:
        """``/premove list``: the asker's own lines in the game, waiting or, once their
        opponent has moved, what became of them."""
        user_id = asked.player
        game = await self._games.find(asked)
        seat = seat_of(game, user_id)
        why_not = refusal(game.game)
        if why_not is not None:
            return why_not
        lines = await self._ctx.store.premoves_for(game.id, seat)
        waiting = [
            line
            for line in lines
            if line.state == "pending" and line.ply == game.ply and game.status == "active"
        ]
        if waiting:
            head = msg("premove-list-head", game=Game(game.id), ply=Verbatim(str(game.ply + 1)))
            return _fitted(
                [
                    msg(
                        "premove-list-line",
                        their=Notation(p.their_move),
                        mine=Notation(p.reply_move),
                    )
                    for p in waiting
                ],
                head,
            )
        none = msg("premove-none-waiting", game=Game(game.id))
        if not lines:
            return none
        last = max(line.ply for line in lines)
        resolved = [line for line in lines if line.ply == last]
        played = await self._played_at(game, last + 1)
        ply = Verbatim(str(last + 1))
        told = (
            msg("premove-last-lines-played", none=none, ply=ply, played=Notation(played))
            if played
            else msg("premove-last-lines", none=none, ply=ply)
        )
        fates = [
            msg(
                f"premove-fate-{line.state if line.state in ('fired', 'dropped') else 'never'}",
                their=Notation(line.their_move),
                mine=Notation(line.reply_move),
            )
            for line in resolved
        ]
        return _fitted(fates, told)

    async def clear(self, asked: Asked) -> Speech:
        """``/premove clear``: drop every line the asker queued in the game."""
        user_id = asked.player
        game = await self._games.find(asked)
        seat = seat_of(game, user_id)
        why_not = refusal(game.game)
        if why_not is not None:
            return why_not
        dropped = await self._ctx.store.clear_premoves(game.id, seat)
        if not dropped:
            return msg("premove-none-to-clear", game=Game(game.id))
        return msg("premove-dropped", count=dropped, game=Game(game.id))

    async def suggest_theirs(
        self,
        asked: Asked,
        typed: str,
    ) -> list[str]:
        """Autocomplete for ``if:``: the opponent's legal moves now, for the asker only."""
        try:
            _, _, replay = await self._waiting_on_opponent(asked)
        except ServiceError:
            return []
        return suggest_among(replay.legal_moves(), typed)

    async def suggest_mine(
        self,
        asked: Asked,
        their_move: str,
        typed: str,
    ) -> list[str]:
        """Autocomplete for ``then:``: the asker's legal replies after ``their_move``."""
        try:
            _, seat, replay = await self._waiting_on_opponent(asked)
            after = replay.fork()
            after.apply(after.game.parse_move(after.state, their_move))
        except (ServiceError, GameError):
            return []
        if after.outcome is not None or after.to_move != seat:
            return []
        return suggest_among(after.legal_moves(), typed)

    async def _waiting_on_opponent(self, asked: Asked) -> tuple[GameRecord, int, AnyReplay]:
        """The game a line is for, the asker's seat and the position, checked: a game of
        theirs, running, one that has conditional moves, and the opponent to move."""
        user_id = asked.player
        game = await self._games.find(asked)
        seat = seat_of(game, user_id)
        check_running(game)
        why_not = refusal(game.game)
        if why_not is not None:
            raise NotAllowed(why_not)
        replay = await self._games.replay_of(game)
        if replay.to_move == seat:
            raise NotAllowed(msg("premove-your-turn", game=Game(game.id), move=Command("move")))
        if replay.to_move != 1 - seat:
            raise NotAllowed(msg("premove-not-waiting", game=Game(game.id)))
        return game, seat, replay.fork()

    async def _played_at(self, game: GameRecord, ply: int) -> str | None:
        """What the log holds at ``ply`` (1-based), if it got that far."""
        moves = await self._ctx.store.moves(game.id)
        return moves[ply - 1].notation if 0 < ply <= min(len(moves), game.ply) else None


def _checked(replay: AnyReplay, seat: int, their_move: str, reply: str) -> tuple[str, str]:
    """Both moves in canonical notation, checked with the engine: theirs legal now, mine
    legal right after it, with it then my turn. Refusals say which half is wrong."""
    _check_not_an_entry(their_move, "if")
    _check_not_an_entry(reply, "then")
    game = replay.game
    try:
        theirs = game.parse_move(replay.state, their_move)
    except GameError as error:
        raise ServiceError(_refused("if", error)) from None
    replay.apply(theirs)
    after = Notation(str(theirs))
    if replay.outcome is not None:
        raise NotAllowed(msg("premove-if-game-over", option=Notation("if"), their=after))
    if replay.to_move != seat:
        raise NotAllowed(msg("premove-if-not-your-turn", option=Notation("if"), their=after))
    legal = replay.legal_moves()
    if len(legal) == 1 and str(legal[0]) == "pass":
        raise NotAllowed(
            msg("premove-if-only-pass", option=Notation("if"), their=after, only=Notation("pass"))
        )
    try:
        mine = game.parse_move(replay.state, reply)
    except GameError as error:
        raise ServiceError(_refused("then", error)) from None
    return str(theirs), str(mine)


def _refused(option: str, error: GameError) -> Msg:
    """The rules' refusal of one half of a line (their sentence, in the rules' words)."""
    return msg("premove-option-refused", option=Notation(option), error=said_of(error))
