"""A position in words, per game, for a board's alt text (issue 31; ``games.alt``).

Each presenter says what its board shows beyond whose turn it is and the last move:
``standing`` (a score, a race, hands and prisoners: always said), ``whole`` (every
piece where it stands, read in order: ranks from 1 up, points from 24 down, stacks
top to bottom) and ``summary`` (counts instead, for when the whole position would
pass a channel's limit). Built from the view the image is drawn from, so it names
nothing that view hides.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from rules.grid import FILES
from words import Arg, Items, Msg, Verbatim, msg

P = TypeVar("P")


@dataclass(frozen=True, slots=True)
class PositionWords:
    standing: tuple[Msg, ...] = ()
    whole: tuple[Msg, ...] = ()
    summary: tuple[Msg, ...] = ()


def colour_word(colour: str) -> Msg:
    return msg(f"moves-colour-{colour}")


def stones_words(
    stones: Mapping[P, str], name: Callable[[P], str], order: Callable[[P], Any]
) -> PositionWords:
    """Stones of two colours on points: each colour's points in reading order (``order``
    sorts them, ``name`` names one), or only how many."""
    if not stones:
        empty = (msg("alt-board-empty"),)
        return PositionWords(whole=empty, summary=empty)
    by_colour: dict[str, list[P]] = {"black": [], "white": []}
    for point, colour in stones.items():
        by_colour.setdefault(colour, []).append(point)
    whole, summary = [], []
    for colour, points in by_colour.items():
        if not points:
            continue
        names = items(Verbatim(name(point)) for point in sorted(points, key=order))
        count = len(points)
        whole.append(msg("alt-stones", colour=colour_word(colour), count=count, points=names))
        summary.append(msg("alt-stones-count", colour=colour_word(colour), count=count))
    return PositionWords(whole=tuple(whole), summary=tuple(summary))


def items(words: Iterable[Arg]) -> Items:
    return Items(tuple(words))


def stone_rows(
    stones: Mapping[P, str],
    rows: Sequence[tuple[str, Sequence[P]]],
    name: Callable[[P], str],
    key: str,
) -> tuple[Msg, ...]:
    """A board of stones read aloud row by row, in the order ``rows`` gives (a label and
    its points, each row's in order): each row's stones with their colours, or that it
    is empty. ``key``: the row's message (``text-board-rank``, ``text-board-row``)."""
    said = []
    for label, points in rows:
        taken = [
            msg("text-board-stone", point=Verbatim(name(p)), colour=colour_word(stones[p]))
            for p in points
            if p in stones
        ]
        stones_said: Arg = items(taken) if taken else msg("text-board-empty")
        said.append(msg(key, row=Verbatim(label), stones=stones_said))
    return tuple(said)


def square_point(point: tuple[int, int]) -> str:
    """A square board's point as the notation writes it: file letter, rank number."""
    return f"{FILES[point[0]]}{point[1] + 1}"


def square_stones(stones: Mapping[tuple[int, int], str]) -> PositionWords:
    """A square board's stones by colour, rank 1 first, a file after another in a rank."""
    return stones_words(stones, square_point, lambda p: (p[1], p[0]))


def square_rows(stones: Mapping[tuple[int, int], str], size: int) -> tuple[Msg, ...]:
    """A square board read aloud rank by rank, the top rank first, files a onwards."""
    rows = [(str(y + 1), [(x, y) for x in range(size)]) for y in reversed(range(size))]
    return stone_rows(stones, rows, square_point, "text-board-rank")
