"""Animated replays: a game's positions as one animated GIF, a frame per position.

`strip` turns a sequence of pictures (each game's board as its posts draw it, before
PNG encoding: ``service.boards.pictures``), each with the move that led to it written
below, into a small animated GIF, and can encode any subset of them again without
drawing anything twice. Which positions, whose view and how small the file must be
are the service's decisions; everything here is pure.
"""

from rendering.animation.strip import FrameStrip, Picture, Timing, build_strip, captioned

__all__ = ["FrameStrip", "Picture", "Timing", "build_strip", "captioned"]
