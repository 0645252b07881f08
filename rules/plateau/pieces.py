"""The twelve discs of each Plateau set (spec §1): faces, types, counts and values.

Shared by the engine, the views, the renderer and the bot's wording, so the
letters and the value order are written down once.
"""

from __future__ import annotations

from typing import Final

BLANK: Final = "x"
RED: Final = "r"
BLUE: Final = "b"
ORANGE: Final = "o"
FACES: Final = (BLANK, RED, BLUE, ORANGE)
MARKERS: Final = frozenset((RED, BLUE, ORANGE))
HIDDEN: Final = "?"
"""How a view writes a face its viewer may not see."""

TYPES: Final = ("A", "T", "RM", "BM", "R", "B", "M")
"""Type letters in descending exchange value: the order of every canonical type list."""

VALUE: Final = {"A": 21, "T": 15, "RM": 10, "BM": 8, "R": 5, "B": 4, "M": 1}
COUNT: Final = {"A": 1, "T": 1, "RM": 1, "BM": 1, "R": 2, "B": 2, "M": 4}
SIDES: Final = {
    "A": (RED, BLUE),
    "T": (ORANGE, BLANK),
    "RM": (RED, BLANK),
    "BM": (BLUE, BLANK),
    "R": (RED, RED),
    "B": (BLUE, BLUE),
    "M": (BLANK, BLANK),
}
"""The two faces of each type, side 0 first (spec §1.2)."""

LONG_NAMES: Final = {
    "ace": "A",
    "twister": "T",
    "redmask": "RM",
    "bluemask": "BM",
    "red": "R",
    "blue": "B",
    "mute": "M",
}
NAMES: Final = {short: long for long, short in LONG_NAMES.items()}
"""Readable names for messages: ``NAMES["BM"] == "bluemask"``."""

TYPE_OF_CODE: Final = {
    up + down: kind for kind, (a, b) in SIDES.items() for up, down in ((a, b), (b, a))
}
"""Every real two-letter code (up face first) and the type it names: 11 codes."""

CODES: Final = tuple(sorted(TYPE_OF_CODE))


def type_order(kinds: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Types sorted the canonical way: descending value (``A T RM BM R B M``)."""
    return tuple(sorted(kinds, key=TYPES.index))
