"""Pletore in short (full spec: the engine's ``rules/pletore``; page ``docs/rules/pletore.md``)."""

from __future__ import annotations

from rules import GAMES
from service.boards.diagrams import pletore_diagram
from service.guide.model import NAMES, Example, GameGuide, N, V, after, either, rule, said, spec

SIZE = spec("pletore", "size")
SHOWN = after("pletore", {"size": 5, "komi": 2}, "c5", "c3", "e3")
FLIPPABLE = after("pletore", {"size": 5, "komi": 2}, "c5", "c3", "e3", "a1")
PROTOCOL = after("pletore", {"size": 9})
BUTTON = after("pletore", {"size": 5, "komi": 3})
FULL = after(
    "pletore",
    {"size": 5, "komi": 2},
    *"d1 a3 e5 c4 e4 b2 e2 b1 d3 c5".split(),
)


def _draw() -> str:
    return pletore_diagram(GAMES["pletore"].view(SHOWN(), None), names=NAMES)


GUIDE = GameGuide(
    name="pletore",
    title="Pletore",
    tagline=said("pletore-tagline"),
    rules=(
        rule("pletore-sight", a=N("a"), one=N("1")),
        rule("pletore-control", lead=True),
        rule("pletore-turn", lead=True),
        rule(
            "pletore-komi",
            lead=True,
            komi=N("komi 7"),
            black=N("side black"),
            white=N("side white"),
        ),
        rule("pletore-button", lead=True),
        rule("pletore-mirror"),
        rule("pletore-end", lead=True),
    ),
    options=(
        said("size-option", option=N("size:"), sizes=either(SIZE.choices), default=V(SIZE.default)),
        said("pletore-komi-option", option=N("komi:")),
        said("pletore-first-option", option=N("first:"), komi=N("komi:")),
    ),
    examples=(
        Example("komi 7", said("pletore-ex-komi"), PROTOCOL),
        Example("side white", said("pletore-ex-side"), after("pletore", {"size": 9}, "komi 7")),
        Example("b4", said("pletore-ex-place"), FLIPPABLE),
        Example("c3x", said("pletore-ex-flip"), FLIPPABLE),
        Example("flip c3", said("pletore-ex-flip-written"), FLIPPABLE),
        Example("c3", said("pletore-ex-flip-point"), FLIPPABLE),
        Example("button", said("pletore-ex-button"), BUTTON),
        Example("pass", said("pletore-ex-pass"), FULL),
    ),
    draw=_draw,
    caption=said(
        "pletore-caption",
        mark=N("b"),
        point=N("e5"),
        left=N("c5"),
        below=N("e3"),
        flipped=N("c3"),
    ),
)
