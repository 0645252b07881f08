"""The hexagonal-board renderer: golden images plus properties that can fail."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rendering.hex import HexBoardScene, render_hex_board
from rendering.hex.layout import SQRT3_2, HexLayout, Label, hex_layout
from rendering.hex.points import (
    board_points,
    line_span,
    on_board,
    point_from_name,
    point_name,
    row_span,
)
from rendering.hex.shading import shaded_colour
from rendering.kit import palette
from rendering.kit.caption import CaptionLine, caption_height, line_centres
from rendering.kit.phone import MIN_GLYPH, on_phone
from rendering.kit.text import font
from tests.rendering.golden import assert_matches_golden
from tests.rendering.pixels import PNG_BUDGET, close, decode, luminance, pixel, rgb_pixels

REPO_ROOT = Path(__file__).resolve().parents[2]


# Scenes ------------------------------------------------------------------------------


def named(names: str) -> list[tuple[int, int]]:
    return [point_from_name(name) for name in names.split()]


def stones(black: str, white: str) -> dict[tuple[int, int], str]:
    placed = dict.fromkeys(named(black), "black")
    placed.update(dict.fromkeys(named(white), "white"))
    return placed


def spec_fa_4() -> HexBoardScene:
    """Final position FA of the Les spec (§5): Black's 8-point hole against White's 7."""
    black_hole = named("a1 a2 b1 c1 c2 d2 d3 e2")
    white_hole = named("b5 c5 c6 d6 e6 e7 f7")
    shaded = dict.fromkeys(black_hole, "black")
    shaded.update(dict.fromkeys(white_hole, "white"))
    return HexBoardScene(
        side=4,
        stones=stones(
            black="g4 g5 g6 f3 e3 e4 d1 d4 c3 b2 b3 a3",
            white="g7 f4 f5 f6 e5 d5 d7 c4 b4 a4",
        ),
        last_turn=frozenset(named("e3")),
        shaded=shaded,
        labels={point_from_name("a1"): "8", point_from_name("c6"): "7"},
        title="Les #4 · alice vs bob",
        subtitle="alice (Black) wins · holes 8 to 7",
        to_move_colour="black",
    )


def midgame_11(count: int = 100) -> HexBoardScene:
    """A size-11 game about a third full: the phone-readability and budget case."""
    rng = random.Random(11)
    every = board_points(11)
    rng.shuffle(every)
    placed = {point: ("black", "white")[index % 2] for index, point in enumerate(every[:count])}
    return HexBoardScene(
        side=11,
        stones=placed,
        last_turn=frozenset(every[count - 2 : count]),
        title="Les #12 · Zoë vs a-player-with-a-long-name",
        subtitle="a-player-with-a-long-name (White) to move · ply 51 · last: e5 g7",
        to_move_colour="white",
    )


def final_11() -> HexBoardScene:
    """Size 11 at the end: holes of both owners, on the edges and a corner, with sizes, and
    the tally with what decided it under the board."""
    base = midgame_11(120)
    placed = dict(base.stones)
    black_hole = named("a1 a2 a3 b1 b2 c1")
    white_hole = named("u21 u20 t21 t20 a8 b8 b9")
    for point in black_hole + white_hole:
        placed.pop(point, None)
    shaded = dict.fromkeys(black_hole, "black")
    shaded.update(dict.fromkeys(white_hole, "white"))
    return HexBoardScene(
        side=11,
        stones=placed,
        last_turn=frozenset(),
        shaded=shaded,
        labels={
            point_from_name("a1"): "6",
            point_from_name("u21"): "4",
            point_from_name("a8"): "3",
        },
        title="Les #12 · alice vs bob",
        subtitle="game over · alice 1 hole, bob 2 holes",
        caption=(
            CaptionLine("Black: 1 hole, size 6", "black"),
            CaptionLine("White: 2 holes, sizes 4, 3", "white"),
            CaptionLine("Decided by the number of holes: 2 to 1", "white"),
        ),
    )


def bare_7() -> HexBoardScene:
    """No header: the board alone, corners taken, to pin the orientation."""
    return HexBoardScene(
        side=7,
        stones=stones(black="a1 g1 m13", white="a7 g13 m7 g7"),
        last_turn=frozenset(named("g7 m13")),
    )


GOLDEN_SCENES = {
    "hex_4_spec_fa": spec_fa_4,
    "hex_7_bare": bare_7,
    "hex_11_midgame": midgame_11,
    "hex_11_final": final_11,
}


# Helpers -----------------------------------------------------------------------------


def layout_of(scene: HexBoardScene) -> HexLayout:
    return hex_layout(scene.side, scene.has_header)


def box_around(scene: HexBoardScene, name: str) -> tuple[int, int, int, int]:
    layout = layout_of(scene)
    x, y = layout.xy(point_from_name(name))
    r = int(layout.stone_radius)
    return (x - r, y - r, x + r, y + r)


def text_free(layout: HexLayout) -> tuple[int, int, int, int]:
    """The rectangle under rows c.. to the third row from the top, as wide as row a:
    inside the hexagon, so it holds no coordinate; the golden scenes keep hole
    sizes out of it."""
    side = layout.side
    first, last = row_span(1, side)
    return (
        layout.x((1, first)),
        layout.y((2 * side - 3, side)),
        layout.x((1, last)),
        layout.y((3, 3)),
    )


# Golden images ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(GOLDEN_SCENES))
def test_matches_golden_image(name: str, tmp_path: Path) -> None:
    scene = GOLDEN_SCENES[name]()
    board = text_free(layout_of(scene))
    assert_matches_golden(render_hex_board(scene), name, tmp_path, text_free=board)


# Coordinates: the spec's names and the lattice -----------------------------------------


def test_point_names_follow_the_spec() -> None:
    assert point_from_name("i9") == (9, 9)
    assert point_from_name("A1") == (1, 1)
    assert point_from_name("q17") == (17, 17)
    assert point_name((9, 17)) == "i17"
    corners = named("a1 a9 i17 q17 q9 i1")
    assert all(on_board(point, 9) for point in corners)
    assert not any(on_board(point, 9) for point in named("a10 q8 j1 r5"))
    for side, count in [(4, 37), (7, 127), (9, 217), (11, 331)]:
        points = board_points(side)
        assert len(points) == count == 3 * side * (side - 1) + 1
        assert all(point_from_name(point_name(point)) == point for point in points)
    assert row_span(7, 4) == (4, 7) and row_span(4, 4) == (1, 7) and row_span(2, 4) == (1, 5)


@pytest.mark.parametrize("bad", ["", "9", "i", "ii", "i9x", "@1"])
def test_bad_point_names_are_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="is not a point name"):
        point_from_name(bad)


def test_points_sit_where_the_spec_draws_them() -> None:
    """x = q - r/2 and y = r * sqrt(3)/2 spacings, rows going up; neighbours one spacing apart."""
    layout = hex_layout(9, False)
    s = layout.spacing
    centre = point_from_name("i9")
    assert layout.xy(centre) == (layout.centre_x, layout.centre_y)
    for neighbour in named("h8 h9 i8 i10 j9 j10"):
        dx = layout.x(neighbour) - layout.x(centre)
        dy = layout.y(neighbour) - layout.y(centre)
        assert abs((dx * dx + dy * dy) ** 0.5 - s) < 1.0
    assert layout.y(point_from_name("a1")) > layout.y(centre), "row a is at the bottom"
    assert layout.x(point_from_name("a1")) < layout.x(point_from_name("a9"))
    # Line 1 runs from a1 (lower right) to i1 (upper left).
    assert layout.x(point_from_name("i1")) < layout.x(point_from_name("a1"))


@pytest.mark.parametrize("side", [4, 7, 11])
def test_every_row_and_line_is_labelled_at_both_ends_on_its_extension(side: int) -> None:
    layout = hex_layout(side, False)
    s = layout.spacing
    rows = layout.row_labels()
    lines = layout.line_labels()
    assert [left.text for left, _ in rows] == [chr(ord("a") + i) for i in range(2 * side - 1)]
    assert [low.text for low, _ in lines] == [str(q) for q in range(1, 2 * side)]
    for row, (left, right) in enumerate(rows, start=1):
        first, last = row_span(row, side)
        assert left.text == right.text
        assert left.y == right.y == layout.y((row, first))
        assert left.x < layout.x((row, first)) - 0.8 * s
        assert right.x > layout.x((row, last)) + 0.8 * s
    for line, (lower, upper) in enumerate(lines, start=1):
        low, high = line_span(line, side)
        for label, end, sign in ((lower, (low, line), 1), (upper, (high, line), -1)):
            dx = label.x - layout.x(end)
            dy = label.y - layout.y(end)
            # On the line's own extension: down-right from the lower end, up-left from the upper.
            assert abs(dx * SQRT3_2 * 2 - dy) < 1e-6
            assert sign * dx > 0.4 * s and sign * dy > 0.8 * s


@pytest.mark.parametrize("side", [3, 4, 7, 9, 11])
def test_labels_do_not_overlap_each_other_or_the_wood(side: int) -> None:
    layout = hex_layout(side, True)
    face = font(layout.label_font)
    boxes = [_label_box(face, label) for label in layout.all_labels()]
    for index, (left, top, right, bottom) in enumerate(boxes):
        assert 0 <= left and right <= layout.width and layout.header <= top
        assert bottom <= layout.height
        for other in boxes[index + 1 :]:
            assert right < other[0] or other[2] < left or bottom < other[1] or other[3] < top
        wood = layout.wood_polygon()
        samples = [(x, y) for x in (left, (left + right) / 2, right) for y in (top, bottom)]
        assert not any(_inside(wood, x, y) for x, y in samples)


def _label_box(face: Any, label: Label) -> tuple[float, float, float, float]:
    left, top, right, bottom = face.getbbox(label.text, anchor="mm")
    return (label.x + left, label.y + top, label.x + right, label.y + bottom)


def _inside(polygon: list[tuple[float, float]], x: float, y: float) -> bool:
    """Even-odd ray casting."""
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


@pytest.mark.parametrize("side", [4, 11])
def test_label_text_is_drawn_at_both_ends(side: int) -> None:
    scene = HexBoardScene(side=side, stones={})
    image = decode(render_hex_board(scene))
    layout = layout_of(scene)
    half = layout.label_font // 2
    for label in layout.all_labels():
        x, y = round(label.x), round(label.y)
        crop = image.crop((x - half, y - half, x + half, y + half))
        darkest = min(luminance(rgb) for rgb in rgb_pixels(crop))
        assert darkest < 140, f"no label {label.text!r} at ({x}, {y})"


# Size, format and budget -------------------------------------------------------------------


@pytest.mark.parametrize("side", [7, 9, 11])
def test_preset_sizes_fit_a_phone(side: int) -> None:
    scene = midgame_11() if side == 11 else HexBoardScene(side=side, stones={}, title="t")
    image = decode(render_hex_board(scene))
    assert 800 <= image.width <= 900
    assert image.height <= 1000
    layout = layout_of(scene)
    # What counts is the size once a phone scales the image to 400 px wide (rendering.kit.phone).
    assert on_phone(2 * layout.stone_radius, layout.width) >= 15, "stones 15 px across on a phone"
    assert layout.phone_label_height >= MIN_GLYPH


@pytest.mark.parametrize("side", range(3, 12))
def test_every_size_renders_a_png_within_budget(side: int) -> None:
    rng = random.Random(side)
    every = board_points(side)
    rng.shuffle(every)
    split = len(every) * 2 // 3
    scene = HexBoardScene(
        side=side,
        stones={point: rng.choice(("black", "white")) for point in every[:split]},
        last_turn=frozenset(every[:2]),
        shaded={point: rng.choice(("black", "white")) for point in every[split:]},
        labels={every[split]: "331"},
        title="Les #123456 · a-player-with-a-long-name vs another-long-player-name",
        subtitle="a-player-with-a-long-name (Black) to move · ply 345",
        to_move_colour="black",
    )
    png = render_hex_board(scene)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(png) <= PNG_BUDGET, f"side {side}: {len(png)} bytes"


def test_size_11_with_a_hundred_stones_is_within_budget() -> None:
    assert len(render_hex_board(midgame_11())) <= PNG_BUDGET
    assert len(render_hex_board(final_11())) <= PNG_BUDGET


# Stones, marks and shading ----------------------------------------------------------------


@pytest.mark.parametrize("side", [3, 4, 7, 11])
def test_stone_centres_have_their_colour(side: int) -> None:
    last = 2 * side - 1
    corners = [(1, 1), (1, side), (side, last), (last, last), (last, side), (side, 1)]
    placed = {point: ("black", "white")[index % 2] for index, point in enumerate(corners)}
    placed[(side, side)] = "black"
    scene = HexBoardScene(side=side, stones=placed)
    image = decode(render_hex_board(scene))
    layout = layout_of(scene)
    for point, colour in placed.items():
        centre = pixel(image, *layout.xy(point))
        assert close(centre, palette.STONE_FILL[colour]), f"{point_name(point)}: {centre}"
    empty = (side + 1, side) if side > 1 else (1, 2)
    x, y = layout.xy(empty)
    assert close(pixel(image, x, y - 0.3 * layout.spacing), palette.WOOD)


def test_orientation_a1_bottom_left_and_rows_up() -> None:
    scene = HexBoardScene(side=4, stones=stones(black="a1", white="g7"))
    image = decode(render_hex_board(scene))
    dark = [(x, y) for y in range(image.height) for x in range(0, image.width, 3)]
    blacks = [(x, y) for x, y in dark if luminance(pixel(image, x, y)) < 40]
    cx, cy = image.width / 2, image.height / 2
    assert blacks and all(x < cx and y > cy for x, y in blacks), "a1 is bottom-left"


@pytest.mark.parametrize("colour", ["black", "white"])
def test_last_turn_marks_change_the_stones(colour: str) -> None:
    placed = dict.fromkeys(named("f6 f7"), colour)
    plain = HexBoardScene(side=11, stones=placed)
    marked = HexBoardScene(side=11, stones=placed, last_turn=frozenset(named("f6 f7")))
    before = decode(render_hex_board(plain))
    after = decode(render_hex_board(marked))
    for name in ("f6", "f7"):
        box = box_around(plain, name)
        old, new = before.crop(box), after.crop(box)
        differing = sum(1 for a, b in zip(rgb_pixels(old), rgb_pixels(new), strict=True) if a != b)
        assert differing > 0.05 * old.width * old.height
        reds = sum(1 for r, g, b in rgb_pixels(new) if r > 150 and g < 90 and b < 90)
        assert reds > 0.03 * new.width * new.height, f"{name}: the ring must be red"


@pytest.mark.parametrize("owner", ["black", "white"])
def test_shaded_points_take_the_owners_tint(owner: str) -> None:
    """Inside, on an edge and at a corner; the neighbouring unshaded point stays plain wood."""
    hole = named("a1 a2 b2 f6")
    scene = HexBoardScene(side=7, stones={}, shaded=dict.fromkeys(hole, owner))
    image = decode(render_hex_board(scene))
    layout = layout_of(scene)
    offset = 0.28 * layout.spacing  # straight up: off all three line directions
    for point in hole:
        x, y = layout.xy(point)
        seen = pixel(image, x, y - offset)
        assert close(seen, shaded_colour(owner)), f"{point_name(point)}: {seen}"
    x, y = layout.xy(point_from_name("d4"))
    assert close(pixel(image, x, y - offset), palette.WOOD)
    # The corner's wash reaches past the board's outline, so a hole there reads as one.
    x, y = layout.xy(point_from_name("a1"))
    assert close(
        pixel(image, x - 0.3 * layout.spacing, y + 0.3 * layout.spacing), shaded_colour(owner)
    )


def test_owners_tints_differ_from_each_other_and_from_wood() -> None:
    black, white = shaded_colour("black"), shaded_colour("white")
    assert luminance(black) + 60 < luminance(palette.WOOD) < luminance(white) - 20


@pytest.mark.parametrize(("owner", "dark_text"), [("black", False), ("white", True)])
def test_hole_size_label_is_written_on_its_point(owner: str, dark_text: bool) -> None:
    shaded = dict.fromkeys(named("d4 d5"), owner)
    without = HexBoardScene(side=4, stones={}, shaded=shaded)
    labelled = HexBoardScene(side=4, stones={}, shaded=shaded, labels={(4, 4): "12"})
    box = box_around(without, "d4")
    plain = decode(render_hex_board(without)).crop(box)
    written = decode(render_hex_board(labelled)).crop(box)
    assert plain.tobytes() != written.tobytes()
    lums = [luminance(rgb) for rgb in rgb_pixels(written)]
    if dark_text:
        assert min(lums) < 80
    else:
        assert max(lums) > 200


# Determinism and immutability ---------------------------------------------------------------


def test_rendering_is_deterministic() -> None:
    first = render_hex_board(midgame_11())
    render_hex_board(spec_fa_4())
    assert render_hex_board(midgame_11()) == first


def test_rendering_is_deterministic_across_processes() -> None:
    script = (
        "import sys\n"
        "from rendering.hex import render_hex_board\n"
        "from tests.rendering.test_hex import final_11\n"
        "sys.stdout.buffer.write(render_hex_board(final_11()))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True, check=True
    )
    assert result.stdout == render_hex_board(final_11())


def test_scene_is_not_changed_by_its_source_dict() -> None:
    source = {(1, 1): "black"}
    scene = HexBoardScene(side=4, stones=source)
    before = render_hex_board(scene)
    source[(4, 4)] = "white"
    assert dict(scene.stones) == {(1, 1): "black"}
    assert render_hex_board(scene) == before
    with pytest.raises(TypeError):
        scene.stones[(2, 2)] = "black"  # type: ignore[index]


# Validation ------------------------------------------------------------------------------------

VALID: dict[str, Any] = {
    "side": 4,
    "stones": {(1, 1): "black", (4, 4): "white"},
    "shaded": {(2, 2): "black"},
}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"side": 2}, "side must be an int from 3 to 11, got 2"),
        ({"side": 12}, "side must be an int from 3 to 11, got 12"),
        ({"side": "9"}, "side must be an int"),
        ({"side": True}, "side must be an int"),
        ({"stones": {(1, 5): "black"}}, r"stone at \(1, 5\) is off the side-4 board"),
        ({"stones": {(0, 1): "black"}}, r"stone at \(0, 1\) is off the side-4 board"),
        ({"stones": {(7, 3): "black"}}, r"stone at \(7, 3\) is off the side-4 board"),
        ({"stones": {"d4": "black"}}, r"stone 'd4' is not a \(row, line\) pair"),
        ({"stones": {(1.0, 1): "black"}}, r"is not a \(row, line\) pair"),
        ({"stones": {(1, 1): "red"}}, r"stone at \(1, 1\) 'a1' has unknown colour 'red'"),
        ({"stones": {(1, 1): ["black"]}}, "unknown colour"),
        ({"stones": [(1, 1)]}, "stones must be a mapping"),
        ({"last_turn": frozenset({(3, 3)})}, r"last_turn point \(3, 3\) 'c3' holds no stone"),
        ({"last_turn": frozenset({(9, 9)})}, "last_turn point at .* is off the side-4 board"),
        ({"last_turn": (1, 1)}, "last_turn point 1 is not a"),
        ({"last_turn": "a1"}, "last_turn must be a set of points"),
        ({"shaded": {(1, 1): "white"}}, r"shaded point \(1, 1\) 'a1' holds a stone"),
        ({"shaded": {(2, 2): "grey"}}, "shaded point .* has unknown colour 'grey'"),
        ({"labels": {(3, 3): "5"}}, r"label at \(3, 3\) 'c3' is not on a shaded point"),
        ({"labels": {(2, 2): ""}}, "label at .* must be 1 to 3 characters"),
        ({"labels": {(2, 2): "1234"}}, "label at .* must be 1 to 3 characters"),
        ({"labels": {(2, 2): 5}}, "label at .* must be 1 to 3 characters"),
        ({"to_move_colour": "green"}, "to_move_colour has unknown colour 'green'"),
        ({"title": None}, "title must be a str"),
        ({"subtitle": 3}, "subtitle must be a str"),
        ({"caption": "Black wins"}, "caption must be a tuple of CaptionLine"),
        ({"caption": ("Black wins",)}, r"caption\[0\] must be a CaptionLine"),
        ({"caption": (CaptionLine("x", "grey"),)}, r"caption\[0\] swatch has unknown colour"),
    ],
)
def test_invalid_scene_raises_value_error(change: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        HexBoardScene(**{**VALID, **change})


def test_caption_goes_under_the_board_and_leaves_the_board_alone() -> None:
    """Lines under the board make the image taller by their band; the board above is the
    same pixels, and each line has ink of the text colour."""
    lines = (CaptionLine("Black: 2 holes, sizes 4, 3", "black"), CaptionLine("Decided by"))
    plain = decode(render_hex_board(HexBoardScene(**VALID)))
    captioned = decode(render_hex_board(HexBoardScene(**VALID, caption=lines)))
    assert captioned.width == plain.width
    assert captioned.height == plain.height + caption_height(lines, plain.width)
    board = (0, 0, plain.width, plain.height)
    assert rgb_pixels(captioned.crop(board)) == rgb_pixels(plain)
    for y in line_centres(plain.height, lines, plain.width):
        row = [pixel(captioned, x, y + dy) for x in range(plain.width) for dy in (-4, 0, 4)]
        assert sum(luminance(p) < 90 for p in row) > 10, y
