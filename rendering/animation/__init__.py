"""Animated replays: a game's positions as one animated GIF, a frame per position.

`faces` draws a game's view as a picture (the same drawing as the game's posts,
before PNG encoding); `strip` turns a sequence of such pictures, each with the move
that led to it written below, into a small animated GIF, and can encode any subset
of them again without drawing anything twice. Which positions, whose view and how
small the file must be are the service's decisions; everything here is pure.
"""

from rendering.animation.faces import FACES, draw_view
from rendering.animation.strip import FrameStrip, Timing, build_strip, captioned

__all__ = ["FACES", "FrameStrip", "Timing", "build_strip", "captioned", "draw_view"]
