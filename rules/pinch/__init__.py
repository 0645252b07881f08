"""Pinch (Craig Duncan, 2019): connect your edges; L-shaped pinches convert stones."""

from rules.pinch.game import PINCH, PinchGame, PinchState, PinchView, Place, Swap

__all__ = ["PINCH", "PinchGame", "PinchState", "PinchView", "Place", "Swap"]
