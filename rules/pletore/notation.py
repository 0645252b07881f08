"""Chat notation (§1.3): text to a move, before any look at the position.

Syntax is split from legality, as in python-chess: ``read`` only decides
*which* move the text names (raising ``InvalidNotation`` when it names none)
and leaves every rule to the engine. The one thing it cannot decide alone is
a bare coordinate, which places or flips depending on the point's content, so
it returns a ``Bare`` point for the engine to resolve.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.errors import IllegalMove, InvalidNotation
from rules.grid import FILES
from rules.pletore.moves import BUTTON, PASS, Flip, Komi, Place, PletoreMove
from rules.sides import SIDE_WORDS

_POINT = re.compile(r"([a-z])([0-9]{1,3})(x?)", re.ASCII)
_WHOLE = re.compile(r"[+-]?([0-9]+)", re.ASCII)

HINT = "moves look like d4, d4x, place d4, flip d4, pass, button, komi 7 or side black"


@dataclass(frozen=True, slots=True)
class Bare:
    """A coordinate typed alone: a placement if the point is empty, else a flip."""

    x: int
    y: int


def read(text: str, size: int) -> PletoreMove | Bare:
    """The move ``text`` names on an n×n board; case and extra blanks do not matter."""
    words = text.lower().split()
    typed = " ".join(words)
    if not words:
        raise InvalidNotation(f"An empty message is not a Pletore move; {HINT}.", "pletore-empty")
    head = words[0]
    if head == "komi":
        match = _WHOLE.fullmatch(words[1]) if len(words) == 2 else None
        if match is None:
            raise InvalidNotation(
                f"Not a komi move: {typed!r} — komi must be a whole number, "
                "like 'komi 7' or 'komi -2' (the button supplies any half point).",
                "pletore-not-komi",
                typed=repr(typed),
            )
        if len(match.group(1)) > 9:  # far out of range; keep int() away from huge strings
            raise komi_range_error(size)
        return Komi(int(words[1]))
    if head == "side" and len(words) == 2 and words[1] in SIDE_WORDS:
        return SIDE_WORDS[words[1]]
    if len(words) == 1 and head in SIDE_WORDS:
        return SIDE_WORDS[head]
    if typed == "pass":
        return PASS
    if typed in ("button", "take button"):
        return BUTTON
    if len(words) == 2 and head in ("place", "flip"):
        match = _POINT.fullmatch(words[1])
        if match is None or match.group(3):
            raise InvalidNotation(
                f"Not a Pletore move: {typed!r} — '{head}' takes a point, like '{head} d4'.",
                "pletore-takes-a-point",
                typed=repr(typed),
                head=head,
            )
        x, y = _point(match, size)
        return Place(x, y) if head == "place" else Flip(x, y)
    match = _POINT.fullmatch(typed)
    if match is None:
        raise InvalidNotation(
            f"Not a Pletore move: {typed!r} — {HINT}.", "pletore-not-a-move", typed=repr(typed)
        )
    x, y = _point(match, size)
    return Flip(x, y) if match.group(3) else Bare(x, y)


def _point(match: re.Match[str], size: int) -> tuple[int, int]:
    x, rank = FILES.index(match.group(1)), int(match.group(2))
    if not (x < size and 1 <= rank <= size):
        name = match.group(1) + match.group(2)
        raise IllegalMove(
            f"{name} is not a point of the {size}×{size} board "
            f"(files a–{FILES[size - 1]}, ranks 1–{size}).",
            "pletore-off-board-files",
            point=name,
            size=size,
            last=FILES[size - 1],
        )
    return x, rank - 1


def komi_range_error(size: int) -> IllegalMove:
    limit = size * size
    return IllegalMove(
        f"The komi must be a whole number from -{limit} to {limit} on a {size}×{size} board; "
        "beyond that the result would be fixed before the first move.",
        "pletore-komi-range",
        limit=limit,
        size=size,
    )
