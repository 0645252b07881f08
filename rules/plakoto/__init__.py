"""Plakoto (Greek Tavli): a race without hitting, where landing on a lone checker pins it."""

from rules.plakoto.game import (
    BORNE_OFF,
    BOTH_MOTHERS,
    GAMMON,
    MOTHER,
    PLAKOTO,
    PlakotoGame,
)
from rules.plakoto.moves import PASS, Dice, Turn
from rules.plakoto.state import GameResult, PlakotoState
from rules.plakoto.view import LastTurn, PlakotoView, Stack

__all__ = [
    "BORNE_OFF",
    "BOTH_MOTHERS",
    "GAMMON",
    "MOTHER",
    "PASS",
    "PLAKOTO",
    "Dice",
    "GameResult",
    "LastTurn",
    "PlakotoGame",
    "PlakotoState",
    "PlakotoView",
    "Stack",
    "Turn",
]
