"""A line's position made and drawn: the line walked from its start to the position
shown, in words and as a picture, as its owner may see it. Shared by the desk (the
Discord answers) and the player's own web page (``service.explore.pages``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rules.replay import AnyReplay
from service.context import ServiceContext
from service.explore.positions import Walked, legal_texts, start_of, walk
from service.explore.said import line_said
from service.games import GameDesk
from service.games.alt import alt_text, text_board
from service.games.narration import presenter_of
from service.games.players import Players, title_text
from service.results import AltText, Image
from service.reviews.checkpoints import PastPositions
from service.reviews.lane import in_lane
from storage.models import GameRecord
from storage.protocol.explore import ExploreLine
from words import Reader, Speech


@dataclass(frozen=True, slots=True)
class Position:
    """``line`` walked to its ``shown`` position (cut where the rules refused a kept
    move): the replay there, the players' plain names and the words for its owner."""

    line: ExploreLine
    walked: Walked
    names: tuple[str, str]
    text: Speech


class LineBoards:
    def __init__(self, ctx: ServiceContext, games: GameDesk, past: PastPositions) -> None:
        self._ctx = ctx
        self._games = games
        self._past = past
        self._players = Players(ctx.store, games.readers)

    async def start(self, game: GameRecord, line: ExploreLine) -> AnyReplay:
        """Where ``line`` starts, as its owner may know it (``positions.start_of``)."""
        return await self.start_at(game, line.start_ply, line.seat)

    async def start_at(self, game: GameRecord, ply: int, seat: int) -> AnyReplay:
        """The game after ``ply`` of its plies as ``seat`` may know it, to play on."""
        past = await self._past.at(game, min(ply, game.ply))
        return start_of(past.replay, seat)

    async def position(self, game: GameRecord, line: ExploreLine, *, save: bool) -> Position:
        """``line`` at its position shown; a kept line the rules now refuse is cut where
        they do (and, with ``save``, kept so)."""
        walked = walk(await self.start(game, line), line.moves, line.shown)
        if walked.refused is not None:
            line = replace(line, moves=line.moves[: walked.kept], shown=walked.kept)
            if save and await self._ctx.store.save_explore_line(line):
                line = replace(line, revision=line.revision + 1)
        names = await self._players.names_of(game, await self._games.computer_of(game))
        text = line_said(game, line, walked, names, legal_texts(walked.replay))
        return Position(line, walked, names, text)

    def alt(self, game: GameRecord, at: Position) -> AltText:
        """The position's board in words (its alt text)."""
        view, title, ply = self._view(game, at)
        return alt_text(presenter_of(game), view, title=title, names=at.names, ply=ply)

    async def png(self, game: GameRecord, at: Position, reader: Reader) -> bytes:
        """The position's board, drawn in the lane (never on the event loop)."""
        view, title, _ = self._view(game, at)
        presenter, names = presenter_of(game), at.names
        return await in_lane(
            lambda: presenter.render(view, title=title, names=names, reader=reader)
        )

    async def image(self, game: GameRecord, at: Position, reader: Reader) -> Image:
        """The picture with its alt text and its board read aloud."""
        view, title, ply = self._view(game, at)
        presenter, line = presenter_of(game), at.line
        words = text_board(presenter, view, title=title, names=at.names, ply=ply)
        name = f"{game.game}-{game.id}-explore-{line.id}-{line.shown}.png"
        return Image(await self.png(game, at, reader), name, self.alt(game, at), words)

    def _view(self, game: GameRecord, at: Position) -> tuple[Any, str, int]:
        replay = at.walked.replay
        view = presenter_of(game).recap(replay.view(at.line.seat), replay)
        return view, title_text(game, at.names), at.line.start_ply + at.line.shown
