"""Pletore (Luis Bolaños Mures, 2021): orthogonal sight, pinches, flips, komi and the button."""

from rules.pletore.game import PLETORE, PletoreGame
from rules.pletore.moves import Flip, Komi, Pass, Place, PletoreMove, TakeButton
from rules.pletore.state import PletoreState
from rules.pletore.view import PletoreView
from rules.sides import Side

__all__ = [
    "PLETORE",
    "Flip",
    "Komi",
    "Pass",
    "Place",
    "PletoreGame",
    "PletoreMove",
    "PletoreState",
    "PletoreView",
    "Side",
    "TakeButton",
]
