"""The colours every board image shares, and the colour names a scene may use.

Kept in one place so that the images of every game look like one family,
and so that tests can ask for the exact colour an edge band or a stone must
have instead of guessing.
"""

from __future__ import annotations

from typing import Final

RGB = tuple[int, int, int]

BLACK: Final = "black"
WHITE: Final = "white"
STONE_COLOURS: Final = frozenset({BLACK, WHITE})
"""The only colour names a scene may use; anything else is a caller bug."""

FRAME: Final[RGB] = (236, 231, 222)
"""Light warm grey around the board: dark text and a black band read well on it."""
WOOD: Final[RGB] = (222, 182, 104)
GRID: Final[RGB] = (62, 44, 22)
TEXT: Final[RGB] = (34, 30, 26)
TEXT_MUTED: Final[RGB] = (70, 64, 58)
LABEL: Final[RGB] = (78, 66, 52)

STONE_FILL: Final[dict[str, RGB]] = {BLACK: (24, 24, 26), WHITE: (246, 245, 240)}
STONE_OUTLINE: Final[dict[str, RGB]] = {BLACK: (0, 0, 0), WHITE: (58, 56, 52)}
"""White stones need a dark rim or they melt into a light board."""

BAND_FILL: Final[dict[str, RGB]] = {BLACK: (28, 28, 30), WHITE: (250, 250, 248)}
BAND_OUTLINE: Final[RGB] = (70, 66, 60)
"""Rims every band, so a white band still stands out against the light frame."""

LAST_MOVE: Final[RGB] = (226, 38, 34)
"""Red contrasts with both stone colours, so one marker works on either."""
CHANGED_ON: Final[dict[str, RGB]] = {BLACK: (246, 245, 240), WHITE: (24, 24, 26)}
"""A converted stone carries a square in the opposite colour: the colour it had."""


def check_colour(colour: object, what: str) -> None:
    """Scenes call this for every colour they are given: an unknown one is a caller bug,
    reported with the field (``what``) that carried it."""
    if not isinstance(colour, str) or colour not in STONE_COLOURS:
        raise ValueError(f"{what} has unknown colour {colour!r}; expected 'black' or 'white'")
