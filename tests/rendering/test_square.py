"""The square-grid board renderer: golden images plus properties that can fail."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rendering.kit import palette
from rendering.square import SquareBoardScene, render_square_board
from rendering.square.layout import square_layout
from tests.rendering import scenes
from tests.rendering.golden import assert_matches_golden
from tests.rendering.pixels import PNG_BUDGET, close, decode, luminance, pixel, rgb_pixels

REPO_ROOT = Path(__file__).resolve().parents[2]


def stone_centre(scene: SquareBoardScene, file: int, rank: int) -> tuple[int, int]:
    layout = square_layout(scene.size, scene.has_header)
    return layout.x(file), layout.y(rank)


# Golden images ---------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(scenes.GOLDEN_SCENES))
def test_matches_golden_image(name: str, tmp_path: Path) -> None:
    scene = scenes.GOLDEN_SCENES[name]()
    board = square_layout(scene.size, scene.has_header).wood_box()
    assert_matches_golden(render_square_board(scene), name, tmp_path, text_free=board)


# Format, size and budget ------------------------------------------------------


@pytest.mark.parametrize("size", [9, 11, 13])
def test_pinch_sizes_are_about_800_px_wide(size: int) -> None:
    scene = scenes.dense(size, seed=size)
    image = decode(render_square_board(scene))
    assert 760 <= image.width <= 840
    assert image.height == image.width + square_layout(size, True).header


@pytest.mark.parametrize("size", range(4, 20))
def test_every_size_renders_a_png_within_budget(size: int) -> None:
    png = render_square_board(scenes.dense(size, seed=size))
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(png) <= PNG_BUDGET, f"{size}x{size}: {len(png)} bytes"
    image = decode(png)
    assert 740 <= image.width <= 840


def test_board_without_header_is_square() -> None:
    image = decode(render_square_board(scenes.bare_19()))
    assert image.width == image.height


# Stones and markers --------------------------------------------------------------


def test_stone_colours_and_orientation() -> None:
    """a1 is bottom-left: a black stone there is dark, the top-left corner is bare wood."""
    scene = SquareBoardScene(size=11, stones={(0, 0): "black", (10, 0): "white"})
    image = decode(render_square_board(scene))
    assert luminance(pixel(image, *stone_centre(scene, 0, 0))) < 60
    assert luminance(pixel(image, *stone_centre(scene, 10, 0))) > 200
    offset = square_layout(11, False).stone_radius * 0.6  # inside a stone, off the grid lines
    x, y = stone_centre(scene, 0, 0)
    assert luminance(pixel(image, x + offset, y - offset)) < 60
    x, y = stone_centre(scene, 0, 10)
    assert close(pixel(image, x + offset, y + offset), palette.WOOD)


def test_white_stone_has_a_dark_rim() -> None:
    scene = SquareBoardScene(size=9, stones={(4, 4): "white"})
    image = decode(render_square_board(scene))
    layout = square_layout(9, False)
    x, y = stone_centre(scene, 4, 4)
    rim = min(
        luminance(pixel(image, x + dx, y))
        for dx in range(int(layout.stone_radius) - 4, int(layout.stone_radius) + 1)
    )
    assert rim < 110


@pytest.mark.parametrize("colour", ["black", "white"])
def test_last_move_marker_changes_the_stone(colour: str) -> None:
    plain = SquareBoardScene(size=11, stones={(5, 5): colour})
    marked = SquareBoardScene(size=11, stones={(5, 5): colour}, last_move=(5, 5))
    box = _box_around(plain, 5, 5)
    before = decode(render_square_board(plain)).crop(box)
    after = decode(render_square_board(marked)).crop(box)
    changed_pixels = sum(
        1 for a, b in zip(rgb_pixels(before), rgb_pixels(after), strict=True) if a != b
    )
    assert changed_pixels > 0.05 * before.width * before.height
    reds = sum(1 for r, g, b in rgb_pixels(after) if r > 150 and g < 90 and b < 90)
    assert reds > 0.03 * after.width * after.height, "the ring must be red on either colour"


@pytest.mark.parametrize("colour", ["black", "white"])
def test_changed_marker_is_distinct_from_last_move(colour: str) -> None:
    stone = {(5, 5): colour}
    changed = decode(
        render_square_board(SquareBoardScene(size=11, stones=stone, changed=frozenset(stone)))
    )
    last = decode(render_square_board(SquareBoardScene(size=11, stones=stone, last_move=(5, 5))))
    x, y = stone_centre(SquareBoardScene(size=11, stones=stone), 5, 5)
    centre = luminance(pixel(changed, x, y))
    if colour == "black":
        assert centre > 200, "a converted black stone shows a light square"
    else:
        assert centre < 60, "a converted white stone shows a dark square"
    box = _box_around(SquareBoardScene(size=11, stones=stone), 5, 5)
    assert changed.crop(box).tobytes() != last.crop(box).tobytes()


def test_changed_and_last_move_combine() -> None:
    stone = {(5, 5): "black"}
    both = SquareBoardScene(size=11, stones=stone, changed=frozenset(stone), last_move=(5, 5))
    image = decode(render_square_board(both))
    x, y = stone_centre(both, 5, 5)
    assert luminance(pixel(image, x, y)) > 200
    crop = image.crop(_box_around(both, 5, 5))
    assert any(r > 150 and g < 90 and b < 90 for r, g, b in rgb_pixels(crop))


@pytest.mark.parametrize(("colour", "dark"), [("black", True), ("white", False)])
def test_territory_dot_on_empty_point(colour: str, dark: bool) -> None:
    scene = SquareBoardScene(size=13, stones={}, dots={(3, 7): colour})
    image = decode(render_square_board(scene))
    centre = luminance(pixel(image, *stone_centre(scene, 3, 7)))
    assert centre < 60 if dark else centre > 200
    layout = square_layout(13, False)
    x, y = stone_centre(scene, 3, 7)
    beside = pixel(image, x + layout.stone_radius * 0.7, y + layout.stone_radius * 0.7)
    assert close(beside, palette.WOOD), "a dot is much smaller than a stone"


# Edge bands and coordinates ----------------------------------------------------------


@pytest.mark.parametrize(
    "edges",
    [
        ("black", "white", "black", "white"),
        ("white", "black", "white", "black"),
        ("black", None, None, "white"),
    ],
)
def test_edge_bands_have_their_owners_colour(edges: tuple[str | None, ...]) -> None:
    edge_colours = (edges[0], edges[1], edges[2], edges[3])
    scene = SquareBoardScene(size=11, stones={}, edge_colours=edge_colours, title="t")
    image = decode(render_square_board(scene))
    layout = square_layout(11, True)
    band_middle = layout.label + layout.band / 2
    middle = layout.width / 2
    samples = {
        "top": (middle, layout.header + band_middle),
        "right": (layout.width - band_middle - 1, layout.header + middle),
        "bottom": (middle, layout.height - band_middle - 1),
        "left": (band_middle, layout.header + middle),
    }
    for (side, (x, y)), owner in zip(samples.items(), edge_colours, strict=True):
        expected = palette.FRAME if owner is None else palette.BAND_FILL[owner]
        assert close(pixel(image, x, y), expected), f"{side} edge should be {owner}"


def test_coordinates_on_all_four_sides() -> None:
    scene = SquareBoardScene(size=11, stones={})
    image = decode(render_square_board(scene))
    layout = square_layout(11, False)
    strip = layout.label / 2
    near_a1 = {
        "top": (layout.x(0), strip),
        "bottom": (layout.x(0), layout.height - strip),
        "left": (strip, layout.y(0)),
        "right": (layout.width - strip, layout.y(0)),
    }
    half = layout.label_font // 2
    for side, (x, y) in near_a1.items():
        label = image.crop((int(x) - half, int(y) - half, int(x) + half, int(y) + half))
        darkest = min(luminance((r, g, b)) for r, g, b in rgb_pixels(label))
        assert darkest < 140, f"no label text on the {side} side"


# Determinism and immutability ------------------------------------------------------------


def test_rendering_is_deterministic() -> None:
    first = render_square_board(scenes.midgame_11())
    render_square_board(scenes.territory_13())
    assert render_square_board(scenes.midgame_11()) == first


def test_rendering_is_deterministic_across_processes() -> None:
    """Fresh caches in a new interpreter must give the same bytes."""
    script = (
        "import sys\n"
        "from rendering.square import render_square_board\n"
        "from tests.rendering import scenes\n"
        "sys.stdout.buffer.write(render_square_board(scenes.midgame_11()))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True, check=True
    )
    assert result.stdout == render_square_board(scenes.midgame_11())


def test_scene_is_not_changed_by_its_source_dict() -> None:
    source = {(0, 0): "black"}
    scene = SquareBoardScene(size=9, stones=source)
    before = render_square_board(scene)
    source[(1, 1)] = "white"
    assert dict(scene.stones) == {(0, 0): "black"}
    assert render_square_board(scene) == before
    with pytest.raises(TypeError):
        scene.stones[(2, 2)] = "black"  # type: ignore[index]


# Validation -------------------------------------------------------------------------------------

VALID: dict[str, Any] = {"size": 11, "stones": {(0, 0): "black", (5, 5): "white"}}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"size": 3}, "board size must be an int from 4 to 19, got 3"),
        ({"size": 20}, "board size must be an int from 4 to 19, got 20"),
        ({"size": "11"}, "board size must be an int"),
        ({"size": True}, "board size must be an int"),
        ({"stones": {(11, 0): "black"}}, r"stone at \(11, 0\) is off the 11x11 board"),
        ({"stones": {(0, -1): "black"}}, r"stone at \(0, -1\) is off the 11x11 board"),
        ({"stones": {"a1": "black"}}, "stone 'a1' is not a \\(file, rank\\) pair"),
        ({"stones": {(0, 0): "red"}}, r"stone at \(0, 0\) has unknown colour 'red'"),
        ({"stones": {(0, 0): "Black"}}, "unknown colour 'Black'"),
        ({"changed": frozenset({(3, 3)})}, r"changed point \(3, 3\) holds no stone"),
        ({"changed": frozenset({(30, 3)})}, "changed point at .* is off the 11x11 board"),
        ({"last_move": (11, 11)}, "last move at .* is off the 11x11 board"),
        ({"dots": {(0, 0): "white"}}, r"dot at \(0, 0\) is on a stone"),
        ({"dots": {(1, 1): "grey"}}, "dot at .* has unknown colour 'grey'"),
        ({"edge_colours": ("black", "blue", None, None)}, "right edge has unknown colour"),
        ({"edge_colours": ("black", "white")}, "edge_colours must be a 4-tuple"),
        ({"to_move_colour": "green"}, "to_move_colour has unknown colour 'green'"),
        ({"title": None}, "title must be a str"),
    ],
)
def test_invalid_scene_raises_value_error(change: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        render_square_board(SquareBoardScene(**{**VALID, **change}))


def test_last_move_may_mark_an_empty_point() -> None:
    scene = SquareBoardScene(size=9, stones={}, last_move=(4, 4))
    image = decode(render_square_board(scene))
    crop = image.crop(_box_around(scene, 4, 4))
    assert any(r > 150 and g < 90 and b < 90 for r, g, b in rgb_pixels(crop))


def _box_around(scene: SquareBoardScene, file: int, rank: int) -> tuple[int, int, int, int]:
    layout = square_layout(scene.size, scene.has_header)
    x, y = stone_centre(scene, file, rank)
    r = int(layout.stone_radius)
    return (x - r, y - r, x + r, y + r)
