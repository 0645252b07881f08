"""Pinch in short (full spec: the engine's ``rules/pinch``; player page ``docs/rules/pinch.md``)."""

from __future__ import annotations

from rules import GAMES
from service.boards.diagrams import pinch_diagram
from service.guide.model import NAMES, Example, GameGuide, N, V, after, either, rule, said, spec

SIZE = spec("pinch", "size")
START = after("pinch", {"size": 9})
PINCHED = after("pinch", {"size": 9}, "e6", "e5")
SHOWN = after("pinch", {"size": 9}, "e6", "e5", "f5")


def _draw() -> str:
    return pinch_diagram(GAMES["pinch"].view(SHOWN(), None), names=NAMES)


GUIDE = GameGuide(
    name="pinch",
    title="Pinch",
    tagline=said("pinch-tagline"),
    rules=(
        rule(
            "pinch-board",
            a=N("a"),
            b=N("b"),
            c=N("c"),
            one=N("1"),
            two=N("2"),
            three=N("3"),
        ),
        rule("pinch-turn"),
        rule("pinch-pinch", lead=True),
        rule("pinch-chain", lead=True),
        rule("pinch-win", lead=True),
        rule("pinch-pie", lead=True, swap=N("swap")),
    ),
    options=(
        said("size-option", option=N("size:"), sizes=either(SIZE.choices), default=V(SIZE.default)),
        said("first-black", option=N("first:")),
    ),
    examples=(
        Example("e5", said("pinch-ex-place"), START),
        Example("swap", said("pinch-ex-swap"), after("pinch", {"size": 9}, "e5")),
        Example("f5", said("pinch-ex-pinch"), PINCHED),
    ),
    draw=_draw,
    caption=said(
        "pinch-caption", move=N("f5"), black=N("e6"), white=N("e5"), x=N("x"), mark=N(">")
    ),
)
