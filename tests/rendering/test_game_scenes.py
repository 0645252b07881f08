"""Each game's view becomes the right scene: what the picture can show comes from the view."""

from __future__ import annotations

from rendering.pinch import pinch_scene, render_pinch
from rendering.pletore import pletore_scene, render_pletore
from rules.pinch import PINCH
from rules.pletore import PLETORE
from rules.replay import Replay

NAMES = ("alice", "bob")


def test_pinch_scene_marks_last_move_conversions_and_edges():
    replay = Replay.of(PINCH, {"size": 9}, "e6 a1 a9 e5 f5".split())  # f5 converts e5
    view = PINCH.view(replay.state, None)
    scene = pinch_scene(view, title="Pinch #1", names=NAMES)
    assert scene.last_move == (5, 4) and scene.changed == frozenset({(4, 4)})
    assert scene.edge_colours == ("black", "white", "black", "white")
    assert scene.subtitle.startswith("bob (White) to move") and "last: f5" in scene.subtitle
    assert render_pinch(view, title="Pinch #1", names=NAMES).startswith(b"\x89PNG")


def test_pinch_scene_names_the_winner():
    line = "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split()
    view = PINCH.view(Replay.of(PINCH, {"size": 9}, line).state, None)
    scene = pinch_scene(view, title="Pinch #1", names=NAMES)
    assert scene.subtitle.startswith("alice (Black) wins") and scene.to_move_colour == "black"


def test_pletore_scene_shows_territory_score_komi_and_button():
    moves = ["komi 0", "side white", "c3", "a2", "button"]
    replay = Replay.of(PLETORE, {"size": 4}, moves)
    view = PLETORE.view(replay.state, None)
    scene = pletore_scene(view, title="Pletore #2", names=NAMES)
    assert dict(scene.dots) == dict(view.control)
    assert scene.title == "Pletore #2 · ply 5"
    assert "komi 0" in scene.subtitle and "button Black" in scene.subtitle
    assert scene.subtitle.startswith("bob (White) to move")
    assert render_pletore(view, title="Pletore #2", names=NAMES).startswith(b"\x89PNG")


def test_pletore_scene_before_sides_are_chosen():
    view = PLETORE.view(PLETORE.initial({"size": 5}), None)
    scene = pletore_scene(view, title="Pletore #3", names=NAMES)
    assert scene.subtitle.startswith("alice (to choose) to move") and "komi ?" in scene.subtitle
    assert scene.to_move_colour is None
