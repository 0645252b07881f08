"""Chat notation (§1.3): text to a move, before any look at the position.

Syntax is split from legality, as in python-chess: ``read`` decides which
move the text names and whether its points exist on this board, and leaves
every rule of play to the engine. Points are separated by blanks or commas and
case does not matter, so ``C4,G7`` and ``c4 g7`` are the same turn.
"""

from __future__ import annotations

import re

from rules.errors import IllegalMove, InvalidNotation
from rules.les.geometry import ROWS, geometry
from rules.les.moves import LesMove, Point, Setup, Turn
from rules.sides import BLACK, SIDE_WORDS, WHITE

_POINT = re.compile(r"([a-z])([0-9]{1,3})", re.ASCII)

HINT = (
    "a turn looks like 'c4 g7' (contact point, then lone point) or 'c4' once no lone "
    "point is left; before play come 'setup d4 d5 b2 b4' and 'side black' or 'side white'"
)


def words_of(text: str) -> list[str]:
    return text.lower().replace(",", " ").split()


def read(text: str, size: int) -> LesMove:
    """The move ``text`` names on a board with ``size`` points per side."""
    words = words_of(text)
    typed = " ".join(words)
    if not words:
        raise InvalidNotation(f"An empty message is not a Les move; {HINT}.", "les-empty")
    head = words[0]
    if head == "setup":
        if len(words) != 5:
            raise InvalidNotation(
                f"A setup names exactly four points, Black, White, Black, White "
                f"(like 'setup d4 d5 b2 b4'), but {typed!r} names {len(words) - 1}.",
                "les-setup-count",
                typed=repr(typed),
                count=len(words) - 1,
            )
        b1, w1, b2, w2 = (point(word, size) for word in words[1:])
        return Setup(b1, w1, b2, w2)
    if head == "side":
        if len(words) == 2 and words[1] in SIDE_WORDS:
            return SIDE_WORDS[words[1]]
        raise InvalidNotation(
            f"Not a side choice: {typed!r} — write 'side {BLACK}' or 'side {WHITE}'.",
            "les-not-a-side",
            typed=repr(typed),
        )
    if typed == "pass":
        raise InvalidNotation(
            "Les has no pass: every turn starts with a stone on a contact point, and the "
            "game ends by itself once no contact point is left.",
            "les-no-pass",
        )
    if len(words) == 1 and head in SIDE_WORDS:
        return SIDE_WORDS[head]
    if len(words) > 2:
        raise InvalidNotation(
            f"Not a Les move: {typed!r} — a turn places at most two stones; {HINT}.",
            "les-too-many",
            typed=repr(typed),
        )
    points = [point(word, size) for word in words]
    return Turn(points[0], points[1] if len(points) == 2 else None)


def point(word: str, size: int) -> Point:
    """One point name; a well-formed name off this board is an illegal move, not bad syntax."""
    match = _POINT.fullmatch(word)
    if match is None:
        raise InvalidNotation(
            f"Not a point: {word!r} — points are a row letter and a line number, "
            f"like 'd4'; {HINT}.",
            "les-not-a-point",
            word=repr(word),
        )
    row, line = ROWS.index(match.group(1)) + 1, int(match.group(2))
    geo = geometry(size)
    if not geo.contains(row, line):
        span = geo.span
        if 1 <= row <= span:
            low, high = geo.line_range(row)
            letter = match.group(1)
            where = f"row {letter} runs from {letter}{low} to {letter}{high}"
            raise IllegalMove(
                f"{word} is not a point of the size-{size} board: {where}.",
                "les-off-row",
                point=word,
                size=size,
                row=letter,
                low=f"{letter}{low}",
                high=f"{letter}{high}",
            )
        where = f"its rows run from a to {ROWS[span - 1]}"
        raise IllegalMove(
            f"{word} is not a point of the size-{size} board: {where}.",
            "les-off-rows",
            point=word,
            size=size,
            last=ROWS[span - 1],
        )
    return Point(row, line)
