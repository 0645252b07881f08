"""Les in short (full spec: the engine's ``rules/les``; player page ``docs/rules/les.md``)."""

from __future__ import annotations

from rules import GAMES
from service.boards.diagrams import les_diagram
from service.guide.model import NAMES, Example, GameGuide, N, V, after, either, rule, said, spec

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
    tagline=said("les-tagline"),
    rules=(
        rule("les-board"),
        rule("les-setup", lead=True),
        rule("les-points"),
        rule("les-turn", lead=True),
        rule("les-end", lead=True),
        rule("les-holes", lead=True),
    ),
    options=(
        said(
            "les-size-option",
            option=N("size:"),
            sizes=either(SIZE.choices),
            default=V(SIZE.default),
        ),
        said("les-first-option", option=N("first:")),
    ),
    examples=(
        Example(SETUP, said("les-ex-setup"), START),
        Example("side black", said("les-ex-side"), CHOOSING),
        Example("e5 d1", said("les-ex-turn"), PLAYING),
        Example("e5,d1", said("les-ex-comma"), PLAYING),
        Example("a3", said("les-ex-one"), CROWDED),
    ),
    draw=_draw,
    caption=said(
        "les-caption",
        setup=N("d4 d5 b2 b4"),
        turn=N("e5 d1"),
        contact=N("e5"),
        black=N("d4"),
        white=N("d5"),
        lone=N("d1"),
        mark=N(">"),
    ),
)
