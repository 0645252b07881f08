"""The engine protocol is declared, not discovered: every game states its facts and
inherits the defaults of the optional members it lacks."""

import pickle
import random

import pytest

from rules import GAMES
from rules.base import CHANCE, Chance, Outcome, Termination
from rules.info import GameInfo
from rules.protocol import Game
from rules.replay import Replay

FACTS = {
    # name: (hidden_information, has_chance, has_draws, draw_by_agreement)
    "pinch": (False, False, False, False),
    "pletore": (False, False, False, True),
    "les": (False, False, True, True),
    "plakoto": (False, True, True, True),
    "plateau": (True, False, False, True),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_every_game_declares_its_info(name):
    game = GAMES[name]
    assert Game in type(game).__mro__
    assert isinstance(game.info, GameInfo)
    info = game.info
    assert FACTS[name] == (
        info.hidden_information,
        info.has_chance,
        info.has_draws,
        info.draw_by_agreement,
    )


def test_every_registered_game_is_listed():
    assert sorted(GAMES.names()) == sorted(FACTS)


@pytest.mark.parametrize("name", sorted(FACTS))
def test_chance_only_where_declared(name):
    """A seeded random game reaches a chance node exactly when ``has_chance`` says so."""
    game = GAMES[name]
    rng = random.Random(7)
    state = game.initial()
    seen_chance = False
    for _ in range(300):
        mover = game.to_move(state)
        if mover is None:
            break
        if mover is CHANCE:
            seen_chance = True
            outcomes = game.chance_outcomes(state)
            assert sum(p for _, p in outcomes) == 1
            move = rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            assert game.chance_outcomes(state) == []
            move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move)
    assert seen_chance == game.info.has_chance


@pytest.mark.parametrize("name", ["pinch", "pletore", "les", "plakoto"])
def test_defaults_of_a_game_without_hidden_information(name):
    game = GAMES[name]
    replay = Replay(game, None)
    for _ in range(6):
        moves = replay.legal_moves()
        if replay.to_move is CHANCE:
            moves = [m for m, _ in game.chance_outcomes(replay.state)]
        replay.apply(moves[0])
    state = replay.state
    assert game.entry_scores(state) is None
    assert not any(game.names_hidden_piece(m) for m in game.legal_moves(state))
    with pytest.raises(TypeError, match="no hidden information"):
        game.sample_world(game.view(state, 0), random.Random(1))
    replay.play("resign 0")
    assert replay.outcome is not None and replay.outcome.scores is None
    final = replay.view(0)
    assert final.outcome == replay.outcome and final.to_move is None
    assert final.last_move == game.view(state, 0).last_move  # the board as it stood


def test_plateau_overrides_the_hidden_information_members():
    game = GAMES["plateau"]
    replay = Replay.of(game, None, ["open a1 xx rb", "open d4 xx rb"])
    view = game.view(replay.state, 0)
    assert game.final_view(replay.state, 0, Outcome(1, Termination.RESIGNATION)) != view
    assert game.entry_scores(replay.state) == (0, 0)
    world = game.sample_world(view, random.Random(1))
    assert game.view(world, 0).stacks == view.stacks


@pytest.mark.parametrize("name", sorted(FACTS))
def test_legal_move_count_default_is_the_menu_length(name):
    game = GAMES[name]
    replay = Replay(game, None)
    while replay.to_move is CHANCE or replay.plies < 2:
        if replay.to_move is CHANCE:
            replay.apply(game.chance_outcomes(replay.state)[0][0])
        else:
            replay.apply(replay.legal_moves()[0])
    assert game.legal_move_count(replay.state) == len(game.legal_moves(replay.state))


def test_chance_is_a_one_member_enum_with_its_old_face():
    assert list(Chance) == [CHANCE]
    assert CHANCE is Chance.CHANCE and CHANCE.value == "chance"
    assert repr(CHANCE) == str(CHANCE) == "CHANCE"
    assert pickle.loads(pickle.dumps(CHANCE)) is CHANCE
