"""The search finds a winning move in every game, handles chance, and is reproducible."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai import Level, choose_move, observe
from rules import GAMES
from rules.base import CHANCE
from rules.replay import Replay
from tests.rules.test_pinch import position as pinch_position
from tests.rules.test_pletore import P9
from tests.rules.test_pletore import position as pletore_position

BUDGET = Level(0, 400, 60.0)
"""Iterations end every search here, never the clock, so results are reproducible."""


def pinch_race() -> Any:
    """Black (to move) needs e1 to join rank 1 to rank 9; White needs the same point to
    join file a to file i, so every other move loses at once."""
    return pinch_position("e2 e3 e4 e5 e6 e7 e8 e9", "a1 b1 c1 d1 f1 g1 h1 i1", "X")


def pletore_last_pass() -> Any:
    """Spec P9 after White passed: Black's pass ends the game and wins 9–8 with komi 1;
    flips and placements play on."""
    return pletore_position(P9, "black", komi=1, passes=1)


LES_RECORD = (
    "setup e7 f7 c1 a1|side black|e6 a4|f6 g5|e5 f3|f5 c5|g4 c3|b2|f4|b1|e4|b5|d5|b4|b3|c4"
    "|d6|d4|c6|d3|a3|c2"
)


def les_endgame() -> Any:
    """A seeded random game of Les on the 4-board, stopped with three contact points left.

    A Les game ends only when no contact point is left, and a placement never removes
    another contact point, so no move with an alternative ends the game at once. Here
    d2 wins against every defence (White's reply is then forced to the end) and a2 and
    e3 lose against every defence: the win is one move away in the only sense the
    rules allow.
    """
    return Replay.of(GAMES["les"], {"size": 4}, LES_RECORD.split("|")).state


def plakoto_bear_off() -> Any:
    """White bears off its last two checkers with 5-2; 5/3 3/off leaves one behind, and
    Black bears off its last checker with any roll."""
    return GAMES["plakoto"].position(
        "W{5:1, 2:1} offW 13 B{1:1} offB 14", side="white", dice=(5, 2)
    )


def plateau_sixth_prisoner() -> Any:
    """Spec Ex 13: White's Red captures a sixth prisoner with m a1 a2 (192 moves legal)."""
    return GAMES["plateau"].position("pris.W={M, M, B, R, BM}; a1=[W:xx, W:rr]; a2=[B:xx]", 1)


IMMEDIATE_WINS = [
    ("pinch", pinch_race, "e1"),
    ("pletore", pletore_last_pass, "pass"),
    ("plakoto", plakoto_bear_off, "5/off 2/off"),
    ("plateau", plateau_sixth_prisoner, "m a1 a2"),
]


def immediate_winners(game_name: str, state: Any) -> list[str]:
    game = GAMES[game_name]
    seat = game.to_move(state)
    winners = []
    for move in game.legal_moves(state):
        outcome = game.outcome(game.apply(state, move))
        if outcome is not None and outcome.winner == seat:
            winners.append(str(move))
    return winners


@pytest.mark.parametrize("informed", [True, False], ids=["knowledge", "uninformed"])
@pytest.mark.parametrize(
    ("game_name", "build", "winning"), IMMEDIATE_WINS, ids=[w[0] for w in IMMEDIATE_WINS]
)
def test_a_move_that_wins_at_once_is_played_without_searching(game_name, build, winning, informed):
    state = build()
    seat = GAMES[game_name].to_move(state)
    assert len(GAMES[game_name].legal_moves(state)) > 1
    assert immediate_winners(game_name, state) == [winning]
    result = choose_move(observe(game_name, state, seat), BUDGET, 1, informed=informed)
    assert (result.move, result.iterations) == (winning, 0)


@pytest.mark.parametrize("informed", [True, False], ids=["knowledge", "uninformed"])
def test_the_tree_finds_the_win_les_hides_behind_the_reply(informed):
    state = les_endgame()
    assert [str(move) for move in GAMES["les"].legal_moves(state)] == ["a2", "d2", "e3"]
    assert immediate_winners("les", state) == []
    for seed in range(3):
        result = choose_move(observe("les", state, GAMES["les"].to_move(state)), BUDGET, seed,
                             informed=informed)  # fmt: skip
        assert result.move == "d2", result.visits
        assert result.iterations == sum(result.visits.values()) == BUDGET.iterations


def plakoto_middle_game() -> Any:
    """A position with dice to play, reached by a seeded random game."""
    game = GAMES["plakoto"]
    rng = random.Random(3)
    state = game.initial({"match_length": 1})
    for _ in range(40):
        if game.to_move(state) is CHANCE:
            moves = [move for move, _ in game.chance_outcomes(state)]
        else:
            moves = game.legal_moves(state)
        state = game.apply(state, rng.choice(moves))
    while game.to_move(state) is CHANCE or len(game.legal_moves(state)) < 2:
        state = game.apply(state, rng.choice(game.legal_moves(state)))
    return state


def test_chance_nodes_give_a_legal_reproducible_move():
    game = GAMES["plakoto"]
    state = plakoto_middle_game()
    observation = observe("plakoto", state, game.to_move(state))
    level = Level(0, 150, 60.0)
    first = choose_move(observation, level, 7)
    assert first.move in {str(move) for move in game.legal_moves(state)}
    again = choose_move(observation, level, 7)
    assert (again.move, again.visits) == (first.move, first.visits)


def test_a_single_legal_move_is_played_without_searching():
    game = GAMES["plakoto"]
    state = game.position("W{1:1} offW 14 B{19:5, 18:5, 17:5}", side="white", dice=(6, 5))
    assert [str(move) for move in game.legal_moves(state)] == ["1/off"]
    result = choose_move(observe("plakoto", state, 0), BUDGET, 1)
    assert (result.move, result.iterations) == ("1/off", 0)


def test_the_seat_must_be_to_move():
    with pytest.raises(ValueError, match="not seat 1's turn"):
        choose_move(observe("pinch", pinch_race(), 1), BUDGET, 1)


def test_the_clock_stops_a_search_whose_iterations_would_not():
    state = GAMES["pinch"].initial({"size": 9})
    result = choose_move(observe("pinch", state, 0), Level(0, 10**9, 0.05), 1)
    assert 1 <= result.iterations < 10**9
