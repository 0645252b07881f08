"""Pletore (Luis Bolaños Mures, 2021): orthogonal sight, pinches, flips, komi and the button."""

from rules.pletore.game import PLETORE, PletoreGame, PletoreState
from rules.pletore.moves import Flip, Komi, Pass, Place, PletoreMove, Side, TakeButton
from rules.pletore.view import PletoreView

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
