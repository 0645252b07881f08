"""Pinch (Craig Duncan, 2019): connect your edges; L-shaped pinches convert stones."""

from rules.pinch.game import PINCH, PinchGame
from rules.pinch.moves import PinchMove, Place, Swap
from rules.pinch.state import PinchState
from rules.pinch.view import PinchView

__all__ = ["PINCH", "PinchGame", "PinchMove", "PinchState", "PinchView", "Place", "Swap"]
