"""Les in short (full spec: the engine's ``rules/les``; player page ``docs/rules/les.md``)."""

from __future__ import annotations

from rendering.text import les_diagram
from rules import GAMES
from service.guide.model import NAMES, Example, GameGuide, after, either, spec

SIZE = spec("les", "size")
SETUP = "setup d4 d5 b2 b4"
START = after("les", {"size": 4})
CHOOSING = after("les", {"size": 4}, SETUP)
PLAYING = after("les", {"size": 4}, SETUP, "side black")
SHOWN = after("les", {"size": 4}, SETUP, "side black", "e5 d1")
CROWDED = after("les", {"size": 4}, SETUP, "side black", "e5 d1", "e6 f4", "b3 g6", "f5 d7")


def _draw() -> str:
    return les_diagram(GAMES["les"].view(SHOWN(), None), names=NAMES)


GUIDE = GameGuide(
    name="les",
    title="Les",
    tagline=(
        "A placement game (2023) on a hexagon of triangles: each turn a stone touching both "
        "colours, then a stone touching nothing; the holes you enclose decide."
    ),
    rules=(
        "Stones go on the points of a hexagon of triangles; a point has up to six neighbours. "
        "A point is named by its **row**, a letter from the bottom, and its **line**, a number: "
        "lines run straight from lower right to upper left. The board labels both.",
        "**Setup:** the challenger places four stones in one move, Black, White, Black, White: "
        "the first two next to each other, the last two on one line with one empty point "
        "between them. The opponent then picks a side; Black moves first.",
        "A **contact point** is an empty point next to at least one black and one white stone. "
        "A **lone point** is an empty point with no stone next to it.",
        "**A turn:** first place a stone on a contact point. Then, if the board (with that "
        "stone) still has a lone point, you must also place a stone on a lone point. Once no "
        "lone point is left, a turn is one stone. No passing, no captures; stones never move.",
        "**End:** when a turn begins with no contact point on the board, even if lone points "
        "remain.",
        "**Holes:** a group of connected empty points is your hole when every stone touching "
        "it is yours (the board's edge does not matter). More holes wins; if equal, the "
        "larger holes, compared largest first; then more stones around them; else a draw, "
        "also when nobody has a hole.",
    ),
    options=(
        f"`size:` points a side of the hexagon, {either(SIZE.choices)} (default "
        f"{SIZE.default}; 7, 9 and 11 are the usual sizes).",
        "The challenger always places the starting stones and the opponent picks a side, so "
        "`first:` changes nothing here.",
    ),
    examples=(
        Example(SETUP, "the challenger's setup: Black, White, Black, White", START),
        Example("side black", "the answer to the setup: play Black", CHOOSING),
        Example("e5 d1", "a turn: contact stone on e5, then lone stone on d1", PLAYING),
        Example("e5,d1", "the same turn with a comma", PLAYING),
        Example("a3", "a turn of one stone, once no lone point is left", CROWDED),
    ),
    draw=_draw,
    caption=(
        "A hexagon of side 4 after the setup `d4 d5 b2 b4` and Black's first turn `e5 d1`: "
        "`e5` touches black `d4` and white `d5`; `d1` touches nothing. `>` marks those "
        "two stones."
    ),
)
