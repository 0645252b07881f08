"""Boards for every colour vision (issue 31.3): what a player must tell apart stays apart for
deuteranopia, protanopia and tritanopia, differs in more than hue, and every text on a board
reads at WCAG AA contrast.

Colour vision is simulated with coloraide's filters at full severity (dichromacy), with each
of the three published models it offers: Brettel 1997, Viénot 1999 and Machado 2009. They
disagree by a few units, so a pair must pass under every one, and under normal vision too.

Every colour comes from the renderers' own constants or from the sprites they draw (never a
copy), so a colour changed badly fails here. What a test cannot see from a colour alone, that
a mark is a letter, a rim or a pattern, is checked on rendered pixels (the last section).
"""

from __future__ import annotations

import dataclasses
import functools
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest
from coloraide import Color
from PIL import Image, ImageDraw

from rendering.animation import captioned
from rendering.backgammon import BackgammonScene, PointStack, draw_backgammon
from rendering.backgammon import background as backgammon_ground
from rendering.backgammon import pieces as backgammon_pieces
from rendering.backgammon.layout import backgammon_layout
from rendering.hex import HexBoardScene, draw_hex_board
from rendering.hex import shading as hex_shading
from rendering.hex.layout import hex_layout
from rendering.kit import palette, sprites
from rendering.plateau import background as plateau_ground
from rendering.plateau import draw as plateau_draw
from rendering.plateau import pieces as plateau_pieces
from rendering.plateau.layout import DISC_WIDTH, FULL_DISC, disc_boxes, face_boxes
from rendering.square import SquareBoardScene, draw_square_board
from rendering.square.layout import square_layout
from rendering.standings import Table, render_table
from rules.plateau.pieces import BLANK, BLUE, FACES, ORANGE, RED
from service.boards.scenes.les import les_scene
from service.boards.scenes.pinch import pinch_scene
from service.boards.scenes.plakoto import plakoto_scene
from service.boards.scenes.plateau import plateau_scene
from service.boards.scenes.pletore import pletore_scene
from tests.rendering import scenes, test_backgammon, test_hex, test_plateau
from tests.rendering.pixels import RGB, decode, rgb_pixels
from tests.rendering.test_phone import played

MIN_DELTA_E = 10.0
"""The least CIEDE2000 difference, under every simulated vision, between two colours a player
must tell apart, and between a piece or a mark and the ground it lies on.

A difference of about 1 to 2 is the smallest anyone notices with two large patches side by
side in good light. Pieces on a board are small, seen apart rather than touching, on a phone
screen of unknown calibration, and must be told apart at a glance, not by study; differences
several times the just-noticeable one are needed for that, and 10 is the usual floor for
colours meant to be told apart as categories. None of these colours is a piece's only cue
(the players' pieces also differ in lightness, `MIN_PLAYER_CONTRAST`; Plateau's faces carry
letters; marks have their own shapes), so 10 is the floor of the second cue, not the only one."""
MIN_PLAYER_CONTRAST = 3.0
"""The least WCAG contrast ratio between the two players' pieces (stones, checkers, discs,
dice, edge bands, Les's hole washes): WCAG 2.1's 3:1 for graphical objects one needs to
understand the content (SC 1.4.11). Contrast is lightness only, so two players who pass
differ in more than hue: told apart in greyscale, and for any colour vision."""
MIN_TEXT_CONTRAST = 4.5
"""WCAG 2.1 AA for text (SC 1.4.3), for every text drawn on a board, against what it is
drawn on."""

VISIONS: tuple[tuple[str, str | None, str | None], ...] = (
    ("normal vision", None, None),
    *(
        (f"{deficiency} ({method})", deficiency, method)
        for deficiency in ("deutan", "protan", "tritan")
        for method in ("brettel", "vienot", "machado")
    ),
)
"""Normal vision, then deuteranopia, protanopia and tritanopia under each model."""

BLACK, WHITE = palette.BLACK, palette.WHITE
COLOURS = (BLACK, WHITE)


# Colour science --------------------------------------------------------------------------


@functools.cache
def seen(rgb: RGB, deficiency: str | None, method: str | None) -> Color:
    """``rgb`` as a viewer with ``deficiency`` sees it (``None``: normal vision)."""
    colour = Color("srgb", [channel / 255 for channel in rgb])
    if deficiency is None:
        return colour
    return colour.filter(deficiency, method=method).clip()


def difference(first: RGB, second: RGB) -> tuple[float, str]:
    """The smallest CIEDE2000 difference of two colours over `VISIONS`, and under which."""
    return min(
        (
            seen(first, deficiency, method).delta_e(
                seen(second, deficiency, method), method="2000"
            ),
            name,
        )
        for name, deficiency, method in VISIONS
    )


def contrast(first: RGB, second: RGB) -> float:
    return float(seen(first, None, None).contrast(seen(second, None, None), method="wcag21"))


def standing_out(mark: Sequence[RGB], ground: RGB) -> tuple[float, str]:
    """How far a mark drawn in ``mark``'s colours (a fill and its rim or halo) stands out from
    ``ground``: under each vision, by its colour that differs most; then the worst vision."""
    return min(
        (
            max(
                seen(colour, deficiency, method).delta_e(
                    seen(ground, deficiency, method), method="2000"
                )
                for colour in mark
            ),
            name,
        )
        for name, deficiency, method in VISIONS
    )


def drawn_colours(sprite: Image.Image, most: int = 2) -> list[RGB]:
    """The colours a sprite is drawn in (a fill and its rim, say): the ``most`` commonest
    colours of its fully opaque pixels, each at least 5 % of them (blends are far fewer)."""
    rgba = sprite.convert("RGBA")
    data = rgba.tobytes()
    counts = Counter(
        (data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 4) if data[i + 3] >= 250
    )
    total = sum(counts.values())
    return [colour for colour, count in counts.most_common(most) if count >= 0.05 * total]


def drawn_on(ground: RGB, paint: Callable[[Image.Image], None], most: int = 2) -> list[RGB]:
    """The ``most`` commonest colours ``paint`` puts on a patch of ``ground`` (an arrow and its
    halo, say)."""
    patch = Image.new("RGB", (120, 120), ground)
    paint(patch)
    counts = Counter(pixel for pixel in rgb_pixels(patch) if pixel != ground)
    return [colour for colour, _ in counts.most_common(most)]


# What each game's players must tell apart, from the renderers' own colours ---------------

Apart = tuple[str, RGB, RGB]
"""Two colours a player must tell apart: what they are, then the two."""
OnGround = tuple[str, Sequence[RGB], RGB]
"""A piece or mark (the colours it is drawn in) and the ground it lies on."""


def _stone_radius() -> float:
    return square_layout(11, True).stone_radius


def _go_stones(radius: float, ground: RGB, where: str) -> Iterator[OnGround]:
    for colour in COLOURS:
        yield (f"a {colour} stone on {where}", drawn_colours(sprites.stone(radius, colour)), ground)


def _last_move_ring(radius: float) -> Iterator[OnGround]:
    ring = drawn_colours(sprites.last_move(radius))
    for colour in COLOURS:
        yield (f"the last-move ring on a {colour} stone", ring, palette.STONE_FILL[colour])


def pinch_pletore(dots: bool) -> tuple[list[Apart], list[OnGround]]:
    radius = _stone_radius()
    apart: list[Apart] = [
        ("Black's and White's stones", palette.STONE_FILL[BLACK], palette.STONE_FILL[WHITE]),
    ]
    on_ground = [
        *_go_stones(radius, palette.WOOD, "the wood"),
        *_last_move_ring(radius),
        (
            "the last-move ring on an empty point",
            drawn_colours(sprites.last_move(radius)),
            palette.WOOD,
        ),
    ]
    for colour in COLOURS:
        mark = drawn_colours(sprites.changed(radius, colour))
        on_ground.append((f"a converted {colour} stone's square", mark, palette.STONE_FILL[colour]))
    if dots:
        dot = {colour: drawn_colours(sprites.dot(radius, colour)) for colour in COLOURS}
        fills = {colour: drawn_colours(sprites.dot(radius, colour), 1)[0] for colour in COLOURS}
        apart.append(("Black's and White's territory dots", fills[BLACK], fills[WHITE]))
        on_ground += [
            (f"a {colour} territory dot", dot[colour], palette.WOOD) for colour in COLOURS
        ]
    else:
        apart.append(
            ("Black's and White's edges", palette.BAND_FILL[BLACK], palette.BAND_FILL[WHITE])
        )
        on_ground += [
            (
                f"{colour}'s edge band on the frame",
                (palette.BAND_FILL[colour], palette.BAND_OUTLINE),
                palette.FRAME,
            )
            for colour in COLOURS
        ]
    return apart, on_ground


def les() -> tuple[list[Apart], list[OnGround]]:
    radius = hex_layout(11, True).stone_radius
    washed = {colour: hex_shading.shaded_colour(colour) for colour in COLOURS}
    apart: list[Apart] = [
        ("Black's and White's stones", palette.STONE_FILL[BLACK], palette.STONE_FILL[WHITE]),
        ("Black's and White's holes", washed[BLACK], washed[WHITE]),
    ]
    on_ground = [
        *_go_stones(radius, palette.WOOD, "the wood"),
        *_last_move_ring(radius),
        *(
            (f"{colour}'s hole on the unowned wood", [washed[colour]], palette.WOOD)
            for colour in COLOURS
        ),
    ]
    return apart, on_ground


def plakoto() -> tuple[list[Apart], list[OnGround]]:
    radius = backgammon_layout(True).checker_radius
    fills = backgammon_pieces.DIE_FILL
    apart: list[Apart] = [
        ("Black's and White's checkers", palette.STONE_FILL[BLACK], palette.STONE_FILL[WHITE]),
        ("Black's and White's dice", fills[BLACK], fills[WHITE]),
    ]
    surfaces = {
        "a dark point": backgammon_ground.POINT_DARK,
        "a light point": backgammon_ground.POINT_LIGHT,
        "the wood": palette.WOOD,
    }
    ghost = drawn_colours(backgammon_pieces.ghost(radius))

    def arrow(patch: Image.Image) -> None:
        backgammon_pieces.draw_arrow(patch, (10, 10), (110, 110), radius * 0.2)

    on_ground: list[OnGround] = []
    for where, ground in surfaces.items():
        on_ground += _go_stones(radius, ground, where)
        on_ground += [
            (f"the last move's arrow on {where}", drawn_on(ground, arrow), ground),
            (f"the ghost where a checker stood, on {where}", ghost, ground),
        ]
    on_ground += _last_move_ring(radius)
    for colour in COLOURS:
        on_ground += [
            (
                f"the arrow over a {colour} checker",
                drawn_on(palette.STONE_FILL[colour], arrow),
                palette.STONE_FILL[colour],
            ),
            (
                f"a {colour} borne-off slab in its tray",
                drawn_colours(backgammon_pieces.slab(54, 15, colour)),
                backgammon_ground.TRAY,
            ),
            (f"a {colour} die's pips", [backgammon_pieces.DIE_PIP[colour]], fills[colour]),
            (
                f"a {colour} die on the wood",
                drawn_colours(backgammon_pieces.die(40, 6, colour)),
                palette.WOOD,
            ),
        ]
    return apart, on_ground


def plateau() -> tuple[list[Apart], list[OnGround]]:
    faces = plateau_pieces.FACE_FILL
    discs = plateau_pieces.DISC_FILL
    highlight = plateau_draw.HIGHLIGHT
    squares = {
        "a light square": plateau_ground.SQUARE_LIGHT,
        "a dark square": plateau_ground.SQUARE_DARK,
    }
    apart: list[Apart] = [("Black's and White's discs", discs[BLACK], discs[WHITE])]
    apart += [
        (f"the faces {first!r} and {second!r}", faces[first], faces[second])
        for index, first in enumerate(FACES)
        for second in FACES[index + 1 :]
    ]
    apart += [
        (f"the last move's frame and face {face!r}", highlight, faces[face]) for face in FACES
    ]
    apart += [(f"the last move's frame and a {c} disc", highlight, discs[c]) for c in COLOURS]
    on_ground: list[OnGround] = []
    for colour in COLOURS:
        on_ground += [
            (f"face {face!r} on a {colour} disc", [faces[face]], discs[colour]) for face in FACES
        ]
        on_ground.append(
            (f"an unknown (hatched) face on a {colour} disc", plateau_pieces.HATCH, discs[colour])
        )
        disc = (discs[colour], plateau_pieces.DISC_OUTLINE[colour])
        on_ground += [
            (f"a {colour} disc on {where}", disc, ground) for where, ground in squares.items()
        ]
        on_ground.append((f"a {colour} piece in hand or held prisoner", disc, palette.FRAME))
    on_ground += [
        (f"the last move's frame on {where}", [highlight], ground)
        for where, ground in squares.items()
    ]
    return apart, on_ground


PALETTES: dict[str, Callable[[], tuple[list[Apart], list[OnGround]]]] = {
    "pinch": lambda: pinch_pletore(dots=False),
    "pletore": lambda: pinch_pletore(dots=True),
    "les": les,
    "plakoto": plakoto,
    "plateau": plateau,
}
PLAYERS: dict[str, list[tuple[str, RGB, RGB]]] = {
    "square, hex and backgammon stones and checkers": [
        ("stones", palette.STONE_FILL[BLACK], palette.STONE_FILL[WHITE])
    ],
    "pinch": [("edge bands", palette.BAND_FILL[BLACK], palette.BAND_FILL[WHITE])],
    "les": [("hole washes", hex_shading.shaded_colour(BLACK), hex_shading.shaded_colour(WHITE))],
    "plakoto": [("dice", backgammon_pieces.DIE_FILL[BLACK], backgammon_pieces.DIE_FILL[WHITE])],
    "plateau": [("discs", plateau_pieces.DISC_FILL[BLACK], plateau_pieces.DISC_FILL[WHITE])],
}


@pytest.mark.parametrize("game", sorted(PALETTES))
def test_what_a_player_tells_apart_stays_apart_for_every_colour_vision(game: str) -> None:
    apart, _ = PALETTES[game]()
    failures = []
    for what, first, second in apart:
        value, vision = difference(first, second)
        if value < MIN_DELTA_E:
            failures.append(f"{what}: {first} and {second} differ by {value:.1f} for {vision}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("game", sorted(PALETTES))
def test_pieces_and_marks_stand_out_from_their_ground_for_every_colour_vision(game: str) -> None:
    _, on_ground = PALETTES[game]()
    failures = []
    for what, mark, ground in on_ground:
        assert mark, f"{what}: no colour found"
        value, vision = standing_out(mark, ground)
        if value < MIN_DELTA_E:
            failures.append(f"{what}: {mark} on {ground}: {value:.1f} for {vision}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("family", sorted(PLAYERS))
def test_the_two_players_differ_in_lightness_not_only_hue(family: str) -> None:
    for what, first, second in PLAYERS[family]:
        assert contrast(first, second) >= MIN_PLAYER_CONTRAST, (what, contrast(first, second))


def test_the_checks_can_fail() -> None:
    """What these checks caught: the Plateau frame's old green on a dark square, and the
    ghost's bare red dashes on a dark point, melted together for a protanope; red and green
    of one lightness have no contrast to tell two players apart by."""
    assert difference((18, 168, 84), plateau_ground.SQUARE_DARK)[0] < MIN_DELTA_E
    assert standing_out([backgammon_pieces.ARROW], backgammon_ground.POINT_DARK)[0] < MIN_DELTA_E
    assert contrast((214, 42, 38), (40, 140, 40)) < MIN_PLAYER_CONTRAST


# Text on boards: WCAG AA against what it is drawn on -----------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Written:
    """One text drawn: what, in which colour, on which colour (the commonest under it when
    it was drawn)."""

    text: str
    fill: RGB
    ground: RGB

    @property
    def contrast(self) -> float:
        return contrast(self.fill, self.ground)


def _forget_drawn_images() -> None:
    """Empty every cache of the renderers (backgrounds, sprites), so that a drawing draws all
    of its text again, under the spy."""
    for name, module in list(sys.modules.items()):
        if name == "rendering" or name.startswith("rendering."):
            for value in vars(module).values():
                clear = getattr(value, "cache_clear", None)
                if callable(clear):
                    clear()


def _ground(image: Image.Image, box: tuple[float, float, float, float]) -> RGB | None:
    left, top, right, bottom = box
    crop = image.crop(
        (
            max(0, int(left)),
            max(0, int(top)),
            min(image.width, int(right) + 1),
            min(image.height, int(bottom) + 1),
        )
    ).convert("RGBA")
    data = crop.tobytes()
    counts = Counter(
        (data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 4) if data[i + 3] == 255
    )
    return counts.most_common(1)[0][0] if counts else None


def written(monkeypatch: pytest.MonkeyPatch, draw: Callable[[], object]) -> list[Written]:
    """Every text ``draw`` draws (through Pillow's `ImageDraw.text`, which every renderer
    uses), with the colour it lands on, read from the image just before it is drawn."""
    texts: list[Written] = []
    original = ImageDraw.ImageDraw.text

    def spy(
        self: ImageDraw.ImageDraw,
        xy: Any,
        text: Any,
        fill: Any = None,
        font: Any = None,
        anchor: Any = None,
        *args: Any,
        **kwargs: Any,
    ) -> None:
        if isinstance(text, str) and text.strip():
            stroke = kwargs.get("stroke_width", 0)
            box = self.textbbox(xy, text, font=font, anchor=anchor, stroke_width=stroke)
            ground = _ground(self._image, box)
            assert ground is not None, f"{text!r} is drawn on nothing"
            assert isinstance(fill, tuple), f"{text!r} has fill {fill!r}"
            texts.append(Written(text, (fill[0], fill[1], fill[2]), ground))
        original(self, xy, text, fill, font, anchor, *args, **kwargs)

    _forget_drawn_images()
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    draw()
    monkeypatch.undo()
    return texts


NAMES = ("a-player-with-a-long-name", "bob")
TITLE = "#123 · a-player-with-a-long-name vs bob"


def _views(game: str, size: int | None) -> list[Any]:
    views = played(game, size)
    return [views[len(views) // 2], views[-1]]


def _tall_black_stack() -> BackgammonScene:
    return dataclasses.replace(
        test_backgammon.opening(),
        points=test_backgammon.points(p24=PointStack("white", 9), p1=PointStack("black", 8)),
        borne_off=(7, 6),
    )


def _pinch() -> None:
    for view in _views("pinch", 9):
        draw_square_board(pinch_scene(view, title=TITLE, names=NAMES))
    draw_square_board(scenes.midgame_11())


def _pletore() -> None:
    for view in _views("pletore", 4):
        draw_square_board(pletore_scene(view, title=TITLE, names=NAMES))
    draw_square_board(scenes.territory_13())


def _les() -> None:
    for view in _views("les", 3):
        draw_hex_board(les_scene(view, title=TITLE, names=NAMES))
    draw_hex_board(test_hex.final_11())


def _plakoto() -> None:
    for view in _views("plakoto", None):
        draw_backgammon(plakoto_scene(view, title=TITLE, names=NAMES))
    for scene in (test_backgammon.midgame(), test_backgammon.bearing_off(), _tall_black_stack()):
        draw_backgammon(scene)


def _plateau() -> None:
    for view in _views("plateau", None):
        plateau_draw.draw_plateau(plateau_scene(view, title=TITLE, names=NAMES))
    for view in (test_plateau.midgame(0), test_plateau.exchange(), test_plateau.over()):
        plateau_draw.draw_plateau(plateau_scene(view, title=TITLE, names=NAMES))


def _standings_and_replays() -> None:
    render_table(
        Table(
            title="Swiss #4 · Pinch 9x9",
            subtitle="round 3 of 5",
            columns=("#", "player", "points"),
            rows=(("1", "alice", "3"), ("2", "bob", "2"), ("3", "carol", "1")),
            leaders=frozenset({0}),
            muted=frozenset({2}),
            footer="carol withdrew",
        )
    )
    captioned(Image.new("RGB", (400, 300), palette.WOOD), "m d1 a1")


BOARDS: dict[str, Callable[[], None]] = {
    "pinch": _pinch,
    "pletore": _pletore,
    "les": _les,
    "plakoto": _plakoto,
    "plateau": _plateau,
    "standings and replays": _standings_and_replays,
}
"""Positions that between them draw every kind of text a board has: headers (with a score
on the title line), coordinates, Les's hole sizes on both washes and its tally, stack heights
on both checker colours, borne-off counts, Plateau's panel, tender, legends and face letters."""


@pytest.mark.parametrize("board", sorted(BOARDS))
def test_every_text_on_a_board_reads_at_wcag_aa(
    board: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = written(monkeypatch, BOARDS[board])
    assert len(texts) > 10, "the spy saw the text drawn"
    failures = sorted(
        {
            f"{t.text!r} in {t.fill} on {t.ground}: {t.contrast:.2f}"
            for t in texts
            if t.contrast < MIN_TEXT_CONTRAST
        }
    )
    assert not failures, "\n".join(failures)


def test_the_text_check_sees_the_text_on_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    """The spy reads text drawn into sprites and cached backgrounds too (a face's letter on
    its patch, a count on the case, a hole's size on its wash), so none escapes the check."""
    plakoto_texts = written(monkeypatch, _plakoto)
    assert any(t.ground == backgammon_ground.CASE for t in plakoto_texts), "borne-off counts"
    assert {t.ground for t in plakoto_texts} >= {palette.STONE_FILL[c] for c in COLOURS}
    les_texts = written(monkeypatch, _les)
    assert {t.fill for t in les_texts} >= set(hex_shading.HOLE_TEXT.values()), "hole sizes"
    plateau_texts = written(monkeypatch, _plateau)
    letters = {t.text for t in plateau_texts if t.ground in plateau_pieces.FACE_FILL.values()}
    assert letters == set(plateau_pieces.FACE_LETTER.values())
    assert any(t.ground == plateau_pieces.DISC_FILL[c] for t in plateau_texts for c in COLOURS), (
        "a hollow face's letter, on its disc"
    )


# More than hue: drawn marks, checked on rendered pixels ---------------------------------------


def ink(
    image: Image.Image, vision: tuple[str, str | None, str | None]
) -> frozenset[tuple[int, int]]:
    """Where ``image`` (a face's patch, say) carries a drawing in lightness: the pixels at
    1.5:1 contrast or more from its commonest colour, as that ``vision`` sees them. A patch of
    one flat colour, whatever its hue, has none."""
    _, deficiency, method = vision
    pixels = rgb_pixels(image)
    ground = seen(Counter(pixels).most_common(1)[0][0], deficiency, method)
    marked = set()
    for index, pixel in enumerate(pixels):
        if seen(pixel, deficiency, method).contrast(ground, method="wcag21") >= 1.5:
            marked.add((index % image.width, index // image.width))
    return frozenset(marked)


MIN_INK_DIFFERENCE = 20
"""Pixels by which two faces' drawings must differ: a letter is 40 to 60 on a full disc."""


def test_ink_sees_a_drawing_and_not_a_hue() -> None:
    """Two flat patches of different hues have the same (empty) drawing: the face test below
    fails for faces told apart by colour alone."""
    red = Image.new("RGB", (40, 16), plateau_pieces.FACE_FILL[RED])
    orange = Image.new("RGB", (40, 16), plateau_pieces.FACE_FILL[ORANGE])
    assert ink(red, VISIONS[0]) == ink(orange, VISIONS[0]) == frozenset()
    lettered = red.copy()
    ImageDraw.Draw(lettered).text((20, 8), "R", fill=(255, 255, 255), anchor="mm")
    assert len(ink(lettered, VISIONS[0])) >= MIN_INK_DIFFERENCE


def _up_face(image: Image.Image, square: int) -> Image.Image:
    left, top, _, bottom = disc_boxes(square, 1)[0]
    up, _ = face_boxes(DISC_WIDTH, bottom - top)
    return image.crop((left + up[0], top + up[1], left + up[2], top + up[3]))


@pytest.mark.parametrize("owner", ["B", "W"])
def test_plateau_faces_differ_in_their_drawing_not_only_their_colour(owner: str) -> None:
    """Two boards whose only difference is one disc's up face: for every pair of faces, and
    under every simulated vision, the patch carries a different drawing (its letter)."""
    square = test_plateau.sq("b2")
    patches = {
        face: _up_face(
            decode(
                test_plateau.render(
                    test_plateau.make_view(stacks=test_plateau.position(b2=f"{owner}:{face}x++"))
                )
            ),
            square,
        )
        for face in FACES
    }
    for vision in VISIONS:
        drawings = {face: ink(patch, vision) for face, patch in patches.items()}
        for index, first in enumerate(FACES):
            for second in FACES[index + 1 :]:
                apart = len(drawings[first] ^ drawings[second])
                assert apart >= MIN_INK_DIFFERENCE, (first, second, vision[0], apart)


@pytest.mark.parametrize("colour", COLOURS)
@pytest.mark.parametrize(("under", "secret"), [(False, True), (True, False), (True, True)])
def test_every_full_face_patch_carries_its_letter(colour: str, under: bool, secret: bool) -> None:
    """The underside's small patch and the owner's hollow faces too (the up face's solid patch
    is the board test above): each marker face's drawing differs from every other face's."""
    left, top, right, bottom = face_boxes(DISC_WIDTH, FULL_DISC)[1 if under else 0]
    inset = plateau_pieces.HOLLOW_FRAME if secret else 0  # a hollow face: inside its frame
    box = (left + inset, top + inset, right - inset, bottom - inset)
    patches = {}
    for face in FACES:
        up, down = (BLANK, face) if under else (face, BLANK)
        sprite = plateau_pieces.disc(
            DISC_WIDTH, FULL_DISC, colour, up, down, secret and not under, secret and under
        )
        flat = Image.new("RGB", sprite.size, (128, 128, 128))
        flat.paste(sprite, (0, 0), sprite)
        patches[face] = flat.crop(box)
    drawings = {face: ink(patch, VISIONS[0]) for face, patch in patches.items()}
    for first in (RED, BLUE, ORANGE):
        for second in FACES:
            if second != first:
                assert len(drawings[first] ^ drawings[second]) >= MIN_INK_DIFFERENCE // 2, (
                    first,
                    second,
                )


def _middle(image: Image.Image, x: float, y: float, half: float) -> RGB:
    """The mean colour of the square of ``half`` pixels each side of (x, y)."""
    crop = image.crop((round(x - half), round(y - half), round(x + half), round(y + half)))
    pixels = rgb_pixels(crop)
    red, green, blue = (
        round(sum(p[channel] for p in pixels) / len(pixels)) for channel in range(3)
    )
    return (red, green, blue)


def _square_stone(colour: str) -> RGB:
    layout = square_layout(9, False)
    image = draw_square_board(SquareBoardScene(size=9, stones={(4, 4): colour}))
    return _middle(image, layout.x(4), layout.y(4), layout.stone_radius * 0.6)


def _hex_stone(colour: str) -> RGB:
    layout = hex_layout(5, False)
    image = draw_hex_board(HexBoardScene(side=5, stones={(5, 5): colour}))
    return _middle(image, *layout.xy((5, 5)), layout.stone_radius * 0.6)


def _checker(colour: str) -> RGB:
    layout = backgammon_layout(False)
    image = draw_backgammon(
        BackgammonScene(points=test_backgammon.points(p7=PointStack(colour, 1)))
    )
    return _middle(image, layout.point_x(6), layout.slot_y(6, 0), layout.checker_radius * 0.6)


def _plateau_disc(colour: str) -> RGB:
    """The disc's own colour, between its two face patches."""
    owner = "B" if colour == BLACK else "W"
    view = test_plateau.make_view(stacks=test_plateau.position(b2=f"{owner}:xx++"))
    left, top, _, bottom = disc_boxes(test_plateau.sq("b2"), 1)[0]
    up, under = face_boxes(DISC_WIDTH, bottom - top)
    x = left + (up[2] + under[0]) / 2
    return _middle(decode(test_plateau.render(view)), x, (top + bottom) / 2, 2)


PIECES: dict[str, Callable[[str], RGB]] = {
    "a square board's stone": _square_stone,
    "a hex board's stone": _hex_stone,
    "a checker": _checker,
    "a Plateau disc": _plateau_disc,
}
"""Each family's piece, drawn on the same spot once for each player: its middle's colour."""


@pytest.mark.parametrize("piece", sorted(PIECES))
def test_a_piece_of_each_player_differs_in_lightness_as_rendered(piece: str) -> None:
    """The players' pieces as drawn, not only their constants: giving a piece to the other
    player changes its lightness by at least `MIN_PLAYER_CONTRAST`."""
    black, white = (PIECES[piece](colour) for colour in COLOURS)
    assert contrast(black, white) >= MIN_PLAYER_CONTRAST, (piece, black, white)
