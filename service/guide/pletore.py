"""Pletore in short (full spec: the engine's ``rules/pletore``; page ``docs/rules/pletore.md``)."""

from __future__ import annotations

from rendering.text import pletore_diagram
from rules import GAMES
from service.guide.model import NAMES, Example, GameGuide, after, either, spec

SIZE = spec("pletore", "size")
SHOWN = after("pletore", {"size": 5, "komi": 2}, "c5", "c3", "e3")
FLIPPABLE = after("pletore", {"size": 5, "komi": 2}, "c5", "c3", "e3", "a1")
PROTOCOL = after("pletore", {"size": 9})
BUTTON = after("pletore", {"size": 5, "komi": 3})
FULL = after(
    "pletore",
    {"size": 5, "komi": 2},
    *"d1 a3 e5 c4 e4 b2 e2 b1 d3 c5".split(),
)


def _draw() -> str:
    return pletore_diagram(GAMES["pletore"].view(SHOWN(), None), names=NAMES)


GUIDE = GameGuide(
    name="pletore",
    title="Pletore",
    tagline=(
        "A territory game by Luis Bolaños Mures (2021): points are won by line of sight; "
        "stones can be flipped; komi and a half-point button make ties impossible."
    ),
    rules=(
        "A square board of points, files `a`… from the left, ranks `1`… from the bottom. "
        "**Sight:** from any point look along the four straight directions; the first stone "
        "met that way (empty points are seen through) is what the point sees.",
        "**Control:** you pinch a point when it sees one of your stones up or down **and** one "
        "left or right. You control it when you pinch it and your opponent does not; pinched "
        "by both or by neither, it is nobody's.",
        "**A turn** is one of: place a stone on an empty point your opponent does not control; "
        "flip an enemy stone standing on a point you control (it becomes yours); take the "
        "button; or pass, allowed only when the button is gone and every empty point is "
        "controlled by someone.",
        "**Komi and sides:** unless the challenge fixed a komi, the challenger first names the "
        "komi, a whole number added to White's score (`komi 7`), then the opponent picks a "
        "side (`side black` or `side white`). Black makes the first board move.",
        "**The button** is there only when the komi and the board size are both odd or both "
        "even. While it is there nobody may pass; taking it uses a turn and is worth ½ point.",
        "On an **even-sized board** White's first stone may not be the half-turn rotation of "
        "Black's first stone (no mirroring).",
        "**End:** two passes in a row. Your score is your stones plus the empty points you "
        "control, plus the komi for White and ½ for whoever took the button. There are no "
        "ties.",
    ),
    options=(
        f"`size:` {either(SIZE.choices)} points a side (default {SIZE.default}).",
        "`komi:` fixes White's komi in the challenge (a whole number, at most the number of "
        "points either way) and skips the komi and side moves; leave it out to agree komi and "
        "sides in the game.",
        "`first:` with `komi:`, who plays Black and moves first (default random). Without "
        "it the challenger names the komi and the opponent picks a side.",
    ),
    examples=(
        Example("komi 7", "first move of the game: propose a komi of 7 for White", PROTOCOL),
        Example(
            "side white",
            "the answer to the komi: play White",
            after("pletore", {"size": 9}, "komi 7"),
        ),
        Example("b4", "place a stone on b4", FLIPPABLE),
        Example("c3x", "flip the enemy stone on c3", FLIPPABLE),
        Example("flip c3", "the same flip, written out", FLIPPABLE),
        Example("c3", "the same again: a point holding an enemy stone means a flip", FLIPPABLE),
        Example("button", "take the half-point button", BUTTON),
        Example(
            "pass", "pass: only once the button is gone and every empty point is controlled", FULL
        ),
    ),
    draw=_draw,
    caption=(
        "5×5, komi 2, White to move. `b` marks an empty point Black controls: `e5` sees "
        "`c5` to the left and `e3` below. `c3` sees `c5` above and `e3` to the right, so "
        "Black controls that point too and may flip White's stone there."
    ),
)
