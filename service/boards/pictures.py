"""A game's view as an RGB picture: each game's scene, drawn by its board family.

The per-game faces (`service.boards.scenes.pinch`, ...) encode straight to PNG for posts; an
animation needs the picture itself, to write under and shrink, so this maps each
game to its scene and its family's drawing. The picture is the one a post shows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from rendering.animation import Picture
from rendering.backgammon import draw_backgammon
from rendering.hex import draw_hex_board
from rendering.plateau.draw import draw_plateau
from rendering.square import draw_square_board
from service.boards.scenes.les import les_scene
from service.boards.scenes.pinch import pinch_scene
from service.boards.scenes.plakoto import plakoto_scene
from service.boards.scenes.plateau import plateau_scene
from service.boards.scenes.pletore import pletore_scene

Face = Callable[..., Picture]


def _pinch(view: Any, *, title: str, names: tuple[str, str]) -> Picture:
    return draw_square_board(pinch_scene(view, title=title, names=names))


def _pletore(view: Any, *, title: str, names: tuple[str, str]) -> Picture:
    return draw_square_board(pletore_scene(view, title=title, names=names))


def _les(view: Any, *, title: str, names: tuple[str, str]) -> Picture:
    return draw_hex_board(les_scene(view, title=title, names=names))


def _plakoto(view: Any, *, title: str, names: tuple[str, str]) -> Picture:
    return draw_backgammon(plakoto_scene(view, title=title, names=names))


def _plateau(view: Any, *, title: str, names: tuple[str, str]) -> Picture:
    return draw_plateau(plateau_scene(view, title=title, names=names))


FACES: Final[dict[str, Face]] = {
    "pinch": _pinch,
    "pletore": _pletore,
    "les": _les,
    "plakoto": _plakoto,
    "plateau": _plateau,
}
"""Every game by its engine name; a test holds this to ``rules.GAMES``."""


def draw_view(game: str, view: Any, *, title: str, names: tuple[str, str]) -> Picture:
    """The RGB picture of ``view`` (a view of game ``game``), as its post draws it."""
    return FACES[game](view, title=title, names=names)
