"""Each game's view becomes the right scene: what the picture can show comes from the view."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from rules import GAMES
from rules.base import CHANCE
from rules.les import LES
from rules.pinch import PINCH
from rules.plakoto import PLAKOTO, LastTurn
from rules.pletore import PLETORE
from rules.replay import Replay
from service.boards.scenes.les import les_scene, render_les
from service.boards.scenes.pinch import pinch_scene, render_pinch
from service.boards.scenes.plakoto import plakoto_scene, render_plakoto
from service.boards.scenes.plateau import plateau_scene, render_plateau
from service.boards.scenes.pletore import half_points, pletore_scene, render_pletore

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
    """The protocol says what is to be done, never "(to choose) to move"."""
    replay = Replay(PLETORE, {"size": 5})
    scene = pletore_scene(replay.view(None), title="Pletore #3", names=NAMES)
    assert scene.subtitle == "alice to propose the komi" and scene.to_move_colour is None
    replay.play("komi 7")
    scene = pletore_scene(replay.view(None), title="Pletore #3", names=NAMES)
    assert scene.subtitle == "bob to choose a side · last: komi 7 · button free"
    assert scene.score == "B 0 - W 7" and scene.to_move_colour is None
    replay.play("side white")
    scene = pletore_scene(replay.view(None), title="Pletore #3", names=NAMES)
    assert scene.subtitle.startswith("alice (Black) to move · last: side white · komi 7")
    assert "to choose" not in scene.subtitle


def test_pletore_scene_shows_the_last_move_and_a_pass():
    """A "last:" as on the other boards, passes included (a pass places no stone, so the
    header is the only place it shows); the running score is on the title line."""
    rng = random.Random(2)
    replay = Replay(PLETORE, {"size": 5})
    seen = set()
    while replay.outcome is None:
        legal = [str(move) for move in replay.legal_moves()]
        replay.play("pass" if "pass" in legal else rng.choice(legal))
        view = replay.view(None)
        scene = pletore_scene(view, title="Pletore #3", names=NAMES)
        assert f"last: {view.last_move}" in scene.subtitle
        black, white = half_points(view.score["black"]), half_points(view.score["white"])
        assert scene.score == f"B {black} - W {white}"
        seen.add(view.last_move)
    assert "pass" in seen
    assert scene.subtitle.startswith("bob wins · last: pass") or scene.subtitle.startswith(
        "alice wins · last: pass"
    ), scene.subtitle
    png = render_pletore(view, title="Pletore #3", names=NAMES)
    assert png != render_pletore(replace(view, last_move="c3"), title="Pletore #3", names=NAMES)


def _les_final(step: int) -> Any:
    """The final view of the first seeded random game on small boards decided at ``step``
    of §3.4 (1 more holes, 2 larger holes, 3 more boundary stones, 4 a draw)."""
    for size in (3, 4, 5):
        for seed in range(200):
            rng = random.Random(seed)
            replay = Replay(LES, {"size": size})
            while replay.outcome is None:
                replay.apply(rng.choice(replay.legal_moves()))
            view = replay.view(None)
            if view.decision.step == step:
                return view
    raise AssertionError(f"no game decided at step {step}")


@pytest.mark.parametrize(
    ("step", "decided"),
    [
        (1, "Decided by the number of holes: {0} to {1}"),
        (2, "each; tie-break on hole size: {0} to {1}"),
        (3, "Same sizes; tie-break on boundary stones: {0} to {1}"),
        (4, "Draw: "),
    ],
)
def test_les_final_scene_tallies_the_holes_and_names_what_decided(step, decided):
    view = _les_final(step)
    caption = les_scene(view, title="Les #1", names=NAMES).caption
    assert len(caption) == 3
    for line, colour in zip(caption, ("black", "white"), strict=False):
        owned = sorted((h.size for h in view.holes if h.owner == colour), reverse=True)
        assert line.swatch == colour and line.text.startswith(f"{colour.capitalize()}: ")
        if owned:
            assert f"{len(owned)} hole" in line.text
            assert ", ".join(map(str, owned)) in line.text
        else:
            assert line.text.endswith("no hole")
        assert ("boundary stones" in line.text) == (step >= 3 and bool(owned))
    values = view.decision.values or (0, 0)
    assert decided.format(*values) in caption[2].text
    assert caption[2].swatch == view.decision.winner
    if view.decision.winner is not None:
        winner = view.colours.index(view.decision.winner)
        assert view.outcome.winner == winner


def test_les_caption_only_when_the_rules_counted_the_holes():
    """A resignation counts no holes, so the final image has no tally; mid-game neither."""
    replay = Replay(LES, {"size": 4})
    rng = random.Random(1)
    for _ in range(4):
        replay.apply(rng.choice(replay.legal_moves()))
    assert les_scene(replay.view(None), title="Les", names=NAMES).caption == ()
    replay.play("resign 0")
    assert les_scene(replay.view(None), title="Les", names=NAMES).caption == ()


def test_plakoto_scene_shows_the_last_turn_after_the_next_roll():
    """Once the roll after a turn is logged, the state's last move is the roll: the view the
    service fills in from the log (``last_turn``) keeps the turn's path and dice, and the
    header names its hops in the image's numbers (the side to move's)."""
    moves = ["open 5-2", "roll 6-4", "24/18 24/20", "roll 5-3", "24/21 24/19", "roll 6-1"]
    replay = Replay.of(PLAKOTO, {"match_length": 3}, moves)
    plain = replay.view(None)
    assert plain.last_move == "roll 6-1" and plain.last_path == () and plain.last_turn is None
    view = replace(plain, last_turn=PLAKOTO.last_turn(replay.history))
    assert view.last_turn == LastTurn("black", "24/21 24/19", ((1, 4), (1, 6)), (5, 3))
    scene = plakoto_scene(view, title="Plakoto #1", names=NAMES)
    assert scene.viewer == "white" and scene.dice == (6, 1) and scene.dice_colour == "white"
    assert scene.path == ((0, 3), (0, 5))  # White's points 1 -> 4 and 1 -> 6
    assert scene.last_dice == (5, 3) and scene.last_dice_colour == "black"
    assert scene.subtitle.endswith("· last: Black 1/4 1/6"), scene.subtitle
    before = plakoto_scene(plain, title="Plakoto #1", names=NAMES)
    assert before.path == () and before.last_dice == () and "last: roll 6-1" in before.subtitle
    # White's turn, seen by Black (the next to roll): in Black's numbers
    replay.play(str(replay.legal_moves()[0]))
    replay.play("roll 2-1")
    view = replace(replay.view(None), last_turn=PLAKOTO.last_turn(replay.history))
    assert view.side == "black" and view.last_turn.colour == "white"
    scene = plakoto_scene(view, title="Plakoto #1", names=NAMES)
    hops = " ".join(f"{25 - a}/{'off' if b in (0, 25) else 25 - b}" for a, b in view.last_turn.path)
    assert scene.subtitle.endswith(f"· last: White {hops}"), scene.subtitle


def test_plakoto_last_turn_is_forgotten_when_a_new_game_starts():
    """The first roll of the next game resets the board: the turn that ended the last game
    is not drawn on it."""
    replay = Replay(PLAKOTO, {"match_length": 3})
    rng = random.Random(4)
    while replay.state.game < 2:
        if replay.to_move is CHANCE:
            outcomes = PLAKOTO.chance_outcomes(replay.state)
            replay.apply(rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0])
        else:
            replay.apply(rng.choice(replay.legal_moves()))
        turn = PLAKOTO.last_turn(replay.history)
        if replay.state.game < 2 and replay.history[-1].mover is not CHANCE:
            assert turn is not None and turn.move == str(replay.history[-1].move)
    assert replay.history[-1].mover is CHANCE, "the next game's first roll"
    assert PLAKOTO.last_turn(replay.history) is None


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
