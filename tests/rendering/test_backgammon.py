"""The backgammon-board renderer: golden images plus properties that can fail."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from rendering.backgammon import (
    OFF,
    BackgammonScene,
    PointStack,
    draw_backgammon,
    render_backgammon,
)
from rendering.backgammon.background import TRAY
from rendering.backgammon.layout import DICE_MARGIN, LAST_DIE_SIDE, PIN_SHIFT, backgammon_layout
from rendering.backgammon.pieces import DIE_FILL, DIE_PIP
from rendering.kit import palette
from tests.rendering.golden import assert_matches_golden
from tests.rendering.pixels import PNG_BUDGET, RGB, decode, luminance, pixel, rgb_pixels

REPO_ROOT = Path(__file__).resolve().parents[2]


# Scenes (also used by the cross-process determinism check) -------------------------

EMPTY_POINTS = (PointStack(),) * 24


def points(**stacks: PointStack) -> tuple[PointStack, ...]:
    """`points(p7=PointStack("white", 2))`: keys are the viewer's point numbers (index + 1)."""
    board = list(EMPTY_POINTS)
    for name, stack in stacks.items():
        board[int(name[1:]) - 1] = stack
    return tuple(board)


def opening() -> BackgammonScene:
    """Plakoto's start: 15 White on the viewer's 24, 15 Black on the viewer's 1."""
    return BackgammonScene(
        points=points(p24=PointStack("white", 15), p1=PointStack("black", 15)),
        dice=(6, 4),
        dice_colour="white",
        match_score="Match to 5: 0-0",
        title="Plakoto #3 \u00b7 alice vs bob",
        subtitle="alice (White) to move \u00b7 game 1",
        to_move_colour="white",
    )


def midgame() -> BackgammonScene:
    """Pins both ways, a tall stack, last move 13/7 10/7 (a 6-3) making a pin on 7."""
    return BackgammonScene(
        points=points(
            p24=PointStack("white", 5),
            p13=PointStack("white", 3),
            p9=PointStack("white", 2),
            p7=PointStack("white", 2, pinned="black"),
            p6=PointStack("white", 1),
            p4=PointStack("white", 1),
            p1=PointStack("black", 9),
            p18=PointStack("black", 2),
            p16=PointStack("black", 1, pinned="white"),
            p14=PointStack("black", 1),
            p11=PointStack("black", 1),
        ),
        dice=(5, 2),
        dice_colour="black",
        last_dice=(6, 3),
        last_dice_colour="white",
        path=((12, 6), (9, 6)),
        match_score="Match to 5: 3-2",
        title="Plakoto #7 \u00b7 alice vs Zo\u00eb",
        subtitle="Zo\u00eb (Black) to move \u00b7 ply 23 \u00b7 last: 13/7 10/7",
        to_move_colour="black",
    )


def bearing_off() -> BackgammonScene:
    """Both sides bearing off, seen by Black; doubles, last move 2/off(2) 4/2(2)."""
    return BackgammonScene(
        points=points(
            p6=PointStack("black", 2),
            p2=PointStack("black", 3),
            p1=PointStack("black", 1),
            p19=PointStack("white", 4),
            p22=PointStack("white", 6),
        ),
        viewer="black",
        borne_off=(9, 5),
        dice=(2, 2, 2, 2),
        dice_colour="black",
        path=((1, OFF), (1, OFF), (3, 1), (3, 1)),
        match_score="Match to 3: 1-2",
        title="Plakoto #12 \u00b7 bob vs alice",
        subtitle="alice (White) to move \u00b7 ply 88",
        to_move_colour="white",
    )


def bare() -> BackgammonScene:
    """No header, no numbers: the smallest picture."""
    return BackgammonScene(
        points=points(p24=PointStack("white", 15), p1=PointStack("black", 15)), numbers=()
    )


GOLDEN_SCENES = {
    "backgammon_opening": opening,
    "backgammon_midgame": midgame,
    "backgammon_bearing_off": bearing_off,
    "backgammon_bare": bare,
}


def is_red(rgb: RGB) -> bool:
    red, green, blue = rgb
    return red > 150 and green < 90 and blue < 90


def bare(**changes: Any) -> BackgammonScene:
    return BackgammonScene(**{"points": EMPTY_POINTS, **changes})


# Golden images -----------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(GOLDEN_SCENES))
def test_matches_golden_image(name: str, tmp_path: Path) -> None:
    scene = GOLDEN_SCENES[name]()
    text_free = backgammon_layout(scene.has_header).text_free_box()
    assert_matches_golden(render_backgammon(scene), name, tmp_path, text_free=text_free)


# Size, speed and budget ---------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(GOLDEN_SCENES))
def test_size_and_byte_budget(name: str) -> None:
    png = render_backgammon(GOLDEN_SCENES[name]())
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(png) <= PNG_BUDGET, f"{name}: {len(png)} bytes"
    image = decode(png)
    assert 800 <= image.width <= 900


# Checkers, pins, counts ------------------------------------------------------------------


def test_point_index_mapping_and_checker_colours() -> None:
    """Index 0 is bottom right, 11 bottom left, 12 top left, 23 top right."""
    scene = bare(
        points=points(
            p1=PointStack("black", 1),
            p12=PointStack("white", 1),
            p13=PointStack("black", 1),
            p24=PointStack("white", 1),
        )
    )
    layout = backgammon_layout(False)
    image = decode(render_backgammon(scene))
    xs = {index: layout.point_x(index) for index in (0, 11, 12, 23)}
    assert xs[0] > layout.width * 0.7 and xs[23] > layout.width * 0.7
    assert xs[11] < layout.width * 0.2 and xs[12] < layout.width * 0.2
    assert layout.slot_y(0, 0) > layout.height / 2 > layout.slot_y(23, 0)
    assert luminance(pixel(image, xs[0], layout.slot_y(0, 0))) < 60
    assert luminance(pixel(image, xs[11], layout.slot_y(11, 0))) > 200
    assert luminance(pixel(image, xs[12], layout.slot_y(12, 0))) < 60
    assert luminance(pixel(image, xs[23], layout.slot_y(23, 0))) > 200


@pytest.mark.parametrize("count", [1, 3, 5])
def test_stacks_show_one_checker_per_slot_up_to_five(count: int) -> None:
    scene = bare(points=points(p8=PointStack("black", count)))
    layout = backgammon_layout(False)
    image = decode(render_backgammon(scene))
    x = layout.point_x(7)
    for slot in range(5):
        dark = luminance(pixel(image, x + 8, layout.slot_y(7, slot))) < 60
        assert dark == (slot < count), f"slot {slot} with {count} checkers"


@pytest.mark.parametrize(("colour", "count"), [("white", 6), ("black", 12), ("white", 15)])
def test_stacks_beyond_five_write_the_count_on_the_fifth(colour: str, count: int) -> None:
    def fifth(stack_count: int) -> Image.Image:
        scene = bare(points=points(p20=PointStack(colour, stack_count)))
        layout = backgammon_layout(False)
        x, y = layout.point_x(19), layout.slot_y(19, 4)
        r = int(layout.checker_radius * 0.6)
        return decode(render_backgammon(scene)).crop((x - r, y - r, x + r, y + r))

    plain, labelled = fifth(5), fifth(count)
    assert plain.tobytes() != labelled.tobytes()
    text_pixels = [p for p in rgb_pixels(labelled) if (luminance(p) > 150) == (colour == "black")]
    assert len(text_pixels) > 20, "the count is written in the opposite colour"
    assert fifth(count).tobytes() != fifth(count + 1 if count < 15 else 7).tobytes()


@pytest.mark.parametrize(
    ("owner", "pinned", "index"), [("white", "black", 6), ("black", "white", 15)]
)
def test_pinned_checker_peeks_out_under_the_pinners(owner: str, pinned: str, index: int) -> None:
    scene = bare(points=points(**{f"p{index + 1}": PointStack(owner, 2, pinned=pinned)}))
    layout = backgammon_layout(False)
    image = decode(render_backgammon(scene))
    x = layout.point_x(index)
    edge_side = layout.slot_y(index, -0.3)  # the pinned disc's uncovered crescent
    pinned_dark = luminance(pixel(image, x, edge_side)) < 60
    assert pinned_dark == (pinned == "black")
    top = layout.slot_y(index, 1 + PIN_SHIFT)
    owner_dark = luminance(pixel(image, x + 8, top)) < 60
    assert owner_dark == (owner == "black")
    free = bare(points=points(**{f"p{index + 1}": PointStack(owner, 2)}))
    free_image = decode(render_backgammon(free))
    assert (luminance(pixel(free_image, x + 8, edge_side)) < 60) == (owner == "black")


# Trays, dice, path --------------------------------------------------------------------------


@pytest.mark.parametrize("viewer", ["white", "black"])
def test_trays_hold_slabs_on_the_right_side(viewer: str) -> None:
    other = "black" if viewer == "white" else "white"
    counts = {"black": 4, "white": 11}
    scene = bare(viewer=viewer, borne_off=(counts["black"], counts["white"]))
    layout = backgammon_layout(False)
    image = decode(render_backgammon(scene))
    for colour, top_row in ((other, True), (viewer, False)):
        left, top, right, bottom = layout.tray_box(top_row)
        x = (left + right) // 2
        ys = [top + 6 + 7 + n * 17 for n in range(15)]
        if not top_row:
            ys = [bottom - 6 - 8 - n * 17 for n in range(15)]
        for n, y in enumerate(ys):
            value = pixel(image, x, y)
            if n < counts[colour]:
                expected = palette.STONE_FILL[colour]
                assert luminance(value) == pytest.approx(luminance(expected), abs=25), (colour, n)
            else:
                assert luminance(value) == pytest.approx(luminance(TRAY), abs=15), (colour, n)


@pytest.mark.parametrize(
    ("dice", "colour"), [((6, 3), "white"), ((1, 2), "black"), ((4,) * 4, "white")]
)
def test_dice_show_their_pips(dice: tuple[int, ...], colour: str) -> None:
    image = decode(render_backgammon(bare(dice=dice, dice_colour=colour)))
    layout = backgammon_layout(False)
    right = layout.board_box()[2]
    band_box = (layout.bar_box()[2], layout.channel_y() - 30, right, layout.channel_y() + 30)
    band = image.crop(band_box)
    pip = DIE_PIP[colour]

    def pip_pixels(crop: Image.Image) -> int:
        return sum(
            1 for p in rgb_pixels(crop) if all(abs(a - b) < 30 for a, b in zip(p, pip, strict=True))
        )

    # A pip is about 8 px across (~45 px); be generous about antialiasing.
    assert pip_pixels(band) > 25 * sum(dice)
    empty = decode(render_backgammon(bare())).crop(band_box)
    assert pip_pixels(empty) == 0


def test_more_pips_more_pip_pixels() -> None:
    def count(dice: tuple[int, ...]) -> int:
        image = decode(render_backgammon(bare(dice=dice, dice_colour="white")))
        layout = backgammon_layout(False)
        band = image.crop(
            (
                layout.bar_box()[2],
                layout.channel_y() - 30,
                layout.board_box()[2],
                layout.channel_y() + 30,
            )
        )
        return sum(1 for p in rgb_pixels(band) if luminance(p) < 50)

    assert count((1, 1)) < count((3, 2)) < count((6, 6))


@pytest.mark.parametrize("roll", [(5, 2), (4, 4, 4, 4)])
def test_last_dice_sit_small_and_faded_beside_the_roll_to_play(roll: tuple[int, ...]) -> None:
    """The last turn's dice go by the bar, smaller and faded; the roll to play moves right to
    make room, still whole, and nothing overlaps (two of them and four dice of a double)."""
    layout = backgammon_layout(False)
    scene = bare(dice=roll, dice_colour="black", last_dice=(6, 3), last_dice_colour="white")
    image = decode(render_backgammon(scene))
    without = decode(render_backgammon(bare(dice=roll, dice_colour="black")))
    y = layout.channel_y()
    left = layout.right_half_left_x() + DICE_MARGIN
    last_box = (left, y - LAST_DIE_SIDE // 2, left + 2 * LAST_DIE_SIDE + 6, y + LAST_DIE_SIDE // 2)
    past = rgb_pixels(image.crop(last_box))
    assert rgb_pixels(without.crop(last_box)) != past
    fill = DIE_FILL["white"]
    full = [p for p in past if all(abs(a - b) < 12 for a, b in zip(p, fill, strict=True))]
    assert not full, "faded: no pixel of the last dice has a new die's full colour"
    lightest = max(luminance(p) for p in past)
    assert luminance(palette.WOOD) < lightest < luminance(fill) - 15
    pips = DIE_PIP["black"]

    def roll_pips(crop: Image.Image) -> int:
        return sum(
            1
            for p in rgb_pixels(crop)
            if all(abs(a - b) < 30 for a, b in zip(p, pips, strict=True))
        )

    right = layout.board_box()[2]
    whole_half = (layout.right_half_left_x(), y - 30, right, y + 30)
    beyond_last = (last_box[2], y - 30, right, y + 30)
    assert roll_pips(image.crop(beyond_last)) == roll_pips(without.crop(whole_half)) > 0
    gap = (last_box[2], y - 30, last_box[2] + DICE_MARGIN - 2, y + 30)
    assert len(set(rgb_pixels(image.crop(gap)))) == 1, "bare wood between them"


def test_path_marks_change_pixels_and_are_red() -> None:
    stacks = points(p13=PointStack("white", 2), p7=PointStack("white", 2))
    plain = decode(render_backgammon(bare(points=stacks)))
    marked = decode(render_backgammon(bare(points=stacks, path=((12, 6),))))
    changed = [
        after
        for before, after in zip(rgb_pixels(plain), rgb_pixels(marked), strict=True)
        if before != after
    ]
    assert len(changed) > 2000
    assert sum(1 for p in changed if is_red(p)) > 800
    layout = backgammon_layout(False)
    x, y = layout.point_x(6), layout.slot_y(6, 1)
    ring = marked.crop((x - 20, y - 20, x + 20, y + 20))
    assert any(is_red(p) for p in rgb_pixels(ring)), "the landed checker carries the red ring"


def test_bear_off_arrow_points_into_the_tray() -> None:
    stacks = points(p2=PointStack("white", 1))
    layout = backgammon_layout(False)
    left, top, right, bottom = layout.tray_box(False)
    crop = (left, top, right, bottom)
    plain = decode(render_backgammon(bare(points=stacks))).crop(crop)
    marked = decode(render_backgammon(bare(points=stacks, path=((2, OFF),)))).crop(crop)
    assert sum(1 for p in rgb_pixels(marked) if is_red(p)) > 50
    assert not any(is_red(p) for p in rgb_pixels(plain))


def test_numbers_follow_the_scene() -> None:
    layout = backgammon_layout(False)
    x, y = layout.point_x(0), layout.number_y(0)
    box = (x - 14, y - 12, x + 14, y + 12)
    default = decode(render_backgammon(bare())).crop(box)
    mirrored = decode(render_backgammon(bare(numbers=tuple(range(24, 0, -1))))).crop(box)
    hidden = decode(render_backgammon(bare(numbers=()))).crop(box)
    assert min(luminance(p) for p in rgb_pixels(default)) < 140
    assert default.tobytes() != mirrored.tobytes()
    assert min(luminance(p) for p in rgb_pixels(hidden)) > 200


def test_header_folds_and_shows_the_match_score() -> None:
    with_score = draw_backgammon(bare(title="Plakoto", match_score="Match to 5: 3-2"))
    without = draw_backgammon(bare(title="Plakoto"))
    right = (with_score.width // 2, 0, with_score.width, 60)
    assert with_score.crop(right).tobytes() != without.crop(right).tobytes()


# Determinism ------------------------------------------------------------------------------------


def test_rendering_is_deterministic() -> None:
    first = render_backgammon(midgame())
    render_backgammon(bearing_off())
    assert render_backgammon(midgame()) == first


def test_rendering_is_deterministic_across_processes() -> None:
    script = (
        "import sys\n"
        "from rendering.backgammon import render_backgammon\n"
        "from tests.rendering.test_backgammon import midgame\n"
        "sys.stdout.buffer.write(render_backgammon(midgame()))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True, check=True
    )
    assert result.stdout == render_backgammon(midgame())


# Validation -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"points": EMPTY_POINTS[:23]}, "points must hold 24 PointStacks, got 23"),
        ({"points": None}, "points must be a tuple"),
        ({"points": ("x",) + EMPTY_POINTS[1:]}, r"points\[0\] must be a PointStack"),
        (
            {"points": points(p3=PointStack("red", 1))},
            r"points\[2\] owner has unknown colour",
        ),
        ({"points": points(p3=PointStack("white", 0))}, r"points\[2\] owner .* needs count"),
        ({"points": points(p3=PointStack(None, 2))}, r"points\[2\] has no owner"),
        ({"points": points(p3=PointStack("white", -1))}, r"points\[2\] count must be"),
        (
            {"points": points(p5=PointStack("white", 2, pinned="white"))},
            r"points\[4\] pinned must be the other colour",
        ),
        ({"points": points(p5=PointStack("white", 16))}, "16 white checkers"),
        ({"borne_off": (3, 13), "points": points(p1=PointStack("white", 3))}, "16 white"),
        ({"borne_off": (1,)}, "borne_off must be"),
        ({"borne_off": (-1, 0)}, "borne_off must be"),
        ({"numbers": (1, 2, 3)}, "numbers must be empty or 24"),
        ({"dice": (7, 1)}, "dice must be 0 to 4 values"),
        ({"dice": (1, 2, 3)}, "dice: three or four dice only come from doubles"),
        ({"dice": (2, 2), "dice_colour": "red"}, "dice_colour has unknown colour"),
        ({"last_dice": (6, 4, 1)}, "last_dice must be 0 to 2 values"),
        ({"last_dice": (0, 4)}, "last_dice must be 0 to 2 values"),
        ({"last_dice": (2, 2), "last_dice_colour": "red"}, "last_dice_colour has unknown"),
        ({"path": ((24, 3),)}, "path hop .* starts off the board"),
        ({"path": ((3, 30),)}, "path hop .* ends off the board"),
        ({"path": ((3, 3),)}, "path hop .* goes nowhere"),
        ({"path": ((3,),)}, "path hop .* is not a"),
        ({"viewer": "green"}, "viewer has unknown colour"),
        ({"to_move_colour": "blue"}, "to_move_colour has unknown colour"),
        ({"match_score": 3}, "match_score must be a str"),
        ({"title": None}, "title must be a str"),
    ],
)
def test_invalid_scene_raises_value_error(change: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        bare(**change)
