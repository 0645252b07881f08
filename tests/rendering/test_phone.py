"""Every board read on a phone (issue 19): Discord's phone preview scales an image to about
400 px wide, so labels are checked at that width, PNGs against the 150 KB cap, and the last
move must show in every game.

Positions come from seeded random games through each engine at the smallest and the
largest board its options allow, so they are the positions players see, late and busy.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from PIL import Image

from rendering.backgammon import render_backgammon
from rendering.backgammon.layout import NUMBER_FONT, backgammon_layout
from rendering.hex import render_hex_board
from rendering.hex.layout import MAX_SIDE, MIN_SIDE, hex_layout
from rendering.kit import palette
from rendering.kit.caption import caption_font, line_centres
from rendering.kit.header import HEADER_PAD_X
from rendering.kit.phone import MIN_GLYPH, PHONE_WIDTH, glyph_height, on_phone, phone_preview
from rendering.kit.sprites import last_move
from rendering.plateau import layout as plateau
from rendering.plateau.background import SQUARE_DARK, SQUARE_LIGHT
from rendering.plateau.draw import HIGHLIGHT
from rendering.plateau.pieces import DISC_FILL, FACE_FILL, HATCH
from rendering.square import render_square_board
from rendering.square.layout import MAX_SIZE, MIN_SIZE, square_layout
from rules import GAMES
from rules.base import CHANCE
from service.boards.scenes.les import les_scene, render_les
from service.boards.scenes.pinch import pinch_scene, render_pinch
from service.boards.scenes.plakoto import plakoto_scene, render_plakoto
from service.boards.scenes.plateau import render_plateau
from service.boards.scenes.pletore import pletore_scene, render_pletore
from tests.rendering.pixels import RGB, close, decode, luminance, pixel, rgb_pixels

PNG_CAP = 150 * 1024
"""The most a board image may weigh, whatever the board and the position."""
NAMES = ("a-player-with-a-long-name", "another-long-player-name")
TITLE = "#123456 · a-player-with-a-long-name vs another-long-player-name"

RENDER: dict[str, Callable[..., bytes]] = {
    "pinch": render_pinch,
    "pletore": render_pletore,
    "les": render_les,
    "plakoto": render_plakoto,
    "plateau": render_plateau,
}
CASES = [
    ("pinch", 9),
    ("pinch", 13),
    ("pletore", MIN_SIZE),
    ("pletore", MAX_SIZE),
    ("les", MIN_SIDE),
    ("les", MAX_SIDE),
    ("plakoto", None),
    ("plateau", None),
]
"""Each game at the smallest and largest board its options allow (Pinch 9/11/13, Pletore
4..19, Les 3..11); Plakoto and Plateau have one board."""


def options(game: str, size: int | None) -> dict[str, Any]:
    if game == "plakoto":
        return {"match_length": 1}
    return {} if size is None else {"size": size}


@cache
def played(game: str, size: int | None, seed: int = 7) -> tuple[Any, ...]:
    """The public view after every move of a seeded random game (dice by their odds)."""
    engine = GAMES[game]
    rng = random.Random(seed)
    state: Any = engine.initial(options(game, size))
    views: list[Any] = []
    while engine.to_move(state) is not None and len(views) < 2_000:
        if engine.to_move(state) is CHANCE:
            outcomes = engine.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            move = rng.choice(engine.legal_moves(state))
        state = engine.apply(state, move)
        views.append(engine.view(state, None))
    return tuple(views)


def render(game: str, view: Any) -> bytes:
    return RENDER[game](view, title=TITLE, names=NAMES)


def ink_height(image: Image.Image, box: tuple[int, int, int, int], ground: RGB) -> int:
    """Height of the text in ``box``: the rows holding a pixel nearer the darkest or lightest
    in the box (whichever is further from ``ground``) than ``ground``."""
    crop = image.crop(box)
    pixels = rgb_pixels(crop)
    base = luminance(ground)
    extreme = max((luminance(p) for p in pixels), key=lambda lum: abs(lum - base))
    middle = (base + extreme) / 2
    rows = [
        index // crop.width
        for index, p in enumerate(pixels)
        if (luminance(p) - middle) * (extreme - base) > 0
    ]
    assert rows, f"no text in {box}"
    return max(rows) - min(rows) + 1


# (a) PNG size ---------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "size"), CASES)
def test_every_position_of_a_game_stays_under_the_png_cap(game: str, size: int | None) -> None:
    views = played(game, size)
    late = views[len(views) * 3 // 4 :: 3] + views[-1:]
    largest = max(len(render(game, view)) for view in late)
    assert largest <= PNG_CAP, f"{game} {size}: {largest} bytes"


def test_plateau_private_images_stay_under_the_png_cap() -> None:
    engine = GAMES["plateau"]
    rng = random.Random(7)
    state: Any = engine.initial({})
    largest = 0
    while engine.to_move(state) is not None:
        state = engine.apply(state, rng.choice(engine.legal_moves(state)))
        if state.ply % 5 == 0:
            for seat in (0, 1):
                largest = max(largest, len(render("plateau", engine.view(state, seat))))
    assert largest <= PNG_CAP, largest


# (b) label sizes on a phone: from the layouts --------------------------------------------


@pytest.mark.parametrize("size", range(MIN_SIZE, MAX_SIZE + 1))
@pytest.mark.parametrize("header", [True, False])
def test_square_coordinates_read_on_a_phone(size: int, header: bool) -> None:
    layout = square_layout(size, header)
    assert layout.phone_label_height >= MIN_GLYPH
    assert on_phone(layout.cell, layout.width) >= 18, "points far enough apart to tell stones"


@pytest.mark.parametrize("side", range(MIN_SIDE, MAX_SIDE + 1))
@pytest.mark.parametrize("header", [True, False])
def test_hex_coordinates_and_hole_sizes_read_on_a_phone(side: int, header: bool) -> None:
    layout = hex_layout(side, header)
    assert layout.phone_label_height >= MIN_GLYPH
    assert on_phone(glyph_height(layout.hole_font), layout.width) >= MIN_GLYPH
    assert on_phone(2 * layout.stone_radius, layout.width) >= 15, "stones 15 px across"


def test_plakoto_numbers_and_counts_read_on_a_phone() -> None:
    layout = backgammon_layout(True)
    assert layout.phone_label_height >= MIN_GLYPH
    assert on_phone(glyph_height(NUMBER_FONT), layout.width) >= MIN_GLYPH


def test_plateau_coordinates_stack_heights_and_faces_read_on_a_phone() -> None:
    assert plateau.phone_label_height() >= MIN_GLYPH
    up, _ = plateau.face_boxes(plateau.DISC_WIDTH, plateau.FULL_DISC)
    assert on_phone(up[3] - up[1], plateau.WIDTH) >= MIN_GLYPH, "a full disc's up face"
    assert on_phone(up[2] - up[0], plateau.WIDTH) >= 3 * MIN_GLYPH
    for count in range(1, plateau.MAX_PIECES + 1):
        thicknesses = plateau.disc_thicknesses(count)
        if count <= 6:
            assert thicknesses == [plateau.FULL_DISC] * count, "six discs all full"
        if count <= 16:
            top = min(3, count)
            assert thicknesses[-top:] == [plateau.FULL_DISC] * top, "a tall stack keeps its top"
        assert min(thicknesses) >= plateau.THIN_DISC


# (b) label sizes on a phone: measured on the rendered pixels ------------------------------


def _measured(png: bytes, box: tuple[int, int, int, int], ground: RGB) -> tuple[float, int]:
    """The text in ``box``: its height scaled to the phone, and as measured on the phone's
    own downscaled picture."""
    image = decode(png)
    full = on_phone(ink_height(image, box, ground), image.width)
    scale = PHONE_WIDTH / image.width
    # The box shrunk inwards to whole phone pixels, so that it takes in nothing new.
    small_box = (
        math.ceil(box[0] * scale),
        math.ceil(box[1] * scale),
        math.floor(box[2] * scale),
        math.floor(box[3] * scale),
    )
    return full, ink_height(decode(phone_preview(png)), small_box, ground)


def _around(x: float, y: float, half_width: float, font: int) -> tuple[int, int, int, int]:
    """A box centred on a label: ``half_width`` either side, its digits' height and a
    margin above and below, so that it holds nothing else."""
    half_height = glyph_height(font) / 2 + 2
    return (
        round(x - half_width),
        round(y - half_height),
        round(x + half_width),
        round(y + half_height),
    )


def _assert_legible(png: bytes, box: tuple[int, int, int, int], ground: RGB) -> None:
    full, small = _measured(png, box, ground)
    assert full >= MIN_GLYPH, f"{full:.2f} px on a phone"
    # Averaging onto the phone's pixel grid can blur one row of a glyph away.
    assert small >= MIN_GLYPH - 1, f"{small} px in the phone picture"


@pytest.mark.parametrize("size", [9, 13])
def test_pinch_rank_label_measures_legible(size: int) -> None:
    view = played("pinch", size)[-1]
    layout = square_layout(size, True)
    box = _around(layout.label / 2, layout.y(0), layout.label / 2 - 2, layout.label_font)
    _assert_legible(render("pinch", view), box, palette.FRAME)


def test_pletore_19_rank_label_measures_legible() -> None:
    view = played("pletore", MAX_SIZE)[-1]
    layout = square_layout(MAX_SIZE, True)
    x = layout.width - layout.label / 2
    box = _around(x, layout.y(MAX_SIZE - 1), layout.label / 2 - 2, layout.label_font)
    _assert_legible(render("pletore", view), box, palette.FRAME)


@pytest.mark.parametrize("side", [MIN_SIDE, MAX_SIDE])
def test_les_line_number_measures_legible(side: int) -> None:
    view = played("les", side)[-1]
    layout = hex_layout(side, True)
    lower, _ = layout.line_labels()[0]
    box = _around(lower.x, lower.y, 0.45 * layout.spacing, layout.label_font)
    _assert_legible(render("les", view), box, palette.FRAME)


@pytest.mark.parametrize("side", [MIN_SIDE, MAX_SIDE])
def test_les_final_tally_measures_legible(side: int) -> None:
    """The tally and the tie-break under the final board read on a phone, line by line."""
    view = played("les", side)[-1]
    assert view.decision is not None, "a game the rules ended"
    png = render("les", view)
    layout = hex_layout(side, True)
    lines = les_scene(view, title=TITLE, names=NAMES).caption
    assert len(lines) == 3
    font = caption_font(layout.width)
    assert on_phone(glyph_height(font), layout.width) >= MIN_GLYPH
    left = HEADER_PAD_X + 2 * font  # past the swatch
    for y in line_centres(layout.height, lines, layout.width):
        box = _around((left + layout.width) / 2, y, (layout.width - left) / 2 - 4, font)
        _assert_legible(png, box, palette.FRAME)


def test_plakoto_point_number_measures_legible() -> None:
    view = played("plakoto", None)[-1]
    layout = backgammon_layout(True)
    box = _around(layout.point_x(0), layout.number_y(0), 20, NUMBER_FONT)
    _assert_legible(render("plakoto", view), box, palette.FRAME)


def test_plateau_coordinate_and_stack_height_measure_legible() -> None:
    views = played("plateau", None)
    view = max(views, key=lambda v: max(len(stack) for stack in v.stacks))
    png = render("plateau", view)
    font = plateau.LABEL_FONT
    x = plateau.MARGIN + plateau.LABEL / 2
    _assert_legible(png, _around(x, plateau.rank_y(0), plateau.LABEL / 2 - 2, font), palette.FRAME)
    square, stack = max(enumerate(view.stacks), key=lambda item: len(item[1]))
    x, y = plateau.count_anchor(square, len(stack))
    count = _around(x, y, plateau.COUNT_WIDTH / 2 - 4, font)
    ground = SQUARE_DARK if (square % 4 + square // 4) % 2 == 0 else SQUARE_LIGHT
    _assert_legible(png, count, ground)


# (c) the last move is marked ----------------------------------------------------------------


def _last_with(views: tuple[Any, ...], has_move: Any) -> Any:
    return next(view for view in reversed(views) if has_move(view))


def _red(rgb: RGB) -> bool:
    return rgb[0] > 150 and rgb[1] < 90 and rgb[2] < 90


def _ring_points(x: int, y: int, radius: float) -> list[tuple[float, float]]:
    """Four points on the last-move ring (it spans 0.38 to 0.62 of the stone's radius)."""
    reach = radius * 0.5
    return [(x + reach, y), (x - reach, y), (x, y + reach), (x, y - reach)]


def _assert_ring(
    marked: Image.Image, plain: Image.Image, points: list[tuple[float, float]]
) -> None:
    for x, y in points:
        assert _red(pixel(marked, x, y)), (x, y, pixel(marked, x, y))
        assert not _red(pixel(plain, x, y))


@pytest.mark.parametrize(
    ("game", "size"), [("pinch", 9), ("pinch", 13), ("pletore", 4), ("pletore", 19)]
)
def test_square_games_ring_the_last_stone(game: str, size: int) -> None:
    scene_of = pinch_scene if game == "pinch" else pletore_scene
    view = _last_with(played(game, size), lambda v: v.last_point is not None)
    scene = scene_of(view, title=TITLE, names=NAMES)
    png = render_square_board(scene)
    marked = decode(png)
    plain = decode(render_square_board(dataclasses.replace(scene, last_move=None)))
    layout = square_layout(size, True)
    file, rank = view.last_point
    points = _ring_points(layout.x(file), layout.y(rank), layout.stone_radius)
    _assert_ring(marked, plain, points)
    small = decode(phone_preview(png))
    scale = PHONE_WIDTH / marked.width
    assert any(_red(pixel(small, x * scale, y * scale)) for x, y in points), "red on a phone"


@pytest.mark.parametrize("side", [MIN_SIDE, MAX_SIDE])
def test_les_rings_the_stones_of_the_last_turn(side: int) -> None:
    view = _last_with(played("les", side), lambda v: v.last_points)
    scene = les_scene(view, title=TITLE, names=NAMES)
    marked = decode(render_hex_board(scene))
    plain = decode(render_hex_board(dataclasses.replace(scene, last_turn=frozenset())))
    layout = hex_layout(side, True)
    for point in view.last_points:
        x, y = layout.xy((point.row, point.line))
        _assert_ring(marked, plain, _ring_points(x, y, layout.stone_radius))


def test_plakoto_shows_the_last_move_from_and_to() -> None:
    view = _last_with(played("plakoto", None), lambda v: len(v.last_path) >= 1)
    scene = plakoto_scene(view, title=TITLE, names=NAMES)
    marked = decode(render_backgammon(scene))
    plain = decode(render_backgammon(dataclasses.replace(scene, path=())))
    layout = backgammon_layout(True)
    radius = layout.checker_radius
    for source, _ in scene.path:
        x = layout.point_x(source)
        column = (
            x - round(radius),
            layout.board_box()[1],
            x + round(radius),
            layout.board_box()[3],
        )
        reds = sum(_red(p) for p in rgb_pixels(marked.crop(column)))
        assert reds > 20, "a ghost and an arrow leave the origin"
        assert sum(_red(p) for p in rgb_pixels(plain.crop(column))) < reds // 4


def test_plateau_frames_the_route_from_origin_to_destination() -> None:
    view = _last_with(played("plateau", None), lambda v: len(v.last_squares) >= 2)
    marked = decode(render("plateau", view))
    plain = decode(render("plateau", dataclasses.replace(view, last_squares=())))
    origin, destination = view.last_squares[0], view.last_squares[-1]

    def top_edge(image: Image.Image, square: int) -> float:
        left, top, right, _ = plateau.square_box(square)
        edge = [pixel(image, x, top + 3) for x in range(left + 2, right - 2)]
        return sum(close(rgb, HIGHLIGHT, 10) for rgb in edge) / len(edge)

    assert top_edge(marked, destination) > 0.95, "the destination's frame is solid"
    assert 0.5 < top_edge(marked, origin) < 0.8, "the origin's frame is dashed"
    assert top_edge(plain, destination) == top_edge(plain, origin) == 0


def test_plateau_last_move_colour_is_unlike_every_piece() -> None:
    """Red was both the frame and a face; the frame's colour is far from every face, both
    disc colours, the hatch and the wood (for every colour vision too: test_colour_vision)."""
    others = [*FACE_FILL.values(), *DISC_FILL.values(), *HATCH, SQUARE_DARK, SQUARE_LIGHT]
    for colour in others:
        distance = sum((a - b) ** 2 for a, b in zip(HIGHLIGHT, colour, strict=True)) ** 0.5
        assert distance > 100, colour


def test_last_move_ring_is_thick_enough_for_a_phone() -> None:
    """On the smallest stones (19x19) the ring keeps about two pixels of stroke at 400 px."""
    layout = square_layout(MAX_SIZE, True)
    ring = last_move(layout.stone_radius)
    middle = ring.height // 2
    alphas = [ring.getpixel((x, middle)) for x in range(ring.width // 2, ring.width)]
    stroke = sum(1 for value in alphas if isinstance(value, tuple) and value[3] > 128)
    assert on_phone(stroke, layout.width) >= 1.8
