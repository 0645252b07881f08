"""``/explore``: a player's private analysis board kept with a game (issue 34).

A line starts at a position of the game (now, or any earlier ply) and holds moves its
owner plays for both sides, each checked by the rules exactly as ``/move`` checks one
(their refusal is the rules' own sentence); stepping back and forward changes only
which of its positions is shown. Lines are rows of their own (``storage.sql.explore``),
so nothing here ever touches the game, its log, its clock or its thread. Every answer
is for the line's owner alone: a line is found by its game and the asker's seat, and a
line id from a button is refused unless it is the asker's.

The working line (no name) is what ``/explore`` starts afresh each time; naming it
keeps it, up to `MAX_NAMED` named lines a player in a game, each at most `MAX_MOVES`
moves long. A line that starts where the game now stands, once its first moves have
been played in the game, can be queued as a conditional move (``queue``): its next
two moves become "if they play X, I reply Y" (``service.premoves``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, NotFound, ServiceError
from service.explore.boards import LineBoards
from service.explore.positions import legal_texts, parse, walk
from service.explore.said import lines_listed
from service.games import GameDesk
from service.games.asked import Asked
from service.games.listings import suggest_among
from service.games.players import seat_of
from service.premoves.desk import PremoveDesk, refusal
from service.results import Image
from service.reviews.checkpoints import PastPositions
from service.reviews.positions import check_ply
from storage.models import GameRecord
from storage.protocol.explore import ExploreLine, ExploreNameTaken
from words import ENGLISH, Command, Game, Reader, Speech, Verbatim, msg

MAX_MOVES = 200
"""Moves one line may hold: room for any line worth thinking through."""

MAX_NAMED = 20
"""Named lines a player may keep in one game (the working line besides)."""

MAX_NAME = 40
"""Characters in a line's name."""

MAX_NOTE = 500
"""Characters in one note."""


@dataclass(frozen=True, slots=True)
class Explored:
    """One position of a line, for its owner alone: ``shown`` of its ``length`` moves
    played (0: its start), what to say and the board as the owner may see it."""

    game: GameRecord
    line: ExploreLine
    length: int
    text: Speech
    image: Image

    @property
    def shown(self) -> int:
        return self.line.shown


class ExploreDesk:
    def __init__(
        self, ctx: ServiceContext, games: GameDesk, past: PastPositions, premoves: PremoveDesk
    ) -> None:
        self._ctx = ctx
        self._games = games
        self._premoves = premoves
        self._boards = LineBoards(ctx, games, past)

    # --- the board -------------------------------------------------------------

    async def open(self, asked: Asked, ply: int | None, *, reader: Reader = ENGLISH) -> Explored:
        """``/explore``: the working line begun afresh at ``ply`` (None: now)."""
        game, seat = await self._own_game(asked)
        start = game.ply if ply is None else ply
        check_ply(game, start)
        line = await self._ctx.store.start_explore_line(game.id, seat, start, self._ctx.clock())
        return await self._shown(game, line, reader)

    async def play(
        self,
        asked: Asked,
        text: str,
        *,
        line_id: int | None = None,
        at: int | None = None,
        reader: Reader = ENGLISH,
    ) -> Explored:
        """A move in the line at the position shown (or after ``at`` of its moves: the
        web page's reading): the line's own next move steps on; any other cuts the line
        there (and its notes after it) and goes on with it. With no line yet, the first
        move begins the working line where the game stands."""
        game, line = await self._line(asked, line_id, begin=line_id is None)
        if at is not None:
            line = replace(line, shown=max(0, min(at, len(line.moves))))
        if not text.strip():
            raise ServiceError(msg("explore-move-empty", move=Command("explore")))
        start = await self._boards.start(game, line)
        walked = walk(start, line.moves, line.shown)
        move = str(parse(walked.replay, text))
        if line.shown < len(line.moves) and line.moves[line.shown] == move:
            return await self._save_and_show(game, replace(line, shown=line.shown + 1), reader)
        if walked.kept >= MAX_MOVES:
            raise NotAllowed(msg("explore-line-too-long", count=MAX_MOVES))
        moves = (*line.moves[: walked.kept], move)
        notes = tuple((k, note) for k, note in line.notes if k <= walked.kept)
        grown = replace(line, moves=moves, notes=notes, shown=len(moves))
        return await self._save_and_show(game, grown, reader)

    async def step(
        self, asked: Asked, line_id: int, to: int, *, reader: Reader = ENGLISH
    ) -> Explored:
        """A button: the line's position after ``to`` of its moves (within the line)."""
        game, line = await self._line(asked, line_id)
        shown = max(0, min(to, len(line.moves)))
        return await self._save_and_show(game, replace(line, shown=shown), reader)

    async def reopen(self, asked: Asked, name: str, *, reader: Reader = ENGLISH) -> Explored:
        """A named line shown again where its owner left it."""
        game, seat = await self._own_game(asked)
        line = await self._named(game, seat, name)
        return await self._save_and_show(game, line, reader)

    async def name(
        self, asked: Asked, name: str, *, line_id: int | None = None, reader: Reader = ENGLISH
    ) -> Explored:
        """Name the line (the working line is then kept, and the next ``/explore`` starts
        another), or rename a named one."""
        game, line = await self._line(asked, line_id)
        name = " ".join(name.split())
        if not name:
            raise ServiceError(msg("explore-name-empty"))
        if len(name) > MAX_NAME:
            raise ServiceError(msg("explore-name-too-long", count=MAX_NAME))
        named = [x for x in await self._ctx.store.explore_lines(game.id, line.seat) if x.name]
        if any(x.name.lower() == name.lower() and x.id != line.id for x in named):
            raise NotAllowed(msg("explore-name-taken", name=Verbatim(name)))
        if not line.name:
            if len(named) >= MAX_NAMED:
                raise NotAllowed(
                    msg("explore-too-many-lines", count=MAX_NAMED, delete=Command("lines delete"))
                )
        try:
            return await self._save_and_show(game, replace(line, name=name), reader)
        except ExploreNameTaken:
            raise NotAllowed(msg("explore-name-taken", name=Verbatim(name))) from None

    async def note(
        self, asked: Asked, text: str, *, line_id: int | None = None, reader: Reader = ENGLISH
    ) -> Explored:
        """A note on the position shown (an empty one takes the note away)."""
        game, line = await self._line(asked, line_id)
        text = text.strip()
        if len(text) > MAX_NOTE:
            raise ServiceError(msg("explore-note-too-long", count=MAX_NOTE))
        notes = [(k, note) for k, note in line.notes if k != line.shown]
        if text:
            notes.append((line.shown, text))
        noted = replace(line, notes=tuple(sorted(notes)))
        return await self._save_and_show(game, noted, reader)

    # --- the lines -------------------------------------------------------------

    async def listed(self, asked: Asked) -> Speech:
        """The asker's lines in the game, the one touched last first."""
        game, seat = await self._own_game(asked)
        return lines_listed(game, await self._ctx.store.explore_lines(game.id, seat))

    async def delete(self, asked: Asked, name: str) -> Speech:
        """Drop a named line for good."""
        game, seat = await self._own_game(asked)
        line = await self._named(game, seat, name)
        await self._ctx.store.delete_explore_line(line.id)
        return msg("explore-deleted", name=Verbatim(line.name), game=Game(game.id))

    async def queue(self, asked: Asked, *, line_id: int | None = None) -> Speech:
        """The line's next two moves from where the game now stands queued as a conditional
        move: the line must start there, or its first moves must be what has been played
        since it started, with the opponent to move next."""
        game, line = await self._line(asked, line_id)
        why_not = refusal(game.game)
        if why_not is not None:
            raise NotAllowed(why_not)
        log = (await self._ctx.store.moves(game.id))[: game.ply]
        since = [entry.notation for entry in log[line.start_ply :]]
        if line.start_ply > game.ply or tuple(since) != line.moves[: len(since)]:
            raise NotAllowed(msg("explore-queue-left-the-game", game=Game(game.id)))
        pair = line.moves[len(since) : len(since) + 2]
        if len(pair) < 2:
            raise NotAllowed(msg("explore-queue-too-short", game=Game(game.id)))
        return await self._premoves.add(asked, pair[0], pair[1])

    async def suggest_moves(self, asked: Asked, typed: str, ply: int | None = None) -> list[str]:
        """Autocomplete for a move, for the asker alone: the legal moves where the move
        would go. With ``ply`` typed, that is the game's position there (the fresh line
        ``/explore ply: move:`` begins); else the position shown of the line the asker
        touched last in the game, or, before their first line, where the game stands."""
        try:
            game, seat = await self._own_game(asked)
            touched = [] if ply is not None else await self._ctx.store.explore_lines(game.id, seat)
            if touched:
                line = touched[0]
                start = await self._boards.start(game, line)
                replay = walk(start, line.moves, line.shown).replay
            else:
                start_ply = game.ply if ply is None else ply
                check_ply(game, start_ply)
                replay = await self._boards.start_at(game, start_ply, seat)
        except ServiceError:
            return []
        return suggest_among(legal_texts(replay), typed)

    async def suggest_names(self, asked: Asked, typed: str) -> list[str]:
        """Autocomplete for a line's name: the asker's named lines in the game."""
        try:
            game, seat = await self._own_game(asked)
        except ServiceError:
            return []
        names = [x.name for x in await self._ctx.store.explore_lines(game.id, seat) if x.name]
        key = typed.strip().lower()
        return [name for name in names if key in name.lower()][:25]

    # --- helpers ---------------------------------------------------------------

    async def _own_game(self, asked: Asked) -> tuple[GameRecord, int]:
        game = await self._games.find(asked)
        if asked.player not in game.players:
            raise NotAllowed(msg("explore-players-only", game=Game(game.id)))
        return game, seat_of(game, asked.player)

    async def _line(
        self, asked: Asked, line_id: int | None, *, begin: bool = False
    ) -> tuple[GameRecord, ExploreLine]:
        """The line a request is for: ``line_id``'s, if it is the asker's in that game;
        else the one they touched last there (with none, and ``begin``, a working line
        begun where the game stands)."""
        game, seat = await self._own_game(asked)
        if line_id is not None:
            line = await self._ctx.store.explore_line(line_id)
            if line is None or line.game_id != game.id or line.seat != seat:
                raise NotFound(msg("explore-line-gone", explore=Command("explore")))
            return game, line
        touched = await self._ctx.store.explore_lines(game.id, seat)
        if not touched and begin:
            started = await self._ctx.store.start_explore_line(
                game.id, seat, game.ply, self._ctx.clock()
            )
            return game, started
        if not touched:
            raise NotFound(msg("explore-no-line", game=Game(game.id), explore=Command("explore")))
        return game, touched[0]

    async def _named(self, game: GameRecord, seat: int, name: str) -> ExploreLine:
        wanted = " ".join(name.split()).lower()
        for line in await self._ctx.store.explore_lines(game.id, seat):
            if line.name and line.name.lower() == wanted:
                return line
        raise NotFound(msg("explore-no-such-line", name=Verbatim(name), game=Game(game.id)))

    async def _save_and_show(self, game: GameRecord, line: ExploreLine, reader: Reader) -> Explored:
        """Write ``line`` over the reading it was made from, and show it; refused when the
        line is gone, or was written since (a second press at once: one of them wins)."""
        touched = replace(line, touched_at=self._ctx.clock())
        if not await self._ctx.store.save_explore_line(touched):
            if await self._ctx.store.explore_line(line.id) is None:
                raise Conflict(msg("explore-line-gone", explore=Command("explore")))
            raise Conflict(msg("explore-line-changed"))
        return await self._shown(game, replace(touched, revision=touched.revision + 1), reader)

    async def _shown(self, game: GameRecord, line: ExploreLine, reader: Reader) -> Explored:
        at = await self._boards.position(game, line, save=True)
        image = await self._boards.image(game, at, reader)
        return Explored(game, at.line, len(at.line.moves), at.text, image)
