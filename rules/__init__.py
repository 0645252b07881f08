"""Pure game engines: stdlib only, no randomness, clocks or I/O (``shared/design.md``)."""

from rules.pinch import PINCH
from rules.registry import GameRegistry

GAMES = GameRegistry(PINCH)

__all__ = ["GAMES"]
