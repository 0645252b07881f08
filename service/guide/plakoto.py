"""Plakoto in short (full spec: the engine's ``rules/plakoto``; page ``docs/rules/plakoto.md``)."""

from __future__ import annotations

from typing import Any

from rendering.text import plakoto_diagram
from rules import GAMES
from rules.plakoto import PLAKOTO
from rules.plakoto.game import MAX_MATCH_LENGTH
from service.guide.model import NAMES, Example, GameGuide, Position, after, spec

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
    tagline=(
        "Greek backgammon (also Tsilitón, Tapa, Mahbusa): no hitting; landing on a lone enemy "
        "checker pins it. The bot rolls the dice; match play."
    ),
    rules=(
        "A backgammon board, 15 checkers each, all starting on your own **24-point**. You move "
        "them down to your 1-point and bear them off from your home board (points 6 to 1). "
        "Each player counts the points from their own side, and moves are written that way.",
        "**Dice:** to start a match each player rolls one die (ties roll again); the higher "
        "starts, with two fresh dice. The winner of a game starts the next. The bot rolls "
        "every die and logs it before anyone sees it.",
        "**A turn:** move one checker per die, by its number; doubles are played four times. "
        "Use as many dice as you can; if only one die can be used, the larger when possible. "
        "With no legal move your turn passes by itself.",
        "A point holding two or more enemy checkers is **closed**. Landing on a **lone** enemy "
        "checker **pins** it: it cannot move while you stay on top (no hitting, no bar). A "
        "point where one of your checkers lies pinned is closed to you.",
        "**Bearing off:** once all your checkers are in your home board and none of them is "
        "pinned, take a checker off with the exact number, or with a larger number from your "
        "highest occupied point.",
        "**Mother:** your last checker on your 24-point. If it is pinned and the pinner has "
        "no checker left on their own 24-point, the pinner wins 2 points. Both mothers "
        "pinned: the game is a draw.",
        "**Winning a game:** bear off all 15 first: 1 point, 2 if your opponent has borne off "
        "none. The first to reach the match length wins the match.",
    ),
    options=(
        f"`points:` the match length, 1 to {MAX_MATCH_LENGTH} (default {POINTS.default}); "
        "1 plays a single game.",
        "`first:` who plays White (default random). Colours are only looks: the opening roll "
        "decides who starts.",
    ),
    examples=(
        Example("24/18 24/20", "two checkers, one per die (here a roll of 6-4)", FIRST_TURN),
        Example("24/14", "one checker plays both dice", FIRST_TURN),
        Example("24-18-14", "the same, with dashes and the point in between", FIRST_TURN),
        Example("18/7", "lands on a lone enemy checker and pins it (a roll of 6-5)", PINNING),
        Example("13/9(2) 6/2(2)", "doubles 4-4: each hop twice", DOUBLES),
        Example("6/off 5/off", "bearing off with 6-5", BEARING_OFF),
    ),
    draw=_draw,
    caption=(
        "White (`O`) played `18/7` with 6-5 and pinned Black's lone checker on White's "
        "7-point: the lower-case `x` at the rim, under White's checker. Numbers are White's."
    ),
)
