"""Positions of past plies, cheap: each game looked back at keeps its replay every few
plies (``PastPositions``), so a board at any ply replays a few lines, not the game.

Why: a past board used to be the log replayed from its first line, on the event
loop: a third of a second for a 4,000-line Plakoto match, and a stranger asking
for forty of them held every other game's moves for seconds. Now the first look
at a game replays its log once, in the lane's thread (``service.reviews.lane``),
keeping a *mark* every ``every`` lines: the replay there, forked. A position is the
nearest mark at or below it, forked and played on by fewer than ``every`` lines,
in the lane too; the loop only looks marks up.

Why a position from a mark is the position from scratch: a replay is a function of
the lines it has played, and of nothing else (``rules.replay``: a takeback pops
the history the replay carries, kept dice ride in it, Plateau's truth is in the
state and each seat's view is drawn from it), a mark is never played on (it is
forked first), and the log is append-only. So mark ``k`` *is* the replay of the
log's first ``k`` lines, whatever takebacks those lines hold.

Bounded: a game keeps at most `MAX_MARKS` marks (past that their spacing doubles,
every other mark dropped), and the desk at most ``budget`` history entries over
all its games (each mark's history list, the log's lines), least recently looked
at first out.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from rules import GAMES
from rules.replay import AnyReplay, Played, Replay
from service.kit.caches import Kept
from service.reviews.lane import in_lane
from storage.models import GameRecord, MoveRecord
from storage.protocol import Store

EVERY: Final = 32
"""Lines between marks at first: a position replays at most 31 (about 10 ms of Plakoto)."""
MAX_MARKS: Final = 128
"""Marks a game keeps: 4,096 lines at the first spacing, then twice as far apart."""
BUDGET: Final = 2_000_000
"""History entries (pointers) a desk keeps in all: about 16 MB and the states they hold."""


@dataclass(frozen=True, slots=True)
class Mark:
    """A game's replay after ``replay.plies`` lines, never played on; ``played``: the
    line that led there (None at the start)."""

    replay: AnyReplay
    played: Played[Any, Any] | None

    @property
    def ply(self) -> int:
        return self.replay.plies

    @property
    def weight(self) -> int:
        return len(self.replay.history) + 1


@dataclass(frozen=True, slots=True)
class Past:
    """The position after ``ply`` lines: its replay (the caller's own to read), the line
    that led to it and its log entry (both None at the start)."""

    replay: AnyReplay
    played: Played[Any, Any] | None
    logged: MoveRecord | None

    @property
    def ply(self) -> int:
        return self.replay.plies


def start(game: GameRecord) -> Mark:
    return Mark(Replay(GAMES[game.game], game.options), None)


def marks_after(mark: Mark, lines: Sequence[MoveRecord], every: int) -> list[Mark]:
    """The marks past ``mark`` at each multiple of ``every`` within ``lines`` (the log's
    lines after it), by one replay. Blocking: run it in the lane."""
    replay = mark.replay.fork()
    made: list[Mark] = []
    for line in lines:
        played = replay.play(line.notation)
        if replay.plies % every == 0:
            made.append(Mark(replay.fork(), played))
    return made


def advance(mark: Mark, lines: Sequence[MoveRecord]) -> Past:
    """The position ``lines`` (the log's lines after ``mark``) lead to from ``mark``.
    Blocking: run it in the lane when there are lines to play."""
    replay, played = mark.replay.fork(), mark.played
    for line in lines:
        played = replay.play(line.notation)
    return Past(replay, played, lines[-1] if lines else None)


@dataclass(slots=True)
class _Book:
    """What is kept of one game: its log as far as read, its marks (``marks[i]`` after
    ``i * every`` lines), and the read of its log and the replay making more marks,
    while they run."""

    game_id: int
    log: tuple[MoveRecord, ...]
    every: int
    marks: list[Mark]
    reading: asyncio.Task[None] | None = None
    making: asyncio.Task[None] | None = None
    weight: int = 0

    def reweigh(self) -> int:
        self.weight = len(self.log) + sum(mark.weight for mark in self.marks)
        return self.weight


def _weight_of(book: _Book) -> int:
    return book.weight


class PastPositions:
    """Every game's marks, for one desk (``ReviewDesk``, ``SpectatorDesk``)."""

    def __init__(
        self,
        store: Store,
        *,
        every: int = EVERY,
        max_marks: int = MAX_MARKS,
        budget: int = BUDGET,
    ) -> None:
        self._store = store
        self._every = every
        self._max_marks = max_marks
        self._books: Kept[int, _Book] = Kept(budget=budget, weight=_weight_of)

    async def at(self, game: GameRecord, ply: int) -> Past:
        """The position of ``game`` after ``ply`` of its lines (0 to ``game.ply``)."""
        if not 0 <= ply <= game.ply:
            raise ValueError(f"game #{game.id} has no ply {ply}")
        book = await self._book(game, ply)
        while book.marks[-1].ply + book.every <= len(book.log):  # lines enough for a mark
            if book.making is None:
                book.making = asyncio.ensure_future(self._make_marks(book))
            await asyncio.shield(book.making)
        mark = book.marks[ply // book.every]
        lines = book.log[mark.ply : ply]
        if not lines:
            return Past(mark.replay.fork(), mark.played, book.log[ply - 1] if ply else None)
        return await in_lane(lambda: advance(mark, lines))

    async def _book(self, game: GameRecord, ply: int) -> _Book:
        """The game's book, its log read as far as ``ply`` at least: by one read, however
        many ask at the same time."""
        book = self._books.get(game.id)
        if book is None:
            book = _Book(game.id, (), self._every, [start(game)])
            self._books.put(game.id, book)
        while len(book.log) < ply:
            reading, mine = book.reading, book.reading is None
            if reading is None:
                reading = book.reading = asyncio.ensure_future(self._read(book, game))
            await asyncio.shield(reading)
            if mine and len(book.log) < ply:
                raise RuntimeError(f"game #{game.id} has fewer lines logged than {ply}")
        return book

    async def _read(self, book: _Book, game: GameRecord) -> None:
        """The log as far as ``game``'s header says (the lines after it may be a write
        still under way); lines once logged never change, so only a longer one is news."""
        try:
            log = tuple((await self._store.moves(game.id))[: game.ply])
            if len(log) > len(book.log):
                book.log = log
                self._reweigh(book)
        finally:
            book.reading = None

    async def _make_marks(self, book: _Book) -> None:
        """The marks the book's log allows past its last one, by one replay in the lane;
        shielded, so a request given up on does not waste it for the others."""
        try:
            last, every = book.marks[-1], book.every
            lines = book.log[last.ply :]
            made = await in_lane(lambda: marks_after(last, lines, every))
            book.marks += made
            while len(book.marks) > self._max_marks:
                book.every *= 2
                book.marks = book.marks[::2]
            self._reweigh(book)
        finally:
            book.making = None

    def _reweigh(self, book: _Book) -> None:
        """Count the book's entries anew (if it is still kept), then drop the least
        recently looked at books until the desk is within its budget (never the last)."""
        if self._books.peek(book.game_id) is not book:
            return
        book.reweigh()
        self._books.reweigh(book.game_id)
