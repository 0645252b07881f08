"""The player's lines on their own web page (issue 34, item 5): the same lines as
``/explore`` keeps, read for the session's seat, one of them at any of its positions.

A page session is for one seat of one game (``service.web_play.sessions``), so its
lines are that seat's and no one else's; a line id of another seat or game is no line
here. Reading never writes: the position shown on Discord stays where it was.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from service.context import ServiceContext
from service.errors import NotFound
from service.explore.boards import LineBoards, Position
from service.explore.positions import legal_texts
from service.games import GameDesk
from service.results import AltText
from service.reviews.checkpoints import PastPositions
from storage.models import GameRecord
from storage.protocol.explore import ExploreLine
from words import Command, Reader, msg

Line = ExploreLine
"""A kept line as the page reads it (the stored record, ``storage.protocol.explore``),
named here so the page needs nothing from storage."""


@dataclass(frozen=True, slots=True)
class SeenLines:
    """A seat's lines in a game, the one touched last first, and ``at``: one of them at
    the position asked for (None when none was asked)."""

    game: GameRecord
    lines: tuple[ExploreLine, ...]
    at: Position | None
    alt: AltText | None
    legal: tuple[str, ...] = ()
    """The moves that may be tried at ``at`` (none once the line's game is over)."""


class LinePages:
    def __init__(self, ctx: ServiceContext, games: GameDesk, past: PastPositions) -> None:
        self._ctx = ctx
        self._boards = LineBoards(ctx, games, past)

    async def seen(self, game_id: int, seat: int, line_id: int | None, at: int | None) -> SeenLines:
        """The seat's lines, and ``line_id``'s after ``at`` of its moves (None: where its
        owner left it), in words."""
        game = await self._ctx.store.get_game(game_id)
        kept = tuple(await self._ctx.store.explore_lines(game_id, seat))
        if line_id is None:
            return SeenLines(game, kept, None, None)
        position = await self._position(game, kept, line_id, at)
        legal = tuple(legal_texts(position.walked.replay))
        return SeenLines(game, kept, position, self._boards.alt(game, position), legal)

    async def board(self, game_id: int, seat: int, line_id: int, at: int, reader: Reader) -> bytes:
        """The picture of ``line_id`` after ``at`` of its moves, as the seat sees it."""
        game = await self._ctx.store.get_game(game_id)
        kept = tuple(await self._ctx.store.explore_lines(game_id, seat))
        return await self._boards.png(game, await self._position(game, kept, line_id, at), reader)

    async def _position(
        self, game: GameRecord, kept: tuple[ExploreLine, ...], line_id: int, at: int | None
    ) -> Position:
        line = next((x for x in kept if x.id == line_id), None)
        if line is None:
            raise NotFound(msg("explore-line-gone", explore=Command("explore")))
        shown = line.shown if at is None else max(0, min(at, len(line.moves)))
        return await self._boards.position(game, replace(line, shown=shown), save=False)
