"""Pinch in short (full spec: the engine's ``rules/pinch``; player page ``docs/rules/pinch.md``)."""

from __future__ import annotations

from rendering.text import pinch_diagram
from rules import GAMES
from service.guide.model import NAMES, Example, GameGuide, after, either, spec

SIZE = spec("pinch", "size")
START = after("pinch", {"size": 9})
PINCHED = after("pinch", {"size": 9}, "e6", "e5")
SHOWN = after("pinch", {"size": 9}, "e6", "e5", "f5")


def _draw() -> str:
    return pinch_diagram(GAMES["pinch"].view(SHOWN(), None), names=NAMES)


GUIDE = GameGuide(
    name="pinch",
    title="Pinch",
    tagline=(
        "A connection game by Craig Duncan (2019): join your two edges; an L-shaped pinch "
        "converts enemy stones, in chain reactions."
    ),
    rules=(
        "A square board of points: files `a`, `b`, `c`… from the left, ranks `1`, `2`, `3`… "
        "from the bottom. **Black** moves first and owns the bottom and top edges; **White** "
        "owns the left and right edges. A corner belongs to both of its edges.",
        "On your turn place one stone of your colour on any empty point. There is no passing. "
        "Stones never move and never leave the board; they can only change colour.",
        "**Pinch:** an enemy stone with two of your stones as neighbours at a right angle (one "
        "above or below it and one beside it: an L, never a straight line) turns to your "
        "colour, but only if at least one of the two was placed or converted this turn.",
        "**Chain reactions:** a stone converted this turn counts as new, so it can pinch the "
        "next enemy stone, and so on. Two old stones never convert anything, so placing into "
        "an enemy L is safe until your opponent adds a new stone to it.",
        "**Win** by joining your two edges with a chain of your stones that touch side by side "
        "(diagonal contact does not connect). Converted stones count. Pinch has no draws.",
        "**Pie rule:** the second player may answer Black's first stone with `swap`, becoming "
        "Black (that stone is now theirs); the other player then plays White.",
    ),
    options=(
        f"`size:` {either(SIZE.choices)} points a side (default {SIZE.default}).",
        "`first:` who plays Black and moves first (default random).",
    ),
    examples=(
        Example("e5", "place a stone on e5", START),
        Example(
            "swap",
            "second move only: take Black and its first stone",
            after("pinch", {"size": 9}, "e5"),
        ),
        Example("f5", "with Black on e6 and White on e5: pinches e5, which turns black", PINCHED),
    ),
    draw=_draw,
    caption=(
        "Black played `f5`: with `e6` it stands at a right angle around White's `e5`, which "
        "turned black (the lower-case `x`). `>` marks the stone just placed."
    ),
)
