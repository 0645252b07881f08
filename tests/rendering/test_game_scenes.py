"""Each game's view becomes the right scene: what the picture can show comes from the view."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rendering.les import les_scene, render_les
from rendering.pinch import pinch_scene, render_pinch
from rendering.plakoto import plakoto_scene, render_plakoto
from rendering.plateau import plateau_scene, render_plateau
from rendering.pletore import pletore_scene, render_pletore
from rules import GAMES
from rules.base import CHANCE
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


ENDING_SCENES: dict[str, tuple[Any, Any]] = {
    "pinch": (pinch_scene, render_pinch),
    "pletore": (pletore_scene, render_pletore),
    "les": (les_scene, render_les),
    "plakoto": (plakoto_scene, render_plakoto),
    "plateau": (plateau_scene, render_plateau),
}


@pytest.mark.parametrize("entry", ["resign 0", "timeout 0", "draw", "abort"])
@pytest.mark.parametrize("name", sorted(ENDING_SCENES))
def test_a_game_ended_by_a_game_level_entry_shows_its_result(name, entry):
    """resign, timeout, draw and abort end a game the engine's state knows nothing of:
    the final view carries the result, every seat's picture says it, nobody is to move."""
    game = GAMES[name]
    replay = Replay(game, None)
    rng = random.Random(3)
    while replay.plies < 4:
        if replay.to_move is CHANCE:
            replay.apply(game.chance_outcomes(replay.state)[0][0])
        else:
            replay.apply(rng.choice(replay.legal_moves()))
    replay.play(entry)
    for seat in (None, 0, 1):
        view = replay.view(seat)
        assert view.outcome == replay.outcome and view.to_move is None
        scene, render = ENDING_SCENES[name]
        subtitle = scene(view, title="Game #1", names=NAMES).subtitle
        assert "to move" not in subtitle and "to roll" not in subtitle, subtitle
        if entry.startswith(("resign", "timeout")):
            assert "bob" in subtitle and "wins" in subtitle, subtitle
        elif entry == "abort":
            assert "aborted" in subtitle or "game over" in subtitle, subtitle
        assert render(view, title="Game #1", names=NAMES).startswith(b"\x89PNG")
