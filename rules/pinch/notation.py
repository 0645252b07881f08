"""Chat notation (§1.4, §3.11): text to a move, before any look at the position.

Syntax is split from legality, as in python-chess: ``read`` decides which
move the text names and whether its point exists on this board; whether it
can be played here is the engine's question.
"""

from __future__ import annotations

import re

from rules.errors import IllegalMove, InvalidNotation
from rules.grid import FILES
from rules.pinch.moves import SWAP, PinchMove, Place

_POINT = re.compile(r"([a-z])([0-9]{1,3})", re.ASCII)


def read(text: str, size: int) -> PinchMove:
    """The move ``text`` names on an n×n board; case and surrounding blanks do not matter."""
    word = text.strip().lower()
    if word == "swap":
        return SWAP
    match = _POINT.fullmatch(word)
    if match is None:
        raise InvalidNotation(
            f"Not a Pinch move: {text.strip()!r} — moves look like e5 or swap.",
            "pinch-not-a-move",
            text=repr(text.strip()),
        )
    x, rank = FILES.index(match.group(1)), int(match.group(2))
    if not (x < size and 1 <= rank <= size):
        raise IllegalMove(
            f"{word} is not on the {size}×{size} board "
            f"(files a–{FILES[size - 1]}, ranks 1–{size}).",
            "pinch-off-board-files",
            point=word,
            size=size,
            last=FILES[size - 1],
        )
    return Place(x, rank - 1)
