"""Les (2023): contact placements, lone placements, and holes bordered by one colour."""

from rules.les.game import LES, NO_CONTACT, LesGame
from rules.les.holes import Hole, Verdict, compare
from rules.les.moves import LesMove, Point, Setup, Turn
from rules.les.state import LesState
from rules.les.view import HoleView, LesView
from rules.sides import Side

__all__ = [
    "LES",
    "NO_CONTACT",
    "Hole",
    "HoleView",
    "LesGame",
    "LesMove",
    "LesState",
    "LesView",
    "Point",
    "Setup",
    "Side",
    "Turn",
    "Verdict",
    "compare",
]
