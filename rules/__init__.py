"""Pure game engines: stdlib only, no randomness, clocks or I/O (``docs/design.md``)."""

from rules.les import LES
from rules.pinch import PINCH
from rules.plakoto import PLAKOTO
from rules.plateau import PLATEAU
from rules.pletore import PLETORE
from rules.registry import GameRegistry

GAMES = GameRegistry(PINCH, PLETORE, LES, PLAKOTO, PLATEAU)

__all__ = ["GAMES"]
