"""The places of a player's board picture lie where the renderer draws them (issue 33).

Each game's pieces are drawn twice, with and without them (the same scene, its pieces
taken away), and every piece's pixels must fall inside the shape ``spots`` gives its
place, centred there; the picture's size must be the PNG's own. Both seats are
checked, so Plakoto's numbering from the mover's side is too, and every place a legal
move names has a shape.
"""

from __future__ import annotations

import io
import random
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image, ImageChops

from rendering.backgammon.board import draw_backgammon
from rendering.backgammon.scene import PointStack
from rendering.hex.board import draw_hex_board
from rendering.hex.points import point_name
from rendering.plateau.draw import draw_plateau
from rendering.square.board import draw_square_board
from rules import GAMES
from rules.grid import FILES
from rules.plateau.geometry import NAMES
from rules.replay import Replay
from service.boards.scenes.les import les_scene
from service.boards.scenes.pinch import pinch_scene
from service.boards.scenes.plakoto import plakoto_scene
from service.boards.scenes.plateau import plateau_scene
from service.boards.scenes.pletore import pletore_scene
from service.presenters import PRESENTERS
from service.web_play.clicks import place_of
from service.web_play.spots import Picture, Shape, centre, picture_of
from words import ENGLISH

TITLE = "Game #1 · alice vs bob"
NAMES_ = ("alice", "bob")
NEAR = 4
"""Pixels a piece's centroid may stray from its place's centre (stones cast a shadow)."""
GAME_NAMES = ["pinch", "pletore", "les", "plakoto", "plateau"]


def position(name: str, plies: int, seed: int) -> Replay[Any, Any]:
    """A position ``plies`` lines in, random moves (the dice the first outcome), where a
    player is to move."""
    replay = Replay(GAMES[name], {})
    rng = random.Random(seed)
    while replay.plies < plies or not isinstance(replay.to_move, int):
        if not isinstance(replay.to_move, int):
            replay.play(str(rng.choice(replay.chance_outcomes())[0]))
        else:
            replay.play(str(rng.choice(replay.legal_moves())))
    return replay


def seat_view(name: str, replay: Replay[Any, Any], seat: int) -> Any:
    if name == "plateau":
        return replay.view(seat)
    return PRESENTERS[name].recap(replay.view(None), replay)


def changed(with_pieces: Image.Image, without: Image.Image) -> set[tuple[int, int]]:
    box = ImageChops.difference(with_pieces, without).convert("L").point(lambda v: 255 * (v > 8))
    data = box.load()
    assert data is not None
    return {(x, y) for x in range(box.width) for y in range(box.height) if data[x, y]}


def inside(shape: Shape, pixel: tuple[int, int]) -> bool:
    xs, ys = [x for x, _ in shape], [y for _, y in shape]
    return min(xs) <= pixel[0] < max(xs) and min(ys) <= pixel[1] < max(ys)


def centroid(pixels: list[tuple[int, int]]) -> tuple[float, float]:
    return sum(x for x, _ in pixels) / len(pixels), sum(y for _, y in pixels) / len(pixels)


def pieces_drawn(name: str, view: Any, seat: int) -> tuple[Image.Image, Image.Image, set[str]]:
    """The picture with its pieces and without, and the places that hold one, named in
    ``seat``'s notation (from the view, not from the layout)."""
    if name in ("pinch", "pletore"):
        scene = (pinch_scene if name == "pinch" else pletore_scene)(view, title=TITLE, names=NAMES_)
        bare = replace(scene, stones={}, last_move=None, changed=frozenset())
        held = {f"{FILES[f]}{r + 1}" for f, r in scene.stones}
        return draw_square_board(scene), draw_square_board(bare), held
    if name == "les":
        scene = les_scene(view, title=TITLE, names=NAMES_)
        bare = replace(scene, stones={}, last_turn=frozenset(), shaded={}, labels={})
        return draw_hex_board(scene), draw_hex_board(bare), {point_name(p) for p in scene.stones}
    if name == "plakoto":
        drawn = plakoto_scene(view, title=TITLE, names=NAMES_)
        scene = replace(drawn, dice=(), last_dice=(), path=())  # they follow the stacks
        bare = replace(scene, points=tuple(PointStack() for _ in range(24)))
        white = view.colours[seat] == "white"
        held = {str(s.point if white else 25 - s.point) for s in view.stacks}
        return draw_backgammon(scene), draw_backgammon(bare), held
    scene = plateau_scene(view, title=TITLE, names=NAMES_)
    bare = replace(scene, stacks=tuple(() for _ in scene.stacks))
    held = {NAMES[square] for square, stack in enumerate(scene.stacks) if stack}
    return draw_plateau(scene), draw_plateau(bare), held


def check_pieces(name: str, picture: Picture, view: Any, seat: int) -> None:
    drawn, bare, held = pieces_drawn(name, view, seat)
    assert (drawn.width, drawn.height) == (picture.width, picture.height)
    pixels = changed(drawn, bare)
    assert held and pixels
    for place in held:
        shape = picture.shapes[place]
        mine = [p for p in pixels if inside(shape, p)]
        assert mine, place
        if name == "plateau":
            continue  # a stack stands in its square's left part, its height beside it
        x, y = centroid(mine)
        middle_x, middle_y = centre(shape)
        assert abs(x - middle_x) <= NEAR, (place, x, middle_x)
        if name != "plakoto":  # a backgammon stack starts at the board's edge
            assert abs(y - middle_y) <= NEAR, (place, y, middle_y)
    board = {place: centre(shape) for place, shape in picture.shapes.items() if place != "off"}
    strays = [p for p in pixels if nearest(board, p) not in held]
    assert len(strays) <= len(pixels) // 200, (name, len(strays))


def nearest(centres: dict[str, tuple[float, float]], pixel: tuple[int, int]) -> str:
    x, y = pixel
    return min(centres, key=lambda p: (centres[p][0] - x) ** 2 + (centres[p][1] - y) ** 2)


@pytest.mark.parametrize("name", GAME_NAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_pieces_are_drawn_in_their_places_shapes(name: str, seed: int) -> None:
    replay = position(name, 14, seed)
    for seat in (0, 1):
        view = seat_view(name, replay, seat)
        picture = picture_of(name, view, title=TITLE, names=NAMES_, seat=seat)
        check_pieces(name, picture, view, seat)
        png = PRESENTERS[name].render(view, title=TITLE, names=NAMES_, reader=ENGLISH)
        assert Image.open(io.BytesIO(png)).size == (picture.width, picture.height)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_place_a_legal_move_names_has_a_shape(name: str) -> None:
    for plies in (0, 3, 9, 20):
        replay = position(name, plies, plies)
        seat = replay.to_move
        assert isinstance(seat, int)
        picture = picture_of(
            name, seat_view(name, replay, seat), title=TITLE, names=NAMES_, seat=seat
        )
        for move in replay.legal_moves():
            for word in str(move).split():
                place = place_of(name, word)
                if place is not None:
                    assert place.at in picture.shapes, (move, word)
                    assert not place.to or place.to in picture.shapes, (move, word)


def test_places_do_not_overlap() -> None:
    for name in GAME_NAMES:
        replay = position(name, 4, 1)
        seat = replay.to_move
        assert isinstance(seat, int)
        picture = picture_of(
            name, seat_view(name, replay, seat), title=TITLE, names=NAMES_, seat=seat
        )
        centres = {place: centre(shape) for place, shape in picture.shapes.items()}
        if name == "les":
            continue  # hexagons: their boxes overlap, the cells tile
        for place, shape in picture.shapes.items():
            others = [
                p for p, (x, y) in centres.items() if p != place and inside(shape, (int(x), int(y)))
            ]
            assert not others, (name, place, others)
