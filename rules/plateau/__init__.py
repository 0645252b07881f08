"""Plateau (Jim Albea): stacking two-faced discs with hidden faces, pins, captures and
prisoner exchanges on a 4×4 board."""

from rules.plateau.game import PLATEAU, PlateauGame
from rules.plateau.moves import (
    DECLINE,
    PASS,
    WITHDRAW,
    Decline,
    Give,
    Move,
    Onboard,
    Open,
    Pass,
    PlateauMove,
    Raise,
    Tender,
    Withdraw,
    names_hidden_piece,
)
from rules.plateau.refusals import PlateauIllegal
from rules.plateau.state import PlateauState
from rules.plateau.view import Disc, PlateauView, TenderView, square_name
from rules.plateau.worlds import sample_world
from rules.protocol import Rng

__all__ = [
    "DECLINE",
    "PASS",
    "PLATEAU",
    "WITHDRAW",
    "Decline",
    "Disc",
    "Give",
    "Move",
    "Onboard",
    "Open",
    "Pass",
    "PlateauGame",
    "PlateauIllegal",
    "PlateauMove",
    "PlateauState",
    "PlateauView",
    "Raise",
    "Rng",
    "Tender",
    "TenderView",
    "Withdraw",
    "names_hidden_piece",
    "sample_world",
    "square_name",
]
