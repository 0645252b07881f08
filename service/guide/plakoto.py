"""Plakoto in short (full spec: the engine's ``rules/plakoto``; page ``docs/rules/plakoto.md``)."""

from __future__ import annotations

from typing import Any

from rules import GAMES
from rules.plakoto import PLAKOTO
from rules.plakoto.game import MAX_MATCH_LENGTH
from service.boards.diagrams import plakoto_diagram
from service.guide.model import NAMES, Example, GameGuide, N, Position, V, after, rule, said, spec

POINTS = spec("plakoto", "match_length")
OPENING = ("open 5-3", "roll 6-4")
FIRST_TURN = after("plakoto", {"match_length": 1}, *OPENING)
PINNING = after(
    "plakoto", {"match_length": 1}, *OPENING, "24/20 24/18", "roll 6-1", "24/18 24/23", "roll 6-5"
)
SHOWN = after(
    "plakoto",
    {"match_length": 1},
    *OPENING,
    "24/20 24/18",
    "roll 6-1",
    "24/18 24/23",
    "roll 6-5",
    "18/7",
)


def _position(text: str, dice: tuple[int, int]) -> Position:
    def build() -> Any:
        return PLAKOTO.position(text, side="white", dice=dice)

    return build


DOUBLES = _position("W{13:4, 8:3, 6:8} B{24:15}", (4, 4))
BEARING_OFF = _position("W{6:4, 5:4, 4:4, 3:3} B{24:15}", (6, 5))


def _draw() -> str:
    return plakoto_diagram(GAMES["plakoto"].view(SHOWN(), None), names=NAMES, viewer="white")


GUIDE = GameGuide(
    name="plakoto",
    title="Plakoto",
    tagline=said("plakoto-tagline"),
    rules=(
        rule("plakoto-board"),
        rule("plakoto-dice", lead=True),
        rule("plakoto-turn", lead=True),
        rule("plakoto-pins"),
        rule("plakoto-bearing-off", lead=True),
        rule("plakoto-mother", lead=True),
        rule("plakoto-winning", lead=True),
    ),
    options=(
        said(
            "plakoto-points-option",
            option=N("points:"),
            most=V(MAX_MATCH_LENGTH),
            default=V(POINTS.default),
        ),
        said("plakoto-first-option", option=N("first:")),
    ),
    examples=(
        Example("24/18 24/20", said("plakoto-ex-two"), FIRST_TURN),
        Example("24/14", said("plakoto-ex-one"), FIRST_TURN),
        Example("24-18-14", said("plakoto-ex-dashes"), FIRST_TURN),
        Example("18/7", said("plakoto-ex-pin"), PINNING),
        Example("13/9(2) 6/2(2)", said("plakoto-ex-doubles"), DOUBLES),
        Example("6/off 5/off", said("plakoto-ex-off"), BEARING_OFF),
    ),
    draw=_draw,
    caption=said("plakoto-caption", white=N("O"), move=N("18/7"), x=N("x")),
)
