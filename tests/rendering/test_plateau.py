"""The Plateau renderer: golden images plus properties that can fail.

Views are built by hand (the engine is not needed to draw a position): a
position is written once as the truth, with each face's "seen" flag, and
`redacted` hides from a viewer what spec §7 hides, the way the engine's
`view` does.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from rendering.plateau.draw import HIGHLIGHT
from rendering.plateau.layout import (
    DISC_WIDTH,
    MAX_PIECES,
    SQUARES,
    board_box,
    disc_boxes,
    disc_thicknesses,
    face_boxes,
    square_box,
)
from rendering.plateau.pieces import DISC_FILL, FACE_FILL, HATCH
from rules.base import Outcome, Termination
from rules.plateau.pieces import type_order
from rules.plateau.view import Disc, PlateauView, TenderView
from service.boards.scenes.plateau import plateau_scene, render_plateau
from tests.rendering.golden import assert_matches_golden
from tests.rendering.pixels import PNG_BUDGET, close, decode, pixel, rgb_pixels

REPO_ROOT = Path(__file__).resolve().parents[2]
NAMES = ("alice", "bob")
TITLE = "Plateau #12 \u00b7 alice vs bob"

# Views -------------------------------------------------------------------------------


def sq(name: str) -> int:
    """'c3' -> 10: squares are file + 4 * rank, a1 = 0."""
    return "abcd".index(name[0]) + 4 * (int(name[1]) - 1)


def disc(token: str) -> Disc:
    """'W:rb+-': a White Ace, red up; the opponent has seen the up face, not the underside."""
    owner, code = token[0], token[2:4]
    flags = token[4:] or "++"
    return Disc("BW".index(owner), code[0], code[1], flags[0] == "+", flags[1] == "+")


def position(**stacks: str) -> tuple[tuple[Disc, ...], ...]:
    board: list[tuple[Disc, ...]] = [()] * SQUARES
    for name, tokens in stacks.items():
        board[sq(name)] = tuple(disc(token) for token in tokens.split())
    return tuple(board)


MIDGAME = position(
    a1="B:xx+- W:xx++ B:bx+-",
    b2="W:xx-- W:bb+-",
    c3="B:xx-- B:rx+- W:ox++ W:xx+- B:br++",
    d4="W:xr+- W:xb-- W:rr-- W:rr+-",
    a4="B:rr+-",
    d1="B:bb-- B:xx+- B:bb-- B:rr+-",
)
"""Black holds a White Ace, Mute and Blue; White holds the Black Twister; Black has a Mute in
hand, White nothing."""


def redacted(stacks: tuple[tuple[Disc, ...], ...], viewer: int | None) -> Any:
    def shown(piece: Disc) -> Disc:
        if piece.owner == viewer:
            return piece
        up = piece.up if piece.up_seen else "?"
        down = piece.down if piece.down_seen else "?"
        return replace(piece, up=up, down=down)

    return tuple(tuple(shown(piece) for piece in stack) for stack in stacks)


def make_view(**changes: Any) -> PlateauView:
    """A running game, White to move; hand counts follow from the board and the prisoners."""
    fields: dict[str, Any] = {
        "viewer": None,
        "ply": 37,
        "stacks": ((),) * SQUARES,
        "hands": (None, None),
        "prisoners": ((), ()),
        "to_move": 1,
        "phase": "play",
        "tender": None,
        "tender_barred": False,
        "last_move": None,
        "last_mover": None,
        "last_squares": (),
        "outcome": None,
    }
    fields.update(changes)
    if "hand_counts" not in fields:
        on_board = [sum(p.owner == seat for s in fields["stacks"] for p in s) for seat in (0, 1)]
        fields["hand_counts"] = tuple(
            12 - on_board[seat] - len(fields["prisoners"][1 - seat]) for seat in (0, 1)
        )
    return PlateauView(**fields)


def midgame(viewer: int | None) -> PlateauView:
    hands = (("M",) if viewer == 0 else None, () if viewer == 1 else None)
    return make_view(
        viewer=viewer,
        stacks=redacted(MIDGAME, viewer),
        hands=hands,
        prisoners=(("A", "B", "M"), ("T",)),
        last_move="m d1 a1 captures W:bb",
        last_mover=0,
        last_squares=(sq("d1"), sq("a1")),
    )


def exchange() -> PlateauView:
    """Black's tender was declined; White's private view, Black to raise or withdraw."""
    return replace(
        midgame(1),
        to_move=0,
        phase="declined",
        tender=TenderView(by=0, types=("A", "M"), value=22, floor=15, declined=True),
        last_move="decline",
        last_mover=1,
        last_squares=(),
    )


def over() -> PlateauView:
    """White took a sixth prisoner; everything is revealed and both hands are shown."""
    stacks = position(
        a1="B:xx+- B:bx+-",
        c3="W:ox++ W:xx+- B:br++",
        d4="W:xr+- W:xb-- W:rr-- W:rr+-",
        d1="B:bb-- B:xx+- W:bb+- W:xx--",
    )
    return make_view(
        stacks=stacks,
        hands=(("M",), ("B", "M")),
        prisoners=(("A", "M"), ("T", "RM", "R", "R", "B", "M")),
        to_move=None,
        phase="over",
        last_move="m c3 a1 captures B:rx, B:xx",
        last_mover=1,
        last_squares=(sq("c3"), sq("a1")),
        outcome=Outcome(1, Termination.SIX_PRISONERS, (2.0, 6.0)),
    )


GOLDEN_VIEWS = {
    "plateau_public_midgame": lambda: midgame(None),
    "plateau_private_black": lambda: midgame(0),
    "plateau_exchange": exchange,
    "plateau_over": over,
}


def render(view: PlateauView) -> bytes:
    return render_plateau(view, title=TITLE, names=NAMES)


def up_face_box(square: int, count: int, index: int) -> tuple[int, int, int, int]:
    """The up face of disc ``index`` (0 = bottom) of a stack of ``count``, on the image."""
    left, top, _, bottom = disc_boxes(square, count)[index]
    up, _ = face_boxes(DISC_WIDTH, bottom - top)
    return (left + up[0], top + up[1], left + up[2], top + up[3])


def under_face_box(square: int, count: int, index: int) -> tuple[int, int, int, int]:
    left, top, _, bottom = disc_boxes(square, count)[index]
    _, under = face_boxes(DISC_WIDTH, bottom - top)
    return (left + under[0], top + under[1], left + under[2], top + under[3])


def middle(box: tuple[int, int, int, int]) -> tuple[int, int]:
    return ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)


def lone_disc(token: str, viewer: int | None = None) -> Image.Image:
    return decode(render(make_view(viewer=viewer, stacks=position(b2=token))))


# Golden images -------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(GOLDEN_VIEWS))
def test_matches_golden_image(name: str, tmp_path: Path) -> None:
    png = render(GOLDEN_VIEWS[name]())
    assert_matches_golden(png, name, tmp_path, text_free=board_box())


@pytest.mark.parametrize("name", sorted(GOLDEN_VIEWS))
def test_size_and_byte_budget(name: str) -> None:
    png = render(GOLDEN_VIEWS[name]())
    assert len(png) <= PNG_BUDGET, f"{name}: {len(png)} bytes"
    assert 700 <= decode(png).width <= 900


# Faces -----------------------------------------------------------------------------------


@pytest.mark.parametrize("owner", ["B", "W"])
def test_unknown_face_is_drawn_unlike_every_known_face(owner: str) -> None:
    box = up_face_box(sq("b2"), 1, 0)
    crops = {
        face: lone_disc(f"{owner}:{face}?" + ("+-" if face != "?" else "--")).crop(box)
        for face in "xrbo?"
    }
    hidden = rgb_pixels(crops.pop("?"))
    dark, light = HATCH
    assert any(close(p, dark) for p in hidden) and any(close(p, light) for p in hidden)
    for face, crop in crops.items():
        known = rgb_pixels(crop)
        assert close(known[len(known) // 2], FACE_FILL[face], 4), face
        unlike = sum(1 for a, b in zip(hidden, known, strict=True) if not close(a, b, 40))
        assert unlike > 0.4 * len(known), f"'?' looks like {face!r}"


def test_revealing_one_face_changes_that_face_only() -> None:
    hidden = position(c3="B:xx-- B:rx+- W:ox++ W:xx-- B:br++")
    shown = position(c3="B:xx-- B:rx+- W:ox++ W:xx+- B:br++")
    before = decode(render(make_view(stacks=redacted(hidden, None))))
    after = decode(render(make_view(stacks=redacted(shown, None))))
    left, top, right, bottom = up_face_box(sq("c3"), 5, 3)
    changed = [
        (index % before.width, index // before.width)
        for index, (a, b) in enumerate(zip(rgb_pixels(before), rgb_pixels(after), strict=True))
        if a != b
    ]
    assert len(changed) > 0.5 * (right - left) * (bottom - top)
    assert all(left <= x < right and top <= y < bottom for x, y in changed)


def test_identical_views_give_identical_bytes() -> None:
    first = render(midgame(0))
    render(over())
    assert render(midgame(0)) == first
    assert render(midgame(None)) != first


def test_rendering_is_deterministic_across_processes() -> None:
    script = (
        "import sys\n"
        "from tests.rendering.test_plateau import midgame, render\n"
        "sys.stdout.buffer.write(render(midgame(0)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True, check=True
    )
    assert result.stdout == render(midgame(0))


@pytest.mark.parametrize("owner", ["B", "W"])
def test_underside_is_marked_only_when_known(owner: str) -> None:
    colour = "black" if owner == "B" else "white"
    box = under_face_box(sq("b2"), 1, 0)
    unknown = lone_disc(f"{owner}:b?+-")
    known = lone_disc(f"{owner}:bb++")
    assert close(pixel(unknown, *middle(box)), DISC_FILL[colour], 4)
    # The patch's edge: its middle carries the face's letter (rendering.plateau.pieces).
    assert close(pixel(known, box[0] + 1, middle(box)[1]), FACE_FILL["b"], 4)


def test_owner_sees_secret_faces_hollow_and_others_see_them_plain() -> None:
    # A Red Mask, whose underside is blank: a marker face carries its letter in the middle
    # (rendering.plateau.pieces), a blank one is plain, so its middle shows what is under.
    box = under_face_box(sq("b2"), 1, 0)
    frame = (box[0] + 1, middle(box)[1])
    secret = lone_disc("W:rx+-", viewer=1)
    assert close(pixel(secret, *middle(box)), DISC_FILL["white"], 4), "hollow inside"
    assert close(pixel(secret, *frame), FACE_FILL["x"], 4), "face colour frame"
    seen = lone_disc("W:rx++", viewer=1)
    assert close(pixel(seen, *middle(box)), FACE_FILL["x"], 4)
    opponent = lone_disc("W:rx+-", viewer=0)  # a view that shows it anyway (game over)
    assert close(pixel(opponent, *middle(box)), FACE_FILL["x"], 4)


def test_last_squares_are_framed() -> None:
    """Along each square's top edge (the route's arrows run through the middles): the
    destination's frame is solid, the origin's dashed, the squares flown over plain."""
    image = decode(render(midgame(None)))
    for name, share in (("a1", 1.0), ("d1", 0.6), ("b1", 0.0), ("c1", 0.0), ("c3", 0.0)):
        left, top, right, _ = square_box(sq(name))
        edge = [pixel(image, x, top + 3) for x in range(left + 2, right - 2)]
        framed = sum(close(rgb, HIGHLIGHT, 10) for rgb in edge) / len(edge)
        assert framed >= share if share else framed == 0, (name, framed)


# Layout ----------------------------------------------------------------------------------


@pytest.mark.parametrize("count", range(1, MAX_PIECES + 1))
def test_tall_stacks_stay_inside_their_square(count: int) -> None:
    assert min(disc_thicknesses(count)) >= 5, "every disc keeps a visible face"
    for square in range(SQUARES):
        left, top, right, bottom = square_box(square)
        boxes = disc_boxes(square, count)
        assert len(boxes) == count
        for lower, upper in zip(boxes, boxes[1:], strict=False):
            assert upper[3] <= lower[1], "discs do not overlap and go upwards"
        for box in boxes:
            assert left + 6 < box[0] and box[2] < right - 6, "clear of the last-move frame"
            assert top + 6 < box[1] and box[3] < bottom - 6


# Scene ------------------------------------------------------------------------------------


def test_hand_panel_shows_counts_to_others_and_pieces_to_the_owner() -> None:
    public = plateau_scene(midgame(None), title=TITLE, names=NAMES)
    assert [p.hand_line for p in public.players] == ["hand: 1", "hand: 0"]
    assert all(p.hand_pieces == () for p in public.players)
    black = plateau_scene(midgame(0), title=TITLE, names=NAMES)
    assert black.players[0].hand_pieces == ("M",) and black.players[0].hand_line == "hand (1): M"
    assert black.players[1].hand_pieces == () and black.players[1].hand_line == "hand: 0"
    ended = plateau_scene(over(), title=TITLE, names=NAMES)
    assert ended.players[0].hand_pieces == ("M",) and ended.players[1].hand_line == "hand (2): B M"


def test_prisoners_are_the_other_colour_with_their_value() -> None:
    scene = plateau_scene(midgame(None), title=TITLE, names=NAMES)
    black, white = scene.players
    assert black.prisoner_pieces == type_order(("A", "B", "M")) and black.prisoner_colour == "white"
    assert black.prisoner_line == "prisoners (3, worth 26): A B M"
    assert white.prisoner_colour == "black" and white.prisoner_line.endswith("worth 15): T")


def test_private_scene_marks_only_the_viewers_unseen_faces() -> None:
    scene = plateau_scene(midgame(0), title=TITLE, names=NAMES)
    assert scene.private
    bottom, white_mute, top = scene.stacks[sq("a1")]
    assert (bottom.up_secret, bottom.down_secret) == (False, True)
    assert (white_mute.up_secret, white_mute.down_secret) == (False, False)
    assert (top.up, top.down) == ("b", "x")
    hidden = plateau_scene(midgame(None), title=TITLE, names=NAMES).stacks[sq("a1")][0]
    assert (hidden.up, hidden.down, hidden.down_secret) == ("x", "?", False)


def test_header_caption_and_tender_wording() -> None:
    running = plateau_scene(midgame(None), title=TITLE, names=NAMES)
    assert running.subtitle == "bob (White) to move \u00b7 ply 37"
    assert running.to_move_colour == "white"
    assert running.caption == "last: alice (Black): m d1 a1 captures W:bb"
    assert running.highlighted == {sq("a1"), sq("d1")} and running.tender is None
    declined = plateau_scene(exchange(), title=TITLE, names=NAMES)
    assert declined.subtitle.startswith("alice (Black) to raise or withdraw")
    assert declined.tender is not None and declined.tender.piece_colour == "white"
    assert declined.tender.headline == "alice offers A M (22)"
    assert "alice must raise or withdraw" in declined.tender.notes
    offer = TenderView(by=0, types=("A", "M"), value=22, floor=15, declined=False)
    answer = replace(exchange(), phase="answer", to_move=1, tender=offer)
    box = plateau_scene(answer, title=TITLE, names=NAMES).tender
    assert box is not None and box.notes[0] == "floor 15: the best bob can give"
    ended = plateau_scene(over(), title=TITLE, names=NAMES)
    assert ended.subtitle == "bob (White) wins: six prisoners \u00b7 ply 37"
    assert [p.status for p in ended.players] == ["", "wins"]


@pytest.mark.parametrize(
    ("winner", "termination", "expected"),
    [
        (0, Termination.SIX_UNIT, "alice (Black) wins: a run of six"),
        (1, Termination.RESIGNATION, "bob (White) wins: alice resigned"),
        (0, Termination.TIMEOUT, "alice (Black) wins: bob ran out of time"),
        (None, Termination.AGREED_DRAW, "draw by agreement"),
        (None, Termination.ABORTED, "game aborted"),
    ],
)
def test_result_wording(winner: int | None, termination: Termination, expected: str) -> None:
    view = replace(over(), outcome=Outcome(winner, termination))
    assert plateau_scene(view, title=TITLE, names=NAMES).subtitle.startswith(expected)


# Validation --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"stacks": ((),) * 15}, "stacks must hold 16 squares"),
        ({"stacks": position(b2="B:zx++")}, "face 'z'"),
        ({"stacks": position(b2="B:ro++")}, "B:ro on b2 is not a real piece"),
        ({"stacks": (((),),) + ((),) * 15, "hand_counts": (12, 12)}, "stack on a1 holds"),
        ({"stacks": position(b2="B:r?+-"), "viewer": 0}, "hides a face from its own owner"),
        (
            {"stacks": position(a1=" ".join(["B:xx++"] * 13)), "hand_counts": (0, 12)},
            "seat 0 has 13 pieces",
        ),
        ({"hands": (("M", "M"), None), "hand_counts": (3, 12)}, "lists 2 pieces but"),
        ({"hands": (("Q",), None), "hand_counts": (1, 12)}, "hands\\[0\\] must be a tuple"),
        ({"hand_counts": (-1, 12)}, "hand_counts must be two ints"),
        ({"prisoners": (("A",), ("M", "X"))}, "prisoners\\[1\\] must be"),
        ({"to_move": None}, "nobody is to move"),
        ({"to_move": 2}, "to_move must be"),
        ({"viewer": 3}, "viewer must be"),
        ({"last_squares": (16,)}, "last_squares holds 16"),
        ({"last_mover": 5}, "last_mover must be"),
        ({"tender": TenderView(by=2, types=("A",), value=21, floor=0, declined=False)}, "by"),
    ],
)
def test_malformed_view_raises_value_error(change: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        render(make_view(**change))


def test_names_must_be_two_strings() -> None:
    with pytest.raises(ValueError, match="names must be two strings"):
        render_plateau(midgame(None), title=TITLE, names=("alice",))  # type: ignore[arg-type]
